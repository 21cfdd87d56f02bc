import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseListQuery } from '../../../engine/core/query';
import { rowsOf } from '../../db/rowsOf';
import { statementOf } from '../../db/tablesRead';
import { createTestApp, type TestApp } from '../../test/testApp';
import { findList } from '../listRegistry';
import { compileListPage, compileListQuery, runList } from '../runList';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The policies list as back office reads it, its count statement and that count. */
async function counted(filter?: string, fullTextSearch?: string) {
  const registered = findList(t.app, 'myoverins/elencoadesioni')!;
  const parsed = parseListQuery({
    pageSize: '20',
    ...(filter ? { filter } : {}),
    ...(fullTextSearch ? { fullTextSearch } : {}),
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const scope = sql`a.distributore_id in (select id from distributori)`;
  const { count } = await compileListPage(t.db, registered.list, parsed.query, { scope });
  const whole = await compileListPage(t.db, { ...registered.list, countFrom: undefined }, parsed.query, {
    scope,
  });
  const [n] = await rowsOf<{ total: number }>(t.db, count);
  const [m] = await rowsOf<{ total: number }>(t.db, whole.count);
  return { text: statementOf(count).sql, total: Number(n!.total), wholeTotal: Number(m!.total) };
}

describe('the count and the keys of a source whose joins neither drop nor repeat a row', () => {
  it('runs on the first table alone when the condition names only it, with the same total', async () => {
    for (const filter of [undefined, '(totalePremio[gte]!!n=10)', '(numero[co]2026)']) {
      const c = await counted(filter);
      expect(c.text, filter).not.toMatch(/left join/);
      expect(c.total, filter).toBe(c.wholeTotal);
      expect(c.total, filter).toBeGreaterThan(0);
    }
  });

  it('keeps the joins when the condition names a joined table, or the search its own subquery', async () => {
    const byName = await counted('(fornitore[co]a)');
    expect(byName.text).toMatch(/left join/);
    expect(byName.total).toBe(byName.wholeTotal);
    const searched = await counted(undefined, 'Rossi');
    expect(searched.total).toBe(searched.wholeTotal);
  });

  it('chooses the page and the export’s keys on the first table alone when the order names only it', async () => {
    const registered = findList(t.app, 'myoverins/elencoadesioni')!;
    const whole = { ...registered.list, countFrom: undefined };
    const scope = sql`true`;
    for (const [sort, narrow] of [
      ['-dataAcquisto', true],
      ['totalePremio,-itemID', true],
      ['fornitore', false],
    ] as const) {
      const parsed = parseListQuery({ sort, page: '3', pageSize: '7' });
      if (!parsed.ok) throw new Error('query');
      const { byKeys } = await compileListQuery(t.db, registered.list, parsed.query, scope);
      expect(/left join/.test(statementOf(byKeys!.keys).sql), sort).toBe(!narrow);
      expect(await runList(t.db, registered.list, parsed.query, { scope }), sort).toEqual(
        await runList(t.db, whole, parsed.query, { scope }),
      );
    }
  });
});
