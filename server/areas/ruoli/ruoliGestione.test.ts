import { asc, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ruoli, ruoliPermessi, storicoPermessi } from '../../db/schema';
import { bearer, createTestApp, type TestApp } from '../../test/testApp';
import { sessionFor } from './sessionFor';

let t: TestApp;
let admin: Record<string, string>;
let operatore: Record<string, string>;
let agenzia: Record<string, string>;
let adminAsOperatore: Record<string, string>;
const roleIds: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await sessionFor(t, 'admin'));
  operatore = bearer(await sessionFor(t, 'operatore'));
  agenzia = bearer(await sessionFor(t, 'agenzia'));
  adminAsOperatore = bearer(await sessionFor(t, 'operatore', { impersonatedBy: 'admin' }));
  for (const r of await t.db.select().from(ruoli)) roleIds[r.descrizione] = r.id;
  // The operator may edit roles: the refusals below are then about super-admin roles, not permissions.
  await t.db
    .insert(ruoliPermessi)
    .values({ ruoloId: roleIds['Operatore back office']!, codice: 'BK_IMPOSTAZIONI_RUOLI', azioni: 'RCU' });
});
afterAll(() => t.close());

const crea = (payload: unknown, headers = admin) =>
  t.app.inject({ method: 'POST', url: '/api/ruoli', headers, payload: payload as object });
const rinomina = (id: number | string, payload: unknown, headers = admin) =>
  t.app.inject({ method: 'PUT', url: `/api/ruoli/${id}`, headers, payload: payload as object });
const storicoDopo = async (id: number) =>
  t.db
    .select({
      utente: storicoPermessi.utente,
      impersonatore: storicoPermessi.impersonatore,
      ruoloId: storicoPermessi.ruoloId,
      ruolo: storicoPermessi.ruolo,
      operazione: storicoPermessi.operazione,
      permesso: storicoPermessi.permesso,
      prima: storicoPermessi.prima,
      dopo: storicoPermessi.dopo,
    })
    .from(storicoPermessi)
    .where(gt(storicoPermessi.id, id))
    .orderBy(asc(storicoPermessi.id));
const ultimoStorico = async () =>
  (await t.db.select({ max: sql<number | null>`max(${storicoPermessi.id})` }).from(storicoPermessi))[0]!
    .max ?? 0;

