import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../adapters/mail';
import { buildApp } from '../../app';
import { hashPassword } from '../../auth/passwords';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import {
  adesioni,
  anagrafiche,
  carrelloItems,
  crediti,
  distributori,
  ruoli,
  ruoliPermessi,
  tentativiPagamento,
  users,
} from '../../db/schema';
import { bearer, login } from '../../test/testApp';
import { createTestDatabase, testConfig } from '../../test/testDatabase';
import { pacchettoIds, tra } from '../carrello/testUtils';
import { PAG_MSG } from './messages';
import { ritornoFirmato } from './testFirma';

/**
 * Issue 23, defect 4: the sandbox gateway (test cards that "pay") belongs to the demo. A deployment's
 * database, without the demo accounts, gets no sandbox and no card payments until a gateway is
 * configured; PAYMENT_SANDBOX=1 asks for the sandbox anyway and PAYMENT_SANDBOX=0 turns it off even on
 * the demo. Decided from the database, so every process on one PostgreSQL decides alike.
 */

const PASSWORD = 'Agenzia-Reale-2026';
const NON_DISPONIBILE = {
  messages: [{ code: PAG_MSG.nonDisponibile.code, text: PAG_MSG.nonDisponibile.text, type: 'error' }],
};

function configCon(sandbox: boolean | undefined): Config {
  const base = testConfig({ dataDir: 'memory://' });
  return { ...base, pagamenti: { ...base.pagamenti, sandbox } };
}

async function appSu(database: Database, config: Config): Promise<FastifyInstance> {
  const mailer = createMailer({ smtpUrl: undefined, from: config.mailFrom, outboxDir: '/nonexistent' });
  const app = await buildApp({ config, db: database.db, mailer }, { logger: false });
  await app.ready();
  return app;
}

/** A real agency of a deployment: its own role with the payment permission, and one user. */
async function agenziaReale(database: Database): Promise<string> {
  const db = database.db;
  const [anag] = await db
    .insert(anagrafiche)
    .values({ ragioneSociale: 'Viaggi Veri S.r.l.', email: 'info@viaggiveri.example' })
    .returning();
  const [dist] = await db
    .insert(distributori)
    .values({ codice: 'VV0001', tipo: 'agenziadettagliante', anagraficaId: anag!.id })
    .returning();
  const [ruolo] = await db
    .insert(ruoli)
    .values({ descrizione: 'Agenzia', attributi: ['distributore_agenziadettagliante'] })
    .returning();
  await db.insert(ruoliPermessi).values([
    { ruoloId: ruolo!.id, codice: 'WEB_MYOVERINS_PAGAMENTI', azioni: 'RC' },
    { ruoloId: ruolo!.id, codice: 'WEB_MYOVERINS_CREDITI', azioni: 'R' },
  ]);
  await db.insert(users).values({
    username: 'titolare',
    email: 'titolare@viaggiveri.example',
    passwordHash: await hashPassword(PASSWORD),
    passwordChangedAt: new Date(),
    ruoloId: ruolo!.id,
    distributoreId: dist!.id,
    anagraficaId: anag!.id,
    attributi: ['distributore', 'distributore_agenziadettagliante'],
  });
  return 'titolare';
}

const sandboxServita = (app: FastifyInstance) =>
  app.hasRoute({ method: 'GET', url: '/sandbox/pagamento' }) ||
  app.hasRoute({ method: 'POST', url: '/sandbox/pagamento' });

const tentativi = async (database: Database) =>
  (await database.db.select({ n: count() }).from(tentativiPagamento))[0]!.n;

