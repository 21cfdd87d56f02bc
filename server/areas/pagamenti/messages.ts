/** The payment area's messages: code is the label key the client shows as the toast title. */
export const PAG_MSG = {
  nonDisponibile: {
    code: 'pagamento.nonDisponibile',
    text: 'Il pagamento con carta non è disponibile: contatta l’assistenza per pagare con bonifico.',
  },
  senzaDistributore: {
    code: 'pagamento.senzaDistributore',
    text: 'Solo un utente di un distributore può effettuare pagamenti.',
  },
  nienteDaPagare: {
    code: 'pagamento.nienteDaPagare',
    text: 'Non ci sono estratti conto da pagare.',
  },
  estrattoNonPagabile: {
    code: 'pagamento.estrattoNonPagabile',
    text: 'Uno degli estratti conto scelti non è da pagare o non è della tua agenzia: aggiorna la pagina e riprova.',
  },
  importoRicarica: {
    code: 'pagamento.importoRicarica',
    text: 'L’importo della ricarica deve essere compreso tra 10 e 10.000 € (al massimo due decimali).',
  },
  esitoNonValido: {
    code: 'pagamento.esitoNonValido',
    text: 'L’esito del pagamento non è valido: non è stato registrato nulla.',
  },
  tentativoChiuso: {
    code: 'pagamento.tentativoChiuso',
    text: 'Questo pagamento era già stato chiuso con un altro esito: se l’importo ti è stato addebitato contatta l’assistenza indicando il codice della transazione.',
  },
} as const;

/** How payments show in `pagamenti.metodo` and the credit's `causale`. */
export const METODO_CARTA = 'Carta di credito';
export const CAUSALE_RICARICA = 'Ricarica credito con carta';
export const CAUSALE_ECCEDENZA = 'Eccedenza di pagamento accreditata';

/** Credit top-up limits, in cents. */
export const RICARICA_MIN = 10_00;
export const RICARICA_MAX = 10_000_00;
