import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeFilter } from './encodeFilter';
import { encodeListQuery } from './encodeListQuery';
import { canonical, groupArb, nastyTextArb, sortArb } from './filterArbitraries';
import { parseFilter } from './parseFilter';
import { parseListQuery } from './parseListQuery';
import { encodeSort, parseSort } from './sort';
import { MAX_PARAM_LENGTH, PAGE_SIZE_ALL } from './types';
import { isValidDecimal, numberValue } from './values';
import { inItalian, worded } from '../../../tests/fixtures/inItalian';

describe('parse(encode(x)) = x', () => {
  it('holds for any tree the grammar can carry (groups of fewer than two items read as and)', () => {
    fc.assert(
      fc.property(groupArb(), (tree) => {
        const text = encodeFilter(tree);
        fc.pre(text.length <= MAX_PARAM_LENGTH);
        expect(inItalian(parseFilter(text))).toEqual({ ok: true, filter: canonical(tree) });
      }),
      { numRuns: 1000 },
    );
  });

  it('holds exactly for canonical trees, and encoding is stable', () => {
    fc.assert(
      fc.property(groupArb().map(canonical), (tree) => {
        const text = encodeFilter(tree);
        fc.pre(text.length <= MAX_PARAM_LENGTH);
        const parsed = parseFilter(text);
        expect(parsed).toEqual({ ok: true, filter: tree });
        if (parsed.ok) expect(encodeFilter(parsed.filter)).toBe(text);
      }),
      { numRuns: 500 },
    );
  });

  it('encoded filters never hold a raw & and survive a trip through a URL', () => {
    fc.assert(
      fc.property(groupArb(), sortArb, nastyTextArb, (tree, sort, search) => {
        const filter = encodeFilter(tree);
        fc.pre(filter.length <= MAX_PARAM_LENGTH && search.length <= MAX_PARAM_LENGTH);
        expect(filter).not.toContain('&');
        const url = new URLSearchParams(
          encodeListQuery({ filter: tree, sort, page: 3, pageSize: PAGE_SIZE_ALL, fullTextSearch: search }),
        ).toString();
        const back = parseListQuery(url);
        expect(back).toEqual({
          ok: true,
          query: {
            filter: tree.items.length > 0 ? canonical(tree) : null,
            sort,
            page: 3,
            pageSize: PAGE_SIZE_ALL,
            fullTextSearch: search.trim() === '' ? null : search.trim(),
          },
        });
      }),
      { numRuns: 500 },
    );
  });

  it('numberValue writes any finite double as decimal text that reads back as the same double', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => {
        const value = numberValue(n);
        if (value === null) {
          expect(Math.abs(n) < 1e-20 || Math.abs(n) > 1e38).toBe(true);
          return;
        }
        expect(value.kind === 'number' && isValidDecimal(value.value)).toBe(true);
        expect(Number(value.value)).toBe(n === 0 ? 0 : n);
      }),
      { numRuns: 2000 },
    );
  });

  it('holds for sorts', () => {
    fc.assert(
      fc.property(sortArb, (sort) => {
        expect(inItalian(parseSort(encodeSort(sort)))).toEqual({ ok: true, sort });
      }),
    );
  });
});

describe('arbitrary input never throws', () => {
  const grammarish = fc.string({
    unit: fc.constantFrom(
      '(',
      ')',
      ';',
      '*',
      '[',
      ']',
      '!',
      'n',
      '=',
      ',',
      'e',
      'q',
      'a',
      'c',
      'o',
      '1',
      '%',
      'date',
      'true',
      '-',
      'T',
      ':',
    ),
    maxLength: 60,
  });

  it('parseFilter answers every string with a tree or a typed error', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), grammarish), (text) => {
        const result = parseFilter(text);
        if (!result.ok) {
          expect(result.error.param).toBe('filter');
          expect(worded(result.error).text).toMatch(/^Filtro non valido: |^Il parametro filter/);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('parseListQuery answers every query string and record', () => {
    const value = fc.oneof(
      fc.string(),
      grammarish,
      fc.constant(undefined),
      fc.array(fc.string(), { maxLength: 3 }),
      fc.integer(),
      fc.constant(null),
    );
    fc.assert(
      fc.property(
        fc.string(),
        fc.record(
          { filter: value, sort: value, page: value, pageSize: value, fullTextSearch: value },
          { requiredKeys: [] },
        ),
        (text, record) => {
          for (const input of [text, record as Record<string, unknown>]) {
            const result = parseListQuery(input);
            if (!result.ok) expect(result.errors.length).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });
});
