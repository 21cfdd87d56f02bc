/**
 * A hosted-payment-page gateway (server/adapters/payments): the merchant sends the browser to the
 * gateway's page with signed fields, the gateway sends it back signed, notifies the merchant server
 * to server, and answers a signed status call. `xpay.ts` implements it for Nexi XPay ("codice base");
 * the sandbox gateway our own server runs (server/areas/sandbox) speaks the same protocol, so the one
 * implementation verifies both.
 */

export interface RichiestaPagamento {
  /** Unique per attempt and never reused: letters, digits, `-` and `_`, at most 30 characters. */
  codTrans: string;
  /** Integer cents, > 0. */
  importoCentesimi: number;
  divisa: 'EUR';
  /** Where the browser comes back with the outcome (OK or KO): XPay `url`. */
  urlRitorno: string;
  /** Where the browser comes back when the customer gives up: XPay `url_back`. */
  urlAnnullo: string;
  /** Where the gateway notifies the outcome server to server: XPay `urlpost`. */
  urlNotifica: string;
  /** Shown on the payment page (XPay `descrizione`). */
  descrizione?: string;
  /** The payer's e-mail, for the gateway's own receipt (XPay `mail`). */
  email?: string;
}

/** Where to send the browser: `url` already carries `campi` in its query (a GET redirect). */
export interface RedirezionePagamento {
  url: string;
  campi: Record<string, string>;
}

/** The gateway's verdict: OK paid, KO refused, ANNULLO given up by the customer. */
export type EsitoGateway = 'OK' | 'KO' | 'ANNULLO';

/**
 * A return or notification whose MAC matched: exactly the fields the MAC covers, so all of them are
 * the gateway's, not the caller's (the unsigned ones a gateway adds are never read).
 */
export interface EsitoVerificato {
  codTrans: string;
  esito: EsitoGateway;
  importoCentesimi: number;
  divisa: string;
  /** Authorisation code; empty unless paid. */
  codAut: string;
  /** As the gateway writes them: data YYYYMMDD, orario HHMMSS. */
  data: string;
  orario: string;
}

/** What the gateway's status call says of one transaction. */
export type StatoOrdine =
  | { stato: 'pagato'; importoCentesimi: number; divisa: string; codAut: string }
  | { stato: 'rifiutato' | 'annullato' | 'in_corso' | 'assente' };

/** Why a message from (or claiming to be from) the gateway was not believed. */
export class MessaggioGatewayNonValido extends Error {
  constructor(
    readonly motivo: 'mac' | 'campi',
    message: string,
  ) {
    super(message);
    this.name = 'MessaggioGatewayNonValido';
  }
}

export interface GatewayPagamenti {
  /** Shown in the README/audit: `xpay` or `sandbox`. */
  readonly nome: string;
  avvia(p: RichiestaPagamento): RedirezionePagamento;
  /** The browser's return (query of `url` or `url_back`); throws MessaggioGatewayNonValido. */
  verificaRitorno(campi: Record<string, unknown>): EsitoVerificato;
  /** The server-to-server notification (form fields posted to `urlpost`); throws likewise. */
  verificaNotifica(campi: Record<string, unknown>): EsitoVerificato;
  /** Asks the gateway about `codTrans` (reconciliation); throws when the gateway cannot be reached. */
  statoOrdine(codTrans: string): Promise<StatoOrdine>;
}
