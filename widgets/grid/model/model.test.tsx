// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { encodeFilter, PAGE_SIZE_ALL } from '../../../engine/core/query';
import type { GridColumn } from '../types';
import { matchesFilter, processClientRows } from './clientRows';
import { filterHeaderOf } from './columns';
import { setRangeFrom, setRangeTo, type DateRange } from './dateRange';
import { editFieldsOf, editedRow } from './editForm';
import {
  buildFilter,
  emptyHeaderState,
  headerToFilter,
  parseItalianNumber,
  type FilterHeaderState,
} from './filterHeader';
import { gridReducer, initialGridState } from './gridState';
import { digitsOnly, pageCountOf, pageFromInput, pageRange, pageWindow } from './pager';
import { cycleSort, effectiveSort } from './sortCycle';

const text: GridColumn = { field: 'contraente', filterable: true };
const premio: GridColumn = { field: 'totalePremio', type: 'numeric', filterable: true };
const partecipanti: GridColumn = { field: 'numeroPartecipanti', type: 'numeric-int', filterable: true };
const acquisto: GridColumn = { field: 'dataAcquisto', type: 'date', filterable: true };
const prodotto: GridColumn = { field: 'prodotto', filterable: 'multiselect' };
const encoded = (column: GridColumn, state: FilterHeaderState) => {
  const node = headerToFilter(column, state);
  return node ? encodeFilter('items' in node ? node : { logic: 'and', items: [node] }) : null;
};
const rows = (a: [string | null, string], b: [string | null, string] = [null, '']) =>
  [
    { op: a[0], value: a[1] },
    { op: b[0], value: b[1] },
  ] as never;

describe('filter header → filter tree (spec 1 §5, §9)', () => {
  it('maps the text operators to the grammar and joins two rows with and/or', () => {
    const ops = ['contains', 'eq', 'neq', 'startswith', 'doesnotcontain', 'endswith'];
    expect(
      ops.map((op) => encoded(text, { type: 'string', logic: 'and', rows: rows([op, 'Rossi']) })),
    ).toEqual([
      '(contraente[co]Rossi)',
      '(contraente[eq]Rossi)',
      '(contraente[neq]Rossi)',
      '(contraente[sw]Rossi)',
      '(contraente[nco]Rossi)',
      '(contraente[ew]Rossi)',
    ]);
    expect(
      encoded(text, { type: 'string', logic: 'or', rows: rows(['startswith', 'Ross'], ['endswith', 'ini']) }),
    ).toBe('(contraente[sw]Ross;*contraente[ew]ini)');
  });

  it('applies a text row only with a value or an operator', () => {
    expect(headerToFilter(text, { type: 'string', logic: 'and', rows: rows([null, '']) })).toBeNull();
    expect(encoded(text, { type: 'string', logic: 'and', rows: rows(['eq', '']) })).toBe('(contraente[eq])');
    expect(encoded(text, { type: 'string', logic: 'and', rows: rows([null, 'a&b']) })).toBe(
      '(contraente[co]a%26b)',
    );
  });

  it('needs a valid number for a numeric row, read the Italian way', () => {
    expect(headerToFilter(premio, { type: 'numeric', logic: 'and', rows: rows(['gte', '']) })).toBeNull();
    expect(headerToFilter(premio, { type: 'numeric', logic: 'and', rows: rows(['gte', 'abc']) })).toBeNull();
    expect(
      encoded(premio, { type: 'numeric', logic: 'and', rows: rows(['gte', '1.234,5'], ['lt', '2000']) }),
    ).toBe('(totalePremio[gte]!!n=1234,5;totalePremio[lt]!!n=2000)');
    expect(parseItalianNumber('12,5', 'numeric-int')).toBeNull();
    expect(encoded(partecipanti, { type: 'numeric-int', logic: 'and', rows: rows([null, '3']) })).toBe(
      '(numeroPartecipanti[eq]!!n=3)',
    );
  });

  it('builds one contains per multiselect value, or-ed, and an equality for booleans', () => {
    expect(encoded(prodotto, { type: 'multiselect', values: ['Viaggio Sicuro', 'Medico Bagaglio'] })).toBe(
      '(prodotto[co]Viaggio Sicuro;*prodotto[co]Medico Bagaglio)',
    );
    expect(headerToFilter(prodotto, { type: 'multiselect', values: [] })).toBeNull();
    expect(
      encoded({ field: 'pagata', type: 'boolean', filterable: true }, { type: 'boolean', value: false }),
    ).toBe('(pagata[eq]!!false!!)');
  });

  it('builds a date range with the end taken at the end of its day', () => {
    const range: DateRange = { from: '2026-03-01', to: '2026-03-05', fromOp: 'gte', toOp: 'lte' };
    expect(encoded(acquisto, { type: 'daterange', range })).toBe(
      '(dataAcquisto[gte]!!date=2026-03-01T00:00:00;dataAcquisto[lte]!!date=2026-03-05T23:59:59)',
    );
    expect(
      encoded(acquisto, { type: 'datetimerange', range: { ...range, from: null, to: '2026-03-05T10:30' } }),
    ).toBe('(dataAcquisto[lte]!!date=2026-03-05T10:30:59)');
  });

  it('ands the active headers into the top group', () => {
    const filter = buildFilter([text, premio, prodotto], {
      contraente: { type: 'string', logic: 'and', rows: rows(['startswith', 'R']) },
      prodotto: { type: 'multiselect', values: ['A', 'B'] },
    });
    expect(filter && encodeFilter(filter)).toBe('(contraente[sw]R;(prodotto[co]A;*prodotto[co]B))');
    expect(buildFilter([text], {})).toBeNull();
  });

  it('picks the header type from the column', () => {
    expect([text, premio, partecipanti, acquisto, prodotto].map(filterHeaderOf)).toEqual([
      'string',
      'numeric',
      'numeric-int',
      'daterange',
      'multiselect',
    ]);
    expect(filterHeaderOf({ field: 'x', type: 'actions', filterable: true })).toBeNull();
    expect(emptyHeaderState({ field: 'x' })).toBeNull();
  });
});

