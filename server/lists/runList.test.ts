import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseListQuery, type ListQuery } from '../../engine/core/query';
import type { Database } from '../db/client';
import { AppError } from '../errors';
import { createTestDatabase, testConfig } from '../test/testDatabase';
import { runList } from './runList';
import { agencyScope, createProvaTable, prova, provaList, provaRows, type ProvaRow } from './testFixture';

const rows = provaRows(360);
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase(testConfig());
  await createProvaTable(database.db, rows);
});
afterAll(() => database.close());

function query(qs: Record<string, string>): ListQuery {
  const parsed = parseListQuery(qs);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.query;
}

async function ids(filter: string, agency = 1, extra: Record<string, string> = {}): Promise<number[]> {
  const result = await runList(
    database.db,
    provaList,
    query({ filter, sort: 'id', pageSize: '2147483647', ...extra }),
    {
      scope: agencyScope(agency),
    },
  );
  return result.items.map((i) => i.id as number);
}

const expected = (agency: number, keep: (r: ProvaRow) => boolean) =>
  rows.filter((r) => r.agenziaId === agency && keep(r)).map((r) => r.id);

async function problems(qs: Record<string, string>): Promise<unknown> {
  try {
    await runList(database.db, provaList, query(qs), { scope: agencyScope(1) });
  } catch (e) {
    if (e instanceof AppError) return { status: e.statusCode, body: e.body };
    throw e;
  }
  return 'no error';
}

describe('scope', () => {
  it('shows each agency its own rows only, with the right total', async () => {
    for (const agency of [1, 2]) {
      const result = await runList(database.db, provaList, query({ pageSize: '2147483647' }), {
        scope: agencyScope(agency),
      });
      expect(result.total).toBe(expected(agency, () => true).length);
      expect(result.items.map((i) => i.id).sort((a, b) => Number(a) - Number(b))).toEqual(
        expected(agency, () => true),
      );
    }
    expect(expected(1, () => true).length).toBeGreaterThan(100);
    expect(expected(2, () => true).length).toBeGreaterThan(80);
  });

  it('is not escaped by or-clauses, nested groups or always-true conditions', async () => {
    const all2 = expected(2, () => true);
    for (const filter of [
      '(cognome[eq]Rossi;*premio[gte]!!n=0)',
      '(id[lt]!!n=0;*id[gte]!!n=0)',
      '((cognome[co]a);*(cognome[nco]a);*note[eq]x)',
      '(premio[gte]!!n=0;*(pagata[eq]!!true!!;*pagata[eq]!!false!!))',
    ]) {
      expect(await ids(filter, 2)).toEqual(all2);
    }
  });
});

