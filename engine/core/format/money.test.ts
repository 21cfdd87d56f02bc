import { describe, expect, it } from 'vitest';
import { formatEuro } from './money';

const nbsp = '\u00a0';

describe('formatEuro', () => {
  it('writes euro amounts with two decimals and Italian separators', () => {
    expect(formatEuro(1234.5)).toBe(`1.234,50${nbsp}€`);
    expect(formatEuro(1234567.891)).toBe(`1.234.567,89${nbsp}€`);
    expect(formatEuro(12)).toBe(`12,00${nbsp}€`);
    expect(formatEuro(0)).toBe(`0,00${nbsp}€`);
    expect(formatEuro(-45.1)).toBe(`-45,10${nbsp}€`);
    expect(formatEuro(0.005)).toBe(`0,01${nbsp}€`);
  });

  it('gives an empty text for missing or non-finite amounts', () => {
    expect(formatEuro(null)).toBe('');
    expect(formatEuro(undefined)).toBe('');
    expect(formatEuro(Number.NaN)).toBe('');
    expect(formatEuro(Number.POSITIVE_INFINITY)).toBe('');
  });
});
