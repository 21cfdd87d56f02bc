import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimale, ripartisci } from './importi';

describe('the purchase’s money', () => {
  it('writes cents as exact decimals', () => {
    expect(decimale(0)).toBe('0.00');
    expect(decimale(5)).toBe('0.05');
    expect(decimale(123456)).toBe('1234.56');
    expect(decimale(-250)).toBe('-2.50');
  });

  it('splits a policy over its practices in whole cents that add up to the whole', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 50 }), (tot, n) => {
        const parti = ripartisci(
          {
            totaleViaggio: tot,
            imposte: tot >> 3,
            commissioni: tot >> 2,
            commissioneRete: 7,
            daPagare: tot,
            ritenuta: 1,
          },
          n,
        );
        expect(parti).toHaveLength(n);
        expect(parti.reduce((s, p) => s + p.totaleViaggio, 0)).toBe(tot);
        expect(parti.reduce((s, p) => s + p.commissioneRete, 0)).toBe(7);
        for (const p of parti) expect(Number.isInteger(p.totaleViaggio)).toBe(true);
      }),
    );
  });
});
