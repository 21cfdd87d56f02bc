import { describe, expect, it } from 'vitest';
import { DEFAULT_CULTURE } from './culture';
import { compareText, formatNumber, numberSymbols, parseNumber } from './numbers';

const italian = { ...DEFAULT_CULTURE, locale: 'it-IT', currency: 'EUR' };

describe("numbers in the portal's culture (tests/setup-culture.ts)", () => {
  it('writes counts and decimals the Italian way', () => {
    expect(formatNumber(1234567)).toBe('1.234.567');
    expect(formatNumber(2.25, { maximumFractionDigits: 1 })).toBe('2,3');
    expect(formatNumber(null)).toBe('');
    expect(formatNumber(Number.NaN)).toBe('');
  });

  it('reads typed amounts with a comma for decimals, the euro sign and spaces ignored', () => {
    expect(parseNumber('1.234,5')).toBe(1234.5);
    expect(parseNumber('12 €')).toBe(12);
    expect(parseNumber('-0,75')).toBe(-0.75);
    expect(parseNumber('dodici')).toBeNull();
    expect(parseNumber('')).toBeNull();
  });
});

describe('numbers in another culture', () => {
  it("uses that culture's separators and currency symbol", () => {
    expect(numberSymbols(DEFAULT_CULTURE)).toEqual({ decimal: '.', group: ',', currency: '£' });
    expect(numberSymbols(italian)).toEqual({ decimal: ',', group: '.', currency: '€' });
    expect(formatNumber(1234567, {}, DEFAULT_CULTURE)).toBe('1,234,567');
    expect(parseNumber('£1,234.5', DEFAULT_CULTURE)).toBe(1234.5);
    // The same text means another number in each culture.
    expect(parseNumber('1.234', DEFAULT_CULTURE)).toBe(1.234);
    expect(parseNumber('1.234', italian)).toBe(1234);
  });

  it('orders text case- and accent-blind, digits by value', () => {
    const sorted = ['b10', 'B2', 'à1', 'a2'].sort((a, b) => compareText(a, b, DEFAULT_CULTURE));
    expect(sorted).toEqual(['à1', 'a2', 'B2', 'b10']);
  });
});
