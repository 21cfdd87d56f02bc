import { describe, expect, it } from 'vitest';
import {
  centsToEuro,
  decimalToScaled,
  divRoundHalfUp,
  euroToCents,
  isExactRate,
  percentOf,
  percentOfPercent,
  taxContainedIn,
} from './money';
import { durataGiorni, etaAllaData, toDayNumber } from './dates';

describe('money', () => {
  it('divides rounding half up', () => {
    expect([
      divRoundHalfUp(5n, 2n),
      divRoundHalfUp(7n, 3n),
      divRoundHalfUp(8n, 3n),
      divRoundHalfUp(0n, 3n),
    ]).toEqual([3n, 2n, 3n, 0n]);
  });

  it('reads decimals from their spelling, never the binary float', () => {
    expect(decimalToScaled(1.005, 2)).toBe(101n);
    expect(decimalToScaled(4.35, 4)).toBe(43500n);
    expect(decimalToScaled(21.25, 4)).toBe(212500n);
    expect(decimalToScaled(1e-7, 4)).toBe(0n);
    expect(euroToCents(1234)).toBe(123400);
    expect(euroToCents(0.125)).toBe(13);
    expect(centsToEuro(123456)).toBe(1234.56);
  });

  it('percent helpers', () => {
    expect(percentOf(1000, 21.25)).toBe(213); // 212.5 → 213
    expect(percentOf(6787, 21.25)).toBe(1442); // 1442.2375
    expect(percentOfPercent(500, 23, 50)).toBe(58); // 57.5 → 58
    expect(taxContainedIn(1000, 10)).toBe(91); // 90.909…
    expect(taxContainedIn(1213, 21.25)).toBe(213); // 1213 × 21.25 / 121.25 = 212.59… → 213
  });

  it('knows which rates a tariff may hold', () => {
    expect([isExactRate(5.5), isExactRate(21.25), isExactRate(0.0001), isExactRate(0.00001)]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});

describe('dates', () => {
  it('counts both ends of the trip', () => {
    expect(durataGiorni(toDayNumber('2026-06-01')!, toDayNumber('2026-06-08')!)).toBe(8);
    expect(durataGiorni(toDayNumber('2026-02-28')!, toDayNumber('2026-03-01')!)).toBe(2);
    expect(durataGiorni(toDayNumber('2028-02-28')!, toDayNumber('2028-03-01')!)).toBe(3);
  });

  it('rejects impossible dates and reads only the date part', () => {
    expect(toDayNumber('2026-02-29')).toBeNull();
    expect(toDayNumber('2026-13-01')).toBeNull();
    expect(toDayNumber('2026-06-01T10:00:00')).toBe(toDayNumber('2026-06-01'));
  });

  it('counts completed years', () => {
    expect(etaAllaData('1956-06-02', '2026-06-01')).toBe(69);
    expect(etaAllaData('1956-06-01', '2026-06-01')).toBe(70);
    expect(etaAllaData('2000-02-29', '2026-02-28')).toBe(25);
    expect(etaAllaData('2000-02-29', '2026-03-01')).toBe(26);
  });
});