describe('operators and value types', () => {
  const lower = (s: string | null) => (s ?? '').toLowerCase();
  const num = (r: ProvaRow) => Number(r.premio);
  const cases: Array<[string, (r: ProvaRow) => boolean]> = [
    ['(cognome[eq]rossi)', (r) => r.cognome === 'Rossi'],
    ['(cognome[neq]ROSSI)', (r) => r.cognome !== 'Rossi'],
    ['(destinazione[neq]Parigi)', (r) => r.destinazione !== 'Parigi'],
    ['(destinazione[eq]new york)', (r) => r.destinazione === 'New York'],
    ['(cognome[co]ss)', (r) => lower(r.cognome).includes('ss')],
    ['(note[nco]viaggio)', (r) => !lower(r.note).includes('viaggio')],
    ['(nome[sw]ma)', (r) => lower(r.nome).startsWith('ma')],
    ['(cognome[ew]CA)', (r) => lower(r.cognome).endsWith('ca')],
    ['(nome[ew]ò)', (r) => lower(r.nome).endsWith('ò')],
    [`(premio[eq]!!n=${rows[4]!.premio.replace('.', ',')})`, (r) => r.premio === rows[4]!.premio],
    [`(premio[neq]!!n=${rows[4]!.premio.replace('.', ',')})`, (r) => r.premio !== rows[4]!.premio],
    ['(premio[gte]!!n=150,5)', (r) => num(r) >= 150.5],
    ['(premio[gt]!!n=150,5)', (r) => num(r) > 150.5],
    ['(premio[lte]!!n=99,99)', (r) => num(r) <= 99.99],
    ['(premio[lt]!!n=-1)', () => false],
    ['(pagata[eq]!!true!!)', (r) => r.pagata === true],
    ['(pagata[eq]!!false!!)', (r) => r.pagata !== true],
    ['(pagata[neq]!!true!!)', (r) => r.pagata !== true],
    ['(emessaIl[gte]!!date=2026-06-01T00:00:00)', (r) => r.emessaIl >= '2026-06-01T00:00:00'],
    ['(emessaIl[lt]!!date=2026-03-15T12:00:00)', (r) => r.emessaIl < '2026-03-15T12:00:00'],
    [
      '(emessaIl[gte]!!date=2026-07-01T00:00:00;emessaIl[lte]!!date=2026-07-31T23:59:59)',
      (r) => r.emessaIl >= '2026-07-01T00:00:00' && r.emessaIl <= '2026-07-31T23:59:59',
    ],
    ['(partenza[gt]!!date=2026-10-10T00:00:00)', (r) => `${r.partenza}T00:00:00` > '2026-10-10T00:00:00'],
    ['(partenza[lte]!!date=2026-03-01T00:00:00)', (r) => `${r.partenza}T00:00:00` <= '2026-03-01T00:00:00'],
    [
      '(cognome[eq]Rossi;*cognome[eq]Bianchi;premio[gt]!!n=200)',
      (r) => r.cognome === 'Rossi' || (r.cognome === 'Bianchi' && num(r) > 200),
    ],
    [
      '((cognome[eq]Rossi;*cognome[eq]Bianchi);premio[gt]!!n=200)',
      (r) => (r.cognome === 'Rossi' || r.cognome === 'Bianchi') && num(r) > 200,
    ],
  ];

  it.each(cases)('%s', async (filter, keep) => {
    const want = expected(1, keep);
    expect(await ids(filter)).toEqual(want);
  });

  it('found rows for most cases, so the comparisons above mean something', () => {
    const nonEmpty = cases.filter(([, keep]) => expected(1, keep).length > 0).length;
    expect(nonEmpty).toBeGreaterThanOrEqual(cases.length - 1);
  });

  it('returns each field typed, dates in Italian local time as the grammar writes them', async () => {
    const result = await runList(database.db, provaList, query({ filter: '(codice[eq]ADE-2026-00001)' }), {
      scope: sql`true`,
    });
    const r = rows[0]!;
    expect(result).toEqual({
      total: 1,
      items: [
        {
          id: 1,
          codice: 'ADE-2026-00001',
          cognome: r.cognome,
          nome: r.nome,
          destinazione: r.destinazione,
          prodotto: r.prodotto,
          premio: Number(r.premio),
          pagata: r.pagata,
          emessaIl: r.emessaIl,
          partenza: `${r.partenza}T00:00:00`,
          note: r.note,
          assicurato: `${r.cognome} ${r.nome}`,
        },
      ],
    });
  });
});

describe('wildcards in values are data', () => {
  it('co with % and _ and \\ matches them literally', async () => {
    expect(await ids('(note[co]50%25)')).toEqual(expected(1, (r) => r.note === 'Sconto 50% applicato'));
    expect(await ids('(note[co]%25)')).toEqual(expected(1, (r) => r.note === 'Sconto 50% applicato'));
    expect(await ids('(note[co]_)')).toEqual(expected(1, (r) => r.note === 'Codice promo VIAGGIO_2026'));
    expect(await ids('(note[co]C:\\viaggi\\)')).toEqual(
      expected(1, (r) => r.note === 'Percorso C:\\viaggi\\roma'),
    );
    expect(await ids('(note[sw]%25)')).toEqual([]);
    expect(await ids('(note[nco]_)')).toEqual(expected(1, (r) => r.note !== 'Codice promo VIAGGIO_2026'));
    expect(expected(1, (r) => r.note === 'Sconto 50% applicato').length).toBeGreaterThan(0);
  });

  it('values that look like SQL stay values', async () => {
    expect(await ids("(cognome[eq]Rossi' or '1'='1)")).toEqual([]);
    expect(await ids('(cognome[co]%29 or true --)')).toEqual([]);
  });
});

