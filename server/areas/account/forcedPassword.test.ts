import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, type TestApp } from '../../test/testApp';
import { cloneUser, me, userId } from './testUtils';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FORCED = 'Nuova-Forzata-2026';
const refusal = {
  messages: [
    {
      code: 'errore.cambioPasswordObbligatorio',
      text: 'Devi cambiare la password prima di continuare',
      type: 'error',
    },
  ],
};

const call = (
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function force(id: number): Promise<void> {
  const res = await call(await login(t.app, 'admin'), 'PUT', '/api/account/forza-password', {
    userId: id,
    passwordNuova: FORCED,
    passwordConferma: FORCED,
  });
  expect(res.statusCode).toBe(200);
}

describe('a password forced by back office', () => {
  it('ends the old sessions and lets the new one only read who it is, change the password and sign out', async () => {
    await cloneUser(t.db, 'agenzia', 'forzata.uno');
    const before = await login(t.app, 'forzata.uno');
    await force(await userId(t.db, 'forzata.uno'));
    expect((await me(t.app, before)).statusCode).toBe(401);

    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { username: 'forzata.uno', password: FORCED },
    });
    expect(signedIn.json().data).toMatchObject({
      mustChangePassword: true,
      redirectTo: 'cambioPasswordObbligatorio',
    });
    const token = signedIn.json().data.token as string;
    const other = await login(t.app, 'forzata.uno', FORCED);

    for (const [method, url, payload] of [
      ['GET', '/api/myoverins/elencoadesioni/distributore'],
      ['GET', '/api/carrello/pacchettiCategorie'],
      ['GET', '/api/carrello/preferiti'],
      ['POST', '/api/carrello/preferiti', { itemIDPacchetto: 1 }],
      ['GET', '/api/anagrafica/dati-azienda'],
      ['GET', '/api/dropdown/ruoli/web'],
    ] as const) {
      const res = await call(token, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json(), `${method} ${url}`).toEqual(refusal);
    }

    const who = await me(t.app, token);
    expect(who.statusCode).toBe(200);
    expect(who.json()).toMatchObject({
      userInfo: { userName: 'forzata.uno', mustChangePassword: true },
      redirectTo: 'cambioPasswordObbligatorio',
    });
    expect((await call(other, 'POST', '/api/account/logout')).statusCode).toBe(200);
    expect((await me(t.app, other)).statusCode).toBe(401);

    const changed = await call(token, 'POST', '/api/account/cambia-password', {
      passwordVecchia: FORCED,
      passwordNuova: 'Scelta-Da-Me-2026',
      passwordConferma: 'Scelta-Da-Me-2026',
    });
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json().data.token as string;
    expect((await call(fresh, 'GET', '/api/myoverins/elencoadesioni/distributore')).statusCode).toBe(200);
    expect((await call(fresh, 'GET', '/api/carrello/pacchettiCategorie')).statusCode).toBe(200);
    expect((await me(t.app, fresh)).json()).toMatchObject({
      userInfo: { mustChangePassword: false },
      redirectTo: null,
    });
  });

  it('does not hold back a back-office user signed in as that user', async () => {
    const id = await cloneUser(t.db, 'agenzia', 'forzata.due');
    await force(id);
    const admin = await login(t.app, 'admin');
    const as = await call(admin, 'POST', `/api/account/asusers/${id}`);
    expect(as.statusCode).toBe(200);
    const token = as.json().data.token as string;
    expect((await call(token, 'GET', '/api/carrello/pacchettiCategorie')).statusCode).toBe(200);
    expect((await me(t.app, token)).json()).toMatchObject({
      userInfo: { mustChangePassword: false },
      redirectTo: null,
    });
  });
});