describe('POST /api/ruoli', () => {
  it('creates an empty back-office role, trimmed, and records it in the history', async () => {
    const from = await ultimoStorico();
    const res = await crea({ nome: '  Revisore   contabile ' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as { data: { itemID: number } };
    expect(data).toEqual({
      itemID: expect.any(Number),
      descrizione: 'Revisore contabile',
      superAdmin: false,
      backOffice: true,
    });
    const perms = await t.app.inject({
      method: 'GET',
      url: `/api/ruoli/${data.itemID}/permessi`,
      headers: admin,
    });
    expect((perms.json() as { items: unknown[] }).items).toEqual([]);
    expect(await storicoDopo(from)).toEqual([
      {
        utente: 'admin',
        impersonatore: null,
        ruoloId: data.itemID,
        ruolo: 'Revisore contabile',
        operazione: 'creazione',
        permesso: null,
        prima: '',
        dopo: 'Revisore contabile',
      },
    ]);
    const dropdown = await t.app.inject({ method: 'GET', url: '/api/dropdown/ruoli', headers: admin });
    expect(JSON.stringify(dropdown.json())).toContain('Revisore contabile');
  });

  it('copies another role: its kind, attributes and permissions, each copied permission in the history', async () => {
    const fonte = roleIds['Agenzia dettagliante']!;
    const from = await ultimoStorico();
    const res = await crea({ nome: 'Agenzia senza utenti', copiaDa: fonte, backOffice: true });
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as { data: { itemID: number; backOffice: boolean } };
    expect(data.backOffice).toBe(false);
    const [row] = await t.db.select().from(ruoli).where(eq(ruoli.id, data.itemID));
    const [src] = await t.db.select().from(ruoli).where(eq(ruoli.id, fonte));
    expect(row!.attributi).toEqual(src!.attributi);
    const read = async (id: number) =>
      (
        (await t.app.inject({ method: 'GET', url: `/api/ruoli/${id}/permessi`, headers: admin })).json() as {
          items: unknown[];
        }
      ).items;
    const copied = await read(data.itemID);
    expect(copied).toEqual(await read(fonte));
    expect(copied.length).toBeGreaterThan(3);
    const storico = await storicoDopo(from);
    expect(storico.map((s) => s.operazione)).toEqual(['creazione', 'copia', ...copied.map(() => 'permesso')]);
    expect(storico[1]).toMatchObject({ prima: 'Agenzia dettagliante', dopo: 'Agenzia senza utenti' });
    expect(storico[2]).toMatchObject({ permesso: expect.any(String), prima: '', dopo: expect.any(String) });
  });

  it('refuses a name already taken, whatever its case (409), and an empty name (400), changing nothing', async () => {
    const count = await t.db.$count(ruoli);
    const from = await ultimoStorico();
    const taken = await crea({ nome: 'agenzia DETTAGLIANTE' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      messages: [
        {
          code: 'ruoli.errore.nomeInUso',
          text: 'Esiste già un ruolo di nome "agenzia DETTAGLIANTE": scegline un altro',
          type: 'error',
        },
      ],
    });
    const empty = await crea({ nome: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      messages: [{ code: 'ruoli.errore.nomeVuoto', text: 'Il nome del ruolo è obbligatorio', type: 'error' }],
    });
    for (const bad of [
      {},
      { nome: 3 },
      { nome: 'x'.repeat(101) },
      { nome: 'a', copiaDa: 'b' },
      { nome: 'a', altro: 1 },
    ]) {
      expect((await crea(bad)).statusCode).toBe(400);
    }
    expect(await t.db.$count(ruoli)).toBe(count);
    expect(await storicoDopo(from)).toEqual([]);
  });

  it('answers 404 for an unknown role to copy, and refuses to copy a super-admin role', async () => {
    const missing = await crea({ nome: 'Copia di niente', copiaDa: 999999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ text: 'Ruolo 999999 non trovato' });
    const sa = await crea({ nome: 'Secondo super', copiaDa: roleIds['Super amministratore']! });
    expect(sa.statusCode).toBe(400);
    expect(sa.json()).toMatchObject({ messages: [{ code: 'ruoli.errore.copiaSuperAdmin' }] });
  });

  it('two requests for the same new name: one role, the other 409', async () => {
    const answers = await Promise.all([crea({ nome: 'Gemello' }), crea({ nome: 'Gemello' })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await t.db.$count(ruoli, eq(ruoli.descrizione, 'Gemello'))).toBe(1);
  });

  it('is refused to anyone not back office with BK_IMPOSTAZIONI_RUOLI|C', async () => {
    expect((await crea({ nome: 'Da agenzia' }, agenzia)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/ruoli', payload: { nome: 'Anonimo' } })).statusCode,
    ).toBe(401);
  });
});

describe('PUT /api/ruoli/{roleId}', () => {
  it('renames a role, recorded with the old and new name and who signed in as whom', async () => {
    const created = (await crea({ nome: 'Nome provvisorio' })).json() as { data: { itemID: number } };
    const from = await ultimoStorico();
    const res = await rinomina(created.data.itemID, { nome: 'Nome definitivo' }, adminAsOperatore);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: { itemID: created.data.itemID, descrizione: 'Nome definitivo' },
    });
    expect(await storicoDopo(from)).toEqual([
      {
        utente: 'operatore',
        impersonatore: 'admin',
        ruoloId: created.data.itemID,
        ruolo: 'Nome definitivo',
        operazione: 'rinomina',
        permesso: null,
        prima: 'Nome provvisorio',
        dopo: 'Nome definitivo',
      },
    ]);
    // Its own name in another case is its own, not a clash.
    expect((await rinomina(created.data.itemID, { nome: 'NOME DEFINITIVO' })).statusCode).toBe(200);
  });

  it('refuses another role’s name (409), an unknown role (404), a malformed id (400)', async () => {
    const id = roleIds['Tour operator']!;
    expect((await rinomina(id, { nome: 'network' })).statusCode).toBe(409);
    expect((await rinomina(999999, { nome: 'Qualsiasi' })).statusCode).toBe(404);
    expect((await rinomina('0', { nome: 'Qualsiasi' })).statusCode).toBe(400);
    expect((await rinomina(id, { nome: '' })).statusCode).toBe(400);
    const [row] = await t.db.select().from(ruoli).where(eq(ruoli.id, id));
    expect(row!.descrizione).toBe('Tour operator');
  });

  it('lets only a super-admin rename a super-admin role', async () => {
    const id = roleIds['Super amministratore']!;
    const res = await rinomina(id, { nome: 'Capo' }, operatore);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      text: 'Solo un super amministratore può rinominare un ruolo super amministratore',
    });
    expect((await rinomina(id, { nome: 'Amministratore generale' })).statusCode).toBe(200);
    expect((await rinomina(id, { nome: 'Super amministratore' })).statusCode).toBe(200);
  });

  it('is refused to an agency', async () => {
    expect((await rinomina(roleIds['Agenzia dettagliante']!, { nome: 'Mia' }, agenzia)).statusCode).toBe(403);
  });
});