describe('sorting and paging', () => {
  const byProdottoPremioDesc = (agency: number) =>
    rows
      .filter((r) => r.agenziaId === agency)
      .sort((a, b) =>
        a.prodotto < b.prodotto
          ? -1
          : a.prodotto > b.prodotto
            ? 1
            : Number(b.premio) - Number(a.premio) || a.id - b.id,
      )
      .map((r) => r.id);

  it('sorts by several fields, the unique tiebreaker last, and pages without overlap or gaps', async () => {
    const want = byProdottoPremioDesc(1);
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(want.length / 7) + 1; page++) {
      const result = await runList(
        database.db,
        provaList,
        query({ sort: 'prodotto,-premio', page: String(page), pageSize: '7' }),
        {
          scope: agencyScope(1),
        },
      );
      expect(result.total).toBe(want.length);
      seen.push(...result.items.map((i) => i.id as number));
    }
    expect(seen).toEqual(want);
  });

  it('keeps equal sort keys in tiebreaker order, page after page', async () => {
    const want = rows
      .filter((r) => r.agenziaId === 1)
      .sort((a, b) => Number(b.pagata === true) - Number(a.pagata === true) || a.id - b.id)
      .map((r) => r.id);
    const pages: number[] = [];
    for (let page = 1; page <= 4; page++) {
      const result = await runList(
        database.db,
        provaList,
        query({ sort: '-pagata', page: String(page), pageSize: '20' }),
        {
          scope: agencyScope(1),
          // nulls sort first in descending order in PostgreSQL; compare only rows with a value
        },
      );
      pages.push(...result.items.map((i) => i.id as number));
    }
    const withNull = rows.filter((r) => r.agenziaId === 1 && r.pagata === null).map((r) => r.id);
    expect(pages.slice(0, withNull.length)).toEqual(withNull);
    expect(pages.slice(withNull.length)).toEqual(
      want.filter((id) => !withNull.includes(id)).slice(0, 80 - withNull.length),
    );
  });

  it('uses the default sort (newest first) when none is asked', async () => {
    const result = await runList(database.db, provaList, query({ pageSize: '5' }), { scope: agencyScope(2) });
    const want = rows
      .filter((r) => r.agenziaId === 2)
      .sort((a, b) => (a.emessaIl < b.emessaIl ? 1 : a.emessaIl > b.emessaIl ? -1 : a.id - b.id))
      .slice(0, 5)
      .map((r) => r.id);
    expect(result.items.map((i) => i.id)).toEqual(want);
  });

  it('answers a page past the end with no rows and the total', async () => {
    expect(
      await runList(database.db, provaList, query({ page: '2147483647', pageSize: '2147483647' }), {
        scope: agencyScope(1),
      }),
    ).toEqual({
      items: [],
      total: expected(1, () => true).length,
    });
  });

  it('honours page size "all" up to the server maximum, and says when it cut', async () => {
    const total = expected(1, () => true).length;
    const all = await runList(database.db, provaList, query({ pageSize: '2147483647' }), {
      scope: agencyScope(1),
    });
    expect(all.items).toHaveLength(total);
    expect(all.truncated).toBeUndefined();
    const cut = await runList(database.db, provaList, query({ pageSize: '2147483647' }), {
      scope: agencyScope(1),
      maxRows: 50,
    });
    expect(cut.items).toHaveLength(50);
    expect(cut.total).toBe(total);
    expect(cut.truncated).toBe(true);
    const exact = await runList(
      database.db,
      provaList,
      query({ pageSize: '2147483647', filter: '(id[lte]!!n=50)' }),
      {
        scope: sql`true`,
        maxRows: 50,
      },
    );
    expect(exact).toMatchObject({ total: 50 });
    expect(exact.truncated).toBeUndefined();
  });
});

