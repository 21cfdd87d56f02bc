import { createHash } from 'node:crypto';
import type { PaymentConfig } from '../../config';

/** Test credentials of the payment gateway (config.pagamenti in the payment tests). */
export const ALIAS_PROVA = 'ALIAS_PROVA';
export const SEGRETO_PROVA = 'segreto-di-prova-per-i-pagamenti-0123456789';

/** config.pagamenti of the payment tests: the sandbox's own choice, signed with the test credentials. */
export const PAGAMENTI_PROVA = {
  gatewayUrl: undefined,
  sandbox: undefined,
  statusUrl: undefined,
  alias: ALIAS_PROVA,
  secret: SEGRETO_PROVA,
  attemptMinutes: 30,
} satisfies PaymentConfig;

const sha1 = (s: string) => createHash('sha1').update(s, 'utf8').digest('hex');

/**
 * A return or notification as the gateway writes it, signed with the XPay rule written out here by
 * hand (not with the code under test): codTrans, esito, importo, divisa, data, orario, codAut + secret.
 */
export function ritornoFirmato(
  c: { codTrans: string; esito: string; importo: number | string; divisa?: string; codAut?: string },
  segreto = SEGRETO_PROVA,
): Record<string, string> {
  const campi = {
    codTrans: c.codTrans,
    esito: c.esito,
    importo: String(c.importo),
    divisa: c.divisa ?? 'EUR',
    data: '20261125',
    orario: '101500',
    codAut: c.codAut ?? (c.esito === 'OK' ? 'A1B2C3' : ''),
  };
  const mac = sha1(
    `codTrans=${campi.codTrans}esito=${campi.esito}importo=${campi.importo}divisa=${campi.divisa}` +
      `data=${campi.data}orario=${campi.orario}codAut=${campi.codAut}${segreto}`,
  );
  return { alias: ALIAS_PROVA, ...campi, mac };
}

/** The query fields of the payment page URL an attempt was started with. */
export function campiAvvio(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url).searchParams);
}
