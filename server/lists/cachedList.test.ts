import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseListQuery } from '../../engine/core/query';
import { readCacheOf } from '../db/readCache';
import { createTestApp, type TestApp } from '../test/testApp';
import { runListCached } from './cachedList';
import { findList } from './listRegistry';
import { agencyScope, createProvaTable, provaList, provaRows } from './testFixture';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const query = (qs: Record<string, string>) => {
  const parsed = parseListQuery(qs);
  if (!parsed.ok) throw new Error('query');
  return parsed.query;
};

describe.skipIf(process.env.TEST_DATABASE_URL)('list pages kept on the embedded database', () => {
  it('keeps a page of the grid, not a whole list, and answers a kept page from memory', async () => {
    const policies = findList(t.app, 'myoverins/elencoadesioni')!.list;
    const cache = readCacheOf(t.db, 'listPages', { max: 2_000, ttlMs: 10_000 })!;
    const read = (qs: Record<string, string>, scope = sql`true`) =>
      runListCached(t.db, policies, query(qs), { scope });
    const before = cache.size;
    const page = await read({ pageSize: '20' });
    expect(cache.size).toBe(before + 1);
    expect((await read({ pageSize: '2147483647' })).items.length).toBeGreaterThan(100);
    expect(cache.size).toBe(before + 1);
    expect(await read({ pageSize: '20' })).toBe(page);
    expect(await read({ pageSize: '20' }, sql`a.distributore_id = 1`)).not.toBe(page);
  });

  it('keeps nothing read from a table outside the schema, which no write would announce', async () => {
    const cache = readCacheOf(t.db, 'listPages', { max: 2_000, ttlMs: 10_000 })!;
    await createProvaTable(t.db, provaRows(30));
    const before = cache.size;
    const page = await runListCached(t.db, provaList, query({ pageSize: '20' }), { scope: agencyScope(1) });
    expect(page.items.length).toBeGreaterThan(0);
    expect(cache.size).toBe(before);
  });
});
