import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionFor } from '../server/areas/ruoli/sessionFor';
import { ruoli, users } from '../server/db/schema';
import { bearer, createTestApp, type TestApp } from '../server/test/testApp';

/**
 * Every route whose access demands back office (`userFlags.backOffice`) or a back-office permission
 * (BK_…) answers 403 to every demo user who is not back office — read from the OpenAPI document's
 * `x-access`, so a route added later is covered without touching this test (issue 27: "a
 * non-back-office user gets 403 on every admin call").
 */

interface Access {
  permissions?: string[];
  mode?: 'any' | 'all';
  userFlags?: Record<string, boolean>;
  public?: boolean;
  authenticated?: boolean;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, { 'x-access'?: Access }>>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** Whether no one but back office can pass the access: the flag, or BK_ permissions it cannot do without. */
function demandsBackOffice(access: Access | undefined): boolean {
  if (!access || access.public || access.authenticated) return false;
  if (access.userFlags?.backOffice === true) return true;
  const perms = access.permissions ?? [];
  if (perms.length === 0) return false;
  const bk = perms.map((p) => p.startsWith('BK_'));
  return access.mode === 'all' ? bk.some(Boolean) : bk.every(Boolean);
}

let t: TestApp;
let doc: OpenApiDocument;
let webUsers: string[];

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json() as OpenApiDocument;
  // Every demo user that is neither back office nor holds a back-office role.
  webUsers = (
    await t.db
      .select({ username: users.username })
      .from(users)
      .innerJoin(ruoli, eq(ruoli.id, users.ruoloId))
      .where(and(eq(users.backOffice, false), eq(ruoli.backOffice, false), eq(users.disabled, false)))
  ).map((u) => u.username);
}, 60_000);
afterAll(() => t.close());

const backOfficeOperations = () =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    METHODS.filter((m) => demandsBackOffice(ops[m]?.['x-access'])).map((method) => ({ method, path })),
  );

describe('the back-office routes of the OpenAPI document', () => {
  it('say who may call each operation (x-access)', () => {
    const ops = Object.values(doc.paths).flatMap((ops) => METHODS.flatMap((m) => (ops[m] ? [ops[m]] : [])));
    expect(ops.filter((op) => op['x-access'] === undefined)).toEqual([]);
  });

  it('include the admin calls of the roles and the admin lists', () => {
    const ids = backOfficeOperations().map((o) => `${o.method} ${o.path}`);
    expect(ids).toEqual(
      expect.arrayContaining([
        'get /api/ruoli/permessi-list',
        'get /api/ruoli/{roleId}/permessi',
        'post /api/ruoli/{roleId}/add-or-remove-permesso',
        'post /api/ruoli',
        'put /api/ruoli/{roleId}',
        'get /api/ruoli/storico',
        'get /api/account/asusers',
      ]),
    );
  });

  it('answer 403 to every demo user who is not back office', async () => {
    expect(webUsers).toEqual(
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
    const ops = backOfficeOperations();
    const wrong: string[] = [];
    for (const username of webUsers) {
      const headers = bearer(await sessionFor(t, username));
      for (const { method, path } of ops) {
        const url = path.replace(/\{[^}]+\}/g, '1');
        const res = await t.app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          headers,
          ...(method === 'get' || method === 'delete' ? {} : { payload: {} }),
        });
        if (res.statusCode !== 403) wrong.push(`${username}: ${method} ${url} answered ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(ops.length * webUsers.length).toBeGreaterThan(50);
  }, 120_000);
});
