// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { GridColumn } from '../types';
import {
  contentMinWidthOf,
  initialWidthOf,
  lockedPlacementsOf,
  MAX_LOCKED_SHARE,
  MIN_COLUMN_WIDTH,
  MIN_RESIZABLE_WIDTH,
  minResizableWidthOf,
  sampleTextOf,
  textWidthOf,
} from './widths';

/** Widths Chromium draws with Bootstrap's font stack on Debian (DejaVu Sans, the widest usual UI font). */
const DRAWN = { datetime: 143.4, date: 92.2, euro: 102.5, monthYear: 66.5 };
/** table-sm's cell padding, 0.25rem each side. */
const PADDING = 8;

const col = (c: Partial<GridColumn>): GridColumn => ({ field: 'x', ...c });

describe('column widths from the content format (issue 14, defect 6)', () => {
  it('takes the widest text of dates, date-times, amounts and durations from their format', () => {
    expect(sampleTextOf(col({ type: 'date' }))).toBe('28/12/2026');
    expect(sampleTextOf(col({ type: 'datetime' }))).toBe('28/12/2026 23:58');
    expect(sampleTextOf(col({ type: 'date', format: 'MM/YYYY' }))).toBe('12/2026');
    expect(sampleTextOf(col({ type: 'numeric', format: 'c2' }))).toMatch(/^-99\.999,99\s€$/);
    expect(sampleTextOf(col({ type: 'numeric-int' }))).toBe('-99.999');
    expect(sampleTextOf(col({ type: 'secondsToTime' }))).toBe('-999:59:59');
    expect(sampleTextOf(col({}))).toBeNull();
    expect(sampleTextOf(col({ type: 'link' }))).toBeNull();
  });

  it('estimates at least what the browser draws, so a formatted cell is never cut', () => {
    expect(contentMinWidthOf(col({ type: 'datetime' }))).toBeGreaterThanOrEqual(DRAWN.datetime + PADDING);
    expect(contentMinWidthOf(col({ type: 'date' }))).toBeGreaterThanOrEqual(DRAWN.date + PADDING);
    expect(contentMinWidthOf(col({ type: 'numeric', format: 'c2' }))).toBeGreaterThanOrEqual(
      DRAWN.euro + PADDING,
    );
    expect(contentMinWidthOf(col({ type: 'date', format: 'MM/YYYY' }))).toBeGreaterThanOrEqual(
      DRAWN.monthYear + PADDING,
    );
    // …without wasting much room: within 25 px of it.
    expect(contentMinWidthOf(col({ type: 'datetime' }))).toBeLessThan(DRAWN.datetime + PADDING + 25);
    expect(contentMinWidthOf(col({}))).toBe(0);
    expect(textWidthOf('1/1')).toBeLessThan(textWidthOf('111'));
  });

  it('widens a column set too narrow for its format, keeps wider ones and the 80 px floor', () => {
    const datetime = contentMinWidthOf(col({ type: 'datetime' }));
    expect(initialWidthOf(col({ type: 'datetime', width: 140 }))).toBe(datetime);
    expect(initialWidthOf(col({ type: 'datetime', width: '100px' }))).toBe(datetime);
    expect(initialWidthOf(col({ type: 'datetime', width: 220 }))).toBe(220);
    expect(initialWidthOf(col({ width: 150 }))).toBe(150);
    expect(initialWidthOf(col({ width: 20 }))).toBe(MIN_COLUMN_WIDTH);
    expect(initialWidthOf(col({ width: '30%' }))).toBe(160);
  });

  it('lets dragging narrow free text to 10 px but formatted cells only to what they need', () => {
    expect(minResizableWidthOf(col({}))).toBe(MIN_RESIZABLE_WIDTH);
    expect(minResizableWidthOf(col({ type: 'date' }))).toBe(contentMinWidthOf(col({ type: 'date' })));
  });
});

describe('locked columns', () => {
  it('stick one after the other from the left edge, the last one marked', () => {
    const placements = lockedPlacementsOf([
      { id: '__detail', size: 40 },
      { id: 'numero', size: 190, locked: true },
      { id: 'data', size: 164 },
      { id: 'contraente', size: 170, locked: true },
    ]);
    expect([...placements]).toEqual([
      ['numero', { left: 0, last: false }],
      ['contraente', { left: 190, last: true }],
    ]);
  });

  it('are none when no column is locked', () => {
    expect(lockedPlacementsOf([{ id: 'a', size: 100 }]).size).toBe(0);
  });

  it('are dropped when they would take most of a narrow table (a long name on a phone)', () => {
    const columns = [
      { id: 'numero', size: 190, locked: true },
      { id: 'data', size: 164 },
    ];
    expect(MAX_LOCKED_SHARE).toBe(0.6);
    // A phone's 366 px: the policy number stays locked, a 280 px name does not.
    expect(lockedPlacementsOf(columns, 366).get('numero')).toEqual({ left: 0, last: true });
    expect(lockedPlacementsOf([{ id: 'nome', size: 280, locked: true }], 366).size).toBe(0);
    expect(lockedPlacementsOf([{ id: 'nome', size: 280, locked: true }], 1300).size).toBe(1);
    expect(lockedPlacementsOf(columns, null).size).toBe(1);
  });
});
