import { describe, expect, it } from 'vitest';
import { itIT } from '../../schemas/catalogues/labelTexts';
import { pluraleIt } from './plurale';

describe('pluraleIt', () => {
  it('writes the server’s Italian counts in the singular for one', () => {
    expect(pluraleIt('acquisto.oggettoConferma', 1)).toBe('Conferma acquisto – 1 polizza');
    expect(pluraleIt('acquisto.oggettoConferma', 3)).toBe('Conferma acquisto – 3 polizze');
    expect(pluraleIt('pagamento.polizzeAcquisto', 1, { acquisto: 9 })).toBe("1 polizza dell'acquisto n. 9");
    expect(pluraleIt('pagamento.polizzeAcquisto', 12, { acquisto: 9 })).toBe("12 polizze dell'acquisto n. 9");
  });

  it('finds both forms of every plural label in it-IT', () => {
    const bases = Object.keys(itIT)
      .filter((k) => /_(one|other)$/.test(k))
      .map((k) => k.replace(/_(one|other)$/, ''));
    expect(bases.length).toBeGreaterThan(0);
    for (const base of bases) {
      expect(itIT[`${base}_one`], base).toBeTruthy();
      expect(itIT[`${base}_other`], base).toBeTruthy();
    }
  });
});
