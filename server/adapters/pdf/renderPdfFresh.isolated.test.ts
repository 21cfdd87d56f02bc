import { describe, expect, it, vi } from 'vitest';
import { renderPdf, type PdfDocument } from './renderPdf';

// Its own file in the isolated project: vi.resetModules would otherwise reset the module registry the
// server project's files share (tests/test-isolation.test.ts).
describe('the fonts kept across documents (renderPdf.ts, ricordaLavoro)', () => {
  it('makes the same bytes as a process that never made a PDF before (apart from the date)', async () => {
    const doc = (nome: string): PdfDocument => ({
      title: 'Certificato di assicurazione',
      footer: `Polizza n. ${nome.length}`,
      blocks: [
        { kind: 'heading', text: 'Contraente' },
        { kind: 'paragraph', text: `${nome} - nato/a il 01/03/1960 - premio 1.234,50 €` },
        { kind: 'small', text: 'Garanzie: annullamento, assistenza 24 ore su 24 (città, perché).' },
      ],
    });
    const senzaData = (b: Buffer) =>
      b
        .toString('latin1')
        .replace(/\(D:\d{14}Z\)/g, '')
        .replace(/\/ID \[<[0-9a-f]+> <[0-9a-f]+>\]/, '');
    // This module has made documents of other names already; a fresh one has made none.
    for (const nome of ['Rossi Mario', 'Zanetti Yuri', 'Ayşe Şahin']) await renderPdf(doc(nome));
    const caldo = await renderPdf(doc('Ødegård Łukasz'));
    vi.resetModules();
    const fresco = await (await import('./renderPdf')).renderPdf(doc('Ødegård Łukasz'));
    expect(senzaData(caldo)).not.toMatch(/\(D:|\/ID \[/);
    expect(senzaData(caldo)).toBe(senzaData(fresco));
  });
});
