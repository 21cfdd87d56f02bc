import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adesioni, auditLog, users } from '../../db/schema';
import { startSmtpCapture } from '../../test/smtpCapture';
import { bearer, createTestApp, login, type TestApp } from '../../test/testApp';

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let t: TestApp;
let agenzia: string;
let tour: string;
let operatoreRoleId: number;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ smtpUrl: smtp.url });
  agenzia = await login(t.app, 'agenzia');
  tour = await login(t.app, 'tour');
  const roles = await t.app.inject({
    method: 'GET',
    url: '/api/dropdown/ruoli/web',
    headers: bearer(agenzia),
  });
  operatoreRoleId = (roles.json() as { items: Array<{ value: number; text: string }> }).items.find(
    (r) => r.text === 'Operatore di agenzia',
  )!.value;
}, 60_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const create = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/myoverins/utentiagenzia', payload, headers: bearer(token) });
const list = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/myoverins/utentiagenzia?pageSize=100', headers: bearer(token) });
const remove = (token: string, id: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/myoverins/utentiagenzia/${id}`, headers: bearer(token) });
/** A network may give only network roles (README "Ruoli"). */
const networkRoleId = async (token: string) =>
  (
    (
      await t.app.inject({ method: 'GET', url: '/api/dropdown/ruoli/web', headers: bearer(token) })
    ).json() as { items: Array<{ value: number; text: string }> }
  ).items.find((r) => r.text === 'Network')!.value;
const usernames = async (token: string) =>
  ((await list(token)).json() as { items: Array<{ username: string }> }).items.map((i) => i.username);

describe('GET my{product}/utentiagenzia', () => {
  it('lists the users of the caller’s agency only', async () => {
    expect(await usernames(agenzia)).toEqual(['agenzia', 'gabbiano.cassa', 'gabbiano.front']);
    expect(await usernames(tour)).toEqual(['mediterraneo.booking', 'tour']);
    const row = ((await list(agenzia)).json() as { items: Array<Record<string, unknown>> }).items[1]!;
    expect(row).toEqual({
      itemID: expect.any(Number),
      username: 'gabbiano.cassa',
      email: 'davide.marchetti@ilgabbianoviaggi.it',
      nome: 'Davide',
      cognome: 'Marchetti',
      ruoloID: operatoreRoleId,
      ruolo: 'Operatore di agenzia',
      abilitato: true,
      invitoInAttesa: true,
      dataCreazione: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/),
    });
  });
});

describe('POST my{product}/utentiagenzia', () => {
  it('creates a user with a password, in the caller’s agency, who can then sign in', async () => {
    const res = await create(agenzia, {
      username: 'gabbiano.nuovo',
      email: 'nuovo@ilgabbianoviaggi.it',
      nome: 'Sofia',
      cognome: 'Serra',
      ruoloID: operatoreRoleId,
      passwordNuova: 'Lagune-Venete-2026',
      passwordConferma: 'Lagune-Venete-2026',
      inviaEmail: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { status: 'ok', itemID: expect.any(Number) },
      messages: [{ code: 'utentiAgenzia.creato', text: 'Utente creato.', type: 'info' }],
    });
    const id = (res.json() as { data: { itemID: number } }).data.itemID;
    const [row] = await t.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({
      distributoreId: (await t.db.select().from(users).where(eq(users.username, 'agenzia')))[0]!
        .distributoreId,
      ruoloId: operatoreRoleId,
      attributi: ['distributore', 'distributore_agenziadettagliante'],
    });
    expect(await usernames(agenzia)).toContain('gabbiano.nuovo');
    expect(await usernames(tour)).not.toContain('gabbiano.nuovo');
    await login(t.app, 'gabbiano.nuovo', 'Lagune-Venete-2026');
    const logged = await t.db.select().from(auditLog).where(eq(auditLog.action, 'utenteAgenzia.creato'));
    expect(logged.at(-1)?.detail).toMatchObject({ utenteId: id, username: 'gabbiano.nuovo' });
  });

  it('with inviaEmail sends the first-password invitation and needs no password', async () => {
    const before = smtp.mails.length;
    const res = await create(tour, {
      username: 'mediterraneo.gruppi',
      email: 'gruppi@mediterraneotour.it',
      ruoloID: operatoreRoleId,
      inviaEmail: true,
    });
    expect(res.json()).toEqual({
      data: { status: 'ok', itemID: expect.any(Number) },
      messages: [
        {
          code: 'utentiAgenzia.creatoInvito',
          text: 'Utente creato. Gli abbiamo inviato un’e-mail per scegliere la password.',
          type: 'info',
        },
      ],
    });
    await expect.poll(() => smtp.mails.length).toBe(before + 1);
    const mail = smtp.mails.at(-1)!;
    expect(mail.to).toEqual(['gruppi@mediterraneotour.it']);
    expect(mail.text).toContain('https://portale.example.test/set-password?token=');
    expect(mail.text).toContain('mediterraneo.gruppi');
  });

  it('refuses a taken username, a role it may not give, and neither password nor invitation', async () => {
    const res = await create(agenzia, {
      username: 'TOUR',
      email: 'x@example.it',
      ruoloID: 999999,
      inviaEmail: false,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      messages: [
        {
          code: 'utentiAgenzia.ruoloNonValido',
          text: 'Il ruolo scelto non è tra quelli assegnabili.',
          type: 'error',
        },
        {
          code: 'utentiAgenzia.usernameInUso',
          text: 'Il nome utente è già in uso: scegline un altro.',
          type: 'error',
        },
        {
          code: 'utentiAgenzia.passwordOInvito',
          text: 'Indica una password oppure scegli di inviare all’utente l’e-mail per impostarla.',
          type: 'error',
        },
      ],
    });
    const superAdmin = await t.db.select().from(users).where(eq(users.username, 'admin'));
    const adminRole = await create(agenzia, {
      username: 'scalata',
      email: 'x@example.it',
      ruoloID: superAdmin[0]!.ruoloId,
      passwordNuova: 'Lagune-Venete-2026',
      passwordConferma: 'Lagune-Venete-2026',
    });
    expect(adminRole.statusCode).toBe(400);
    expect((adminRole.json() as { messages: Array<{ code: string }> }).messages[0]!.code).toBe(
      'utentiAgenzia.ruoloNonValido',
    );
  });

  it('applies the password policy and the confirmation', async () => {
    const res = await create(agenzia, {
      username: 'gabbiano.corta',
      email: 'corta@ilgabbianoviaggi.it',
      ruoloID: operatoreRoleId,
      passwordNuova: 'corta',
      passwordConferma: 'diversa',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      messages: [
        {
          code: 'password.confermaErrata',
          text: 'La conferma non coincide con la nuova password',
          type: 'error',
        },
        {
          code: 'password.nonValida',
          text: 'La password deve contenere almeno 10 caratteri.',
          type: 'error',
        },
      ],
    });
  });

  it('refuses users without the permission, and malformed bodies', async () => {
    const fornitore = await login(t.app, 'fornitore');
    const payload = { username: 'abc.def', email: 'a@b.it', ruoloID: operatoreRoleId, inviaEmail: true };
    expect((await create(fornitore, payload)).statusCode).toBe(403);
    expect((await create(agenzia, { ...payload, extra: 1 })).statusCode).toBe(400);
    expect((await create(agenzia, { ...payload, ruoloID: 1.5 })).statusCode).toBe(400);
    expect((await create(agenzia, { ...payload, email: 'non-una-mail' })).statusCode).toBe(400);
  });
});

describe('DELETE my{product}/utentiagenzia/{id}', () => {
  const idOf = async (username: string) =>
    (await t.db.select().from(users).where(eq(users.username, username)))[0]!.id;

  it('deletes a user of the own agency; another agency’s user is a 404 and stays', async () => {
    const front = await idOf('gabbiano.front');
    const booking = await idOf('mediterraneo.booking');
    const refused = await remove(agenzia, booking);
    expect(refused.statusCode).toBe(404);
    expect(await idOf('mediterraneo.booking')).toBe(booking);
    const done = await remove(agenzia, front);
    expect(done.statusCode).toBe(204);
    expect(await usernames(agenzia)).not.toContain('gabbiano.front');
    expect((await remove(agenzia, front)).statusCode).toBe(404);
  });

  it('refuses to delete oneself, with a message', async () => {
    const res = await remove(agenzia, await idOf('agenzia'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      messages: [
        {
          code: 'utentiAgenzia.eliminaTeStesso',
          text: 'Non puoi eliminare il tuo stesso utente.',
          type: 'error',
        },
      ],
    });
  });

  it('keeps the policies of a deleted user (their buyer becomes empty)', async () => {
    const network = await login(t.app, 'network');
    const created = await create(network, {
      username: 'rete.temporaneo',
      email: 'temp@viaggiareinsieme.it',
      ruoloID: await networkRoleId(network),
      inviaEmail: false,
      passwordNuova: 'Lagune-Venete-2026',
      passwordConferma: 'Lagune-Venete-2026',
    });
    const id = (created.json() as { data: { itemID: number } }).data.itemID;
    const [policy] = await t.db
      .update(adesioni)
      .set({ userId: id })
      .where(
        eq(
          adesioni.id,
          sql`(select min(id) from adesioni where distributore_id = (select distributore_id from users where id = ${id}))`,
        ),
      )
      .returning({ id: adesioni.id });
    expect((await remove(await login(t.app, 'fornitore'), id)).statusCode).toBe(403);
    expect((await remove(network, id)).statusCode).toBe(204);
    const [kept] = await t.db.select().from(adesioni).where(eq(adesioni.id, policy!.id));
    expect(kept?.userId).toBeNull();
  });
});
