import type { GridColumn, GridRow } from '../types';

const CONTRAENTI = [
  'Rossi Mario',
  'Bianchi Giulia',
  'Esposito Luca',
  'Romano Francesca',
  'Colombo Andrea',
  'Ricci Chiara',
  'Marino Davide',
  'Greco Sara',
  'Bruno Alessandro',
  'Gallo Elena',
  'Conti Matteo',
  'De Luca Martina',
  'Mancini Simone',
  'Costa Federica',
  'Giordano Paolo',
  'Rizzo Valentina',
  'Lombardi Stefano',
  'Moretti Alessia',
];
const PRODOTTI = ['Viaggio Sicuro', 'Annullamento Plus', 'Multirischio Famiglia', 'Medico Bagaglio'];
const PACCHETTI = ['Base', 'Comfort', 'Top'];
const DESTINAZIONI = [
  'Spagna',
  'Grecia',
  'Giappone',
  'Stati Uniti',
  'Egitto',
  'Francia',
  'Thailandia',
  'Italia',
  'Messico',
];
const STATI = ['Emessa', 'Emessa', 'Emessa', 'Annullata', 'In attesa di pagamento'];

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const day = (base: Date, plus: number) => {
  const d = new Date(base.getFullYear(), base.getMonth(), base.getDate() + plus);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

/**
 * Deterministic policies (adesioni) of an agency, as `myoverins/elencoadesioni/distributore`
 * answers them: enough rows for paging, grouping and the "all" size.
 */
export function makePolicies(count: number): GridRow[] {
  const start = new Date(2026, 0, 8);
  return Array.from({ length: count }, (_, i) => {
    const prodotto = PRODOTTI[i % PRODOTTI.length]!;
    const partecipanti = 1 + ((i * 7) % 5);
    const premio = Math.round((38.5 + ((i * 53) % 410) + partecipanti * 12.25) * 100) / 100;
    const acquisto = day(start, Math.floor(i * 1.7));
    const inizio = day(start, Math.floor(i * 1.7) + 10 + (i % 20));
    return {
      id: 10_400 + i,
      numeroPratica: `PR-2026-${pad(1200 + i, 6)}`,
      contraente: CONTRAENTI[i % CONTRAENTI.length]!,
      prodotto,
      pacchetto: PACCHETTI[(i * 5) % PACCHETTI.length]!,
      destinazione: DESTINAZIONI[(i * 3) % DESTINAZIONI.length]!,
      dataAcquisto: `${acquisto}T${pad(9 + (i % 9))}:${pad((i * 13) % 60)}:00`,
      inizioViaggio: inizio,
      fineViaggio: day(new Date(inizio), 7 + (i % 10)),
      numeroPartecipanti: partecipanti,
      totalePremio: premio,
      commissioni: Math.round(premio * 0.18 * 100) / 100,
      pagata: i % 4 !== 3,
      stato: STATI[i % STATI.length]!,
      riferimento: i % 11 === 0 ? `=HYPERLINK("x")` : `Rif. ${pad(i + 1, 3)}`,
    };
  });
}

/** The agency's purchases (tuoiAcquisti), as a screen file would configure them. */
export const policyColumns: GridColumn[] = [
  {
    field: 'numeroPratica',
    // The identifying column stays at the left edge while the table scrolls sideways.
    locked: true,
    title: 'colonna.riferimentoPratica',
    filterable: true,
    export: true,
    exportWidth: 18,
    width: 150,
  },
  {
    field: 'dataAcquisto',
    title: 'colonna.dataAcquisto',
    type: 'datetime',
    filterable: true,
    export: true,
    exportWidth: 18,
    width: 150,
  },
  { field: 'contraente', title: 'colonna.contraente', filterable: true, export: true, exportWidth: 24 },
  {
    field: 'prodotto',
    title: 'colonna.prodotto',
    filterable: 'multiselect',
    groupable: true,
    export: true,
    exportWidth: 22,
  },
  {
    field: 'pacchetto',
    title: 'colonna.pacchetto',
    filterable: 'select',
    groupable: true,
    export: true,
    exportWidth: 12,
    width: 110,
  },
  {
    field: 'destinazione',
    title: 'colonna.destinazione',
    filterable: true,
    groupable: true,
    export: true,
    exportWidth: 16,
    width: 130,
  },
  {
    field: 'inizioViaggio',
    title: 'colonna.inizioViaggio',
    type: 'date',
    filterable: true,
    export: true,
    exportWidth: 14,
    width: 130,
  },
  {
    field: 'numeroPartecipanti',
    title: 'colonna.numeroPartecipanti',
    type: 'numeric-int',
    filterable: true,
    export: true,
    exportWidth: 10,
    width: 110,
  },
  {
    field: 'totalePremio',
    title: 'colonna.totalePremio',
    type: 'numeric',
    format: 'c2',
    filterable: true,
    export: true,
    exportWidth: 14,
    width: 130,
  },
  {
    field: 'pagata',
    title: 'Pagata',
    type: 'boolean',
    filterable: true,
    export: true,
    exportWidth: 8,
    width: 90,
  },
  { field: 'stato', title: 'colonna.stato', groupable: true, export: true, exportWidth: 18, width: 170 },
  { field: 'id', title: 'Certificato', type: 'download-file-adesione', sortBy: false, width: 110 },
];

/** Users of an agency (tuoiUtenti), for the editable, deletable and selectable states. */
export const agencyUsers: GridRow[] = [
  {
    id: 31,
    userName: 'giulia.bianchi',
    nome: 'Giulia',
    cognome: 'Bianchi',
    email: 'giulia.bianchi@gabbianoviaggi.it',
    ruoloID: 4,
    ruolo: 'Operatore agenzia',
    attivo: true,
    _hash: 'x',
  },
  {
    id: 32,
    userName: 'luca.esposito',
    nome: 'Luca',
    cognome: 'Esposito',
    email: 'luca.esposito@gabbianoviaggi.it',
    ruoloID: 5,
    ruolo: 'Amministratore agenzia',
    attivo: true,
    _hash: 'x',
  },
  {
    id: 33,
    userName: 'sara.greco',
    nome: 'Sara',
    cognome: 'Greco',
    email: 'sara.greco@gabbianoviaggi.it',
    ruoloID: 4,
    ruolo: 'Operatore agenzia',
    attivo: false,
    _hash: 'x',
  },
];

export const userColumns: GridColumn[] = [
  { field: 'userName', title: 'Nome utente', filterable: true, editDisabled: true, editOrder: 1 },
  { field: 'nome', title: 'Nome', filterable: true, editOrder: 2 },
  { field: 'cognome', title: 'Cognome', filterable: true, editOrder: 3 },
  {
    field: 'email',
    title: 'E-mail',
    type: 'link',
    format: 'mailto:{email}',
    editType: 'email',
    editOrder: 4,
  },
  { field: 'ruoloID', title: 'Ruolo', hidden: true, editSource: 'ruoli/web', editOrder: 5 },
  { field: 'ruolo', title: 'Ruolo', editHide: true, filterable: 'select' },
  { field: 'attivo', title: 'Attivo', type: 'booleanSwitch', filterable: true, editOrder: 6 },
  { field: '_hash', title: 'Hash', hidden: true },
];

export const ruoliWeb = {
  items: [
    { value: 4, text: 'Operatore agenzia' },
    { value: 5, text: 'Amministratore agenzia' },
  ],
  total: 2,
};
