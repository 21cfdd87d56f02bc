/** The My area's messages: code is the label key the client shows as the toast title. */
export const MY_MSG = {
  senzaDistributore: {
    code: 'utentiAgenzia.senzaDistributore',
    text: 'Il tuo utente non appartiene a nessuna agenzia: non puoi gestirne gli utenti.',
  },
  ruoloNonValido: {
    code: 'utentiAgenzia.ruoloNonValido',
    text: 'Il ruolo scelto non è tra quelli assegnabili.',
  },
  ruoloNonPrevisto: {
    code: 'utentiAgenzia.ruoloNonPrevisto',
    text: 'Il ruolo scelto è riservato a un altro tipo di utente: scegli uno dei ruoli previsti per la tua azienda.',
  },
  usernameInUso: {
    code: 'utentiAgenzia.usernameInUso',
    text: 'Il nome utente è già in uso: scegline un altro.',
  },
  passwordOInvito: {
    code: 'utentiAgenzia.passwordOInvito',
    text: 'Indica una password oppure scegli di inviare all’utente l’e-mail per impostarla.',
  },
  utenteCreato: { code: 'utentiAgenzia.creato', text: 'Utente creato.' },
  utenteCreatoInvito: {
    code: 'utentiAgenzia.creatoInvito',
    text: 'Utente creato. Gli abbiamo inviato un’e-mail per scegliere la password.',
  },
  invitoNonInviato: {
    code: 'utentiAgenzia.invitoNonInviato',
    text: 'Utente creato, ma non è stato possibile inviare l’e-mail per scegliere la password.',
  },
  cambiaTuoRuolo: {
    code: 'utentiAgenzia.cambiaTuoRuolo',
    text: 'Non puoi cambiare il ruolo del tuo stesso utente.',
  },
  eliminaTeStesso: {
    code: 'utentiAgenzia.eliminaTeStesso',
    text: 'Non puoi eliminare il tuo stesso utente.',
  },
} as const;
