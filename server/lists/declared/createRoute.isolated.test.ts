import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, ruoli, users } from '../../db/schema';
import { bearer, createTestApp, login, type TestApp } from '../../test/testApp';
import { CREATE_MSG } from './createRoute';

/**
 * The generic create route of list files (`create`, next to `edit`): a list file of the test only,
 * loaded beside the portal's, declares `POST my{product}/provautenti` over the users table.
 */
vi.mock('./portalLists', async (importOriginal) => {
  const real = await importOriginal<typeof import('./portalLists')>();
  const { mkdtempSync, writeFileSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const path = await import('node:path');
  const { loadListFiles } = await import('./loadListFiles');
  const { PORTAL_LIST_CATALOGUE } = await import('../catalogue');
  const dir = mkdtempSync(path.join(tmpdir(), 'create-list-'));
  const access = { permissions: ['WEB_MY{product}_UTENTI|U'], attributes: ['distributore'] };
  writeFileSync(
    path.join(dir, 'provaUtenti.list.json'),
    JSON.stringify({
      name: 'provaUtenti',
      source: 'utenti',
      fields: {
        itemID: { column: 'u.id', type: 'number' },
        username: { column: 'u.username', type: 'string' },
      },
      defaultSort: [{ field: 'username', direction: 'asc' }],
      tiebreaker: 'u.id',
      routes: [
        {
          path: 'my{product}/provautenti',
          summary: 'Prova',
          access,
          scope: { rule: 'distributore', column: 'u.distributore_id' },
        },
      ],
      create: {
        path: 'my{product}/provautenti',
        summary: 'Crea un utente di prova',
        table: 'users',
        key: 'id',
        access,
        scope: { rule: 'distributore', column: 'distributore_id' },
        audit: 'provaUtente.creato',
        fields: {
          username: {
            column: 'username',
            schema: { type: 'string', minLength: 3, maxLength: 50 },
            required: true,
          },
          email: { column: 'email', schema: { type: 'string', format: 'email' }, required: true },
          ruoloID: { column: 'ruolo_id', schema: { type: 'integer', minimum: 1 }, required: true },
          nome: { column: 'first_name', schema: { type: 'string', maxLength: 100 } },
        },
        fixed: { disabled: true, email_confirmed: false },
      },
    }),
  );
  const extra = loadListFiles(dir, PORTAL_LIST_CATALOGUE, 'prova');
  return { ...real, portalLists: () => [...real.portalLists(), ...extra] };
});

let t: TestApp;
let agenzia: string;
let ruoloId: number;
let distributoreAgenzia: number | null;

beforeAll(async () => {
  t = await createTestApp();
  agenzia = await login(t.app, 'agenzia');
  ruoloId = (await t.db.select({ id: ruoli.id }).from(ruoli).limit(1))[0]!.id;
  distributoreAgenzia = (
    await t.db.select({ d: users.distributoreId }).from(users).where(eq(users.username, 'agenzia'))
  )[0]!.d;
}, 120_000);
afterAll(() => t.close());

const post = (token: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/myoverins/provautenti',
    payload: payload as object,
    headers: bearer(token),
  });
const userCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;
const lastAudit = async () => (await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

describe('POST {path} of a list file’s create', () => {
  it('creates the row with the fixed values and the caller’s distributor, audited: 201 { id }', async () => {
    const res = await post(agenzia, {
      username: 'prova.nuovo',
      email: 'prova.nuovo@example.com',
      ruoloID: ruoloId,
      nome: 'Prova',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json() as { id: number };
    const row = (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
    expect(row).toMatchObject({
      username: 'prova.nuovo',
      firstName: 'Prova',
      ruoloId,
      distributoreId: distributoreAgenzia,
      disabled: true,
      emailConfirmed: false,
    });
    expect(await lastAudit()).toMatchObject({
      action: 'provaUtente.creato',
      detail: { id, campi: { username: 'prova.nuovo', email: 'prova.nuovo@example.com', ruoloID: ruoloId } },
    });
  });

  it('refuses a bad body with an Italian 400 and writes nothing', async () => {
    const before = await userCount();
    const auditBefore = (await lastAudit())?.id;
    const cases: Array<[unknown, string | RegExp]> = [
      [{ email: 'a@example.com', ruoloID: ruoloId }, /username/],
      [{ username: 'prova.due', email: 'non-una-mail', ruoloID: ruoloId }, /email/],
      [{ username: 'prova.due', email: 'a@example.com', ruoloID: 'uno' }, /ruoloID/],
      [
        { username: 'prova.due', email: 'a@example.com', ruoloID: ruoloId, distributoreId: 1 },
        /distributoreId/,
      ],
      [{ username: 'prova.due', email: 'a@example.com', ruoloID: 999999 }, CREATE_MSG.valoreInesistente.text],
      // Past the integer column although the schema sets no maximum: every number is bounded.
      [{ username: 'prova.due', email: 'a@example.com', ruoloID: 99999999999 }, /ruoloID/],
      [{ username: 'prova.nuovo', email: 'a@example.com', ruoloID: ruoloId }, /già in uso/],
    ];
    for (const [payload, text] of cases) {
      const res = await post(agenzia, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const body = res.json() as { messages?: Array<{ text: string }>; text?: string };
      const texts = [...(body.messages ?? []).map((m) => m.text), body.text ?? ''].join(' ');
      if (typeof text === 'string') expect(texts).toContain(text);
      else expect(texts, JSON.stringify(payload)).toMatch(text);
    }
    expect(await userCount()).toBe(before);
    expect((await lastAudit())?.id).toBe(auditBefore);
  });

  it('refuses a caller outside its access with 403, writing nothing', async () => {
    const before = await userCount();
    const res = await post(await login(t.app, 'fornitore'), {
      username: 'prova.tre',
      email: 'tre@example.com',
      ruoloID: ruoloId,
    });
    expect(res.statusCode).toBe(403);
    expect(await post('', { username: 'prova.tre' }).then((r) => r.statusCode)).toBe(401);
    expect(await userCount()).toBe(before);
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, { post?: { summary?: string; responses?: Record<string, unknown> } }>;
    };
    const route = doc.paths['/api/myoverins/provautenti']?.post;
    expect(route?.summary).toBe('Crea un utente di prova');
    expect(Object.keys(route?.responses ?? {})).toContain('201');
  });
});
