import type { ErrorMessage } from '../../../errors';

/**
 * The users area's messages (back office, issue 27 item 3): code is the label key the client shows as
 * the toast title (schemas/catalogues/labels/it-IT.json), text the Italian wording.
 */
export const UTENTI_MSG = {
  usernameInUso: { code: 'utenti.usernameInUso', text: 'Il nome utente è già in uso: scegline un altro.' },
  ruoloNonValido: {
    code: 'utenti.ruoloNonValido',
    text: 'Il ruolo scelto non esiste o non puoi assegnarlo.',
  },
  ruoloNonPrevisto: {
    code: 'utenti.ruoloNonPrevisto',
    text: 'Il ruolo scelto non è previsto per questo tipo di utente: scegli un ruolo adatto.',
  },
  distributoreMancante: {
    code: 'utenti.distributoreMancante',
    text: 'Indica il distributore a cui appartiene l’utente.',
  },
  distributoreNonValido: {
    code: 'utenti.distributoreNonValido',
    text: 'Il distributore indicato non esiste o non è del tipo scelto.',
  },
  distributoreInAttesa: {
    code: 'utenti.distributoreInAttesa',
    text: 'Il distributore è in attesa di approvazione: approva prima la sua richiesta di registrazione.',
  },
  fornitoreMancante: {
    code: 'utenti.fornitoreMancante',
    text: 'Indica il fornitore a cui appartiene l’utente.',
  },
  fornitoreNonValido: { code: 'utenti.fornitoreNonValido', text: 'Il fornitore indicato non esiste.' },
  aziendaNonPrevista: {
    code: 'utenti.aziendaNonPrevista',
    text: 'Per questo tipo di utente non si indicano distributore né fornitore.',
  },
  superAdminProtetto: {
    code: 'utenti.superAdminProtetto',
    text: 'Solo un super amministratore può modificare un utente super amministratore.',
  },
  cambiaTuoRuolo: {
    code: 'utenti.cambiaTuoRuolo',
    text: 'Non puoi cambiare il ruolo del tuo stesso utente.',
  },
  disabilitaTeStesso: {
    code: 'utenti.disabilitaTeStesso',
    text: 'Non puoi disabilitare il tuo stesso utente.',
  },
  terminaTueSessioni: {
    code: 'utenti.terminaTueSessioni',
    text: 'Non puoi terminare le sessioni del tuo stesso utente: per uscire usa Esci.',
  },
  abilitaInAttesa: {
    code: 'utenti.abilitaInAttesa',
    text: 'L’utente appartiene a un’agenzia in attesa di approvazione: si abilita approvandone la richiesta di registrazione.',
  },
  creato: {
    code: 'utenti.creato',
    text: 'Utente creato. Gli abbiamo inviato un’e-mail per scegliere la password.',
  },
  invitoNonInviato: {
    code: 'utenti.invitoNonInviato',
    text: 'Utente creato, ma non è stato possibile inviare l’e-mail per scegliere la password.',
  },
  disabilitato: {
    code: 'utenti.disabilitato',
    text: 'Utente disabilitato: le sue sessioni sono terminate e non può più accedere.',
  },
  abilitato: { code: 'utenti.abilitato', text: 'Utente abilitato: può di nuovo accedere al portale.' },
  sbloccato: {
    code: 'utenti.sbloccato',
    text: 'Accesso sbloccato: l’utente può di nuovo provare ad accedere.',
  },
  sessioniTerminate: {
    code: 'utenti.sessioniTerminate',
    text: 'Sessioni terminate: l’utente dovrà accedere di nuovo.',
  },
} as const satisfies Record<string, Omit<ErrorMessage, 'type'>>;

export const errore = (m: { code: string; text: string }): ErrorMessage => ({ ...m, type: 'error' });
export const info = (m: { code: string; text: string }): ErrorMessage => ({ ...m, type: 'info' });
