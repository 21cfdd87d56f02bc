/**
 * Reads back what writePdf writes (uncompressed streams, literal strings, one xref section), for
 * tests: no PDF tool is installed here. It follows the file the way a viewer does — startxref →
 * xref table → objects → page tree → content streams — so a wrong offset or length fails.
 */

const WIN_ANSI_HIGH: Record<number, string> = {
  0x80: '€',
  0x82: '‚',
  0x83: 'ƒ',
  0x84: '„',
  0x85: '…',
  0x86: '†',
  0x87: '‡',
  0x88: 'ˆ',
  0x89: '‰',
  0x8a: 'Š',
  0x8b: '‹',
  0x8c: 'Œ',
  0x8e: 'Ž',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
  0x98: '˜',
  0x99: '™',
  0x9a: 'š',
  0x9b: '›',
  0x9c: 'œ',
  0x9e: 'ž',
  0x9f: 'Ÿ',
};

function decodeLiteral(body: string): string {
  let out = '';
  for (let i = 0; i < body.length; i++) {
    let ch = body[i]!;
    if (ch === '\\') {
      const next = body[++i]!;
      const octal = /^[0-7]{1,3}/.exec(body.slice(i))?.[0];
      if (octal) {
        ch = String.fromCharCode(parseInt(octal, 8));
        i += octal.length - 1;
      } else ch = next;
    }
    const code = ch.charCodeAt(0);
    out += WIN_ANSI_HIGH[code] ?? ch;
  }
  return out;
}

export interface ReadPdfLine {
  font: string;
  size: number;
  text: string;
}

export interface ReadPdf {
  objectCount: number;
  offsets: Array<[number, number]>;
  streams: Array<{ declaredLength: number; actualLength: number }>;
  pageCount: number;
  /** Text lines of each page, in order. */
  pages: string[][];
  lines: ReadPdfLine[];
}

export function readPdf(pdf: Buffer): ReadPdf {
  const text = pdf.toString('latin1');
  if (!text.startsWith('%PDF-')) throw new Error('not a PDF');
  const startxref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1]);
  if (!Number.isInteger(startxref) || !text.startsWith('xref', startxref)) throw new Error('bad startxref');
  const section = /^xref\n0 (\d+)\n/.exec(text.slice(startxref));
  if (!section) throw new Error('bad xref');
  const size = Number(section[1]);
  const entries = text
    .slice(startxref + section[0].length)
    .split('\n')
    .slice(0, size);
  const offsets: Array<[number, number]> = [];
  entries.forEach((e, n) => {
    if (e.length !== 19) throw new Error(`xref entry ${n} is not 20 bytes`);
    if (n > 0) offsets.push([n, Number(e.slice(0, 10))]);
  });
  const object = (n: number): string => {
    const at = offsets.find(([k]) => k === n)?.[1];
    if (at === undefined) throw new Error(`no object ${n}`);
    const head = `${n} 0 obj\n`;
    if (!text.startsWith(head, at)) throw new Error(`object ${n} is not at its offset`);
    return text.slice(at + head.length, text.indexOf('\nendobj', at));
  };
  const root = Number(/\/Root (\d+) 0 R/.exec(text.slice(startxref))?.[1]);
  const pagesRef = Number(/\/Pages (\d+) 0 R/.exec(object(root))?.[1]);
  const pagesObj = object(pagesRef);
  const kids = [...(/\/Kids \[([^\]]*)\]/.exec(pagesObj)?.[1] ?? '').matchAll(/(\d+) 0 R/g)].map((m) =>
    Number(m[1]),
  );
  const pageCount = Number(/\/Count (\d+)/.exec(pagesObj)?.[1]);

  const streams: ReadPdf['streams'] = [];
  const pages: string[][] = [];
  const lines: ReadPdfLine[] = [];
  for (const kid of kids) {
    const contentRef = Number(/\/Contents (\d+) 0 R/.exec(object(kid))?.[1]);
    const body = object(contentRef);
    const declaredLength = Number(/\/Length (\d+)/.exec(body)?.[1]);
    const start = body.indexOf('stream\n') + 'stream\n'.length;
    const data = body.slice(start, body.lastIndexOf('endstream'));
    streams.push({ declaredLength, actualLength: Buffer.byteLength(data, 'latin1') });
    const pageLines: string[] = [];
    for (const m of data.matchAll(/\/(F\d) ([\d.]+) Tf [\d.]+ [\d.]+ Td \(((?:\\.|[^\\)])*)\) Tj/g)) {
      const line = { font: m[1]!, size: Number(m[2]), text: decodeLiteral(m[3]!) };
      lines.push(line);
      pageLines.push(line.text);
    }
    pages.push(pageLines);
  }
  return { objectCount: size - 1, offsets, streams, pageCount, pages, lines };
}