describe('a deployment database (no demo accounts)', () => {
  let database: Database;
  let senza: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    database = await createTestDatabase(configCon(undefined), { demo: false });
    const username = await agenziaReale(database);
    senza = await appSu(database, configCon(undefined));
    token = await login(senza, username, PASSWORD);
  }, 120_000);
  afterAll(async () => {
    await senza?.close();
    await database?.close();
  });

  it('has no sandbox gateway: its page and status call are not there', async () => {
    expect(sandboxServita(senza)).toBe(false);
    expect(senza.hasRoute({ method: 'POST', url: '/sandbox/api/bo/situazioneOrdine' })).toBe(false);
    const pagina = await senza.inject({ method: 'GET', url: '/sandbox/pagamento?codTrans=X' });
    expect(pagina.statusCode).toBe(404);
  });

  it('answers every payment call with the Italian "non disponibile" and starts nothing', async () => {
    const chiamate = [
      { url: '/api/myoverins/eseguipagamento', payload: {}, headers: bearer(token) },
      { url: '/api/myoverins/ricaricacredito', payload: { importo: 10000 }, headers: bearer(token) },
      { url: '/api/keyclient/ok', payload: ritornoFirmato({ codTrans: 'P1', esito: 'OK', importo: 100 }) },
      { url: '/api/keyclient/fm/ok', payload: ritornoFirmato({ codTrans: 'P1', esito: 'OK', importo: 100 }) },
    ];
    for (const c of chiamate) {
      const res = await senza.inject({ method: 'POST', ...c });
      expect(res.statusCode, c.url).toBe(400);
      expect(res.json(), c.url).toEqual(NON_DISPONIBILE);
    }
    const notifica = await senza.inject({
      method: 'POST',
      url: '/api/keyclient/notifica',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(ritornoFirmato({ codTrans: 'P1', esito: 'OK', importo: 100 })).toString(),
    });
    expect(notifica.statusCode).toBe(400);
    expect(notifica.json()).toEqual(NON_DISPONIBILE);
    expect(await tentativi(database)).toBe(0);
  });

  it('serves the sandbox when PAYMENT_SANDBOX=1 asks for it', async () => {
    const con = await appSu(database, configCon(true));
    try {
      expect(sandboxServita(con)).toBe(true);
      const res = await con.inject({
        method: 'POST',
        url: '/api/myoverins/ricaricacredito',
        headers: bearer(await login(con, 'titolare', PASSWORD)),
        payload: { importo: 50 },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.url).toMatch(/^https:\/\/portale\.example\.test\/sandbox\/pagamento\?/);
    } finally {
      await con.close();
    }
  });
});

describe('the demo database', () => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase(configCon(undefined));
  }, 120_000);
  afterAll(() => database?.close());

  it('gets the sandbox by default', async () => {
    const app = await appSu(database, configCon(undefined));
    try {
      expect(sandboxServita(app)).toBe(true);
      const res = await app.inject({
        method: 'POST',
        url: '/api/myoverins/eseguipagamento',
        headers: bearer(await login(app, 'moroso')),
        payload: {},
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.url).toMatch(/\/sandbox\/pagamento\?/);
    } finally {
      await app.close();
    }
  });

  it('has none with PAYMENT_SANDBOX=0: a purchase paid at once is refused whole, nothing issued', async () => {
    const app = await appSu(database, configCon(false));
    try {
      expect(sandboxServita(app)).toBe(false);
      const token = await login(app, 'tour');
      const [tour] = await database.db.select().from(users).where(eq(users.username, 'tour'));
      // No credit left: the policies would be paid by card at once.
      await database.db.insert(crediti).values({
        distributoreId: tour!.distributoreId!,
        data: new Date(),
        causale: 'Azzeramento di prova',
        importo: '0',
        residuo: '0',
      });
      const ids = await pacchettoIds(database.db);
      const eta = (
        await app.inject({ method: 'GET', url: '/api/dropdown/eta', headers: bearer(token) })
      ).json() as { items: Array<{ value: number; text: string }> };
      const add = await app.inject({
        method: 'POST',
        url: '/api/carrello',
        headers: bearer(token),
        payload: {
          pacchettoID: ids['ANN-SP'],
          parametri: {
            inizioViaggio: tra(30),
            fineViaggio: tra(37),
            destinazioneStato: 'FR',
            nazionalita: 'IT',
            eta: eta.items.find((i) => i.text === 'Da 18 a 40 anni')!.value,
            numeroPartecipanti: 1,
            importoViaggio: 1500,
          },
          partecipanti: [{ ItemID: 1, Cognome: 'Verdi', Nome: 'Mario' }],
          prodottiCollegati: [],
          parametriDichiarazione: { adeguatezza: true, checkPolizza: true, checkPrivacy: true },
        },
      });
      expect(add.statusCode, add.body).toBe(200);
      const polizzePrima = (await database.db.select({ n: count() }).from(adesioni))[0]!.n;
      const res = await app.inject({ method: 'POST', url: '/api/adesioni', headers: bearer(token) });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual(NON_DISPONIBILE);
      expect((await database.db.select({ n: count() }).from(adesioni))[0]!.n).toBe(polizzePrima);
      const carrello = await database.db
        .select()
        .from(carrelloItems)
        .where(eq(carrelloItems.userId, tour!.id));
      expect(carrello).toHaveLength(1);
      const ricarica = await app.inject({
        method: 'POST',
        url: '/api/myoverins/ricaricacredito',
        headers: bearer(token),
        payload: { importo: 10000 },
      });
      expect(ricarica.json()).toEqual(NON_DISPONIBILE);
      expect(await tentativi(database)).toBe(1);
    } finally {
      await app.close();
    }
  });
});
