import { describe, expect, it } from 'vitest';
import { textWidth } from './helveticaWidths';
import { pdfString, winAnsiBytes, wrapText, writePdf } from './writePdf';
import { readPdf } from './readPdf';

describe('writePdf', () => {
  const lungo = Array.from(
    { length: 60 },
    (_, i) =>
      `Paragrafo ${i + 1}: la Compagnia rimborsa le spese mediche sostenute all’estero, entro 5.000 € per sinistro, più l’assistenza 24 ore su 24 (città, perché, società).`,
  );
  const pdf = writePdf({
    title: 'Condizioni di assicurazione — Crociera Serena',
    footer: 'Europa Assistance Viaggi',
    blocks: [
      { kind: 'heading', text: 'Oggetto dell’assicurazione' },
      ...lungo.map((text) => ({ kind: 'paragraph' as const, text })),
      { kind: 'small', text: 'Età massima: 85 anni. Più info: www.esempio.it' },
    ],
  });
  const parsed = readPdf(pdf);

  it('is a well-formed PDF: header, xref offsets pointing at their objects, trailer, %%EOF', () => {
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(parsed.objectCount).toBeGreaterThan(6);
    for (const [n, offset] of parsed.offsets) {
      expect(text.slice(offset, offset + `${n} 0 obj`.length)).toBe(`${n} 0 obj`);
    }
  });

  it('has stream lengths that match their content', () => {
    for (const s of parsed.streams) expect(s.declaredLength).toBe(s.actualLength);
  });

  it('breaks long text onto several pages, each with its footer', () => {
    expect(parsed.pageCount).toBeGreaterThan(1);
    expect(parsed.pages).toHaveLength(parsed.pageCount);
    parsed.pages.forEach((page, i) => {
      expect(page.at(-1)).toBe(`Europa Assistance Viaggi - Pagina ${i + 1} di ${parsed.pageCount}`);
    });
  });

  it('keeps every word, the Italian accents, the euro sign and typographic quotes (WinAnsi)', () => {
    const all = parsed.pages.flat().join(' ');
    expect(all).toContain('Condizioni di assicurazione — Crociera Serena');
    expect(all).toContain('Oggetto dell’assicurazione');
    expect(all).toContain('Età massima: 85 anni. Più info: www.esempio.it');
    expect(all).toContain('entro 5.000 € per');
    expect(all).toContain('(città, perché, società).');
    const words = parsed.pages
      .flat()
      .filter((l) => !l.includes('Pagina'))
      .join(' ')
      .split(/\s+/);
    for (let i = 1; i <= 60; i++) expect(words).toContain(`${i}:`);
  });

  it('never writes a line wider than the text area', () => {
    for (const line of parsed.lines) {
      expect(textWidth(line.text, line.font === 'F2', line.size)).toBeLessThanOrEqual(595.28 - 2 * 56 + 0.01);
    }
  });
});

describe('PDF text helpers', () => {
  it('encodes WinAnsi: Latin-1 as is, € as 0x80, ’ as 0x92, unknown as ?', () => {
    expect(winAnsiBytes('àè€’Ω')).toEqual([0xe0, 0xe8, 0x80, 0x92, 0x3f]);
  });

  it('escapes parentheses and backslashes, writes bytes above 126 in octal', () => {
    expect(pdfString('a(b)\\c è')).toBe('(a\\(b\\)\\\\c \\350)');
  });

  it('wraps on words, and cuts a word longer than the line', () => {
    expect(wrapText('uno due tre', 'F1', 10, textWidth('uno due', false, 10))).toEqual(['uno due', 'tre']);
    const cut = wrapText('x'.repeat(50), 'F1', 10, textWidth('x'.repeat(20), false, 10));
    expect(cut.join('')).toBe('x'.repeat(50));
    expect(cut.every((l) => l.length <= 20)).toBe(true);
  });

  it('has a Helvetica width for each printable ASCII character', () => {
    expect(textWidth(' ', false, 1000)).toBe(278);
    expect(textWidth('~', false, 1000)).toBe(584);
    expect(textWidth('~', true, 1000)).toBe(584);
    expect(textWidth('W', true, 1000)).toBe(944);
    expect(textWidth('à', false, 1000)).toBe(556);
  });
});
