import { describe, expect, it } from 'vitest';
import { createSheetPlan } from './sheetPlan';
import { cellValue, columnWidth, groupText, sheetNameAt } from './sheetRules';
import type { SheetPlanInput, SheetStep } from './sheetTypes';

const labels = { yes: 'Sì', no: 'No', empty: '—' };
const input: SheetPlanInput = {
  columns: [
    { field: 'codice', title: 'Codice', exportWidth: 18 },
    { field: 'data', title: 'Data', type: 'date' },
    { field: 'importo', title: 'Importo', type: 'numeric' },
  ],
  groups: [{ field: 'zona', title: 'Zona' }],
  sheetName: 'Foglio 1',
  labels,
};

const run = (plan: SheetPlanInput, rows: Array<Record<string, unknown>>): SheetStep[] => {
  const p = createSheetPlan(plan);
  return [...rows.flatMap((r) => p.stepsFor(r)), ...p.finish()];
};
const kinds = (steps: SheetStep[]) =>
  steps.map((s) => (s.kind === 'sheet' ? `sheet ${s.name}` : s.kind === 'group' ? `group ${s.text}` : 'row'));

describe('createSheetPlan', () => {
  it('opens the first sheet with its columns, and a group row each time the group value changes', () => {
    const steps = run(input, [
      { codice: 'A', zona: 'Europa', data: '2026-03-05T09:30:00', importo: '12.5' },
      { codice: 'B', zona: 'Europa' },
      { codice: 'C', zona: null },
    ]);
    expect(kinds(steps)).toEqual([
      'sheet Foglio 1',
      'group Zona: Europa',
      'row',
      'row',
      'group Zona: —',
      'row',
    ]);
    const sheet = steps[0] as Extract<SheetStep, { kind: 'sheet' }>;
    expect(sheet.columns).toEqual([
      { key: 'codice', title: 'Codice', width: 18 },
      { key: 'data', title: 'Data', width: 20, numFmt: 'dd/mm/yyyy' },
      { key: 'importo', title: 'Importo', width: 20, numFmt: '#,##0.00' },
    ]);
    expect((steps[2] as Extract<SheetStep, { kind: 'row' }>).cells).toEqual([
      { value: 'A' },
      { value: new Date(Date.UTC(2026, 2, 5, 9, 30)), numFmt: 'dd/mm/yyyy' },
      { value: 12.5, numFmt: '#,##0.00' },
    ]);
  });

  it('repeats every inner group level when an outer one changes', () => {
    const plan = {
      ...input,
      groups: [...input.groups, { field: 'attivo', title: 'Attivo', type: 'boolean' }],
    };
    const steps = run(plan, [
      { zona: 'Europa', attivo: true },
      { zona: 'Mondo', attivo: true },
    ]);
    expect(kinds(steps)).toEqual([
      'sheet Foglio 1',
      'group Zona: Europa',
      'group   Attivo: Sì',
      'row',
      'group Zona: Mondo',
      'group   Attivo: Sì',
      'row',
    ]);
  });

  it('starts the next sheet when one is full, counting the header and the group rows', () => {
    const steps = run(
      { ...input, groups: [], rowsPerSheet: 3 },
      [1, 2, 3, 4, 5].map((n) => ({ codice: n })),
    );
    expect(kinds(steps)).toEqual([
      'sheet Foglio 1',
      'row',
      'row',
      'sheet Foglio 2',
      'row',
      'row',
      'sheet Foglio 3',
      'row',
    ]);
  });

  it('keeps formula-looking text as text, and writes a header-only sheet when no row comes', () => {
    const [, , row] = run(input, [{ codice: '=1+1', zona: 'x' }]);
    expect((row as Extract<SheetStep, { kind: 'row' }>).cells[0]).toEqual({ value: '=1+1', numFmt: '@' });
    expect(kinds(run(input, []))).toEqual(['sheet Foglio 1']);
  });
});

describe('column values', () => {
  it('writes the text a column gives for a raw value, and other values as they are', () => {
    const steps = run(
      {
        ...input,
        groups: [],
        columns: [{ field: 'tipo', title: 'Tipo', values: { touroperator: 'Tour operator' } }],
      },
      [{ tipo: 'touroperator' }, { tipo: 'altro' }, { tipo: null }],
    );
    const cells = steps.flatMap((s) => (s.kind === 'row' ? [s.cells[0]?.value] : []));
    expect(cells).toEqual(['Tour operator', 'altro', null]);
  });
});

describe('sheet rules', () => {
  it('turn values into cells by type', () => {
    expect(cellValue('1', 'boolean', labels)).toBe('Sì');
    expect(cellValue(false, undefined, labels)).toBe('No');
    expect(cellValue('abc', 'numeric', labels)).toBeNull();
    expect(cellValue({ a: 1 }, undefined, labels)).toBe('{"a":1}');
    expect(cellValue('', 'date', labels)).toBeNull();
  });

  it('write group values, widths and sheet names', () => {
    expect(groupText('2026-03-05T00:00:00', 'date', labels)).toBe('05/03/2026');
    expect(groupText('', undefined, labels)).toBe('—');
    expect(columnWidth({ exportWidth: 999 })).toBe(255);
    expect(columnWidth({ exportWidth: -1 })).toBe(20);
    expect(sheetNameAt('Foglio 1', 3)).toBe('Foglio 3');
    expect(sheetNameAt('Dati', 2)).toBe('Dati 2');
  });
});
