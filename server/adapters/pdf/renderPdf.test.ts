import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readPdf, type ReadPdf } from '../../test/readPdf';
import { renderPdf, ricordaLavoro } from './renderPdf';

describe('renderPdf', () => {
  const lungo = Array.from(
    { length: 60 },
    (_, i) =>
      `Paragrafo ${i + 1}: la Compagnia rimborsa le spese mediche sostenute all’estero, entro 5.000 € per sinistro, più l’assistenza 24 ore su 24 (città, perché, società).`,
  );
  let bytes: Buffer;
  let pdf: ReadPdf;

  it('makes a PDF that a real reader opens, with title, author and Italian as its language', async () => {
    bytes = await renderPdf({
      title: 'Condizioni di assicurazione — Crociera Serena',
      author: 'Europa Assistance Viaggi',
      footer: 'Europa Assistance Viaggi',
      blocks: [
        { kind: 'heading', text: 'Oggetto dell’assicurazione' },
        ...lungo.map((text) => ({ kind: 'paragraph' as const, text })),
        { kind: 'paragraph', text: '' },
        { kind: 'small', text: 'Età massima: 85 anni. Più info: www.esempio.it' },
        { kind: 'small', text: 'Assicurati: Łukasz Żółć, Søren Ødegård, Ayşe Şahin, Ðorđe Čolić.' },
      ],
    });
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    pdf = await readPdf(bytes);
    expect(pdf.info).toMatchObject({
      Title: 'Condizioni di assicurazione — Crociera Serena',
      Author: 'Europa Assistance Viaggi',
      Language: 'it-IT',
    });
  });

  it('breaks long text onto several pages, each with its footer', () => {
    expect(pdf.pageCount).toBeGreaterThan(1);
    expect(pdf.pages).toHaveLength(pdf.pageCount);
    pdf.pages.forEach((page, i) => {
      expect(page.at(-1)).toBe(`Europa Assistance Viaggi - Pagina ${i + 1} di ${pdf.pageCount}`);
    });
  });

  it('keeps every paragraph, the Italian accents, the euro sign, typographic quotes and foreign names', () => {
    const all = pdf.pages.flat().join(' ');
    expect(pdf.pages[0]![0]).toBe('Condizioni di assicurazione — Crociera Serena');
    expect(all).toContain('Oggetto dell’assicurazione');
    expect(all).toContain('Età massima: 85 anni. Più info: www.esempio.it');
    expect(all).toContain('entro 5.000 € per');
    expect(all).toContain('(città, perché, società).');
    expect(all).toContain('Łukasz Żółć, Søren Ødegård, Ayşe Şahin, Ðorđe Čolić.');
    for (let i = 1; i <= 60; i++) expect(all).toContain(`Paragrafo ${i}:`);
  });

  it('embeds its font (as a subset), so every viewer shows the same glyphs', () => {
    const raw = bytes.toString('latin1');
    expect(raw).toContain('/FontFile2');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+LiberationSans-Bold/);
    expect(raw).not.toContain('/BaseFont /Helvetica');
  });
});

describe('the fonts kept across documents (ricordaLavoro)', () => {
  interface Run {
    glyphs: Array<{ id: number }>;
    positions: Array<{ xAdvance: number }>;
    advanceWidth: number;
  }
  interface Subset {
    glyphs: number[];
    includeGlyph(id: number): number;
    encode(): Uint8Array;
  }
  interface TestFont {
    layout(text: string, features?: unknown): Run;
    createSubset(): Subset;
  }
  const fontFile = path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    '../../assets/fonts/LiberationSans-Regular.ttf',
  );

  /** A real font, wrapped, counting what fontkit itself is asked. */
  async function fontContato() {
    const { create } = await import('fontkit');
    const font = create(await readFile(fontFile)) as unknown as TestFont;
    const conti = { layout: 0, encode: 0 };
    const layout = font.layout.bind(font);
    font.layout = (text, features) => {
      conti.layout++;
      return layout(text, features);
    };
    const createSubset = font.createSubset.bind(font);
    font.createSubset = () => {
      const s = createSubset();
      const encode = s.encode.bind(s);
      s.encode = () => {
        conti.encode++;
        return encode();
      };
      return s;
    };
    return { font: ricordaLavoro(font as never) as unknown as TestFont, conti };
  }

  it('lays out a word once, and hands each document positions of its own to scale', async () => {
    const { font, conti } = await fontContato();
    const primo = font.layout('Polizza ');
    const larghezza = primo.advanceWidth;
    // pdfkit scales the positions it gets in place.
    for (const p of primo.positions) p.xAdvance *= 2;
    const secondo = font.layout('Polizza ');
    expect(conti.layout).toBe(1);
    expect(secondo.advanceWidth).toBe(larghezza);
    expect(secondo.glyphs.map((g) => g.id)).toEqual(primo.glyphs.map((g) => g.id));
    // With features (pdfkit passes them only when asked to) fontkit lays the text out each time.
    font.layout('Polizza ', ['liga']);
    expect(conti.layout).toBe(2);
  });

  it('encodes a subset of the same glyphs in the same order once, and another subset anew', async () => {
    const { font, conti } = await fontContato();
    const subset = (ids: number[]) => {
      const s = font.createSubset();
      for (const id of ids) s.includeGlyph(id);
      return Buffer.from(s.encode());
    };
    const a = subset([0, 36, 37, 38]);
    expect(subset([0, 36, 37, 38]).equals(a)).toBe(true);
    expect(conti.encode).toBe(1);
    expect(subset([0, 37, 36, 38]).equals(a)).toBe(false);
    expect(conti.encode).toBe(2);
  });
});
