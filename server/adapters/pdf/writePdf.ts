import { textWidth } from './helveticaWidths';

/**
 * A minimal PDF 1.4 writer for text documents (terms and conditions): A4 pages, Helvetica and
 * Helvetica-Bold (standard fonts, nothing embedded) in WinAnsiEncoding so Italian accents and the
 * euro sign print, word wrapping on the fonts' real widths, automatic page breaks and a
 * "Pagina n di N" footer. Streams are not compressed, so the output is plain ASCII.
 *
 * writePdf({ title: 'Condizioni', blocks: [{ kind: 'heading', text: 'Oggetto' }, { kind: 'paragraph', text: '…' }] })
 */

export type PdfBlockKind = 'title' | 'heading' | 'paragraph' | 'small';
export interface PdfBlock {
  kind: PdfBlockKind;
  text: string;
}
export interface PdfDocument {
  title: string;
  blocks: PdfBlock[];
  /** Left part of every page's footer, e.g. the insurer's name. */
  footer?: string;
}

const PAGE_W = 595.28;
const PAGE_H = 841.89;
const MARGIN = 56;
const FOOTER_Y = 30;
const STYLE: Record<PdfBlockKind, { font: 'F1' | 'F2'; size: number; before: number }> = {
  title: { font: 'F2', size: 16, before: 0 },
  heading: { font: 'F2', size: 12, before: 10 },
  paragraph: { font: 'F1', size: 10, before: 4 },
  small: { font: 'F1', size: 8, before: 4 },
};

/** Unicode characters outside Latin-1 that WinAnsiEncoding has, and their byte. */
const WIN_ANSI_EXTRA: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

/** The WinAnsi bytes of a text; characters the encoding lacks become '?'. */
export function winAnsiBytes(text: string): number[] {
  const bytes: number[] = [];
  for (const ch of text.normalize('NFC')) {
    const code = ch.codePointAt(0)!;
    if (code === 0x09) bytes.push(0x20);
    else if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) bytes.push(code);
    else bytes.push(WIN_ANSI_EXTRA[ch] ?? 0x3f);
  }
  return bytes;
}

/** A PDF literal string in plain ASCII: specials escaped, bytes above 126 as octal escapes. */
export function pdfString(text: string): string {
  let s = '(';
  for (const b of winAnsiBytes(text)) {
    if (b === 0x28 || b === 0x29 || b === 0x5c) s += `\\${String.fromCharCode(b)}`;
    else if (b < 0x20 || b > 0x7e) s += `\\${b.toString(8).padStart(3, '0')}`;
    else s += String.fromCharCode(b);
  }
  return `${s})`;
}

/** Splits a paragraph into lines no wider than `width` points (a too-long word is cut). */
export function wrapText(text: string, font: 'F1' | 'F2', size: number, width: number): string[] {
  const lines: string[] = [];
  for (const para of text.split(/\r?\n/)) {
    let line = '';
    for (const word of para.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (textWidth(candidate, font === 'F2', size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (textWidth(line, font === 'F2', size) > width) {
        let cut = line.length - 1;
        while (cut > 1 && textWidth(line.slice(0, cut), font === 'F2', size) > width) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
  }
  return lines;
}

interface Line {
  font: 'F1' | 'F2';
  size: number;
  y: number;
  text: string;
}

function layout(blocks: PdfBlock[]): Line[][] {
  const pages: Line[][] = [[]];
  let y = PAGE_H - MARGIN;
  const bottom = MARGIN + 10;
  for (const block of blocks) {
    const { font, size, before } = STYLE[block.kind];
    const leading = size * 1.35;
    y -= before;
    for (const text of wrapText(block.text, font, size, PAGE_W - 2 * MARGIN)) {
      if (y - size < bottom) {
        pages.push([]);
        y = PAGE_H - MARGIN;
      }
      y -= leading;
      pages[pages.length - 1]!.push({ font, size, y, text });
    }
  }
  return pages;
}

const fmt = (n: number) => (Math.round(n * 100) / 100).toString();

function pageContent(lines: Line[], footer: string): string {
  const ops: string[] = [];
  for (const l of lines) {
    if (!l.text) continue;
    ops.push(`BT /${l.font} ${l.size} Tf ${fmt(MARGIN)} ${fmt(l.y)} Td ${pdfString(l.text)} Tj ET`);
  }
  ops.push(`BT /F1 8 Tf ${fmt(MARGIN)} ${FOOTER_Y} Td ${pdfString(footer)} Tj ET`);
  return `${ops.join('\n')}\n`;
}

/** The document as PDF bytes. */
export function writePdf(doc: PdfDocument): Buffer {
  const pages = layout([{ kind: 'title', text: doc.title }, ...doc.blocks]);
  const objects: string[] = [];
  const add = (body: string) => objects.push(body) as number;
  const catalog = add('');
  const pagesObj = add('');
  const f1 = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const f2 = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const info = add(`<< /Title ${pdfString(doc.title)} /Producer (Portale polizze viaggio) >>`);
  const kids: number[] = [];
  pages.forEach((lines, i) => {
    const footer = `${doc.footer ? `${doc.footer} - ` : ''}Pagina ${i + 1} di ${pages.length}`;
    const content = pageContent(lines, footer);
    const contentObj = add(`<< /Length ${content.length} >>\nstream\n${content}endstream`);
    kids.push(
      add(
        `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] ` +
          `/Resources << /Font << /F1 ${f1} 0 R /F2 ${f2} 0 R >> >> /Contents ${contentObj} 0 R >>`,
      ),
    );
  });
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R >>`;
  objects[pagesObj - 1] =
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;

  // The binary comment line tells transfer tools the file is binary (PDF 1.4, 7.5.2).
  let out = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
