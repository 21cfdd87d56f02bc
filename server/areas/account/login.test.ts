import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { bearer, createTestApp, login, type TestApp } from '../../test/testApp';
import { auditRows, cloneUser, eventually, me, userId } from './testUtils';
import { setUserDisabled } from './userStatusService';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const WRONG = {
  messages: [{ code: 'login.credenzialiErrate', text: 'Nome utente o password non corretti', type: 'error' }],
};
const post = (username: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/account/login',
    remoteAddress: ip,
    payload: { username, password },
  });

describe('POST /api/account/login', () => {
  it('returns a bearer token with userInfo and redirectTo', async () => {
    const res = await post('agenzia', 'Viaggi2026!');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body)).toEqual(['data']);
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.data.userInfo.userName).toBe('agenzia');
    expect(body.data.redirectTo).toBeNull();
    expect(body.data.mustChangePassword).toBe(false);
    expect((await me(t.app, body.data.token)).statusCode).toBe(200);
  });

  it('answers the same userInfo and redirectTo as account/me: the client signs in without calling it', async () => {
    for (const username of ['admin', 'agenzia', 'network', 'fornitore', 'commerciale', 'moroso']) {
      const body = (await post(username, 'Viaggi2026!', '10.0.0.9')).json();
      const read = (await me(t.app, body.data.token)).json();
      expect({ userInfo: body.data.userInfo, redirectTo: body.data.redirectTo }, username).toEqual(read);
      // Byte for byte: the client keeps its user object when a later read says the same (createSession).
      expect(JSON.stringify(body.data.userInfo), username).toBe(JSON.stringify(read.userInfo));
    }
  });

  it('stores only the hash of the token', async () => {
    const token = await login(t.app, 'tour');
    const rows = await t.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });

  it('matches the username case-insensitively', async () => {
    const res = await post('  AgEnZiA ', 'Viaggi2026!');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.userInfo.userName).toBe('agenzia');
  });

  it('gives the same answer for a wrong password, an unknown user and a disabled user', async () => {
    const wrong = await post('network', 'Sbagliata-2026', '10.0.0.2');
    const unknown = await post('nessuno.qui', 'Viaggi2026!', '10.0.0.2');
    await t.db.update(users).set({ disabled: true }).where(eq(users.username, 'fornitore'));
    const disabled = await post('fornitore', 'Viaggi2026!', '10.0.0.2');
    await t.db.update(users).set({ disabled: false }).where(eq(users.username, 'fornitore'));
    for (const res of [wrong, unknown, disabled]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(WRONG);
    }
    const failures = await auditRows(t.db, 'login.fallito');
    expect(failures.map((r) => (r.detail as { username: string }).username)).toEqual(
      expect.arrayContaining(['network', 'nessuno.qui', 'fornitore']),
    );
  });

  it('rejects a body without a password or with unexpected fields', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { username: 'agenzia' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      messages: [
        { code: 'errore.validazione', text: 'Campo obbligatorio mancante: password', type: 'error' },
      ],
    });
    const extra = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { username: 'agenzia', password: 'x', ruolo: 'admin' },
    });
    expect(extra.statusCode).toBe(400);
  });
});

