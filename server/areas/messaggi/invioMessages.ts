import type { ErrorMessage } from '../../errors';

/**
 * Messages of back office's send (issue 28 item 2): code is the label key the client shows as the
 * toast title (schemas/catalogues/labels/it-IT.json), text the Italian wording.
 */
export const INVIO_MSG = {
  utenteMancante: {
    code: 'messaggiInviati.utenteMancante',
    text: 'Indica l’utente a cui inviare il messaggio (campo Utente).',
  },
  distributoreMancante: {
    code: 'messaggiInviati.distributoreMancante',
    text: 'Indica il distributore ai cui utenti inviare il messaggio (campo Distributore).',
  },
  tipoMancante: {
    code: 'messaggiInviati.tipoMancante',
    text: 'Indica il tipo di distributore ai cui utenti inviare il messaggio (campo Tipo di distributore).',
  },
  campoNonPrevisto: {
    code: 'messaggiInviati.campoNonPrevisto',
    text: 'Per i destinatari scelti indica solo il campo che li riguarda: lascia vuoti gli altri.',
  },
  testoVuoto: {
    code: 'messaggiInviati.testoVuoto',
    text: 'Scrivi il testo del messaggio (campo Testo, al massimo 2000 caratteri).',
  },
  utenteNonValido: {
    code: 'messaggiInviati.utenteNonValido',
    text: 'L’utente indicato non esiste o è disabilitato.',
  },
  distributoreNonValido: {
    code: 'messaggiInviati.distributoreNonValido',
    text: 'Il distributore indicato non esiste o è in attesa di approvazione.',
  },
  nessunDestinatario: {
    code: 'messaggiInviati.nessunDestinatario',
    text: 'Nessun utente attivo riceverebbe il messaggio: non è stato inviato.',
  },
  inviato: { code: 'messaggiInviati.inviato', text: 'Messaggio inviato.' },
} as const satisfies Record<string, Omit<ErrorMessage, 'type'>>;

export const errore = (m: { code: string; text: string }): ErrorMessage => ({ ...m, type: 'error' });
