import { onFirstUse } from '../onFirstUse';
import { RowCollector } from './rowCollector';
import { SheetRefused, type ReadOptions, type SheetContent } from './types';

const iconv = onFirstUse<typeof import('iconv-lite')>('iconv-lite');

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);

/**
 * Text of a CSV as Italian offices save it: UTF-8 with or without BOM, UTF-16 with BOM (Excel's
 * "Unicode text"), otherwise Windows-1252 (Excel's "CSV (delimitato da ;)" on Italian Windows). Bytes
 * that are valid UTF-8 are read as UTF-8: cp1252 accented letters are almost never valid UTF-8.
 */
function decode(bytes: Uint8Array): string {
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) return new TextDecoder('utf-8').decode(bytes.subarray(3));
  if (startsWith(bytes, [0xff, 0xfe])) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (startsWith(bytes, [0xfe, 0xff])) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  // A NUL byte means a binary file (an image or archive renamed .csv), not text.
  if (bytes.subarray(0, 8192).includes(0)) throw new SheetRefused({ kind: 'unreadable' });
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return iconv().decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), 'win1252');
  }
}

/** The separator of the first line with content: the most frequent of `;`, `,` and tab outside quotes. */
function separator(text: string): string {
  let start = 0;
  let line = '';
  while (start < text.length) {
    const nl = text.slice(start, start + 65536).search(/[\r\n]/);
    const end = nl < 0 ? Math.min(text.length, start + 65536) : start + nl;
    line = text.slice(start, end);
    if (line.trim() !== '') break;
    start = end + 1;
  }
  const counts = new Map<string, number>([
    [';', 0],
    [',', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && counts.has(ch)) counts.set(ch, counts.get(ch)! + 1);
  }
  const [best, count] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]!;
  return count > 0 ? best : ';';
}

const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;

/**
 * The records of a CSV in order, as Excel writes them and as the csv-parse options this replaced read
 * them (`relax_quotes`, `relax_column_count`): a field opened by a quote runs to the quote before a
 * separator or line end (`""` is a quote); a quote elsewhere, or a closing one followed by something
 * else, is a character. A record wider than `maxFields` stops the read at once. One linear pass,
 * holding only the current record: csv-parse took 41 s over 5 MB of empty lines and 8 s over one
 * line of 5 million separators.
 */
export function csvRecords(
  text: string,
  sep: string,
  maxFields: number,
  onRecord: (fields: string[]) => void,
): void {
  const s = sep.charCodeAt(0);
  const n = text.length;
  const fieldEnd = (from: number) => {
    let end = from;
    while (end < n) {
      const c = text.charCodeAt(end);
      if (c === s || c === CR || c === LF) break;
      end++;
    }
    return end;
  };
  let line = 1;
  let at = 0;
  while (at < n) {
    const fields: string[] = [];
    for (;;) {
      let value: string;
      if (text.charCodeAt(at) === QUOTE) {
        let parts = '';
        let from = at + 1;
        let closed = false;
        for (;;) {
          const q = text.indexOf('"', from);
          if (q < 0) throw new SheetRefused({ kind: 'csvQuote', line });
          parts += text.slice(from, q);
          if (text.charCodeAt(q + 1) === QUOTE) {
            parts += '"';
            from = q + 2;
            continue;
          }
          from = q + 1;
          const after = text.charCodeAt(from);
          closed = from >= n || after === s || after === CR || after === LF;
          break;
        }
        // A quote closed by something else than a separator: the field is read as written.
        const end = closed ? from : fieldEnd(from);
        value = closed ? parts : text.slice(at, end);
        for (let i = text.indexOf('\n', at); i >= 0 && i < end; i = text.indexOf('\n', i + 1)) line++;
        at = end;
      } else {
        const end = fieldEnd(at);
        value = text.slice(at, end);
        at = end;
      }
      fields.push(value);
      if (fields.length > maxFields) throw new SheetRefused({ kind: 'tooWide', columns: fields.length });
      const c = text.charCodeAt(at);
      if (c === s) {
        at++;
        continue;
      }
      if (c === CR) at += text.charCodeAt(at + 1) === LF ? 2 : 1;
      else if (c === LF) at++;
      line++;
      break;
    }
    onRecord(fields);
  }
}

/**
 * A CSV's rows: record N is row N (as Excel shows it), no more records than `maxSheetRows`, no more
 * fields than `maxColumns`, at most `maxRows` records with content after the header.
 */
export function readCsv(bytes: Uint8Array, { limits, select }: ReadOptions): SheetContent {
  const text = decode(bytes);
  const rows = new RowCollector(limits);
  let row = 0;
  csvRecords(text, separator(text), limits.maxColumns, (fields) => {
    if (++row > limits.maxSheetRows) throw new SheetRefused({ kind: 'tooLong', rows: row });
    rows.add(row, fields);
  });
  return rows.finish(select);
}