describe('the total past the exact bound', () => {
  const count = (qs: Record<string, string>, exactTotalUpTo: number) =>
    runList(database.db, provaList, query(qs), { scope: sql`true`, exactTotalUpTo });

  it('is the estimate, marked, when more rows follow the page than the bound counts', async () => {
    const first = await count({ page: '1', pageSize: '20' }, 50);
    expect(first.totalEstimated).toBe(true);
    expect(first.items).toHaveLength(20);
    // At least what was counted; the planner's guess for the whole table otherwise.
    expect(first.total).toBeGreaterThanOrEqual(71);
  });

  it('is exact, unmarked, when the rows after the page are within the bound, as near the end', async () => {
    const exact = await count({ page: '1', pageSize: '20' }, rows.length);
    expect(exact).toMatchObject({ total: rows.length });
    expect(exact.totalEstimated).toBeUndefined();
    const last = await count({ page: String(Math.ceil(rows.length / 20)), pageSize: '20' }, 50);
    expect(last.total).toBe(rows.length);
    expect(last.totalEstimated).toBeUndefined();
    const past = await count({ page: '999', pageSize: '20' }, 50);
    expect(past).toEqual({ items: [], total: rows.length });
  });
});

describe('paging by key', () => {
  // The same list choosing its page by key first, then projecting only that page's rows.
  const keyed = { ...provaList, pageKey: prova.id };
  const cases: Array<Record<string, string>> = [
    {},
    { sort: 'cognome', page: '3', pageSize: '20' },
    { sort: '-premio,nome', page: '2', pageSize: '40' },
    { sort: 'pagata,-partenza', page: '5', pageSize: '7' },
    { filter: '(cognome[co]ro)', sort: '-emessaIl', page: '2', pageSize: '5' },
    { fullTextSearch: 'rossi', pageSize: '2147483647' },
    { sort: 'assicurato', page: '1', pageSize: '2147483647' },
    { page: '99', pageSize: '20' },
  ];

  it('returns the same rows, in the same order, with the same total as the plain query', async () => {
    for (const qs of cases) {
      for (const agency of [1, 2]) {
        const plain = await runList(database.db, provaList, query(qs), { scope: agencyScope(agency) });
        const byKey = await runList(database.db, keyed, query(qs), { scope: agencyScope(agency) });
        expect(byKey, JSON.stringify(qs)).toEqual(plain);
      }
    }
  });

  it('keeps the server maximum and says when it cut', async () => {
    const cut = await runList(database.db, keyed, query({ pageSize: '2147483647' }), {
      scope: agencyScope(1),
      maxRows: 30,
    });
    expect(cut.items).toHaveLength(30);
    expect(cut.truncated).toBe(true);
  });
});

describe('full-text search', () => {
  it('finds Italian words by their stem', async () => {
    const found = await ids('', 1, { fullTextSearch: 'annullamenti' });
    expect(found).toEqual(
      expected(
        1,
        (r) => r.prodotto === 'Annullamento viaggio' || r.note === 'Pratica con annullamenti già richiesti',
      ),
    );
    expect(found.length).toBeGreaterThan(10);
  });

  it('finds codes by substring, and combines with filter and scope', async () => {
    expect(await ids('', 1, { fullTextSearch: 'ADE-2026-0001' })).toEqual(
      expected(1, (r) => r.codice.startsWith('ADE-2026-0001')),
    );
    expect(await ids('(pagata[eq]!!true!!)', 2, { fullTextSearch: 'rossi' })).toEqual(
      expected(2, (r) => r.pagata === true && r.cognome === 'Rossi'),
    );
  });

  it('treats search operators and wildcards as text', async () => {
    expect(await ids('', 1, { fullTextSearch: '50%' })).toEqual(
      expected(1, (r) => r.note === 'Sconto 50% applicato'),
    );
    expect(await ids('', 1, { fullTextSearch: '"di nozze" -berlino' })).toEqual(
      expected(1, (r) => r.note === 'Viaggio di nozze' && r.destinazione !== 'Berlino'),
    );
    expect(await ids('', 1, { fullTextSearch: "'&|!(" })).toEqual([]);
  });
});