describe('the roles’ history', () => {
  it('records a permission switch with its letters before and after', async () => {
    const id = roleIds['Tour operator']!;
    const from = await ultimoStorico();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/ruoli/${id}/add-or-remove-permesso`,
      headers: admin,
      payload: { ruoloID: id, aggiungi: true, permesso: 'WEB_MYOVERINS_CREDITI', azioni: ['C'] },
    });
    expect(res.statusCode).toBe(200);
    expect(await storicoDopo(from)).toEqual([
      {
        utente: 'admin',
        impersonatore: null,
        ruoloId: id,
        ruolo: 'Tour operator',
        operazione: 'permesso',
        permesso: 'WEB_MYOVERINS_CREDITI',
        prima: 'R',
        dopo: 'RC',
      },
    ]);
  });

  it('writes nothing when the change is refused', async () => {
    const from = await ultimoStorico();
    const id = roleIds['Tour operator']!;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/ruoli/${id}/add-or-remove-permesso`,
      headers: admin,
      payload: { ruoloID: id, aggiungi: true, permesso: 'BK_IMPOSTAZIONI_RUOLI', azioni: ['R'] },
    });
    expect(res.statusCode).toBe(400);
    expect(await storicoDopo(from)).toEqual([]);
  });

  it('is listed by its list file (GET ruoli/storico), newest first, filtered, to back office only', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/ruoli/storico?page=1&pageSize=5&filter=(operazione[eq]rinomina)',
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { items: Array<Record<string, unknown>>; total: number };
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.every((i) => i.operazione === 'rinomina')).toBe(true);
    expect(body.items[0]).toMatchObject({
      utente: expect.any(String),
      ruolo: expect.any(String),
      data: expect.any(String),
    });
    const all = (
      await t.app.inject({ method: 'GET', url: '/api/ruoli/storico?page=1&pageSize=50', headers: admin })
    ).json() as { items: Array<{ data: string }> };
    // Newest first (rows of one change share its time).
    const times = all.items.map((i) => Date.parse(i.data));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/ruoli/storico', headers: agenzia })).statusCode,
    ).toBe(403);
  });

  it('is append-only: the database refuses UPDATE, DELETE and TRUNCATE', async () => {
    const rifiuto = async (run: () => Promise<unknown>) => {
      try {
        await run();
        return null;
      } catch (e) {
        const err = e as { message?: string; cause?: { message?: string } };
        return `${err.message ?? ''} ${err.cause?.message ?? ''}`;
      }
    };
    const [row] = await t.db.select().from(storicoPermessi).limit(1);
    expect(
      await rifiuto(() =>
        t.db.update(storicoPermessi).set({ dopo: 'RCUD' }).where(eq(storicoPermessi.id, row!.id)),
      ),
    ).toMatch(/storico_permessi is append-only/);
    expect(await rifiuto(() => t.db.delete(storicoPermessi).where(eq(storicoPermessi.id, row!.id)))).toMatch(
      /storico_permessi is append-only/,
    );
    expect(await rifiuto(() => t.db.execute(sql`truncate storico_permessi cascade`))).toMatch(/append-only/);
    const [again] = await t.db.select().from(storicoPermessi).where(eq(storicoPermessi.id, row!.id));
    expect(again).toEqual(row);
  });
});
