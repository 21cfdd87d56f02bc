import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ruoli, users } from '../../db/schema';
import { bearer, createTestApp, login, type TestApp } from '../../test/testApp';
import { auditRows, cloneUser, eventually, me, userId } from './testUtils';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const cambia = (
  token: string,
  passwordVecchia: string,
  passwordNuova: string,
  passwordConferma = passwordNuova,
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/account/cambia-password',
    headers: bearer(token),
    payload: { passwordVecchia, passwordNuova, passwordConferma },
  });
const forza = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/account/forza-password', headers: bearer(token), payload });
const tryLogin = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/account/login', payload: { username, password } });
const err = (code: string, text: string) => ({ code, text, type: 'error' });

describe('POST /api/account/cambia-password', () => {
  it('refuses a wrong old password, a mismatched confirmation and a short password, all at once', async () => {
    const token = await login(t.app, 'agenzia');
    const res = await cambia(token, 'non-e-lei-123', 'corta', 'diversa');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      messages: [
        err('password.attualeErrata', 'La password attuale non è corretta'),
        err('password.confermaErrata', 'La conferma non coincide con la nuova password'),
        err('password.nonValida', 'La password deve contenere almeno 10 caratteri.'),
      ],
    });
  });

  it('refuses the current password as the new one, a common password and one containing the username', async () => {
    const token = await login(t.app, 'agenzia');
    expect((await cambia(token, 'Viaggi2026!', 'Viaggi2026!')).json()).toEqual({
      messages: [err('password.ugualeAttuale', 'La nuova password deve essere diversa da quella attuale')],
    });
    expect((await cambia(token, 'Viaggi2026!', 'Password123!')).json()).toEqual({
      messages: [
        err(
          'password.nonValida',
          'La password scelta è troppo facile da indovinare. Questa assomiglia a una password di uso comune. ' +
            "Aggiungi un maggior numero di parole meno comuni. Scrivi la prima lettera e almeno un'altra in maiuscolo.",
        ),
      ],
    });
    expect((await cambia(token, 'Viaggi2026!', 'xx-AGENZIA-2026-xx')).json()).toEqual({
      messages: [err('password.nonValida', 'La password non può contenere il nome utente.')],
    });
    const long = 'a'.repeat(257);
    expect((await cambia(token, 'Viaggi2026!', long)).statusCode).toBe(400);
    expect((await tryLogin('agenzia', 'Viaggi2026!')).statusCode).toBe(200);
  });

  it('refuses guessable passwords of allowed length with the estimator’s Italian advice', async () => {
    const token = await login(t.app, 'agenzia');
    const refused = async (password: string) => {
      const res = await cambia(token, 'Viaggi2026!', password);
      expect(res.statusCode).toBe(400);
      const { messages } = res.json() as { messages: Array<{ code: string; text: string }> };
      expect(messages).toHaveLength(1);
      expect(messages[0]!.code).toBe('password.nonValida');
      return messages[0]!.text;
    };
    // Keyboard rows, famous clubs and common names with a year: 10+ characters, so past the length rule.
    expect(await refused('Qwertyuiop2024')).toBe(
      'La password scelta è troppo facile da indovinare. Questa assomiglia a una password di uso comune. ' +
        "Aggiungi un maggior numero di parole meno comuni. Scrivi la prima lettera e almeno un'altra in maiuscolo.",
    );
    expect(await refused('juventus1897')).toContain('Questa assomiglia a una password di uso comune.');
    expect(await refused('Francesca1990')).toContain('I nomi e cognomi comuni sono facili da indovinare.');
    // The user's own name and e-mail (Marco Bianchi, marco.bianchi@…) count as guessable.
    expect(await refused('MarcoBianchi26')).toContain(
      'Non devono essere presenti dati personali o relativi alla pagina.',
    );
    expect((await tryLogin('agenzia', 'Viaggi2026!')).statusCode).toBe(200);
  });

  it('accepts 64-character and accented passwords, revokes every session and returns a fresh token', async () => {
    await cloneUser(t.db, 'agenzia', 'cambio.utente');
    const first = await login(t.app, 'cambio.utente');
    const second = await login(t.app, 'cambio.utente');
    const long = 'Partenza-da-Palermo-alle-7:40,-arrivo-a-Lampedusa-per-pranzo-ok!';
    expect([...long].length).toBe(64);

    const res = await cambia(first, 'Viaggi2026!', long);
    expect(res.statusCode).toBe(200);
    const fresh = res.json().data.token as string;
    expect(Object.keys(res.json())).toEqual(['data']);
    expect(fresh).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await me(t.app, first)).statusCode).toBe(401);
    expect((await me(t.app, second)).statusCode).toBe(401);
    expect((await me(t.app, fresh)).statusCode).toBe(200);

    expect((await tryLogin('cambio.utente', 'Viaggi2026!')).statusCode).toBe(400);
    expect((await tryLogin('cambio.utente', long.slice(0, 63))).statusCode).toBe(400);
    expect((await tryLogin('cambio.utente', long)).statusCode).toBe(200);

    const accented = 'Caffè-Però-Città-2026-àèéìòù';
    const res2 = await cambia(fresh, long, accented);
    expect(res2.statusCode).toBe(200);
    expect((await tryLogin('cambio.utente', accented)).statusCode).toBe(200);
    // The same letters typed as base letter + combining accent (NFD) are the same password.
    expect((await tryLogin('cambio.utente', accented.normalize('NFD'))).statusCode).toBe(200);
    expect((await tryLogin('cambio.utente', 'Caffe-Pero-Citta-2026-aeeiou')).statusCode).toBe(400);
    await eventually(async () =>
      (await auditRows(t.db, 'password.cambiata')).length === 2 ? true : undefined,
    );
  });

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/cambia-password',
      payload: { passwordVecchia: 'a', passwordNuova: 'b', passwordConferma: 'b' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('PUT /api/account/forza-password', () => {
  it('sets the password, revokes the target’s sessions, asks for a change at next sign-in and audits', async () => {
    const targetId = await cloneUser(t.db, 'tour', 'forzato');
    const targetToken = await login(t.app, 'forzato');
    const admin = await login(t.app, 'admin');
    const res = await forza(admin, {
      userId: targetId,
      passwordNuova: 'Nuova-Forzata-2026',
      passwordConferma: 'Nuova-Forzata-2026',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { status: 'ok' },
      messages: [
        {
          code: 'password.forzata',
          text: 'La password è stata impostata. L’utente dovrà cambiarla al prossimo accesso.',
          type: 'info',
        },
      ],
    });
    expect((await me(t.app, targetToken)).statusCode).toBe(401);
    expect((await me(t.app, admin)).statusCode).toBe(200);
    expect((await tryLogin('forzato', 'Viaggi2026!')).statusCode).toBe(400);
    const signedIn = await tryLogin('forzato', 'Nuova-Forzata-2026');
    expect(signedIn.json().data.mustChangePassword).toBe(true);

    const changed = await cambia(signedIn.json().data.token, 'Nuova-Forzata-2026', 'Scelta-Da-Me-2026');
    expect(changed.statusCode).toBe(200);
    expect((await tryLogin('forzato', 'Scelta-Da-Me-2026')).json().data.mustChangePassword).toBe(false);

    const rows = await auditRows(t.db, 'password.forzata');
    expect(rows.at(-1)).toMatchObject({
      userId: await userId(t.db, 'admin'),
      impersonatorId: null,
      detail: { targetUserId: targetId, targetUsername: 'forzato' },
    });
  });

  it('applies the password policy and the confirmation', async () => {
    const admin = await login(t.app, 'admin');
    const id = await userId(t.db, 'tour');
    const res = await forza(admin, { userId: id, passwordNuova: 'breve', passwordConferma: 'breve!' });
    expect(res.json()).toEqual({
      messages: [
        err('password.confermaErrata', 'La conferma non coincide con la nuova password'),
        err('password.nonValida', 'La password deve contenere almeno 10 caratteri.'),
      ],
    });
  });

  it('answers 404 for an unknown user and 403 without BK_IMPOSTAZIONI_UTENTI|U', async () => {
    const admin = await login(t.app, 'admin');
    const body = {
      userId: 999999,
      passwordNuova: 'Nuova-Forzata-2026',
      passwordConferma: 'Nuova-Forzata-2026',
    };
    const missing = await forza(admin, body);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ text: 'Utente non trovato' });
    const agenzia = await login(t.app, 'agenzia');
    const denied = await forza(agenzia, { ...body, userId: await userId(t.db, 'tour') });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().text).toContain('BK_IMPOSTAZIONI_UTENTI|U');
  });

  it('lets only a super-admin force a super-admin’s password', async () => {
    const opId = await cloneUser(t.db, 'admin', 'operatore.bo');
    const [role] = await t.db
      .select({ id: ruoli.id })
      .from(ruoli)
      .where(eq(ruoli.descrizione, 'Operatore back office'));
    await t.db.update(users).set({ ruoloId: role!.id }).where(eq(users.id, opId));
    const operator = await login(t.app, 'operatore.bo');
    const res = await forza(operator, {
      userId: await userId(t.db, 'admin'),
      passwordNuova: 'Presa-Di-Controllo-1',
      passwordConferma: 'Presa-Di-Controllo-1',
    });
    expect(res.statusCode).toBe(403);
    const ok = await forza(operator, {
      userId: await userId(t.db, 'commerciale'),
      passwordNuova: 'Scelta-Dal-Back-Office-1',
      passwordConferma: 'Scelta-Dal-Back-Office-1',
    });
    expect(ok.statusCode).toBe(200);
  });
});
