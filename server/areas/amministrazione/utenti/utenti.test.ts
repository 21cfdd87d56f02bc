import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  distributori,
  fornitori,
  rateLimits,
  ruoli,
  ruoliPermessi,
  sessions,
  users,
} from '../../../db/schema';
import { bearer, createTestApp, login, type TestApp } from '../../../test/testApp';
import { auditRows, cloneUser, me, userId } from '../../account/testUtils';

/**
 * Back office's users area (issue 27 item 3): the list of every user, its edit, and the calls of
 * amministrazione/utenti. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
let dataDir: string;
let t: TestApp;
let admin: string;
let operatore: string;
let senzaPermesso: string;
let agenzia: string;
const ruolo: Record<string, number> = {};
const distributore: Record<string, number> = {};
let fornitoreId: number;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'utenti-test-'));
  t = await createTestApp({ config: { dataDir } });
  for (const r of await t.db.select({ id: ruoli.id, descrizione: ruoli.descrizione }).from(ruoli))
    ruolo[r.descrizione] = r.id;
  for (const d of await t.db.select({ id: distributori.id, codice: distributori.codice }).from(distributori))
    distributore[d.codice] = d.id;
  fornitoreId = (
    await t.db.select({ id: fornitori.id }).from(fornitori).where(eq(fornitori.codice, 'FO0001'))
  )[0]!.id;
  // The demo's back-office operator has the users permission (RCU, not super-admin); one role without it.
  const [senza] = await t.db
    .insert(ruoli)
    .values({ descrizione: 'Back office solo report', backOffice: true, attributi: ['ALL'] })
    .returning({ id: ruoli.id });
  await t.db
    .insert(ruoliPermessi)
    .values({ ruoloId: senza!.id, codice: 'BK_REPORT_COMMISSIONI', azioni: 'E' });
  await cloneUser(t.db, 'admin', 'backoffice.report', { ruoloId: senza!.id });
  admin = await login(t.app, 'admin');
  operatore = await login(t.app, 'operatore');
  senzaPermesso = await login(t.app, 'backoffice.report');
  agenzia = await login(t.app, 'agenzia');
}, 60_000);
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

type Row = Record<string, unknown>;
const list = async (token: string, query = '') => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/amministrazione/utenti?pageSize=100${query}`,
    headers: bearer(token),
  });
  return res;
};
const rows = async (query = '') => ((await list(admin, query)).json() as { items: Row[] }).items;
const rowOf = async (username: string) =>
  (await rows(`&filter=${encodeURIComponent(`(username[eq]${username})`)}`))[0]!;
const call = (token: string, id: number, action: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/amministrazione/utenti/${id}/${action}`,
    headers: bearer(token),
  });
const create = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/amministrazione/utenti', payload, headers: bearer(token) });
const edit = (token: string, id: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/amministrazione/utenti/${id}`, payload, headers: bearer(token) });
const userCount = async () => (await t.db.select({ n: count() }).from(users))[0]!.n;
const signIn = (username: string, password = 'Viaggi2026!', ip = '10.9.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/account/login',
    remoteAddress: ip,
    payload: { username, password },
  });
const firstMessage = (res: { json(): unknown }) =>
  (res.json() as { messages: Array<{ code: string; text: string }> }).messages[0];

/** The decoded text of the outbox's .eml files sent to `to` (quoted-printable undone). */
async function outboxTo(to: string): Promise<string[]> {
  const dir = path.join(dataDir, 'outbox');
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml')).sort();
  const texts = await Promise.all(names.map((n) => readFile(path.join(dir, n), 'utf8')));
  return texts
    .filter((raw) => new RegExp(`^To: .*${to.replace(/[.@]/g, '\\$&')}`, 'mi').test(raw))
    .map((raw) =>
      raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    );
}

