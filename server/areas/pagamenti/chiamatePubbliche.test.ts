import { and, eq, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../adapters/mail';
import { buildApp } from '../../app';
import type { Config } from '../../config';
import { auditLog, rateLimits } from '../../db/schema';
import { bearer, createTestApp, login, type TestApp } from '../../test/testApp';
import { PAGAMENTI_PROVA, campiAvvio, ritornoFirmato } from './testFirma';

/**
 * Issue 23, defect 10: the gateway's three public calls (keyclient/ok, keyclient/fm/ok,
 * keyclient/notifica) are limited per client address in PostgreSQL (behind a trusted proxy, across
 * processes), a refused call writes at most one audit row per order and minute, and an anonymous
 * caller learns only the outcome, never the distributor's credit or whether it must pay.
 */

const PROXY = '10.0.0.5';
let t: TestApp;

function configDiProva(): Partial<Config> {
  return {
    trustProxy: [PROXY],
    pagamenti: PAGAMENTI_PROVA,
  };
}

beforeAll(async () => {
  t = await createTestApp({ config: configDiProva() });
}, 120_000);
afterAll(() => t?.close());

/** A call through the proxy for the client at `da` (X-Forwarded-For), signed in or not. */
function chiama(
  app: FastifyInstance,
  percorso: 'keyclient/ok' | 'keyclient/fm/ok' | 'keyclient/notifica',
  campi: Record<string, string>,
  da: string,
  token?: string,
) {
  const form = percorso === 'keyclient/notifica';
  return app.inject({
    method: 'POST',
    url: `/api/${percorso}`,
    remoteAddress: PROXY,
    headers: {
      'x-forwarded-for': da,
      ...(token ? bearer(token) : {}),
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    payload: form ? new URLSearchParams(campi).toString() : campi,
  });
}

const falso = (codTrans: string) => ({
  ...ritornoFirmato({ codTrans, esito: 'OK', importo: 5000 }),
  mac: '0'.repeat(40),
});

async function rifiutiInAudit(codTrans: string): Promise<number> {
  const righe = await t.db
    .select({ detail: auditLog.detail })
    .from(auditLog)
    .where(eq(auditLog.action, 'pagamento.esitoRifiutato'));
  return righe.filter((r) => (r.detail as { codTrans?: string }).codTrans === codTrans).length;
}

function troppi(res: Awaited<ReturnType<typeof chiama>>) {
  expect(res.statusCode, res.body).toBe(429);
  const attesa = Number(res.headers['retry-after']);
  expect(attesa).toBeGreaterThan(0);
  expect(res.json()).toEqual({
    messages: [
      {
        code: 'errore.troppeRichieste',
        text: `Troppi tentativi. Riprova tra ${attesa} secondi.`,
        type: 'error',
      },
    ],
  });
}

/** A credit top-up of `username`, paid through keyclient/ok by its own signed-in user. */
async function ricaricaPagata(username: string) {
  const token = await login(t.app, username);
  const avvio = await t.app.inject({
    method: 'POST',
    url: '/api/myoverins/ricaricacredito',
    headers: bearer(token),
    payload: { importo: 40 },
  });
  expect(avvio.statusCode, avvio.body).toBe(200);
  const campi = campiAvvio(avvio.json().data.url);
  const ritorno = ritornoFirmato({ codTrans: campi.codTrans!, esito: 'OK', importo: campi.importo! });
  const res = await chiama(t.app, 'keyclient/ok', ritorno, '198.51.100.10', token);
  expect(res.statusCode, res.body).toBe(200);
  return { token, ritorno, esito: res.json().data };
}

describe('the answer to a return', () => {
  it('tells the distributor’s own signed-in user everything, anyone else only the outcome', async () => {
    const { ritorno, esito } = await ricaricaPagata('tour');
    expect(esito).toMatchObject({ stato: 'pagato', tipo: 'credito', importo: 40, mustPay: false });
    expect(esito.creditoResiduo).toEqual(expect.any(Number));

    const soloEsito = { codTrans: ritorno.codTrans, stato: 'pagato' };
    const anonimo = await chiama(t.app, 'keyclient/ok', ritorno, '198.51.100.11');
    expect(anonimo.statusCode).toBe(200);
    expect(anonimo.json()).toEqual({ data: soloEsito });
    const altraAgenzia = await chiama(
      t.app,
      'keyclient/ok',
      ritorno,
      '198.51.100.11',
      await login(t.app, 'agenzia'),
    );
    expect(altraAgenzia.json()).toEqual({ data: soloEsito });
    const backOffice = await chiama(
      t.app,
      'keyclient/ok',
      ritorno,
      '198.51.100.11',
      await login(t.app, 'admin'),
    );
    expect(backOffice.json()).toEqual({ data: soloEsito });
    const collega = await chiama(t.app, 'keyclient/ok', ritorno, '198.51.100.11', await login(t.app, 'tour'));
    expect(collega.json().data).toEqual(esito);
  });

  it('does not tell an anonymous replay of a month-end return whether the agency must still pay', async () => {
    const token = await login(t.app, 'moroso');
    const avvio = await t.app.inject({
      method: 'POST',
      url: '/api/myoverins/eseguipagamento',
      headers: bearer(token),
      payload: {},
    });
    const campi = campiAvvio(avvio.json().data.url);
    const ko = ritornoFirmato({ codTrans: campi.codTrans!, esito: 'KO', importo: campi.importo! });
    const anonimo = await chiama(t.app, 'keyclient/fm/ok', ko, '198.51.100.12');
    expect(anonimo.json()).toEqual({ data: { codTrans: campi.codTrans, stato: 'rifiutato' } });
    const proprio = await chiama(t.app, 'keyclient/fm/ok', ko, '198.51.100.12', token);
    expect(proprio.json().data).toMatchObject({ stato: 'rifiutato', tipo: 'estratti', mustPay: true });
  });
});

describe('limits per client address', () => {
  it('refuses past 30 refused calls in 15 minutes with 429, Retry-After and the Italian message', async () => {
    const da = '203.0.113.1';
    const percorsi = ['keyclient/ok', 'keyclient/fm/ok', 'keyclient/notifica'] as const;
    for (let i = 0; i < 30; i++) {
      const res = await chiama(t.app, percorsi[i % 3]!, falso(`PLIM1${i}`), da);
      expect(res.statusCode, res.body).toBe(400);
    }
    troppi(await chiama(t.app, 'keyclient/ok', falso('PLIM1X'), da));
    troppi(await chiama(t.app, 'keyclient/notifica', falso('PLIM1Y'), da));
    // Another client behind the same proxy has its own count.
    expect((await chiama(t.app, 'keyclient/ok', falso('PLIM1Z'), '203.0.113.2')).statusCode).toBe(400);
    // Past the limit nothing more is written to the audit log.
    expect(await rifiutiInAudit('PLIM1X')).toBe(0);
  });

  it('counts a verified return once it is refused, not when it is accepted', async () => {
    const { ritorno } = await ricaricaPagata('agenzia.rete');
    const da = '203.0.113.3';
    for (let i = 0; i < 40; i++) {
      expect((await chiama(t.app, 'keyclient/ok', ritorno, da)).statusCode).toBe(200);
    }
  });

  it('refuses past 60 calls of any outcome in a minute', async () => {
    const { ritorno } = await ricaricaPagata('network');
    const da = '203.0.113.4';
    for (let i = 0; i < 60; i++) {
      expect(
        (await chiama(t.app, i % 2 ? 'keyclient/ok' : 'keyclient/notifica', ritorno, da)).statusCode,
      ).toBe(200);
    }
    troppi(await chiama(t.app, 'keyclient/ok', ritorno, da));
  });

  it('holds across server processes on one database', async () => {
    const config = { ...t.config };
    const mailer = createMailer({ smtpUrl: undefined, from: config.mailFrom, outboxDir: '/nonexistent' });
    const altro = await buildApp({ config, db: t.db, mailer }, { logger: false });
    await altro.ready();
    try {
      const da = '203.0.113.5';
      for (let i = 0; i < 30; i++) {
        const res = await chiama(i % 2 ? altro : t.app, 'keyclient/ok', falso(`PLIM5${i}`), da);
        expect(res.statusCode).toBe(400);
      }
      troppi(await chiama(altro, 'keyclient/ok', falso('PLIM5X'), da));
      troppi(await chiama(t.app, 'keyclient/ok', falso('PLIM5Y'), da));
    } finally {
      await altro.close();
    }
    const contatori = await t.db
      .select()
      .from(rateLimits)
      .where(and(like(rateLimits.bucket, 'pagamento.%'), eq(rateLimits.key, '203.0.113.5')));
    expect(contatori.length).toBeGreaterThan(0);
  });
});

describe('the audit log of refused calls', () => {
  it('gets one row per order and minute, whoever sends them and however they are wrong', async () => {
    const codTrans = 'PAUDIT000000000001';
    const modi = [
      falso(codTrans),
      { ...falso(codTrans), mac: '1'.repeat(40) },
      // Signed, but for an order that does not exist.
      ritornoFirmato({ codTrans, esito: 'OK', importo: 5000 }),
    ];
    for (let i = 0; i < 24; i++) {
      const res = await chiama(
        t.app,
        i % 2 ? 'keyclient/ok' : 'keyclient/notifica',
        modi[i % 3]!,
        `192.0.2.${i}`,
      );
      expect(res.statusCode).toBe(400);
    }
    expect(await rifiutiInAudit(codTrans)).toBe(1);
    expect((await chiama(t.app, 'keyclient/ok', falso('PAUDIT000000000002'), '192.0.2.99')).statusCode).toBe(
      400,
    );
    expect(await rifiutiInAudit('PAUDIT000000000002')).toBe(1);

    // A minute later (the window moved back by hand) the order gets its next row.
    await t.db.execute(sql`update rate_limits set reset_at = now() - interval '1 second'
                           where bucket like 'pagamento.%' and key = ${codTrans}`);
    expect((await chiama(t.app, 'keyclient/ok', falso(codTrans), '192.0.2.100')).statusCode).toBe(400);
    expect(await rifiutiInAudit(codTrans)).toBe(2);
  });
});
