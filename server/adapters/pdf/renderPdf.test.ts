import { describe, expect, it } from 'vitest';
import { readPdf, type ReadPdf } from '../../test/readPdf';
import { renderPdf } from './renderPdf';

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
