import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../adapters/mail';
import { oneTimeTokens, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { hashToken } from '../../auth/tokens';
import { startSmtpCapture } from '../../test/smtpCapture';
import { createTestApp, login, type TestApp } from '../../test/testApp';
import { sendEmailConfirmation, sendFirstPasswordInvitation } from './recoveryService';
import { auditRows, cloneUser, eventually, mailTo, me, tokenFromMail, userId } from './testUtils';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let deps: AppDeps;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ smtpUrl: smtp.url });
  // The service calls a later issue makes (user creation) get the same kind of mailer the app has.
  deps = {
    config: t.config,
    db: t.db,
    mailer: createMailer({ smtpUrl: smtp.url, from: t.config.mailFrom, outboxDir: '/nonexistent' }),
  };
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const PUBLIC = 'https://portale.example.test';

let ip = 0;
const nextIp = () => `10.20.${Math.floor(++ip / 200)}.${ip % 200}`;
const recupera = (payload: Record<string, unknown>, addr = nextIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/account/recupera-password',
    remoteAddress: addr,
    headers: {
      host: 'attaccante.example.com',
      'x-forwarded-host': 'attaccante.example.com',
    },
    payload,
  });
const withToken = (url: string, payload: Record<string, unknown>, addr = nextIp()) =>
  t.app.inject({ method: 'POST', url, remoteAddress: addr, payload });
const tryLogin = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/account/login', payload: { username, password } });

const OK_RECOVERY = {
  data: { status: 'ok' },
  messages: [
    {
      code: 'password.recuperoInviato',
      text: 'Se l’indirizzo corrisponde a un utente registrato, riceverai a breve un’e-mail con le istruzioni per scegliere una nuova password.',
      type: 'info',
    },
  ],
};
const LINK_KO = {
  messages: [
    {
      code: 'password.linkNonValido',
      text: 'Il link non è valido, è già stato usato oppure è scaduto. Richiedine uno nuovo.',
      type: 'error',
    },
  ],
};
const UPDATED = {
  data: { status: 'ok' },
  messages: [
    {
      code: 'password.aggiornata',
      text: 'La password è stata aggiornata. Ora puoi accedere al portale.',
      type: 'info',
    },
  ],
};

async function requestResetToken(username: string, email: string): Promise<string> {
  const before = smtp.mails.length;
  expect((await recupera({ email })).json()).toEqual(OK_RECOVERY);
  const mail = await mailTo(smtp.mails, email, before);
  expect(mail.text).toContain(`"${username}"`);
  return tokenFromMail(mail, PUBLIC, 'change-password');
}

