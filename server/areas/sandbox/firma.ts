import { createHash, timingSafeEqual } from 'node:crypto';

/*
 * The sandbox signs as Nexi XPay does (github.com/NexiPayments/XPay, pagamento-semplice/php and
 * api-backoffice/interrogazione-dettaglio-ordine): written here on the gateway's side, apart from the
 * merchant's adapter (server/adapters/payments/xpay.ts), so the contract test checks one against the other.
 */

const sha1 = (testo: string) => createHash('sha1').update(testo, 'utf8').digest('hex');

/** The start request's MAC: codTrans, divisa, importo. */
export const macAvvio = (segreto: string, c: { codTrans: string; divisa: string; importo: string }) =>
  sha1(`codTrans=${c.codTrans}divisa=${c.divisa}importo=${c.importo}${segreto}`);

export interface CampiEsito {
  codTrans: string;
  esito: 'OK' | 'KO' | 'ANNULLO';
  importo: string;
  divisa: string;
  data: string;
  orario: string;
  codAut: string;
}

/** The return's and the notification's MAC. */
export const macEsito = (segreto: string, c: CampiEsito) =>
  sha1(
    `codTrans=${c.codTrans}esito=${c.esito}importo=${c.importo}divisa=${c.divisa}` +
      `data=${c.data}orario=${c.orario}codAut=${c.codAut}${segreto}`,
  );

/** The status call's request MAC. */
export const macRichiestaStato = (
  segreto: string,
  c: { apiKey: string; codiceTransazione: string; timeStamp: string },
) => sha1(`apiKey=${c.apiKey}codiceTransazione=${c.codiceTransazione}timeStamp=${c.timeStamp}${segreto}`);

/** The status call's answer MAC. */
export const macRispostaStato = (
  segreto: string,
  c: { esito: string; idOperazione: string; timeStamp: string },
) => sha1(`esito=${c.esito}idOperazione=${c.idOperazione}timeStamp=${c.timeStamp}${segreto}`);

/** Constant-time comparison of a received hex MAC; any other length or alphabet is simply wrong. */
export function macValido(atteso: string, ricevuto: unknown): boolean {
  if (typeof ricevuto !== 'string' || !/^[0-9a-fA-F]{40}$/.test(ricevuto)) return false;
  const a = Buffer.from(atteso, 'utf8');
  const b = Buffer.from(ricevuto.toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