describe('GET amministrazione/utenti', () => {
  it('lists every user of the portal with kind, company, role, state, last sign-in and lock', async () => {
    const all = await rows();
    expect(all.map((r) => r.username)).toEqual(
      expect.arrayContaining(['admin', 'agenzia', 'tour', 'network', 'fornitore', 'commerciale', 'moroso']),
    );
    const byName = (u: string) => all.find((r) => r.username === u)!;
    expect(byName('agenzia')).toEqual({
      userId: await userId(t.db, 'agenzia'),
      username: 'agenzia',
      nome: 'Marco',
      cognome: 'Bianchi',
      email: 'marco.bianchi@ilgabbianoviaggi.it',
      tipo: 'agenziadettagliante',
      distributoreId: distributore.AG0001,
      fornitoreId: null,
      azienda: 'Agenzia Viaggi Il Gabbiano S.r.l.',
      ruoloId: ruolo['Agenzia dettagliante'],
      ruolo: 'Agenzia dettagliante',
      stato: 'attivo',
      ultimoAccesso: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/),
      bloccato: false,
      invitoInAttesa: false,
      cambioPassword: false,
      dataCreazione: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(byName('admin')).toMatchObject({ tipo: 'backOffice', ruolo: 'Super amministratore' });
    expect(byName('tour')).toMatchObject({
      tipo: 'touroperator',
      azienda: 'Mediterraneo Tour Operator S.p.A.',
    });
    expect(byName('network')).toMatchObject({ tipo: 'network' });
    expect(byName('fornitore')).toMatchObject({
      tipo: 'fornitore',
      fornitoreId,
      azienda: 'Europa Assistance Viaggi Compagnia di Assicurazioni S.p.A.',
    });
    expect(byName('commerciale')).toMatchObject({ tipo: 'commerciale' });
    // Never signed in since the seed.
    expect(byName('avviso').ultimoAccesso).toBeNull();
  });

  it('filters by kind and state, searches the text, sorts by last sign-in', async () => {
    const fornitoriRows = await rows(`&filter=${encodeURIComponent('(tipo[eq]fornitore)')}`);
    expect(fornitoriRows.map((r) => r.username)).toEqual(['fornitore']);
    const found = await rows('&fullTextSearch=Gabbiano');
    expect(found.map((r) => r.username)).toContain('agenzia');
    expect(found.every((r) => r.azienda === 'Agenzia Viaggi Il Gabbiano S.r.l.')).toBe(true);
    const signedIn = (await rows('&sort=ultimoAccesso'))
      .map((r) => r.ultimoAccesso)
      .filter((d): d is string => d !== null);
    expect(signedIn.length).toBeGreaterThan(3);
    expect(signedIn).toEqual([...signedIn].sort());
  });

  it('answers 403 to a user who is not back office and to back office without the permission', async () => {
    expect((await list(agenzia)).statusCode).toBe(403);
    expect((await list(senzaPermesso)).statusCode).toBe(403);
    expect((await list(operatore)).statusCode).toBe(200);
  });
});

describe('POST amministrazione/utenti', () => {
  it('creates an agency user and mails the set-first-password link, which works', async () => {
    const res = await create(operatore, {
      username: 'gabbiano.nuova',
      nome: 'Chiara',
      cognome: 'Neri',
      email: 'chiara.neri@ilgabbianoviaggi.it',
      tipo: 'agenziadettagliante',
      distributoreId: distributore.AG0001,
      ruoloId: ruolo['Operatore di agenzia'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { status: 'ok', itemID: expect.any(Number) },
      messages: [
        {
          code: 'utenti.creato',
          text: 'Utente creato. Gli abbiamo inviato un’e-mail per scegliere la password.',
          type: 'info',
        },
      ],
    });
    const id = (res.json() as { data: { itemID: number } }).data.itemID;
    const [row] = await t.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({
      distributoreId: distributore.AG0001,
      ruoloId: ruolo['Operatore di agenzia'],
      attributi: ['distributore', 'distributore_agenziadettagliante'],
      backOffice: false,
      passwordHash: null,
    });
    expect((await auditRows(t.db, 'utente.creato')).at(-1)).toMatchObject({
      userId: await userId(t.db, 'operatore'),
      detail: { utenteId: id, username: 'gabbiano.nuova', tipo: 'agenziadettagliante' },
    });
    expect(await rowOf('gabbiano.nuova')).toMatchObject({ stato: 'attivo', invitoInAttesa: true });

    const [mail] = await outboxTo('chiara.neri@ilgabbianoviaggi.it');
    expect(mail).toContain('gabbiano.nuova');
    const token = /https:\/\/portale\.example\.test\/set-password\?token=([A-Za-z0-9_%-]+)/.exec(mail!)?.[1];
    expect(token).toBeTruthy();
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/account/set-first-password',
      payload: {
        token: decodeURIComponent(token!),
        passwordNuova: 'Gabbiani-Sul-Tevere-26',
        passwordConferma: 'Gabbiani-Sul-Tevere-26',
      },
    });
    expect(set.statusCode).toBe(200);
    await login(t.app, 'gabbiano.nuova', 'Gabbiani-Sul-Tevere-26');
  });

  it('creates back-office, supplier and sales users with their kind', async () => {
    const base = { nome: 'Test', cognome: 'Utente' };
    const made = [
      { username: 'bo.nuovo', tipo: 'backOffice', ruoloId: ruolo['Operatore back office'] },
      { username: 'fornitore.nuovo', tipo: 'fornitore', fornitoreId, ruoloId: ruolo.Fornitore },
      {
        username: 'commerciale.nuovo',
        tipo: 'commerciale',
        ruoloId: ruolo.Commerciale,
        distributoreId: null,
      },
      {
        username: 'rete.nuovo',
        tipo: 'network',
        distributoreId: distributore.NW0001,
        ruoloId: ruolo.Network,
      },
    ];
    for (const m of made) {
      const res = await create(admin, { ...base, ...m, email: `${m.username}@esempio.it` });
      expect(res.statusCode, m.username).toBe(200);
    }
    expect(await rowOf('bo.nuovo')).toMatchObject({ tipo: 'backOffice' });
    expect(await rowOf('fornitore.nuovo')).toMatchObject({ tipo: 'fornitore', fornitoreId });
    expect(await rowOf('commerciale.nuovo')).toMatchObject({ tipo: 'commerciale', azienda: null });
    expect(await rowOf('rete.nuovo')).toMatchObject({ tipo: 'network', distributoreId: distributore.NW0001 });
  });

  it('refuses with every reason in Italian, and writes nothing', async () => {
    const before = await userCount();
    const refused = async (payload: Record<string, unknown>, token = operatore) => {
      const res = await create(token, {
        username: 'da.rifiutare',
        nome: 'No',
        cognome: 'No',
        email: 'no@esempio.it',
        tipo: 'agenziadettagliante',
        distributoreId: distributore.AG0001,
        ruoloId: ruolo['Operatore di agenzia'],
        ...payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      return (res.json() as { messages: Array<{ code: string }> }).messages.map((m) => m.code);
    };
    expect(await refused({ username: 'AGENZIA' })).toEqual(['utenti.usernameInUso']);
    expect(await refused({ ruoloId: ruolo.Network })).toEqual(['utenti.ruoloNonPrevisto']);
    expect(await refused({ ruoloId: ruolo['Operatore back office'] })).toEqual(['utenti.ruoloNonPrevisto']);
    expect(await refused({ distributoreId: distributore.TO0001 })).toEqual(['utenti.distributoreNonValido']);
    expect(await refused({ distributoreId: 999999 })).toEqual(['utenti.distributoreNonValido']);
    expect(await refused({ distributoreId: undefined })).toEqual(['utenti.distributoreMancante']);
    expect(await refused({ tipo: 'fornitore', distributoreId: undefined, ruoloId: ruolo.Fornitore })).toEqual(
      ['utenti.fornitoreMancante'],
    );
    expect(await refused({ tipo: 'backOffice', ruoloId: ruolo['Operatore back office'] })).toEqual([
      'utenti.aziendaNonPrevista',
    ]);
    expect(
      await refused({
        tipo: 'backOffice',
        distributoreId: undefined,
        ruoloId: ruolo['Agenzia dettagliante'],
      }),
    ).toEqual(['utenti.ruoloNonPrevisto']);
    // Only a super-admin gives the super-admin role.
    expect(
      await refused({
        tipo: 'backOffice',
        distributoreId: undefined,
        ruoloId: ruolo['Super amministratore'],
      }),
    ).toEqual(['utenti.ruoloNonValido']);
    expect(await refused({ username: 'admin', ruoloId: 999999 })).toEqual([
      'utenti.usernameInUso',
      'utenti.ruoloNonValido',
    ]);
    expect(await refused({ tipo: 'nessuno' })).toEqual(['errore.validazione']);
    expect(await refused({ email: 'non-una-email' })).toEqual(['errore.validazione']);
    expect(await userCount()).toBe(before);
  });

  it('answers 403 to a user who is not back office and to back office without the permission', async () => {
    const before = await userCount();
    const payload = {
      username: 'mai.creato',
      nome: 'A',
      cognome: 'B',
      email: 'mai@esempio.it',
      tipo: 'commerciale',
      ruoloId: ruolo.Commerciale,
    };
    expect((await create(agenzia, payload)).statusCode).toBe(403);
    expect((await create(senzaPermesso, payload)).statusCode).toBe(403);
    expect(await userCount()).toBe(before);
  });
});

describe('POST amministrazione/utenti/{userId}/disabilita and /abilita', () => {
  it('ends the sessions at once (next call 401), refuses the sign-in, and enabling lets it in again', async () => {
    const id = await cloneUser(t.db, 'agenzia', 'da.disabilitare');
    const token = await login(t.app, 'da.disabilitare');
    expect((await me(t.app, token)).statusCode).toBe(200);
    const res = await call(operatore, id, 'disabilita');
    expect(res.statusCode).toBe(200);
    expect(firstMessage(res)).toMatchObject({ code: 'utenti.disabilitato' });
    expect((await me(t.app, token)).statusCode).toBe(401);
    expect((await signIn('da.disabilitare')).statusCode).toBe(400);
    expect(await rowOf('da.disabilitare')).toMatchObject({ stato: 'disabilitato' });
    expect((await auditRows(t.db, 'utente.disabilitato')).at(-1)?.detail).toEqual({ targetUserId: id });

    expect((await call(operatore, id, 'abilita')).statusCode).toBe(200);
    expect(await rowOf('da.disabilitare')).toMatchObject({ stato: 'attivo' });
    expect((await me(t.app, token)).statusCode).toBe(401);
    await login(t.app, 'da.disabilitare');
    expect((await auditRows(t.db, 'utente.abilitato')).at(-1)?.detail).toEqual({ targetUserId: id });
  });

  it('refuses oneself, a super-admin for an operator and a pending agency’s user, changing nothing', async () => {
    const self = await call(operatore, await userId(t.db, 'operatore'), 'disabilita');
    expect(self.statusCode).toBe(400);
    expect(firstMessage(self)).toMatchObject({ code: 'utenti.disabilitaTeStesso' });
    const adminId = await userId(t.db, 'admin');
    const superAdmin = await call(operatore, adminId, 'disabilita');
    expect(superAdmin.statusCode).toBe(400);
    expect(firstMessage(superAdmin)).toMatchObject({ code: 'utenti.superAdminProtetto' });
    expect((await me(t.app, admin)).statusCode).toBe(200);

    const [pending] = await t.db
      .insert(distributori)
      .values({ codice: 'RGTEST01', tipo: 'agenziadettagliante', anagraficaId: 1, stato: 'in_attesa' })
      .returning({ id: distributori.id });
    const pendingUser = await cloneUser(t.db, 'agenzia', 'in.attesa', {
      distributoreId: pending!.id,
      disabled: true,
      passwordHash: null,
    });
    expect(await rowOf('in.attesa')).toMatchObject({ stato: 'inAttesa' });
    const enable = await call(admin, pendingUser, 'abilita');
    expect(enable.statusCode).toBe(400);
    expect(firstMessage(enable)).toMatchObject({ code: 'utenti.abilitaInAttesa' });
    expect((await t.db.select().from(users).where(eq(users.id, pendingUser)))[0]!.disabled).toBe(true);
  });

  it('answers 404 for an unknown user and 403 without back office or the permission', async () => {
    for (const action of ['disabilita', 'abilita', 'sblocca', 'termina-sessioni']) {
      expect((await call(admin, 987654, action)).statusCode, action).toBe(404);
      const target = await userId(t.db, 'tour');
      expect((await call(agenzia, target, action)).statusCode, action).toBe(403);
      expect((await call(senzaPermesso, target, action)).statusCode, action).toBe(403);
    }
    expect((await me(t.app, await login(t.app, 'tour'))).statusCode).toBe(200);
  });
});

describe('POST amministrazione/utenti/{userId}/sblocca', () => {
  it('clears the sign-in lock: the locked user signs in again', async () => {
    const id = await cloneUser(t.db, 'agenzia', 'da.sbloccare');
    for (let i = 0; i < 5; i++)
      expect((await signIn('da.sbloccare', 'Sbagliata-2026', '10.9.1.1')).statusCode).toBe(400);
    expect((await signIn('da.sbloccare')).statusCode).toBe(429);
    expect(await rowOf('da.sbloccare')).toMatchObject({ bloccato: true });
    expect((await rows('&filter=(bloccato[eq]!!true!!)')).map((r) => r.username)).toEqual(['da.sbloccare']);

    const res = await call(operatore, id, 'sblocca');
    expect(res.statusCode).toBe(200);
    expect(firstMessage(res)).toMatchObject({ code: 'utenti.sbloccato' });
    expect(await t.db.select().from(rateLimits).where(eq(rateLimits.key, 'da.sbloccare'))).toEqual([]);
    expect((await signIn('da.sbloccare')).statusCode).toBe(200);
    expect(await rowOf('da.sbloccare')).toMatchObject({ bloccato: false });
    expect((await auditRows(t.db, 'utente.sbloccato')).at(-1)?.detail).toEqual({
      targetUserId: id,
      tentativi: 6,
    });
  });
});

describe('POST amministrazione/utenti/{userId}/termina-sessioni', () => {
  it('ends every session of the user, who may sign in again', async () => {
    const id = await cloneUser(t.db, 'tour', 'sessioni.da.chiudere');
    const one = await login(t.app, 'sessioni.da.chiudere');
    const two = await login(t.app, 'sessioni.da.chiudere');
    const res = await call(operatore, id, 'termina-sessioni');
    expect(res.statusCode).toBe(200);
    expect((await me(t.app, one)).statusCode).toBe(401);
    expect((await me(t.app, two)).statusCode).toBe(401);
    expect((await auditRows(t.db, 'utente.sessioniTerminate')).at(-1)?.detail).toEqual({
      targetUserId: id,
      sessioni: 2,
    });
    expect((await me(t.app, await login(t.app, 'sessioni.da.chiudere'))).statusCode).toBe(200);
  });

  it('ends the sessions a back-office user opened as someone else too, and refuses one’s own', async () => {
    const id = await cloneUser(t.db, 'admin', 'bo.impersona', { ruoloId: ruolo['Super amministratore'] });
    const bo = await login(t.app, 'bo.impersona');
    const as = await t.app.inject({
      method: 'POST',
      url: `/api/account/asusers/${await userId(t.db, 'agenzia')}`,
      headers: bearer(bo),
    });
    const asToken = (as.json() as { data: { token: string } }).data.token;
    expect((await me(t.app, asToken)).statusCode).toBe(200);
    expect((await call(admin, id, 'termina-sessioni')).statusCode).toBe(200);
    expect((await me(t.app, asToken)).statusCode).toBe(401);
    expect((await me(t.app, bo)).statusCode).toBe(401);
    expect((await me(t.app, agenzia)).statusCode).toBe(200);

    const own = await call(admin, await userId(t.db, 'admin'), 'termina-sessioni');
    expect(own.statusCode).toBe(400);
    expect(firstMessage(own)).toMatchObject({ code: 'utenti.terminaTueSessioni' });
    expect((await me(t.app, admin)).statusCode).toBe(200);
    const live = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, await userId(t.db, 'admin')));
    expect(live.some((s) => s.revokedAt === null)).toBe(true);
  });
});

