import {
  headerKey,
  SheetRefused,
  type Cell,
  type ColumnSelection,
  type SheetContent,
  type SheetLimits,
  type SheetRow,
} from './types';

/** An .xlsx cell pointing into the shared strings, resolved once the sheet has been read. */
export class SharedString {
  constructor(readonly index: number) {}
}

export type RawCell = Cell | SharedString;

/** Whether a cell counts as content: not null, not only spaces (a shared string counts until resolved). */
export const hasContent = (c: RawCell | undefined): boolean =>
  c !== null && c !== undefined && (typeof c !== 'string' || c.trim() !== '');

/** A header cell as text, spaces collapsed. */
const asText = (c: Cell | undefined): string =>
  c === null || c === undefined ? '' : String(c).replace(/\s+/g, ' ').trim();

/**
 * The rows a reader finds, kept only if they have content, counted against `maxRows` as they come
 * (the first is the header), so that a reader stops at the cap instead of after the whole sheet.
 */
export class RowCollector {
  readonly #rows: Array<{ row: number; cells: RawCell[] }> = [];
  readonly #shared = new Set<number>();

  constructor(private readonly limits: SheetLimits) {}

  add(row: number, cells: RawCell[]): void {
    if (!cells.some(hasContent)) return;
    if (this.#rows.length > this.limits.maxRows) throw new SheetRefused({ kind: 'tooManyRows' });
    for (const c of cells) if (c instanceof SharedString) this.#shared.add(c.index);
    this.#rows.push({ row, cells });
  }

  /** The shared strings the kept cells point at. */
  get sharedIndexes(): ReadonlySet<number> {
    return this.#shared;
  }

  /** The content: shared strings resolved, rows blank once resolved dropped, columns selected. */
  finish(select: ColumnSelection | undefined, shared: ReadonlyMap<number, string> = new Map()): SheetContent {
    const rows: SheetRow[] = [];
    for (const { row, cells } of this.#rows) {
      const resolved = Array.from(cells, (c): Cell => {
        if (c instanceof SharedString) return shared.get(c.index) ?? null;
        return c ?? null;
      });
      if (resolved.some(hasContent)) rows.push({ row, cells: resolved });
    }
    const first = rows.shift();
    const header = first?.cells ?? [];
    if (!select) return { headerRow: first?.row ?? 0, header, columns: {}, rows };

    const keyOf = new Map<string, string>();
    for (const [key, names] of Object.entries(select.columns))
      for (const name of names) if (!keyOf.has(headerKey(name))) keyOf.set(headerKey(name), key);
    const columns: Record<string, number> = {};
    header.forEach((cell, i) => {
      const key = keyOf.get(headerKey(asText(cell)));
      if (key !== undefined && !(key in columns)) columns[key] = i;
    });
    const keys = Object.keys(select.columns);
    return {
      headerRow: first?.row ?? 0,
      header,
      columns,
      rows: rows.map(({ row, cells }) => ({
        row,
        cells: keys.map((k) => (columns[k] === undefined ? null : (cells[columns[k]!] ?? null))),
      })),
    };
  }
}
