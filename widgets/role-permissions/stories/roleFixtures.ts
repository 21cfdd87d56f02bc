import type { DropdownItem, Permesso, Ruolo, RuoloPermesso } from '../../../schemas/types';

/** The roles of the demo seed, as dropdown/ruoli lists them for a super-admin. */
export const ruoliDropdown: DropdownItem[] = [
  { value: 3, text: 'Agenzia dettagliante' },
  { value: 2, text: 'Operatore back office' },
  { value: 1, text: 'Super amministratore' },
];

export const ruoli: Record<number, Ruolo> = {
  1: { itemID: 1, descrizione: 'Super amministratore', superAdmin: true, backOffice: true },
  2: { itemID: 2, descrizione: 'Operatore back office', superAdmin: false, backOffice: true },
  3: { itemID: 3, descrizione: 'Agenzia dettagliante', superAdmin: false, backOffice: false },
};

const p = (
  codice: string,
  descrizione: string,
  gruppo: string,
  backOffice: boolean,
  distplayOrder: number,
  azioneSingola = false,
): Permesso => ({ codice, descrizione, gruppo, backOffice, distplayOrder, azioneSingola });

/** A slice of the seed's catalogue: groups given out of order, so the editor's sorting shows. */
export const catalogo: Permesso[] = [
  p('BK_IMPOSTAZIONI_RUOLI', 'Ruoli e permessi', 'Impostazioni', true, 2),
  p('BK_IMPOSTAZIONI_ACCEDICOME', 'Accedi come altro utente', 'Impostazioni', true, 1, true),
  p('BK_REPORT_COMMISSIONI', 'Report commissioni', 'Report', true, 1, true),
  p('BK_ANAGRAFICA_DISTRIBUTORI', 'Distributori', 'Anagrafica', true, 1),
  p('WEB_MYOVERINS_UTENTI', 'Utenti dell’agenzia', 'Area riservata', false, 2),
  p('WEB_MYOVERINS_TUOI_ACQUISTI', 'I tuoi acquisti', 'Area riservata', false, 1),
  p('WEB_ANAGRAFICA_ACCESSO_CARRELLO', 'Accesso al carrello', 'Anagrafica', false, 1, true),
];

/** What each role holds when a story starts. */
export const permessiIniziali: Record<number, RuoloPermesso[]> = {
  1: [],
  2: [
    { codice: 'BK_ANAGRAFICA_DISTRIBUTORI', azioni: ['R', 'U'] },
    { codice: 'BK_REPORT_COMMISSIONI', azioni: ['E'] },
  ],
  3: [
    { codice: 'WEB_ANAGRAFICA_ACCESSO_CARRELLO', azioni: ['E'] },
    { codice: 'WEB_MYOVERINS_TUOI_ACQUISTI', azioni: ['R'] },
  ],
};
