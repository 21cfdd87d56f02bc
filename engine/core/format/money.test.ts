import { describe, expect, it } from 'vitest';
import { DEFAULT_CULTURE } from './culture';
import { formatMoney } from './money';

const nbsp = '\u00a0';

describe("formatMoney in the portal's culture (tests/setup-culture.ts)", () => {
  it('writes euro amounts with two decimals and Italian separators', () => {
    expect(formatMoney(1234.5)).toBe(`1.234,50${nbsp}€`);
    expect(formatMoney(1234567.891)).toBe(`1.234.567,89${nbsp}€`);
    expect(formatMoney(12)).toBe(`12,00${nbsp}€`);
    expect(formatMoney(0)).toBe(`0,00${nbsp}€`);
    expect(formatMoney(-45.1)).toBe(`-45,10${nbsp}€`);
    expect(formatMoney(0.005)).toBe(`0,01${nbsp}€`);
  });

  it('gives an empty text for missing or non-finite amounts', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined)).toBe('');
    expect(formatMoney(Number.NaN)).toBe('');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('formatMoney in another culture', () => {
  it("writes the culture's currency with its separators, grouping as the culture says", () => {
    expect(formatMoney(1234.5, DEFAULT_CULTURE)).toBe('£1,234.50');
    expect(formatMoney(1234.5, { ...DEFAULT_CULTURE, locale: 'it-IT', currency: 'EUR' })).toBe(
      `1234,50${nbsp}€`,
    );
  });
});
