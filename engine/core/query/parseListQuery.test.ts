import { describe, expect, it } from 'vitest';
import { parseListQuery } from './parseListQuery';
import { parseSort } from './sort';
import { inItalian } from '../../../tests/fixtures/inItalian';

describe('parseListQuery', () => {
  it('reads a whole list call, from a query string or a parsed record', () => {
    const expected = {
      ok: true,
      query: {
        filter: {
          logic: 'and',
          items: [{ field: 'cognome', op: 'sw', value: { kind: 'string', value: 'Ross' } }],
        },
        sort: [
          { field: 'dataEmissione', direction: 'desc' },
          { field: 'codice', direction: 'asc' },
        ],
        page: 2,
        pageSize: 2147483647,
        fullTextSearch: 'annullamento viaggio',
      },
    };
    expect(
      parseListQuery(
        '?filter=(cognome%5Bsw%5DRoss)&sort=-dataEmissione,codice&page=2&pageSize=2147483647&fullTextSearch=+annullamento+viaggio+',
      ),
    ).toEqual(expected);
    expect(
      parseListQuery({
        filter: '(cognome[sw]Ross)',
        sort: '-dataEmissione,codice',
        page: '2',
        pageSize: '2147483647',
        fullTextSearch: ' annullamento viaggio ',
      }),
    ).toEqual(expected);
  });

  it('defaults to page 1 of 20 rows, no filter, no sort, no search', () => {
    const defaults = {
      ok: true,
      query: { filter: null, sort: [], page: 1, pageSize: 20, fullTextSearch: null },
    };
    expect(inItalian(parseListQuery(''))).toEqual(defaults);
    expect(inItalian(parseListQuery({ filter: '', sort: '', fullTextSearch: '   ' }))).toEqual(defaults);
  });

  it('accepts any page size from 1 to 2147483647', () => {
    for (const size of ['1', '20', '40', '60', '100', '250', '2147483647']) {
      expect(inItalian(parseListQuery({ pageSize: size }))).toMatchObject({
        ok: true,
        query: { pageSize: Number(size) },
      });
    }
  });

  it('lists every problem, one per parameter, in Italian', () => {
    expect(
      inItalian(
        parseListQuery({
          filter: '(a[xx]1)',
          sort: 'a,,b',
          page: '0',
          pageSize: '-5',
          fullTextSearch: 'x'.repeat(4001),
        }),
      ),
    ).toEqual({
      ok: false,
      errors: [
        {
          param: 'filter',
          reason: 'unknownOperator',
          text: 'Filtro non valido: operatore "xx" sconosciuto per il campo "a" (ammessi: eq, neq, co, nco, sw, ew, gte, lte, gt, lt)',
        },
        { param: 'sort', reason: 'badField', text: 'Ordinamento non valido: nome del campo mancante' },
        {
          param: 'page',
          reason: 'outOfRange',
          text: 'Il numero di pagina deve essere compreso tra 1 e 2147483647',
        },
        {
          param: 'pageSize',
          reason: 'notAnInteger',
          text: 'La dimensione della pagina deve essere un numero intero positivo',
        },
        {
          param: 'fullTextSearch',
          reason: 'tooLong',
          text: 'Il parametro fullTextSearch è troppo lungo (massimo 4000 caratteri)',
        },
      ],
    });
  });

  it('refuses non-numeric, fractional, huge and repeated page numbers', () => {
    expect(inItalian(parseListQuery({ page: 'due' }))).toMatchObject({
      ok: false,
      errors: [{ param: 'page', reason: 'notAnInteger' }],
    });
    expect(inItalian(parseListQuery({ page: '1.5' }))).toMatchObject({
      ok: false,
      errors: [{ param: 'page', reason: 'notAnInteger' }],
    });
    expect(inItalian(parseListQuery({ page: ' 1' }))).toMatchObject({
      ok: false,
      errors: [{ param: 'page', reason: 'notAnInteger' }],
    });
    expect(inItalian(parseListQuery({ page: '2147483648' }))).toMatchObject({
      ok: false,
      errors: [{ param: 'page', reason: 'outOfRange' }],
    });
    expect(inItalian(parseListQuery({ pageSize: '99999999999999999999999' }))).toMatchObject({
      ok: false,
      errors: [
        {
          param: 'pageSize',
          reason: 'outOfRange',
          text: 'La dimensione della pagina deve essere compresa tra 1 e 2147483647',
        },
      ],
    });
    expect(inItalian(parseListQuery('page=1&page=2'))).toEqual({
      ok: false,
      errors: [{ param: 'page', reason: 'repeated', text: 'Il parametro page può comparire una sola volta' }],
    });
    expect(inItalian(parseListQuery({ sort: ['a', 'b'] }))).toMatchObject({
      ok: false,
      errors: [{ param: 'sort', reason: 'repeated' }],
    });
    expect(inItalian(parseListQuery({ page: 3 }))).toEqual({
      ok: false,
      errors: [{ param: 'page', reason: 'notText', text: 'Il parametro page deve essere un testo' }],
    });
  });
});

describe('parseSort', () => {
  it('reads the spec form', () => {
    expect(inItalian(parseSort('cognome,-premio'))).toEqual({
      ok: true,
      sort: [
        { field: 'cognome', direction: 'asc' },
        { field: 'premio', direction: 'desc' },
      ],
    });
  });

  it('refuses empty, malformed and repeated fields', () => {
    expect(inItalian(parseSort('-'))).toMatchObject({
      ok: false,
      error: { reason: 'badField', text: 'Ordinamento non valido: nome del campo mancante' },
    });
    expect(inItalian(parseSort('--a'))).toMatchObject({
      ok: false,
      error: { text: 'Ordinamento non valido: nome del campo "-a" non ammesso' },
    });
    expect(inItalian(parseSort('a,-a'))).toMatchObject({
      ok: false,
      error: { reason: 'duplicateSort', text: 'Ordinamento non valido: il campo "a" è indicato più volte' },
    });
  });
});