describe('date range rules (spec 1 §5)', () => {
  const empty: DateRange = { from: null, to: null, fromOp: 'gte', toOp: 'lte' };
  it('moves the start when the end goes before it, and the end when the start goes after it', () => {
    const r = setRangeTo(setRangeFrom(empty, '2026-03-10'), '2026-03-04');
    expect(r).toMatchObject({ from: '2026-03-04', to: '2026-03-04' });
    expect(setRangeFrom({ ...empty, to: '2026-03-04' }, '2026-03-20')).toMatchObject({
      from: '2026-03-20',
      to: '2026-03-20',
    });
    expect(setRangeFrom({ ...empty, to: '2026-03-24' }, '2026-03-20')).toMatchObject({
      from: '2026-03-20',
      to: '2026-03-24',
    });
  });
});

describe('sort cycle (spec 1 §4)', () => {
  it('goes ascending, descending, removed, per field', () => {
    const a = cycleSort([], 'premio');
    const b = cycleSort(a, 'premio');
    expect(a).toEqual([{ field: 'premio', direction: 'asc' }]);
    expect(b).toEqual([{ field: 'premio', direction: 'desc' }]);
    expect(cycleSort(b, 'premio')).toEqual([]);
    expect(cycleSort(b, 'data')).toEqual([
      { field: 'premio', direction: 'desc' },
      { field: 'data', direction: 'asc' },
    ]);
    expect(effectiveSort(b, ['prodotto'])[0]).toEqual({ field: 'prodotto', direction: 'asc' });
  });
});

describe('grid transitions (spec 1 §4)', () => {
  it('returns to page 1 on filter, search, group and page-size changes; clear resets all', () => {
    const s = { ...initialGridState(), page: 4 };
    expect(initialGridState().pageSize).toBe(20);
    expect(
      gridReducer(s, { type: 'applyFilter', field: 'x', state: { type: 'boolean', value: true } }).page,
    ).toBe(1);
    expect(gridReducer(s, { type: 'removeFilter', field: 'x' }).page).toBe(1);
    expect(gridReducer(s, { type: 'search', text: ' roma ' })).toMatchObject({
      page: 1,
      fullTextSearch: 'roma',
    });
    expect(gridReducer(s, { type: 'group', field: 'prodotto' })).toMatchObject({
      page: 1,
      groupBy: ['prodotto'],
    });
    expect(gridReducer(s, { type: 'pageSize', pageSize: 40 })).toMatchObject({ page: 1, pageSize: 40 });
    expect(gridReducer(s, { type: 'sort', field: 'premio' }).page).toBe(4);
    const busy = {
      ...s,
      sort: [{ field: 'a', direction: 'asc' as const }],
      groupBy: ['b'],
      filters: { c: { type: 'boolean' as const, value: true } },
    };
    expect(gridReducer(busy, { type: 'clear' })).toMatchObject({
      sort: [],
      groupBy: [],
      filters: {},
      page: 1,
      pageSize: 20,
    });
  });
});

