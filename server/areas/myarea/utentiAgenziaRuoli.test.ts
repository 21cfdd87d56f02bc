import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, ruoli, users } from '../../db/schema';
import { bearer, createTestApp, login, type TestApp } from '../../test/testApp';
import { cloneUser, eventually, userId } from '../account/testUtils';
import { PENDING_ROLE } from '../registrazione/service';

let t: TestApp;
let roleIds: Map<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(ruoli).values({ descrizione: PENDING_ROLE }).onConflictDoNothing();
  const rows = await t.db.select({ id: ruoli.id, descrizione: ruoli.descrizione }).from(ruoli);
  roleIds = new Map(rows.map((r) => [r.descrizione, r.id]));
}, 60_000);
afterAll(() => t.close());

const roleId = (name: string) => roleIds.get(name)!;
const webRoles = async (token: string) =>
  (
    (
      await t.app.inject({ method: 'GET', url: '/api/dropdown/ruoli/web', headers: bearer(token) })
    ).json() as { items: Array<{ text: string }> }
  ).items.map((i) => i.text);
const create = (token: string, username: string, ruolo: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/myoverins/utentiagenzia',
    headers: bearer(token),
    payload: {
      username,
      email: `${username}@esempio.it`,
      ruoloID: roleId(ruolo),
      passwordNuova: 'Lagune-Venete-2026',
      passwordConferma: 'Lagune-Venete-2026',
    },
  });
const signIn = (username: string, password = 'Lagune-Venete-2026') =>
  t.app.inject({ method: 'POST', url: '/api/account/login', payload: { username, password } });

describe('roles a distributor may give its users', () => {
  it('offers each kind of distributor only its own kind’s roles, and back office every web role', async () => {
    expect(await webRoles(await login(t.app, 'agenzia'))).toEqual([
      'Agenzia dettagliante',
      'Operatore di agenzia',
    ]);
    expect(await webRoles(await login(t.app, 'tour'))).toEqual(['Operatore di agenzia', 'Tour operator']);
    expect(await webRoles(await login(t.app, 'network'))).toEqual(['Network']);
    expect(await webRoles(await login(t.app, 'admin'))).toEqual([
      'Agenzia dettagliante',
      PENDING_ROLE,
      'Commerciale',
      'Fornitore',
      'Network',
      'Operatore di agenzia',
      'Tour operator',
    ]);
  });

  it('refuses with an Italian 400 a role meant for another kind of user, and creates none', async () => {
    const agenzia = await login(t.app, 'agenzia');
    for (const ruolo of ['Network', 'Fornitore', 'Commerciale', 'Tour operator', PENDING_ROLE]) {
      const res = await create(agenzia, `gabbiano.${ruolo.length}`, ruolo);
      expect(res.statusCode, ruolo).toBe(400);
      expect(res.json(), ruolo).toEqual({
        messages: [
          {
            code: 'utentiAgenzia.ruoloNonPrevisto',
            text: 'Il ruolo scelto è riservato a un altro tipo di utente: scegli uno dei ruoli previsti per la tua azienda.',
            type: 'error',
          },
        ],
      });
    }
    const network = await login(t.app, 'network');
    expect((await create(network, 'rete.agenzia', 'Agenzia dettagliante')).statusCode).toBe(400);
    const made = await t.db.select().from(users).where(eq(users.username, 'rete.agenzia'));
    expect(made).toEqual([]);

    expect((await create(network, 'rete.nuovo', 'Network')).statusCode).toBe(200);
    expect((await signIn('rete.nuovo')).statusCode).toBe(200);
    const tour = await login(t.app, 'tour');
    expect((await create(tour, 'mediterraneo.sportello', 'Operatore di agenzia')).statusCode).toBe(200);
    expect((await signIn('mediterraneo.sportello')).statusCode).toBe(200);
  });

  it('tells a user whose role does not fit its kind why it cannot sign in', async () => {
    // Made before the rule held: an agency user with the supplier role.
    const id = await cloneUser(t.db, 'agenzia', 'gabbiano.fornitore', { ruoloId: roleId('Fornitore') });
    const res = await signIn('gabbiano.fornitore', 'Viaggi2026!');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      messages: [
        {
          code: 'login.tipoUtenteNonAbilitato',
          text: 'Il tuo utente non può accedere al portale: il ruolo che ti è stato assegnato non è previsto per il tuo tipo di utente. Chiedi all’amministratore della tua azienda di assegnarti un ruolo adatto.',
          type: 'error',
        },
      ],
    });
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'login.rifiutato'), eq(auditLog.userId, id)));
    expect(row).toBeDefined();
    // A wrong password still gets the answer that tells nothing.
    expect((await signIn('gabbiano.fornitore', 'Sbagliata-2026')).json().messages[0].code).toBe(
      'login.credenzialiErrate',
    );
  });

  it('audits a user created while signed in as the agency with both users', async () => {
    const admin = await login(t.app, 'admin');
    const agenziaId = await userId(t.db, 'agenzia');
    const adminId = await userId(t.db, 'admin');
    const as = await t.app.inject({
      method: 'POST',
      url: `/api/account/asusers/${agenziaId}`,
      headers: bearer(admin),
    });
    const token = as.json().data.token as string;
    expect((await create(token, 'gabbiano.da.bo', 'Operatore di agenzia')).statusCode).toBe(200);
    expect((await create(token, 'gabbiano.rete.da.bo', 'Network')).statusCode).toBe(400);

    const created = await t.db.select().from(auditLog).where(eq(auditLog.action, 'utenteAgenzia.creato'));
    expect(created.at(-1)).toMatchObject({
      userId: agenziaId,
      impersonatorId: adminId,
      detail: { username: 'gabbiano.da.bo' },
    });
    const writes = await eventually(async () => {
      const rows = (
        await t.db.select().from(auditLog).where(eq(auditLog.action, 'impersonation.write'))
      ).filter((r) => (r.detail as { route?: string }).route === '/api/myoverins/utentiagenzia');
      return rows.length === 2 ? rows : undefined;
    });
    expect(writes.map((w) => [w.userId, w.impersonatorId, (w.detail as { status: number }).status])).toEqual([
      [agenziaId, adminId, 200],
      [agenziaId, adminId, 400],
    ]);
  });
});
