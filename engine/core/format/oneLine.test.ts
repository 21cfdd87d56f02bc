import { describe, expect, it } from 'vitest';
import { oneLine } from './oneLine';

describe('oneLine', () => {
  it('turns every run of line breaks, control characters and spaces into one space, trimmed', () => {
    expect(oneLine('Rossi\r\nBianchi')).toBe('Rossi Bianchi');
    expect(oneLine(' Maria\n\n\tLuisa \u0000\u0007 ')).toBe('Maria Luisa');
    expect(oneLine('De\u2028Santis\u2029Neri\u0085Verdi\u000bBlu\u000cRosa')).toBe(
      'De Santis Neri Verdi Blu Rosa',
    );
    expect(oneLine('\r\n\t')).toBe('');
  });

  it('keeps every printable character, accents and apostrophes included', () => {
    expect(oneLine("D'Àngelo Łukasz Ødegård")).toBe("D'Àngelo Łukasz Ødegård");
  });
});