describe('mistakes are 400s in the spec shape, in Italian', () => {
  const error = (text: string) => ({
    status: 400,
    body: { messages: [{ code: 'errore.validazione', text, type: 'error' }] },
  });

  it('names an unknown or unfilterable field', async () => {
    expect(await problems({ filter: '(agenziaId[eq]!!n=2)' })).toEqual(
      error('Filtro non valido: il campo "agenziaId" non è previsto in questo elenco'),
    );
    expect(await problems({ filter: '(assicurato[co]Rossi)' })).toEqual(
      error('Filtro non valido: il campo "assicurato" non è filtrabile'),
    );
  });

  it('refuses a value of the wrong type', async () => {
    expect(await problems({ filter: '(premio[gte]100)' })).toEqual(
      error(
        'Filtro non valido: il campo "premio" è numerico, il valore va scritto come !!n= seguito dal numero con la virgola decimale (es. !!n=1,5)',
      ),
    );
    expect(await problems({ filter: '(cognome[eq]!!n=1)' })).toEqual(
      error('Filtro non valido: il campo "cognome" è di testo, il valore va scritto come testo semplice'),
    );
    expect(await problems({ filter: '(pagata[eq]si)' })).toEqual(
      error('Filtro non valido: il campo "pagata" è sì/no, il valore va scritto come !!true!! o !!false!!'),
    );
    expect(await problems({ filter: '(emessaIl[gte]2026-01-01)' })).toEqual(
      error(
        'Filtro non valido: il campo "emessaIl" è di tipo data, il valore va scritto come !!date=aaaa-MM-ggTHH:mm:ss',
      ),
    );
  });

  it('refuses an operator the field type has not', async () => {
    expect(await problems({ filter: '(cognome[gt]M)' })).toEqual(
      error(
        'Filtro non valido: l\'operatore "gt" non si applica al campo di testo "cognome" (ammessi: eq, neq, co, nco, sw, ew)',
      ),
    );
    expect(await problems({ filter: '(premio[co]!!n=1)' })).toEqual(
      error(
        'Filtro non valido: l\'operatore "co" non si applica al campo numerico "premio" (ammessi: eq, neq, gte, lte, gt, lt)',
      ),
    );
    expect(await problems({ filter: '(pagata[gte]!!true!!)' })).toEqual(
      error(
        'Filtro non valido: l\'operatore "gte" non si applica al campo sì/no "pagata" (ammessi: eq, neq)',
      ),
    );
  });

  it('lists every problem of a filter and its sort together', async () => {
    expect(await problems({ filter: '(x[eq]1;premio[eq]a)', sort: 'note,y' })).toEqual({
      status: 400,
      body: {
        messages: [
          {
            code: 'errore.validazione',
            text: 'Filtro non valido: il campo "x" non è previsto in questo elenco',
            type: 'error',
          },
          {
            code: 'errore.validazione',
            text: 'Filtro non valido: il campo "premio" è numerico, il valore va scritto come !!n= seguito dal numero con la virgola decimale (es. !!n=1,5)',
            type: 'error',
          },
          {
            code: 'errore.validazione',
            text: 'Ordinamento non valido: il campo "note" non è ordinabile',
            type: 'error',
          },
          {
            code: 'errore.validazione',
            text: 'Ordinamento non valido: il campo "y" non è previsto in questo elenco',
            type: 'error',
          },
        ],
      },
    });
  });

  it('refuses a NUL character, which PostgreSQL text cannot hold', async () => {
    expect(await problems({ filter: '(cognome[eq]a\u0000b)' })).toEqual(
      error('Filtro non valido: il valore del campo "cognome" contiene un carattere non ammesso'),
    );
    expect(await problems({ fullTextSearch: 'a\u0000' })).toEqual(
      error('La ricerca contiene un carattere non ammesso'),
    );
  });
});
