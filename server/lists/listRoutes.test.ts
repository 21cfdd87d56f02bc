import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeFilter, encodeSort } from '../../engine/core/query';
import {
  conditionArb,
  fieldArb,
  groupArb,
  nastyTextArb,
  sortArb,
  valueArb,
} from '../../engine/core/query/filterArbitraries';
import type { Database } from '../db/client';
import errorsPlugin from '../plugins/errors';
import { createTestDatabase, testConfig } from '../test/testDatabase';
import { OPS_BY_TYPE } from './compileFilter';
import { registerDelete, registerList } from './listRoutes';
import { agencyScope, createProvaTable, prova, provaList, provaRows } from './testFixture';

const rows = provaRows(300);
let database: Database;
let app: FastifyInstance;

/** The test's stand-in for a signed-in distributor: the agency comes in a header. */
const scopeOf = (request: FastifyRequest) => agencyScope(Number(request.headers['x-agenzia'] ?? 0));

beforeAll(async () => {
  database = await createTestDatabase(testConfig());
  await createProvaTable(database.db, rows);
  app = Fastify({
    logger: false,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: false } },
  });
  await app.register(errorsPlugin);
  await app.register(
    async (api) => {
      const common = { db: database.db, access: { authenticated: true } as const, scope: scopeOf };
      registerList(api, { ...common, path: '/prova', list: provaList, maxRows: 100 });
      registerDelete(api, { ...common, path: '/prova', table: prova, id: prova.id, idFormat: 'integer' });
    },
    { prefix: '/api' },
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const get = (agency: number, query: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/prova', query, headers: { 'x-agenzia': String(agency) } });

const inScope = (agency: number) => new Set(rows.filter((r) => r.agenziaId === agency).map((r) => r.id));

describe('GET list route', () => {
  it('answers { items, total } with the filter, sort and page applied', async () => {
    const res = await get(1, { filter: '(cognome[eq]Rossi)', sort: '-premio', page: '1', pageSize: '3' });
    expect(res.statusCode).toBe(200);
    const want = rows
      .filter((r) => r.agenziaId === 1 && r.cognome === 'Rossi')
      .sort((a, b) => Number(b.premio) - Number(a.premio) || a.id - b.id);
    const body = res.json() as { items: Array<Record<string, unknown>>; total: number };
    expect(body.total).toBe(want.length);
    expect(body.items.map((i) => [i.id, i.cognome, i.premio])).toEqual(
      want.slice(0, 3).map((r) => [r.id, 'Rossi', Number(r.premio)]),
    );
    expect(Object.keys(body.items[0]!).sort()).toEqual([
      'assicurato',
      'codice',
      'cognome',
      'destinazione',
      'emessaIl',
      'id',
      'nome',
      'note',
      'pagata',
      'partenza',
      'premio',
      'prodotto',
    ]);
  });

  it('cuts page size "all" at the route maximum and says so', async () => {
    const res = await get(1, { pageSize: '2147483647' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { items: unknown[]; total: number; truncated?: boolean };
    expect(body.items).toHaveLength(100);
    expect(body.total).toBe(inScope(1).size);
    expect(body.truncated).toBe(true);
  });

  it('keeps the tenant scope around or-clauses', async () => {
    const res = await get(2, {
      filter: '(id[lt]!!n=0;*id[gte]!!n=0;*cognome[nco]zzz)',
      pageSize: '2147483647',
    });
    const body = res.json() as { items: Array<{ id: number }>; total: number };
    expect(body.total).toBe(inScope(2).size);
    expect(body.items.every((i) => inScope(2).has(i.id))).toBe(true);
  });

  it('answers grammar mistakes with the spec 400 shape and the Italian text', async () => {
    const res = await get(1, { filter: '(cognome[eq]Rossi', page: '0' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      messages: [
        {
          code: 'errore.validazione',
          text: 'Filtro non valido: parentesi non bilanciate (posizione 1)',
          type: 'error',
        },
        {
          code: 'errore.validazione',
          text: 'Il numero di pagina deve essere compreso tra 1 e 2147483647',
          type: 'error',
        },
      ],
    });
  });

  it('answers whitelist mistakes the same way', async () => {
    const res = await get(1, { filter: '(agenziaId[eq]!!n=2)' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      messages: [
        {
          code: 'errore.validazione',
          text: 'Filtro non valido: il campo "agenziaId" non è previsto in questo elenco',
          type: 'error',
        },
      ],
    });
  });

  it('refuses parameters the list call does not have, and repeated ones', async () => {
    const extra = await get(1, { agenziaId: '2' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toEqual({
      messages: [{ code: 'errore.validazione', text: 'Campo non previsto: agenziaId', type: 'error' }],
    });
    const repeated = await app.inject({
      method: 'GET',
      url: '/api/prova?page=1&page=2',
      headers: { 'x-agenzia': '1' },
    });
    expect(repeated.statusCode).toBe(400);
  });
});

describe('DELETE {path}/{id}', () => {
  const del = (agency: number, id: string) =>
    app.inject({ method: 'DELETE', url: `/api/prova/${id}`, headers: { 'x-agenzia': String(agency) } });
  const exists = async (id: number) =>
    (await database.db.select({ id: prova.id }).from(prova).where(eq(prova.id, id))).length === 1;

  it('deletes a row in scope, and answers 404 for one outside it without touching it', async () => {
    const mine = rows.find((r) => r.agenziaId === 1 && r.id > 250)!;
    const theirs = rows.find((r) => r.agenziaId === 2 && r.id > 250)!;
    const refused = await del(1, String(theirs.id));
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ text: 'Risorsa non trovata' });
    expect(await exists(theirs.id)).toBe(true);
    const done = await del(1, String(mine.id));
    expect(done.statusCode).toBe(204);
    expect(done.body).toBe('');
    expect(await exists(mine.id)).toBe(false);
    expect((await del(1, String(mine.id))).statusCode).toBe(404);
  });

  it('refuses ids that are not ids', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '1%20or%201=1', '99999999999999999999']) {
      expect((await del(1, id)).statusCode).toBe(400);
    }
  });
});

describe('fuzzing: never a 500, never SQL in an answer', () => {
  const leaks =
    /select |insert |delete |ilike|escape '|\$\d+|syntax error|relation "|column "|drizzle|at character|\n\s+at /i;

  function checkAnswer(status: number, body: string): void {
    expect([200, 400]).toContain(status);
    expect(body).not.toMatch(leaks);
    if (status === 400) {
      const parsed = JSON.parse(body) as { messages: Array<{ code: string; text: string; type: string }> };
      expect(parsed.messages.length).toBeGreaterThan(0);
      for (const message of parsed.messages) {
        expect(Object.keys(message).sort()).toEqual(['code', 'text', 'type']);
        expect(message.code).toBe('errore.validazione');
        expect(message.type).toBe('error');
      }
    }
  }

  it('arbitrary strings in every parameter', async () => {
    const text = fc.oneof(
      nastyTextArb,
      fc.string({ maxLength: 5000 }),
      fc.constantFrom('0', '-1', '2147483648', '1e3', ' 2', '99999999999999999999'),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          { filter: text, sort: text, page: text, pageSize: text, fullTextSearch: text },
          { requiredKeys: [] },
        ),
        async (query) => {
          const res = await get(1, query);
          checkAnswer(res.statusCode, res.body);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('well-formed trees over real and random field names, with random sorts and searches', async () => {
    const field = fc.oneof(fc.constantFrom(...Object.keys(provaList.fields)), fieldArb);
    // Mostly conditions the list accepts, so the 200 path is explored as much as the 400 one.
    const wellTyped = fc
      .constantFrom(...[...provaList.resolved.entries()].filter(([, f]) => f.filterable))
      .chain(([name, f]) =>
        fc.record({
          field: fc.constant(name),
          op: fc.constantFrom(...OPS_BY_TYPE[f.type]),
          value: valueArb.filter((v) => v.kind === f.type),
        }),
      );
    const tree = groupArb(
      fc.oneof({ weight: 4, arbitrary: wellTyped }, { weight: 1, arbitrary: conditionArb(field, valueArb) }),
      4,
    );
    const sort = fc.oneof(
      sortArb,
      fc.uniqueArray(
        fc.record({
          field: fc.constantFrom(...Object.keys(provaList.fields)),
          direction: fc.constantFrom('asc' as const, 'desc' as const),
        }),
        {
          selector: (s) => s.field,
          maxLength: 4,
        },
      ),
    );
    const agency = fc.constantFrom(1, 2);
    const statuses = { 200: 0, 400: 0 };
    await fc.assert(
      fc.asyncProperty(
        tree,
        sort,
        fc.option(nastyTextArb),
        agency,
        fc.constantFrom('1', '2', '2147483647'),
        async (t, s, search, who, pageSize) => {
          const query: Record<string, string> = { filter: encodeFilter(t), pageSize };
          if (s.length > 0) query.sort = encodeSort(s);
          if (search !== null) query.fullTextSearch = search;
          const res = await get(who, query);
          checkAnswer(res.statusCode, res.body);
          statuses[res.statusCode as 200 | 400]++;
          if (res.statusCode === 200) {
            const body = res.json() as { items: Array<{ id: number }>; total: number };
            expect(body.total).toBeLessThanOrEqual(inScope(who).size);
            expect(body.items.every((i) => inScope(who).has(i.id))).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
    // Both paths must be exercised, or the property proves little.
    expect(statuses[200]).toBeGreaterThan(30);
    expect(statuses[400]).toBeGreaterThan(30);
  }, 120_000);
});

describe('scope SQL is whatever the caller says', () => {
  it('a scope that matches nothing shows nothing, whatever the filter', async () => {
    const res = await get(99, { filter: '(id[gte]!!n=0;*id[lt]!!n=0)' });
    expect(res.json()).toEqual({ items: [], total: 0 });
  });
});