describe('POST /api/account/recupera-password', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const before = smtp.mails.length;
    const known = await recupera({ email: 'Elena.Conti@MediterraneoTour.it' });
    const unknown = await recupera({ email: 'nessuno@sconosciuto.it' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(OK_RECOVERY);
    expect(unknown.body).toBe(known.body);

    const mail = await mailTo(smtp.mails, 'elena.conti@mediterraneotour.it', before);
    expect(mail.subject).toBe('Overins — Recupero password');
    expect(mail.text).toContain('Gentile Elena Conti,');
    expect(mail.text).toContain('Il link vale 60 minuti e può essere usato una sola volta.');
    // The link comes from the configured public URL, never from the (forged) Host header.
    expect(mail.text).not.toContain('attaccante');
    expect(mail.text).toMatch(/https:\/\/portale\.example\.test\/change-password\?token=[A-Za-z0-9_-]{43}\b/);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.mails.slice(before).filter((m) => m.to.includes('nessuno@sconosciuto.it'))).toEqual([]);
  });

  it('accepts a username instead of an address', async () => {
    const before = smtp.mails.length;
    expect((await recupera({ username: 'NETWORK' })).json()).toEqual(OK_RECOVERY);
    const mail = await mailTo(smtp.mails, 'paolo.ricci@viaggiareinsieme.it', before);
    expect(tokenFromMail(mail, PUBLIC, 'change-password')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('rejects a body with neither field', async () => {
    const res = await recupera({});
    expect(res.statusCode).toBe(400);
  });

  it('limits one address to 3 requests per window (429 with Retry-After) whatever the caller', async () => {
    for (let i = 0; i < 3; i++)
      expect((await recupera({ email: 'bersaglio@esempio.it' })).statusCode).toBe(200);
    const res = await recupera({ email: 'BERSAGLIO@esempio.it' });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json().messages[0].code).toBe('errore.troppeRichieste');
  });

  it('limits one caller to 10 requests per window', async () => {
    for (let i = 0; i < 10; i++)
      expect((await recupera({ email: `a${i}@esempio.it` }, '10.99.0.1')).statusCode).toBe(200);
    const res = await recupera({ email: 'altro@esempio.it' }, '10.99.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});

describe('POST /api/account/change-password (token from the recovery mail)', () => {
  it('sets the new password once, ends every session, and the link cannot be reused', async () => {
    await cloneUser(t.db, 'agenzia', 'recupero.uno', { email: 'recupero.uno@esempio.it' });
    const session = await login(t.app, 'recupero.uno');
    const token = await requestResetToken('recupero.uno', 'recupero.uno@esempio.it');

    const mismatch = await withToken('/api/account/change-password', {
      token,
      passwordNuova: 'Nuova-Dal-Link-2026',
      passwordConferma: 'Nuova-Dal-Link-2027',
    });
    expect(mismatch.json()).toEqual({
      messages: [
        {
          code: 'password.confermaErrata',
          text: 'La conferma non coincide con la nuova password',
          type: 'error',
        },
      ],
    });

    const res = await withToken('/api/account/change-password', {
      token,
      passwordNuova: 'Nuova-Dal-Link-2026',
      passwordConferma: 'Nuova-Dal-Link-2026',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(UPDATED);
    expect((await me(t.app, session)).statusCode).toBe(401);
    expect((await tryLogin('recupero.uno', 'Viaggi2026!')).statusCode).toBe(400);
    expect((await tryLogin('recupero.uno', 'Nuova-Dal-Link-2026')).statusCode).toBe(200);

    const again = await withToken('/api/account/change-password', {
      token,
      passwordNuova: 'Ancora-Un-Altra-2026',
      passwordConferma: 'Ancora-Un-Altra-2026',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(LINK_KO);
    const [row] = await t.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
    expect(row).toMatchObject({ purpose: 'reset-password', userId: await userId(t.db, 'recupero.uno') });
    expect(row!.usedAt).not.toBeNull();
    await eventually(async () =>
      (await auditRows(t.db, 'password.recuperata')).length > 0 ? true : undefined,
    );
  });

  it('refuses an expired, a forged, a superseded and a wrong-purpose token', async () => {
    await cloneUser(t.db, 'agenzia', 'recupero.due', { email: 'recupero.due@esempio.it' });
    const body = { passwordNuova: 'Nuova-Dal-Link-2026', passwordConferma: 'Nuova-Dal-Link-2026' };

    const expired = await requestResetToken('recupero.due', 'recupero.due@esempio.it');
    await t.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.tokenHash, hashToken(expired)));
    expect((await withToken('/api/account/change-password', { ...body, token: expired })).json()).toEqual(
      LINK_KO,
    );

    const forged = `${expired.slice(0, -2)}xy`;
    expect((await withToken('/api/account/change-password', { ...body, token: forged })).json()).toEqual(
      LINK_KO,
    );
    expect((await withToken('/api/account/change-password', { ...body, token: 'x' })).json()).toEqual(
      LINK_KO,
    );

    const older = await requestResetToken('recupero.due', 'recupero.due@esempio.it');
    const newer = await requestResetToken('recupero.due', 'recupero.due@esempio.it');
    expect((await withToken('/api/account/change-password', { ...body, token: older })).json()).toEqual(
      LINK_KO,
    );

    // A recovery token is no first-password token, and the failed attempt does not use it up.
    const wrongPurpose = await withToken('/api/account/set-first-password', { ...body, token: newer });
    expect(wrongPurpose.statusCode).toBe(400);
    expect(wrongPurpose.json()).toEqual(LINK_KO);
    expect((await withToken('/api/account/change-password', { ...body, token: newer })).statusCode).toBe(200);
  });

  it('does not use the token up when the password is refused', async () => {
    await cloneUser(t.db, 'agenzia', 'recupero.tre', { email: 'recupero.tre@esempio.it' });
    const token = await requestResetToken('recupero.tre', 'recupero.tre@esempio.it');
    const weak = await withToken('/api/account/change-password', {
      token,
      passwordNuova: 'corta',
      passwordConferma: 'corta',
    });
    expect(weak.json()).toEqual({
      messages: [
        {
          code: 'password.nonValida',
          text: 'La password deve contenere almeno 10 caratteri.',
          type: 'error',
        },
      ],
    });
    const accented = 'Caffè-Però-Città-2026-àèéìòù';
    const res = await withToken('/api/account/change-password', {
      token,
      passwordNuova: accented,
      passwordConferma: accented,
    });
    expect(res.statusCode).toBe(200);
    expect((await tryLogin('recupero.tre', accented)).statusCode).toBe(200);
  });

  it('limits token calls per caller (429 with Retry-After)', async () => {
    const body = {
      token: 'falso',
      passwordNuova: 'Nuova-Dal-Link-2026',
      passwordConferma: 'Nuova-Dal-Link-2026',
    };
    for (let i = 0; i < 20; i++) {
      expect((await withToken('/api/account/change-password', body, '10.98.0.1')).statusCode).toBe(400);
    }
    const res = await withToken('/api/account/set-first-password', body, '10.98.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    const confirm = await t.app.inject({
      method: 'GET',
      url: '/api/account/confirmemail?token=falso',
      remoteAddress: '10.98.0.1',
    });
    expect(confirm.statusCode).toBe(429);
  });
});

describe('first password (invitation) and e-mail confirmation', () => {
  it('invites a user without a password to choose one through set-first-password', async () => {
    const id = await cloneUser(t.db, 'agenzia', 'nuovo.utente', {
      email: 'nuovo.utente@esempio.it',
      passwordHash: null,
      emailConfirmed: false,
    });
    expect((await tryLogin('nuovo.utente', '')).statusCode).toBe(400);
    const before = smtp.mails.length;
    await sendFirstPasswordInvitation(deps, id);
    const mail = await mailTo(smtp.mails, 'nuovo.utente@esempio.it', before);
    expect(mail.subject).toBe('Overins — Imposta la tua password');
    const token = tokenFromMail(mail, PUBLIC, 'set-password');

    expect(
      (
        await withToken('/api/account/change-password', {
          token,
          passwordNuova: 'Prima-Password-2026',
          passwordConferma: 'Prima-Password-2026',
        })
      ).json(),
    ).toEqual(LINK_KO);
    const long = 'Lunghissima-frase-scelta-il-primo-giorno-di-lavoro-in-agenzia-26';
    const res = await withToken('/api/account/set-first-password', {
      token,
      passwordNuova: long,
      passwordConferma: long,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(UPDATED);
    expect((await tryLogin('nuovo.utente', long)).statusCode).toBe(200);
    const [u] = await t.db.select().from(users).where(eq(users.id, id));
    expect(u!.emailConfirmed).toBe(true);
    expect(
      (
        await withToken('/api/account/set-first-password', {
          token,
          passwordNuova: long,
          passwordConferma: long,
        })
      ).json(),
    ).toEqual(LINK_KO);
  });

  it('confirms the e-mail address once with GET confirmemail', async () => {
    const id = await cloneUser(t.db, 'tour', 'conferma.mail', {
      email: 'conferma.mail@esempio.it',
      emailConfirmed: false,
    });
    const before = smtp.mails.length;
    await sendEmailConfirmation(deps, id);
    const mail = await mailTo(smtp.mails, 'conferma.mail@esempio.it', before);
    expect(mail.subject).toBe('Overins — Conferma il tuo indirizzo e-mail');
    const token = tokenFromMail(mail, PUBLIC, 'confirm-email');
    const url = `/api/account/confirmemail?token=${encodeURIComponent(token)}`;
    const res = await t.app.inject({ method: 'GET', url, remoteAddress: nextIp() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { status: 'ok' },
      messages: [
        { code: 'email.confermata', text: 'Il tuo indirizzo e-mail è stato confermato.', type: 'info' },
      ],
    });
    const [u] = await t.db.select().from(users).where(eq(users.id, id));
    expect(u!.emailConfirmed).toBe(true);
    const again = await t.app.inject({ method: 'GET', url, remoteAddress: nextIp() });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      messages: [
        {
          code: 'email.linkNonValido',
          text: 'Il link di conferma non è valido, è già stato usato oppure è scaduto.',
          type: 'error',
        },
      ],
    });
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/account/confirmemail',
      remoteAddress: nextIp(),
    });
    expect(missing.statusCode).toBe(400);
  });
});
