import type { ExportRequest } from '../../schemas/types';

/** The columns a policy grid flags for export (the same types a screen file gives them). */
export const SERVER_COLUMNS: ExportRequest['columns'] = [
  { field: 'numero', title: 'Numero', exportWidth: 20 },
  { field: 'dataAcquisto', title: 'Data acquisto', exportWidth: 18, type: 'datetime' },
  { field: 'contraente', title: 'Contraente', exportWidth: 24 },
  { field: 'distributore', title: 'Distributore', exportWidth: 24 },
  { field: 'fornitore', title: 'Fornitore', exportWidth: 24 },
  { field: 'pacchetto', title: 'Pacchetto', exportWidth: 22 },
  { field: 'destinazione', title: 'Destinazione', exportWidth: 16 },
  { field: 'inizioViaggio', title: 'Inizio viaggio', exportWidth: 14, type: 'date' },
  { field: 'numeroPartecipanti', title: 'Partecipanti', exportWidth: 10, type: 'numeric-int' },
  { field: 'totalePremio', title: 'Totale premio', exportWidth: 14, type: 'numeric' },
  { field: 'acquistataConCredito', title: 'Con credito', exportWidth: 10, type: 'boolean' },
  { field: 'stato', title: 'Stato', exportWidth: 14 },
];