describe('login rate limits', () => {
  it('locks an account after 5 failures with 429 and Retry-After, even with the right password', async () => {
    await cloneUser(t.db, 'agenzia', 'bloccato');
    for (let i = 0; i < 5; i++)
      expect((await post('bloccato', `sbagliata-${i}-xx`, `10.1.0.${i}`)).statusCode).toBe(400);
    const locked = await post('BLOCCATO', 'Viaggi2026!', '10.1.0.9');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(900);
    expect(locked.json()).toEqual({
      messages: [
        {
          code: 'errore.troppeRichieste',
          text: `Troppi tentativi. Riprova tra ${locked.headers['retry-after']} secondi.`,
          type: 'error',
        },
      ],
    });
  });

  it('clears the account count on success', async () => {
    for (let i = 0; i < 4; i++)
      expect((await post('tour', `sbagliata-${i}-xx`, '10.2.0.1')).statusCode).toBe(400);
    expect((await post('tour', 'Viaggi2026!', '10.2.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await post('tour', `sbagliata-${i}-yy`, '10.2.0.2')).statusCode).toBe(400);
    expect((await post('tour', 'Viaggi2026!', '10.2.0.2')).statusCode).toBe(200);
  });

  it('limits one address to 30 failures whatever the usernames', async () => {
    for (let i = 0; i < 30; i++)
      expect((await post(`ignoto${i}`, 'sbagliata-xx', '10.3.0.1')).statusCode).toBe(400);
    const res = await post('avviso', 'Viaggi2026!', '10.3.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect((await post('avviso', 'Viaggi2026!', '10.3.0.2')).statusCode).toBe(200);
  });
});

describe('GET /api/account/me', () => {
  it('answers 401 without a token or with a forged one', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/account/me' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ text: 'Sessione non valida o scaduta' });
    const forged = await me(t.app, 'A'.repeat(43));
    expect(forged.statusCode).toBe(401);
  });

  it('gives every userInfo field of a retail agency', async () => {
    const res = await me(t.app, await login(t.app, 'agenzia'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const id = await userId(t.db, 'agenzia');
    const body = res.json();
    expect(body).toEqual({
      userInfo: {
        id,
        anagraficaID: expect.any(Number),
        firstName: 'Marco',
        lastName: 'Bianchi',
        fullName: 'Marco Bianchi',
        description: 'Agenzia dettagliante — Agenzia Viaggi Il Gabbiano S.r.l.',
        defaultLanguage: 'it-IT',
        userName: 'agenzia',
        email: 'marco.bianchi@ilgabbianoviaggi.it',
        ruoloID: expect.any(Number),
        superAdmin: false,
        permessi: expect.arrayContaining([
          'WEB_ANAGRAFICA_ACCESSO_CARRELLO|E',
          'WEB_MYOVERINS_TUOI_ACQUISTI|R',
        ]),
        distributoreID: expect.any(Number),
        distributore: {
          id: expect.any(Number),
          codice: 'AG0001',
          ragioneSociale: 'Agenzia Viaggi Il Gabbiano S.r.l.',
          tipo: 'agenziadettagliante',
          networkID: null,
        },
        fornitoreID: null,
        fornitore: null,
        backOffice: false,
        web: false,
        attributiUtente: ['distributore', 'distributore_agenziadettagliante'],
        impersonatorFullName: null,
        hasImpersonateUser: false,
        mustPay: false,
        segnalazionePagamentoFineMese: false,
        mustChangePassword: false,
      },
      redirectTo: null,
    });
    expect(body.userInfo.distributoreID).toBe(body.userInfo.distributore.id);
    expect(body.userInfo.permessi).not.toContain('WEB_MYOVERINS_ACQUISTI_NETWORK|R');
  });

  it('describes a network, its member agency, a supplier, sales and back office', async () => {
    const network = (await me(t.app, await login(t.app, 'network'))).json().userInfo;
    expect(network.description).toBe('Network — Rete Agenzie Italiane Viaggiare Insieme S.c.a.r.l.');
    expect(network.distributore.tipo).toBe('network');
    expect(network.attributiUtente).toEqual(['distributore', 'distributore_network']);
    expect(network.permessi).toEqual(expect.arrayContaining(['WEB_MYOVERINS_ACQUISTI_NETWORK|R']));

    const member = (await me(t.app, await login(t.app, 'agenzia.rete'))).json().userInfo;
    expect(member.distributore.networkID).toBe(network.distributore.id);
    expect(member.fullName).toBe('Laura Rossi');

    const fornitore = (await me(t.app, await login(t.app, 'fornitore'))).json().userInfo;
    expect(fornitore.distributore).toBeNull();
    expect(fornitore.fornitore).toEqual({
      id: fornitore.fornitoreID,
      codice: 'FO0001',
      ragioneSociale: 'Europa Assistance Viaggi Compagnia di Assicurazioni S.p.A.',
    });
    expect(fornitore.description).toBe(
      'Fornitore — Europa Assistance Viaggi Compagnia di Assicurazioni S.p.A.',
    );
    expect(fornitore.attributiUtente).toEqual(['fornitore']);

    const commerciale = (await me(t.app, await login(t.app, 'commerciale'))).json().userInfo;
    expect(commerciale.description).toBe('Commerciale — Overins Assicurazioni Viaggi S.r.l.');
    expect(commerciale.attributiUtente).toEqual(['commerciale']);

    const admin = (await me(t.app, await login(t.app, 'admin'))).json().userInfo;
    expect(admin).toMatchObject({
      permessi: ['*'],
      superAdmin: true,
      backOffice: true,
      attributiUtente: ['ALL'],
    });
    expect(admin.description).toBe('Super amministratore — Overins Assicurazioni Viaggi S.r.l.');
  });

  it('sends a user who must pay to tuoiPagamenti, and flags the month-end warning', async () => {
    const moroso = await me(t.app, await login(t.app, 'moroso'));
    expect(moroso.json().userInfo.mustPay).toBe(true);
    expect(moroso.json().redirectTo).toBe('tuoiPagamenti');
    const loginRes = await post('moroso', 'Viaggi2026!', '10.9.0.1');
    expect(loginRes.json().data.redirectTo).toBe('tuoiPagamenti');

    const avviso = await me(t.app, await login(t.app, 'avviso'));
    expect(avviso.json().userInfo).toMatchObject({ mustPay: false, segnalazionePagamentoFineMese: true });
    expect(avviso.json().redirectTo).toBeNull();
  });
});

describe('POST /api/account/logout and revocation', () => {
  it('revokes the token: afterwards it gives 401; other sessions live on', async () => {
    const token = await login(t.app, 'tour');
    const other = await login(t.app, 'tour');
    const res = await t.app.inject({ method: 'POST', url: '/api/account/logout', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: 'ok' } });
    expect((await me(t.app, token)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/account/logout', headers: bearer(token) })).statusCode,
    ).toBe(401);
    expect((await me(t.app, other)).statusCode).toBe(200);
  });

  it('revokes every session of a user who is disabled, and they stay revoked once enabled again', async () => {
    const token = await login(t.app, 'agenzia.rete');
    const id = await userId(t.db, 'agenzia.rete');
    await setUserDisabled(
      { config: t.config, db: t.db, mailer: { description: '', send: async () => {} } },
      id,
      true,
      {
        userId: await userId(t.db, 'admin'),
      },
    );
    expect((await me(t.app, token)).statusCode).toBe(401);
    const live = await t.db.select().from(sessions).where(eq(sessions.userId, id));
    expect(live.every((s) => s.revokedAt !== null && s.revokedReason === 'user-disabled')).toBe(true);
    await setUserDisabled(
      { config: t.config, db: t.db, mailer: { description: '', send: async () => {} } },
      id,
      false,
      {
        userId: null,
      },
    );
    expect((await me(t.app, token)).statusCode).toBe(401);
    expect((await post('agenzia.rete', 'Viaggi2026!', '10.9.0.2')).statusCode).toBe(200);
    await eventually(async () =>
      (await auditRows(t.db, 'utente.disabilitato')).length === 1 ? true : undefined,
    );
  });
});
