import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeFilter, encodeSort } from '../../../engine/core/query';
import {
  conditionArb,
  fieldArb,
  groupArb,
  nastyTextArb,
  sortArb,
  valueArb,
} from '../../../engine/core/query/filterArbitraries';
import { OPS_BY_TYPE } from '../../lists';
import { bearer, createTestApp, login, type TestApp } from '../../test/testApp';
import { adesioniList, estrattiContoList, utentiAgenziaList } from './lists';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await login(t.app, 'network');
}, 60_000);
afterAll(() => t.close());

const leaks =
  /select |insert |delete |ilike|escape '|\$\d+|syntax error|relation "|column "|drizzle|at character|\n\s+at /i;

function checkAnswer(status: number, body: string): void {
  expect([200, 400]).toContain(status);
  expect(body).not.toMatch(leaks);
}

const LISTS = [
  { path: 'elencoadesioni/network', list: adesioniList },
  { path: 'elencoestratticonto/network', list: estrattiContoList },
  { path: 'utentiagenzia', list: utentiAgenziaList },
] as const;

describe('fuzzed list parameters never give a 500 nor leave the scope', () => {
  for (const { path, list } of LISTS) {
    it(
      path,
      async () => {
        const members = new Set<number>();
        const all = await t.app.inject({
          method: 'GET',
          url: `/api/myoverins/${path}?pageSize=2147483647`,
          headers: bearer(token),
        });
        for (const item of (all.json() as { items: Array<Record<string, unknown>> }).items) {
          members.add(Number(item.itemID));
        }
        const wellTyped = fc
          .constantFrom(...[...list.resolved.entries()].filter(([, f]) => f.filterable))
          .chain(([name, f]) =>
            fc.record({
              field: fc.constant(name),
              op: fc.constantFrom(...OPS_BY_TYPE[f.type]),
              value: valueArb.filter((v) => v.kind === f.type),
            }),
          );
        const field = fc.oneof(fc.constantFrom(...list.resolved.keys()), fieldArb);
        const tree = groupArb(
          fc.oneof(
            { weight: 4, arbitrary: wellTyped },
            { weight: 1, arbitrary: conditionArb(field, valueArb) },
          ),
          3,
        );
        let ok = 0;
        await fc.assert(
          fc.asyncProperty(
            tree,
            sortArb,
            fc.option(nastyTextArb),
            fc.constantFrom('1', '20', '2147483647'),
            async (f, s, search, pageSize) => {
              const query: Record<string, string> = { filter: encodeFilter(f), pageSize };
              if (s.length > 0) query.sort = encodeSort(s);
              if (search !== null) query.fullTextSearch = search;
              const res = await t.app.inject({
                method: 'GET',
                url: `/api/myoverins/${path}`,
                query,
                headers: bearer(token),
              });
              checkAnswer(res.statusCode, res.body);
              if (res.statusCode === 200) {
                ok++;
                const items = (res.json() as { items: Array<Record<string, unknown>> }).items;
                expect(items.every((i) => members.has(Number(i.itemID)))).toBe(true);
              }
            },
          ),
          { numRuns: 60 },
        );
        expect(ok).toBeGreaterThan(0);
      },
      60_000,
    );
  }

  it('raw strings in every parameter', async () => {
    const text = fc.oneof(nastyTextArb, fc.string({ maxLength: 300 }));
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          { filter: text, sort: text, page: text, pageSize: text, fullTextSearch: text },
          { requiredKeys: [] },
        ),
        async (query) => {
          const res = await t.app.inject({
            method: 'GET',
            url: '/api/myoverins/elencoadesioni/network',
            query,
            headers: bearer(token),
          });
          checkAnswer(res.statusCode, res.body);
        },
      ),
      { numRuns: 80 },
    );
  }, 60_000);
});
