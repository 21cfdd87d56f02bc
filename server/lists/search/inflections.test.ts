import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, type TestApp } from '../../test/testApp';
import { rowsOf } from '../../db/rowsOf';
import { inflectionsOf } from './compileSearch';

/**
 * Issue 24 defect 14: a word finds singular and plural alike. `crocier` (a prefix of what the rows
 * show) found 2 of the demo's cruise policies and `Crociera` missed `Crociere Fluviali Europa`, since
 * Italian stems of one word differ by its ending (`crociera` → crocier, `crociere` → croc).
 */

describe('inflectionsOf', () => {
  it('gives a word its four Italian endings, and nothing for short words, codes or phrases', () => {
    expect(inflectionsOf('crocier')).toEqual(['crociera', 'crociere', 'crocieri', 'crociero']);
    expect(inflectionsOf('Crociera')).toEqual(['Crociere', 'Crocieri', 'Crociero']);
    expect(inflectionsOf('di')).toEqual([]);
    expect(inflectionsOf('AG-001')).toEqual([]);
    expect(inflectionsOf('viaggi nozze')).toEqual([]);
  });
});

describe('the policies list searched by a word (PGlite, or PostgreSQL with TEST_DATABASE_URL)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await login(t.app, 'admin');
  }, 120_000);
  afterAll(() => t?.close());

  const search = async (text: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/myoverins/elencoadesioni',
      query: { fullTextSearch: text, pageSize: '2147483647' },
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as { items: Array<{ pacchetto: string; categoria: string }> }).items;
  };
  const cruises = async () =>
    (
      await rowsOf<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from adesioni where pacchetto ilike '%crocier%' or categoria ilike '%crocier%'`,
      )
    )[0]!.n;

  it('a prefix of the rows’ word finds every cruise; singular and plural find each other', async () => {
    const all = await cruises();
    expect(all).toBeGreaterThan(2);
    for (const text of ['crocier', 'Crociera', 'crociere']) {
      const found = await search(text);
      const shown = found.filter((i) => /crocier/i.test(`${i.pacchetto} ${i.categoria}`));
      expect([text, shown.length]).toEqual([text, all]);
    }
    expect((await search('Crociera')).map((i) => i.pacchetto)).toContain('Crociere Fluviali Europa');
  });
});
