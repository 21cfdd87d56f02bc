import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ruoli, ruoliPermessi, sessions, users } from '../../db/schema';
import { bearer, createTestApp, login, type TestApp } from '../../test/testApp';
import { auditRows, cloneUser, eventually, me, userId } from './testUtils';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
});
afterAll(() => t.close());

const signInAs = (token: string, id: number | string) =>
  t.app.inject({ method: 'POST', url: `/api/account/asusers/${id}`, headers: bearer(token) });
const disconnect = (token: string) =>
  t.app.inject({ method: 'PUT', url: '/api/account/asusers', headers: bearer(token) });
const list = (token: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/account/asusers${query}`, headers: bearer(token) });
const refusal = (code: string, text: string) => ({ messages: [{ code, text, type: 'error' }] });

describe('POST /api/account/asusers/{id} and PUT /api/account/asusers', () => {
  it('opens a session as the user, shown by account/me, and returns to the original user', async () => {
    const agenziaId = await userId(t.db, 'agenzia');
    const adminId = await userId(t.db, 'admin');
    const res = await signInAs(admin, agenziaId);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(['data']);
    const asToken = res.json().data.token as string;
    expect(asToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const info = (await me(t.app, asToken)).json();
    expect(info.userInfo).toMatchObject({
      id: agenziaId,
      userName: 'agenzia',
      impersonatorFullName: 'Giulia Ferraris',
      hasImpersonateUser: true,
      backOffice: false,
    });
    expect(info.userInfo.permessi).not.toContain('*');
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, agenziaId));
    expect(rows.map((r) => r.impersonatorId)).toEqual([adminId]);

    const back = await disconnect(asToken);
    expect(back.statusCode).toBe(200);
    const body = back.json();
    expect(Object.keys(body)).toEqual(['data']);
    expect(typeof body.data).toBe('string');
    expect(body.data).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await me(t.app, asToken)).statusCode).toBe(401);
    const mine = (await me(t.app, body.data)).json().userInfo;
    expect(mine).toMatchObject({ userName: 'admin', impersonatorFullName: null, hasImpersonateUser: false });

    const start = (await auditRows(t.db, 'impersonation.start')).at(-1);
    expect(start).toMatchObject({
      userId: agenziaId,
      impersonatorId: adminId,
      detail: { username: 'agenzia' },
    });
    const stop = await eventually(async () => (await auditRows(t.db, 'impersonation.stop')).at(-1));
    expect(stop).toMatchObject({ userId: agenziaId, impersonatorId: adminId });
  });

  it('audits every write made while signed in as someone, with both users', async () => {
    const networkId = await userId(t.db, 'network');
    const adminId = await userId(t.db, 'admin');
    const asToken = (await signInAs(admin, networkId)).json().data.token as string;
    await me(t.app, asToken);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/account/logout',
      headers: bearer(asToken),
    });
    expect(logout.statusCode).toBe(200);
    const write = await eventually(async () =>
      (await auditRows(t.db, 'impersonation.write')).find(
        (r) => (r.detail as { route?: string }).route === '/api/account/logout' && r.userId === networkId,
      ),
    );
    expect(write).toMatchObject({
      userId: networkId,
      impersonatorId: adminId,
      detail: { method: 'POST', route: '/api/account/logout', status: 200 },
    });
    // Reads are not writes.
    const reads = (await auditRows(t.db, 'impersonation.write')).filter(
      (r) => (r.detail as { method: string }).method === 'GET',
    );
    expect(reads).toEqual([]);
  });

  it('forbids changing the password inside a sign-in-as session', async () => {
    const asToken = (await signInAs(admin, await userId(t.db, 'tour'))).json().data.token as string;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/cambia-password',
      headers: bearer(asToken),
      payload: {
        passwordVecchia: 'Viaggi2026!',
        passwordNuova: 'Presa-In-Prestito-1',
        passwordConferma: 'Presa-In-Prestito-1',
      },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ text: 'Operazione non consentita durante l’accesso come altro utente' });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/account/login',
          payload: { username: 'tour', password: 'Viaggi2026!' },
        })
      ).statusCode,
    ).toBe(200);
    const denied = await eventually(async () =>
      (await auditRows(t.db, 'impersonation.write')).find(
        (r) => (r.detail as { route?: string }).route === '/api/account/cambia-password',
      ),
    );
    expect(denied.detail).toMatchObject({ status: 403 });
  });

  it('refuses oneself, disabled users, back-office users and unknown ids', async () => {
    const self = await signInAs(admin, await userId(t.db, 'admin'));
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual(refusal('accediCome.stessoUtente', 'Non puoi accedere come te stesso.'));

    const disabledId = await cloneUser(t.db, 'agenzia', 'agenzia.disabilitata', { disabled: true });
    expect((await signInAs(admin, disabledId)).json()).toEqual(
      refusal(
        'accediCome.utenteDisabilitato',
        'L’utente è disabilitato: non è possibile accedere come questo utente.',
      ),
    );

    const boId = await cloneUser(t.db, 'commerciale', 'operatore.interno', { backOffice: true });
    const otherAdmin = await cloneUser(t.db, 'admin', 'secondo.admin');
    for (const id of [boId, otherAdmin]) {
      const res = await signInAs(admin, id);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(
        refusal('accediCome.utenteBackOffice', 'Non è possibile accedere come un utente del back office.'),
      );
    }

    const unknown = await signInAs(admin, 999999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ text: 'Utente non trovato' });
    expect((await signInAs(admin, 'abc')).statusCode).toBe(400);
  });

  it('refuses a nested sign-in-as and callers without BK_IMPOSTAZIONI_ACCEDICOME', async () => {
    const asToken = (await signInAs(admin, await userId(t.db, 'avviso'))).json().data.token as string;
    const nested = await signInAs(asToken, await userId(t.db, 'agenzia'));
    expect(nested.statusCode).toBe(403);

    // Even an impersonated user whose role holds the permission cannot nest.
    const [role] = await t.db
      .insert(ruoli)
      .values({ descrizione: 'Agenzia con accedi come' })
      .returning({ id: ruoli.id });
    await t.db
      .insert(ruoliPermessi)
      .values({ ruoloId: role!.id, codice: 'BK_IMPOSTAZIONI_ACCEDICOME', azioni: 'E' });
    const powerId = await cloneUser(t.db, 'agenzia', 'potente', { ruoloId: role!.id });
    const asPower = (await signInAs(admin, powerId)).json().data.token as string;
    const nested2 = await signInAs(asPower, await userId(t.db, 'agenzia'));
    expect(nested2.statusCode).toBe(403);
    expect(nested2.json()).toEqual({ text: 'Operazione non consentita durante l’accesso come altro utente' });

    const agenzia = await login(t.app, 'agenzia');
    const res = await signInAs(agenzia, await userId(t.db, 'tour'));
    expect(res.statusCode).toBe(403);
    expect(res.json().text).toContain('BK_IMPOSTAZIONI_ACCEDICOME');
    expect((await list(agenzia)).statusCode).toBe(403);
    expect((await signInAs('', 1)).statusCode).toBe(401);
  });

  it('answers PUT asusers outside a sign-in-as session with a 400', async () => {
    const res = await disconnect(admin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal('accediCome.nonAttivo', 'Non stai accedendo come un altro utente.'));
  });

  it('ends sign-in-as sessions when the back-office user is disabled', async () => {
    const boId = await cloneUser(t.db, 'admin', 'admin.temporaneo');
    const bo = await login(t.app, 'admin.temporaneo');
    const asToken = (await signInAs(bo, await userId(t.db, 'fornitore'))).json().data.token as string;
    expect((await me(t.app, asToken)).statusCode).toBe(200);
    await t.db.update(users).set({ disabled: true }).where(eq(users.id, boId));
    expect((await me(t.app, asToken)).statusCode).toBe(401);
  });
});

describe('GET /api/account/asusers', () => {
  it('lists enabled non-back-office users, paged, with the spec’s row fields', async () => {
    const res = await list(admin, '?page=1&pageSize=3');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items).toHaveLength(3);
    expect(body.total).toBeGreaterThanOrEqual(8);
    expect(Object.keys(body.items[0]).sort()).toEqual(
      ['cognome', 'distributoreID', 'fornitoreID', 'itemID', 'nome', 'userId', 'username'].sort(),
    );
    const all = (await list(admin, '?pageSize=100')).json();
    const names = all.items.map((r: { username: string }) => r.username);
    expect(names).toEqual(
      expect.arrayContaining([
        'agenzia',
        'tour',
        'network',
        'agenzia.rete',
        'fornitore',
        'commerciale',
        'moroso',
        'avviso',
      ]),
    );
    expect(names).not.toContain('admin');
    expect(names).not.toContain('agenzia.disabilitata');
    expect(all.total).toBe(all.items.length);
    const page2 = (await list(admin, '?page=2&pageSize=3')).json();
    expect(page2.items[0].username).toBe(names[3]);
  });

  it('searches username, first and last name, with % and _ taken literally', async () => {
    const rossi = (await list(admin, '?fullTextSearch=ROSSI')).json();
    expect(rossi.items).toEqual([
      {
        itemID: await userId(t.db, 'agenzia.rete'),
        userId: await userId(t.db, 'agenzia.rete'),
        username: 'agenzia.rete',
        nome: 'Laura',
        cognome: 'Rossi',
        fornitoreID: null,
        distributoreID: expect.any(Number),
      },
    ]);
    expect(rossi.total).toBe(1);
    expect((await list(admin, '?fullTextSearch=%25')).json()).toEqual({ items: [], total: 0 });
    expect((await list(admin, '?fullTextSearch=_')).json()).toEqual({ items: [], total: 0 });
    expect((await list(admin, '?page=0')).statusCode).toBe(400);
    expect((await list(admin, '?pageSize=abc')).statusCode).toBe(400);
  });
});
