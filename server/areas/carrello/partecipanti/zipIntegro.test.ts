import { describe, expect, it } from 'vitest';
import { xlsxDi } from './fileDiProva';
import { zipIntegro } from './zipIntegro';

describe('zipIntegro', () => {
  it('accepts a real xlsx and refuses it cut short, corrupted inside, or as a bare local header', async () => {
    const xlsx = await xlsxDi([
      ['Cognome', 'Nome'],
      ['Rossi', 'Mario'],
    ]);
    expect(zipIntegro(xlsx)).toBe(true);
    expect(zipIntegro(xlsx.subarray(0, xlsx.length - 1))).toBe(false);
    const guasto = Buffer.from(xlsx);
    for (let i = 200; i < guasto.length - 200; i += 97) guasto[i] = guasto[i]! ^ 0x5a;
    expect(zipIntegro(guasto)).toBe(false);
    expect(zipIntegro(Buffer.from('504b0304140000000800', 'hex'))).toBe(false);
    expect(zipIntegro(Buffer.alloc(0))).toBe(false);
  });
});
