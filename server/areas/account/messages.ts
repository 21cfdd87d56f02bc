import type { ErrorMessage } from '../../errors';

/** The account area's messages: code is the label key the client shows as the toast title. */
export const MSG = {
  credenzialiErrate: { code: 'login.credenzialiErrate', text: 'Nome utente o password non corretti' },
  tipoUtenteNonAbilitato: {
    code: 'login.tipoUtenteNonAbilitato',
    text: 'Il tuo utente non può accedere al portale: il ruolo che ti è stato assegnato non è previsto per il tuo tipo di utente. Chiedi all’amministratore della tua azienda di assegnarti un ruolo adatto.',
  },
  passwordPolicy: { code: 'password.nonValida', text: '' },
  confermaErrata: { code: 'password.confermaErrata', text: 'La conferma non coincide con la nuova password' },
  attualeErrata: { code: 'password.attualeErrata', text: 'La password attuale non è corretta' },
  ugualeAttuale: {
    code: 'password.ugualeAttuale',
    text: 'La nuova password deve essere diversa da quella attuale',
  },
  tokenNonValido: {
    code: 'password.linkNonValido',
    text: 'Il link non è valido, è già stato usato oppure è scaduto. Richiedine uno nuovo.',
  },
  passwordAggiornata: {
    code: 'password.aggiornata',
    text: 'La password è stata aggiornata. Ora puoi accedere al portale.',
  },
  passwordForzata: {
    code: 'password.forzata',
    text: 'La password è stata impostata. L’utente dovrà cambiarla al prossimo accesso.',
  },
  recuperoInviato: {
    code: 'password.recuperoInviato',
    text: 'Se l’indirizzo corrisponde a un utente registrato, riceverai a breve un’e-mail con le istruzioni per scegliere una nuova password.',
  },
  emailConfermata: { code: 'email.confermata', text: 'Il tuo indirizzo e-mail è stato confermato.' },
  emailLinkNonValido: {
    code: 'email.linkNonValido',
    text: 'Il link di conferma non è valido, è già stato usato oppure è scaduto.',
  },
  utenteNonTrovato: { code: 'utente.nonTrovato', text: 'Utente non trovato' },
  accediComeSeStesso: { code: 'accediCome.stessoUtente', text: 'Non puoi accedere come te stesso.' },
  accediComeDisabilitato: {
    code: 'accediCome.utenteDisabilitato',
    text: 'L’utente è disabilitato: non è possibile accedere come questo utente.',
  },
  accediComeBackOffice: {
    code: 'accediCome.utenteBackOffice',
    text: 'Non è possibile accedere come un utente del back office.',
  },
  accediComeNonAttivo: { code: 'accediCome.nonAttivo', text: 'Non stai accedendo come un altro utente.' },
} as const satisfies Record<string, Omit<ErrorMessage, 'type'>>;

export const errorMessage = (m: { code: string; text: string }): ErrorMessage => ({ ...m, type: 'error' });
export const infoMessage = (m: { code: string; text: string }): ErrorMessage => ({ ...m, type: 'info' });
