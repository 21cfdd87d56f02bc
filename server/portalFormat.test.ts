import { describe, expect, it } from 'vitest';
import { formatDate, formatEuro } from './portalFormat';

// The server configures no global culture: these hold in a process where nothing else ran.
describe('the server writes in the portal culture', () => {
  it('amounts with grouped thousands and euro, dates DD/MM/YYYY', () => {
    expect(formatEuro(1234.5)).toBe('1.234,50\u00a0€');
    expect(formatEuro(null)).toBe('');
    expect(formatDate('2026-03-05')).toBe('05/03/2026');
  });
});