describe('pager (spec 1 §5, §9)', () => {
  it('takes digits only and keeps the page between 1 and the number of pages', () => {
    expect(digitsOnly('1a2-3')).toBe('123');
    expect(pageFromInput('', 5)).toBeNull();
    expect(pageFromInput('0', 5)).toBe(1);
    expect(pageFromInput('12', 5)).toBe(5);
    expect(pageFromInput('3x', 5)).toBe(3);
    expect(pageCountOf(0, 20)).toBe(1);
    expect(pageCountOf(41, 20)).toBe(3);
    expect(pageCountOf(41, PAGE_SIZE_ALL)).toBe(1);
    expect(pageWindow(7, 20, 3)).toEqual([6, 7, 8]);
    expect(pageWindow(1, 2, 3)).toEqual([1, 2]);
    expect(pageWindow(20, 20, 3)).toEqual([18, 19, 20]);
    expect(pageRange(3, 20, 45)).toEqual({ from: 41, to: 45 });
  });
});

describe('client mode semantics (as server/lists)', () => {
  const data = [
    { id: 1, nome: 'Mario', premio: 10, pagata: true, data: '2026-03-01T10:00:00' },
    { id: 2, nome: 'maria', premio: null, pagata: null, data: '2026-03-05' },
    { id: 3, nome: null, premio: 30, pagata: false, data: null },
  ];
  it('matches text case-insensitively, keeps empty values for neq/nco, treats empty booleans as false', () => {
    const pick = (node: Parameters<typeof matchesFilter>[1]) =>
      data.filter((r) => matchesFilter(r, node)).map((r) => r.id);
    expect(pick({ field: 'nome', op: 'eq', value: { kind: 'string', value: 'MARIO' } })).toEqual([1]);
    expect(pick({ field: 'nome', op: 'nco', value: { kind: 'string', value: 'mar' } })).toEqual([3]);
    expect(pick({ field: 'premio', op: 'gte', value: { kind: 'number', value: '10' } })).toEqual([1, 3]);
    expect(pick({ field: 'premio', op: 'neq', value: { kind: 'number', value: '10' } })).toEqual([2, 3]);
    expect(pick({ field: 'pagata', op: 'eq', value: { kind: 'boolean', value: false } })).toEqual([2, 3]);
    expect(pick({ field: 'data', op: 'lte', value: { kind: 'date', value: '2026-03-05T23:59:59' } })).toEqual(
      [1, 2],
    );
  });
  it('sorts stably, searches all shown columns and pages', () => {
    const cols: GridColumn[] = [{ field: 'nome' }];
    const r = processClientRows(data, cols, {
      filter: null,
      sort: [{ field: 'premio', direction: 'desc' }],
      fullTextSearch: '',
      page: 1,
      pageSize: 2,
    });
    expect(r.all.map((x) => x.id)).toEqual([2, 3, 1]);
    expect(r.page.map((x) => x.id)).toEqual([2, 3]);
    expect(
      processClientRows(data, cols, { filter: null, sort: [], fullTextSearch: 'mari', page: 1, pageSize: 20 })
        .total,
    ).toBe(2);
  });
});

describe('edit form from the columns (spec 1 §3)', () => {
  it('orders by editOrder, hides editHide, underscore and command fields, keeps editDisabled as disabled', () => {
    const fields = editFieldsOf([
      { field: 'nome', editOrder: 2 },
      { field: '_hash' },
      { field: 'email', editOrder: 1, editType: 'email' },
      { field: 'ruoloID', editSource: 'ruoli/web', editSourceValue: 'value', editSourceText: 'text' },
      { field: 'note', editHide: true },
      { field: 'azioni', type: 'actions' },
      { field: 'userName', editDisabled: true },
    ]);
    expect(fields.map((f) => [f.field, f.type, f.disabled])).toEqual([
      ['email', 'email', false],
      ['nome', 'text', false],
      ['ruoloID', 'select', false],
      ['userName', 'text', true],
    ]);
    expect(fields[2]?.source).toEqual({ path: 'dropdown/ruoli/web', value: 'value', text: 'text' });
    expect(
      editedRow({ id: 1, userName: 'a', nome: 'x' }, fields, {
        nome: '',
        userName: 'b',
        ruoloID: '5',
        email: 'e@x.it',
      }),
    ).toEqual({
      id: 1,
      userName: 'a',
      nome: null,
      ruoloID: '5',
      email: 'e@x.it',
    });
  });
});