describe('PUT amministrazione/utenti/{userId}/forza-password', () => {
  const force = (token: string, id: number, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/amministrazione/utenti/${id}/forza-password`,
      payload,
      headers: bearer(token),
    });

  it('sets the password, ends the sessions and asks for a change at next sign-in', async () => {
    const id = await cloneUser(t.db, 'network', 'password.forzata');
    const token = await login(t.app, 'password.forzata');
    const bad = await force(operatore, id, {
      passwordNuova: 'Acqua-Marina-2026',
      passwordConferma: 'Altro-2026-xx',
    });
    expect(bad.statusCode).toBe(400);
    expect((await me(t.app, token)).statusCode).toBe(200);

    const res = await force(operatore, id, {
      passwordNuova: 'Acqua-Marina-2026',
      passwordConferma: 'Acqua-Marina-2026',
    });
    expect(res.statusCode).toBe(200);
    expect(firstMessage(res)).toMatchObject({ code: 'password.forzata' });
    expect((await me(t.app, token)).statusCode).toBe(401);
    const signed = await signIn('password.forzata', 'Acqua-Marina-2026');
    expect((signed.json() as { data: { mustChangePassword: boolean } }).data.mustChangePassword).toBe(true);
    expect(await rowOf('password.forzata')).toMatchObject({ cambioPassword: true });
  });

  it('answers 404 for an unknown user and 403 without back office or the permission', async () => {
    const body = { passwordNuova: 'Acqua-Marina-2026', passwordConferma: 'Acqua-Marina-2026' };
    expect((await force(admin, 987654, body)).statusCode).toBe(404);
    const target = await userId(t.db, 'tour');
    expect((await force(agenzia, target, body)).statusCode).toBe(403);
    expect((await force(senzaPermesso, target, body)).statusCode).toBe(403);
    await login(t.app, 'tour');
  });
});

describe('PUT amministrazione/utenti/{id} (the list file’s edit)', () => {
  it('changes name, e-mail and a role meant for the user’s kind, audited', async () => {
    const id = await cloneUser(t.db, 'agenzia', 'da.modificare');
    const res = await edit(operatore, id, {
      nome: 'Giorgia',
      email: 'giorgia@esempio.it',
      ruoloId: ruolo['Operatore di agenzia'],
    });
    expect(res.statusCode).toBe(204);
    expect(await rowOf('da.modificare')).toMatchObject({
      nome: 'Giorgia',
      email: 'giorgia@esempio.it',
      ruolo: 'Operatore di agenzia',
    });
    expect((await auditRows(t.db, 'utente.modificato')).at(-1)?.detail).toMatchObject({ id });
  });

  it('refuses a role of another kind, one’s own role, a super-admin for an operator; nothing changes', async () => {
    const id = await userId(t.db, 'agenzia');
    const wrongKind = await edit(operatore, id, { ruoloId: ruolo.Fornitore });
    expect(wrongKind.statusCode).toBe(400);
    expect(firstMessage(wrongKind)).toMatchObject({ code: 'utenti.ruoloNonPrevisto' });
    const boRole = await edit(operatore, id, { ruoloId: ruolo['Operatore back office'] });
    expect(firstMessage(boRole)).toMatchObject({ code: 'utenti.ruoloNonPrevisto' });
    const own = await edit(operatore, await userId(t.db, 'operatore'), {
      ruoloId: ruolo['Super amministratore'],
    });
    expect(firstMessage(own)).toMatchObject({ code: 'utenti.cambiaTuoRuolo' });
    const adminId = await userId(t.db, 'admin');
    const takeOver = await edit(operatore, adminId, { email: 'mia@esempio.it' });
    expect(takeOver.statusCode).toBe(400);
    expect(firstMessage(takeOver)).toMatchObject({ code: 'utenti.superAdminProtetto' });
    expect(await rowOf('admin')).toMatchObject({ email: 'admin@overins.it' });
    expect(await rowOf('agenzia')).toMatchObject({ ruolo: 'Agenzia dettagliante' });
    // A super-admin may.
    expect((await edit(admin, adminId, { nome: 'Giulia' })).statusCode).toBe(204);
  });

  it('answers 404 for an unknown user and 403 without back office or the permission', async () => {
    expect((await edit(admin, 987654, { nome: 'X' })).statusCode).toBe(404);
    const target = await userId(t.db, 'tour');
    expect((await edit(agenzia, target, { nome: 'X' })).statusCode).toBe(403);
    expect((await edit(senzaPermesso, target, { nome: 'X' })).statusCode).toBe(403);
    expect(await rowOf('tour')).toMatchObject({ nome: 'Elena' });
  });
});

describe('dropdown/utenti/*', () => {
  it('gives the kinds, distributors and suppliers to back office with the permission only', async () => {
    const get = (token: string, p: string) =>
      t.app.inject({ method: 'GET', url: `/api/dropdown/utenti/${p}`, headers: bearer(token) });
    const tipi = (await get(admin, 'tipi')).json() as { items: Array<{ value: string; text: string }> };
    expect(tipi.items.map((i) => i.value)).toEqual([
      'backOffice',
      'agenziadettagliante',
      'touroperator',
      'network',
      'fornitore',
      'commerciale',
    ]);
    expect(tipi.items[1]!.text).toBe('Agenzia dettagliante');
    const dist = (await get(admin, 'distributori')).json() as {
      items: Array<{ value: number; text: string }>;
    };
    expect(dist.items.find((i) => i.value === distributore.AG0001)?.text).toBe(
      'Agenzia Viaggi Il Gabbiano S.r.l. — AG0001 (Agenzia dettagliante)',
    );
    const forn = (await get(admin, 'fornitori')).json() as { items: Array<{ value: number }> };
    expect(forn.items.map((i) => i.value)).toContain(fornitoreId);
    for (const p of ['tipi', 'distributori', 'fornitori']) {
      expect((await get(agenzia, p)).statusCode).toBe(403);
      expect((await get(senzaPermesso, p)).statusCode).toBe(403);
    }
  });
});
