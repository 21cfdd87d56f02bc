import { checkDimension, columnIndex } from './dimension';
import { inflateChunks } from './inflatePart';
import { RowCollector, SharedString, hasContent, type RawCell } from './rowCollector';
import { SheetRefused, type ReadOptions, type SheetContent, type SheetLimits } from './types';
import { planXlsx } from './xlsxPlan';
import { XmlScanner, type Attributes, type XmlHandler } from './xmlScanner';
import type { ZipPart } from './zipDirectory';

/** Excel's own limit for a cell's text: a longer one comes from no spreadsheet program. */
const MAX_CELL_CHARS = 32_767;

const unreadable = () => new SheetRefused({ kind: 'unreadable' });

/** OOXML writes control characters as `_x000D_`; `_x005F_` escapes an underscore. */
const unescapeOoxml = (text: string) =>
  text.includes('_x')
    ? text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    : text;

/** Feeds a part's XML to `handler` as it inflates, until the part ends or `handler.done`. */
async function scanPart(bytes: Uint8Array, part: ZipPart, handler: XmlHandler & { done: boolean }) {
  const scanner = new XmlScanner(handler);
  let decoder: TextDecoder | undefined;
  for await (const chunk of inflateChunks(bytes, part)) {
    decoder ??= new TextDecoder(chunk[0] === 0xff && chunk[1] === 0xfe ? 'utf-16le' : 'utf-8');
    scanner.write(decoder.decode(chunk, { stream: true }));
    if (handler.done) return;
  }
  scanner.write(decoder?.decode() ?? '');
  scanner.end();
}

/**
 * The cells of `<sheetData>` row by row: `<c>` with its `r` address (or after the previous one),
 * its type `t` and its value — `<v>` (a number, a shared string's index, a boolean, an error, a
 * formula's text result) or `<is><t>` (inline text, phonetic runs left out). Each row goes to the
 * collector when it closes; a value past `maxColumns` or a row past `maxSheetRows` stops the read.
 */
class SheetHandler implements XmlHandler {
  wantsText = false;
  done = false;
  /** Whether `<sheetData>` was there at all: a part without it is no worksheet. */
  sheetData = false;
  #row = 0;
  #cells: RawCell[] | undefined;
  #nextColumn = 0;
  #column = 0;
  #type = 'n';
  #value = '';
  #hasValue = false;
  #inline = false;
  #phonetic = false;

  constructor(
    private readonly limits: SheetLimits,
    private readonly rows: RowCollector,
  ) {}

  open(name: string, attributes: Attributes): void {
    switch (name) {
      case 'dimension':
        checkDimension(attributes.get('ref'), this.limits);
        break;
      case 'sheetData':
        this.sheetData = true;
        break;
      case 'row': {
        const r = attributes.get('r');
        const row = r === undefined ? this.#row + 1 : Number(r);
        if (!Number.isInteger(row) || row <= this.#row) throw unreadable();
        if (row > this.limits.maxSheetRows) throw new SheetRefused({ kind: 'tooLong', rows: row });
        this.#row = row;
        this.#cells = [];
        this.#nextColumn = 0;
        break;
      }
      case 'c': {
        const r = attributes.get('r');
        const column = r === undefined ? this.#nextColumn : columnIndex(/^[A-Za-z]*/.exec(r)![0]);
        if (column < 0 || column > 16_383 || !this.#cells) throw unreadable();
        this.#column = column;
        this.#nextColumn = column + 1;
        this.#type = attributes.get('t') ?? 'n';
        this.#value = '';
        this.#hasValue = false;
        break;
      }
      case 'v':
        this.#hasValue = true;
        this.wantsText = true;
        break;
      case 'is':
        this.#hasValue = true;
        this.#inline = true;
        break;
      case 'rPh':
        this.#phonetic = true;
        break;
      case 't':
        this.wantsText = this.#inline && !this.#phonetic;
        break;
    }
  }

  text(value: string): void {
    this.#value += value;
    if (this.#value.length > MAX_CELL_CHARS * 2) throw unreadable();
  }

  close(name: string): void {
    switch (name) {
      case 'v':
      case 't':
        this.wantsText = false;
        break;
      case 'rPh':
        this.#phonetic = false;
        break;
      case 'is':
        this.#inline = false;
        break;
      case 'c': {
        const cell = this.#cell();
        if (!hasContent(cell)) break;
        if (this.#column >= this.limits.maxColumns)
          throw new SheetRefused({ kind: 'tooWide', columns: this.#column + 1 });
        this.#cells![this.#column] = cell;
        break;
      }
      case 'row':
        if (this.#cells) this.rows.add(this.#row, this.#cells);
        this.#cells = undefined;
        break;
      case 'sheetData':
        this.done = true;
        break;
    }
  }

  #cell(): RawCell {
    if (!this.#hasValue) return null;
    const v = this.#value;
    switch (this.#type) {
      case 's': {
        const index = Number(v);
        return Number.isInteger(index) && index >= 0 ? new SharedString(index) : null;
      }
      case 'inlineStr':
      case 'str':
        return unescapeOoxml(v);
      case 'b':
        return v.trim() === '1' || v.trim() === 'true';
      case 'e':
      case 'd':
        return v;
      default: {
        const n = Number(v);
        return v.trim() === '' ? null : Number.isFinite(n) ? n : v;
      }
    }
  }
}

/** The texts of the shared strings at `wanted` (each `<si>`'s `<t>`s, phonetic runs left out). */
class SharedStringsHandler implements XmlHandler {
  wantsText = false;
  done = false;
  readonly found = new Map<number, string>();
  #index = -1;
  #keep = false;
  #phonetic = false;
  #text = '';
  readonly #last: number;

  constructor(private readonly wanted: ReadonlySet<number>) {
    let last = -1;
    for (const i of wanted) if (i > last) last = i;
    this.#last = last;
  }

  open(name: string): void {
    if (name === 'si') {
      this.#index++;
      this.#keep = this.wanted.has(this.#index);
      this.#text = '';
    } else if (name === 'rPh') this.#phonetic = true;
    else if (name === 't') this.wantsText = this.#keep && !this.#phonetic;
  }

  text(value: string): void {
    this.#text += value;
    if (this.#text.length > MAX_CELL_CHARS * 2) throw unreadable();
  }

  close(name: string): void {
    if (name === 't') this.wantsText = false;
    else if (name === 'rPh') this.#phonetic = false;
    else if (name === 'si') {
      if (this.#keep) this.found.set(this.#index, unescapeOoxml(this.#text));
      if (this.#index >= this.#last) this.done = true;
    }
  }
}

/**
 * The first sheet of an .xlsx, streamed: `planXlsx` first (directory, sizes, declared dimension),
 * then the sheet's XML as it inflates, stopping at `</sheetData>` or at the first limit passed, then
 * only the shared strings the kept cells use. Memory holds the kept rows, never the sheet.
 */
export async function readXlsx(bytes: Uint8Array, { limits, select }: ReadOptions): Promise<SheetContent> {
  const plan = planXlsx(bytes, limits);
  const rows = new RowCollector(limits);
  const sheet = new SheetHandler(limits, rows);
  await scanPart(bytes, plan.sheet, sheet);
  if (!sheet.sheetData) throw unreadable();
  const wanted = rows.sharedIndexes;
  if (wanted.size === 0) return rows.finish(select);
  if (!plan.sharedStrings) throw unreadable();
  const strings = new SharedStringsHandler(wanted);
  await scanPart(bytes, plan.sharedStrings, strings);
  return rows.finish(select, strings.found);
}
