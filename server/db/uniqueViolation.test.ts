import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from './schema';
import { uniqueViolation, uniqueViolationError, UNIQUE_MESSAGES } from './uniqueViolation';
import errorsPlugin from '../plugins/errors';
import { bearer, createTestApp, login, type TestApp } from '../test/testApp';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

/** The error a real statement raises through drizzle on the test database (PGlite or PostgreSQL). */
async function failure(statement: Promise<unknown>): Promise<unknown> {
  return statement.then(
    () => {
      throw new Error('the statement was expected to fail');
    },
    (error: unknown) => error,
  );
}

describe('uniqueViolation', () => {
  it('names the constraint of a real unique violation through drizzle’s wrapper, and nothing else', async () => {
    const [agenzia] = await t.db.select().from(users).where(eq(users.username, 'agenzia'));
    const { id: _id, ...copy } = agenzia!;
    const duplicate = await failure(t.db.insert(users).values({ ...copy, username: 'AGENZIA' }));
    expect(uniqueViolation(duplicate)).toBe('users_username_lower_idx');
    expect(uniqueViolationError(duplicate)?.body).toEqual({
      messages: [
        {
          code: 'errore.usernameInUso',
          text: 'Il nome utente scelto è già in uso: scegline un altro.',
          type: 'error',
        },
      ],
    });

    const foreignKey = await failure(
      t.db.insert(users).values({ ...copy, username: 'orfano', ruoloId: 999_999 }),
    );
    expect(uniqueViolation(foreignKey)).toBeNull();
    expect(uniqueViolation(new Error('boom'))).toBeNull();
    expect(uniqueViolation(undefined)).toBeNull();
  });

  it('has an Italian message for every unique constraint of the schema, and names no other', async () => {
    const { rows: indexes } = (await t.db.execute(sql`
      select c.relname as name, i.indisprimary as pk
      from pg_index i
      join pg_class c on c.oid = i.indexrelid
      join pg_namespace n on n.oid = c.relnamespace
      where i.indisunique and n.nspname = 'public'`)) as unknown as {
      rows: Array<{ name: string; pk: boolean }>;
    };
    const names = new Set(indexes.map((r) => r.name));
    // Primary keys are generated ids or written only by the seed and upserts; every other unique key
    // can refuse a request's write.
    const requestKeys = indexes.filter((r) => !r.pk).map((r) => r.name);
    expect(requestKeys.filter((name) => !(name in UNIQUE_MESSAGES))).toEqual([]);
    expect(Object.keys(UNIQUE_MESSAGES).filter((name) => !names.has(name))).toEqual([]);
  });

  it('is answered by the error handler as the catalogue’s Italian 400 wherever it is thrown', async () => {
    const app = Fastify();
    await app.register(errorsPlugin);
    const [agenzia] = await t.db.select().from(users).where(eq(users.username, 'agenzia'));
    const { id: _id, ...copy } = agenzia!;
    app.post('/copia', async () => t.db.insert(users).values({ ...copy, username: 'Agenzia' }));
    const res = await app.inject({ method: 'POST', url: '/copia' });
    await app.close();
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      messages: [
        {
          code: 'errore.usernameInUso',
          text: 'Il nome utente scelto è già in uso: scegline un altro.',
          type: 'error',
        },
      ],
    });
  });
});

describe('concurrent writes on a unique key', () => {
  it('50 concurrent creates of one agency username: one 200, every other the sequential Italian 400', async () => {
    const token = await login(t.app, 'agenzia');
    const roles = await t.app.inject({
      method: 'GET',
      url: '/api/dropdown/ruoli/web',
      headers: bearer(token),
    });
    const ruoloID = (roles.json() as { items: Array<{ value: number; text: string }> }).items.find(
      (r) => r.text === 'Operatore di agenzia',
    )!.value;
    const create = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/myoverins/utentiagenzia',
        headers: bearer(token),
        payload: {
          username: 'gabbiano.gemello',
          email: 'gemello@ilgabbianoviaggi.it',
          ruoloID,
          passwordNuova: 'Lagune-Venete-2026',
          passwordConferma: 'Lagune-Venete-2026',
          inviaEmail: false,
        },
      });

    const answers = await Promise.all(Array.from({ length: 50 }, create));
    const sequential = await create();

    const refusal = {
      messages: [
        {
          code: 'utentiAgenzia.usernameInUso',
          text: 'Il nome utente è già in uso: scegline un altro.',
          type: 'error',
        },
      ],
    };
    expect(sequential.statusCode).toBe(400);
    expect(sequential.json()).toEqual(refusal);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array<number>(49).fill(400)]);
    for (const a of answers.filter((x) => x.statusCode === 400)) expect(a.json()).toEqual(refusal);
    const rows = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.username})`, 'gabbiano.gemello'));
    expect(rows).toHaveLength(1);
  }, 60_000);
});
