import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, ruoli, ruoliPermessi, users } from '../../db/schema';
import { bearer, createTestApp, login, type TestApp } from '../../test/testApp';
import { cloneUser } from '../account/testUtils';

/**
 * The row edit of the agency's users, declared in server/lists/definitions/utentiAgenzia.list.json
 * and served by the generic edit route (PUT my{product}/utentiagenzia/:id).
 */

let t: TestApp;
let agenzia: string;
let roleIds: Map<string, number>;
let cassaId: number;
let mediterraneoId: number;

beforeAll(async () => {
  t = await createTestApp();
  agenzia = await login(t.app, 'agenzia');
  const roles = await t.db.select({ id: ruoli.id, descrizione: ruoli.descrizione }).from(ruoli);
  roleIds = new Map(roles.map((r) => [r.descrizione, r.id]));
  const idOf = async (username: string) =>
    (await t.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;
  cassaId = await idOf('gabbiano.cassa');
  mediterraneoId = await idOf('mediterraneo.booking');
}, 120_000);
afterAll(() => t.close());

const put = (token: string, id: number, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/myoverins/utentiagenzia/${id}`,
    payload: payload as object,
    headers: bearer(token),
  });
const row = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
const lastAudit = async () => (await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

describe('PUT my{product}/utentiagenzia/:id', () => {
  it('saves the edited fields of a user of the caller’s agency, audited, and the list shows them', async () => {
    const res = await put(agenzia, cassaId, {
      itemID: cassaId,
      username: 'gabbiano.cassa',
      nome: 'Davide Maria',
      cognome: 'Marchetti',
      email: 'davide.marchetti@ilgabbianoviaggi.it',
      ruoloID: roleIds.get('Agenzia dettagliante'),
      ruolo: 'Operatore di agenzia',
      abilitato: true,
    });
    expect(res.statusCode, res.body).toBe(204);
    const saved = await row(cassaId);
    expect(saved.firstName).toBe('Davide Maria');
    expect(saved.ruoloId).toBe(roleIds.get('Agenzia dettagliante'));
    expect(saved.username).toBe('gabbiano.cassa');
    const entry = await lastAudit();
    expect(entry).toMatchObject({
      action: 'utenteAgenzia.modificato',
      detail: {
        id: cassaId,
        campi: {
          nome: 'Davide Maria',
          cognome: 'Marchetti',
          email: 'davide.marchetti@ilgabbianoviaggi.it',
          ruoloID: roleIds.get('Agenzia dettagliante'),
        },
      },
    });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/myoverins/utentiagenzia?filter=(username[eq]gabbiano.cassa)',
      headers: bearer(agenzia),
    });
    expect((list.json() as { items: Array<Record<string, unknown>> }).items[0]).toMatchObject({
      nome: 'Davide Maria',
      ruolo: 'Agenzia dettagliante',
    });
  });

  it('refuses a bad value with an Italian 400 and changes nothing', async () => {
    const before = await row(cassaId);
    for (const payload of [{ nome: null }, { email: 'non-una-email' }, { nome: '' }, { ruoloID: 'due' }]) {
      const res = await put(agenzia, cassaId, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const text = (res.json() as { messages: Array<{ text: string }> }).messages[0]!.text;
      expect(text).toMatch(/^(Valore non valido per il campo|Il campo .* è troppo corto)/);
    }
    const unknown = await put(agenzia, cassaId, { nome: 'Davide', password_hash: 'x' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      messages: [{ code: 'errore.validazione', text: 'Campo non previsto: password_hash', type: 'error' }],
    });
    const nothing = await put(agenzia, cassaId, { username: 'altro', abilitato: false });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toMatchObject({
      messages: [{ text: 'Nessun campo modificabile nella richiesta.' }],
    });
    expect(await row(cassaId)).toEqual(before);
  });

  it('refuses a role meant for another kind of distributor, or no role at all, with the creation’s texts', async () => {
    const before = await row(cassaId);
    const network = await put(agenzia, cassaId, { ruoloID: roleIds.get('Network') });
    expect(network.statusCode).toBe(400);
    expect(network.json()).toMatchObject({
      messages: [
        {
          code: 'utentiAgenzia.ruoloNonPrevisto',
          text: expect.stringMatching(/^Il ruolo scelto è riservato/),
        },
      ],
    });
    const missing = await put(agenzia, cassaId, { ruoloID: 999_999 });
    expect(missing.json()).toMatchObject({
      messages: [
        { code: 'utentiAgenzia.ruoloNonValido', text: 'Il ruolo scelto non è tra quelli assegnabili.' },
      ],
    });
    expect(await row(cassaId)).toEqual(before);
  });

  it('lets a manager edit their own name but not their own role', async () => {
    const meId = (await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'agenzia')))[0]!
      .id;
    const me = await row(meId);
    const otherRole =
      roleIds.get('Agenzia dettagliante') === me.ruoloId ? 'Operatore di agenzia' : 'Agenzia dettagliante';
    const demote = await put(agenzia, meId, { ruoloID: roleIds.get(otherRole) });
    expect(demote.statusCode).toBe(400);
    expect(demote.json()).toMatchObject({
      messages: [
        { code: 'utentiAgenzia.cambiaTuoRuolo', text: 'Non puoi cambiare il ruolo del tuo stesso utente.' },
      ],
    });
    expect(await row(meId)).toEqual(me);
    // The grid sends the whole row back, own role included: unchanged, it passes.
    const rename = await put(agenzia, meId, { nome: me.firstName, ruoloID: me.ruoloId });
    expect(rename.statusCode, rename.body).toBe(204);
  });

  it('leaves neither the change nor its audit entry when the audit cannot be written', async () => {
    const before = await row(cassaId);
    await t.db.execute(
      sql`alter table audit_log add constraint audit_blocked check (action <> 'utenteAgenzia.modificato') not valid`,
    );
    try {
      const res = await put(agenzia, cassaId, { nome: 'Perso' });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(await row(cassaId)).toEqual(before);
    } finally {
      await t.db.execute(sql`alter table audit_log drop constraint audit_blocked`);
    }
  });

  it('answers 404 for a user of another distributor (or none), and changes nothing', async () => {
    const before = await row(mediterraneoId);
    expect((await put(agenzia, mediterraneoId, { nome: 'Intruso' })).statusCode).toBe(404);
    expect((await put(agenzia, 2_000_000, { nome: 'Intruso' })).statusCode).toBe(404);
    expect(await row(mediterraneoId)).toEqual(before);
  });

  it('refuses callers without the users update permission', async () => {
    const [readOnly] = await t.db
      .insert(ruoli)
      .values({ descrizione: 'Agenzia in sola lettura', attributi: ['distributore_agenziadettagliante'] })
      .returning({ id: ruoli.id });
    const granted = await t.db
      .select({ codice: ruoliPermessi.codice, azioni: ruoliPermessi.azioni })
      .from(ruoliPermessi)
      .where(eq(ruoliPermessi.ruoloId, roleIds.get('Agenzia dettagliante')!));
    await t.db.insert(ruoliPermessi).values(
      granted.map((g) => ({
        ruoloId: readOnly!.id,
        codice: g.codice,
        azioni: g.codice === 'WEB_MYOVERINS_UTENTI' ? 'RCD' : g.azioni,
      })),
    );
    await cloneUser(t.db, 'agenzia', 'gabbiano.lettura', { ruoloId: readOnly!.id });
    const lettura = await login(t.app, 'gabbiano.lettura');
    const before = await row(cassaId);
    const edits = () => t.db.select().from(auditLog).where(eq(auditLog.action, 'utenteAgenzia.modificato'));
    const auditedBefore = (await edits()).length;
    expect((await put(lettura, cassaId, { nome: 'Nessuno' })).statusCode).toBe(403);
    expect((await put(await login(t.app, 'fornitore'), cassaId, { nome: 'Nessuno' })).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/myoverins/utentiagenzia/${cassaId}`,
          payload: { nome: 'x' },
        })
      ).statusCode,
    ).toBe(401);
    expect(await row(cassaId)).toEqual(before);
    expect(await edits()).toHaveLength(auditedBefore);
  });
});
