import { describe, expect, it } from 'vitest';
import { allegato } from './contentDisposition';

describe('allegato', () => {
  it('keeps the UTF-8 name in filename* and a header-safe ASCII one in filename', () => {
    expect(allegato('elenco à.pdf')).toBe(
      `attachment; filename="elenco _.pdf"; filename*=UTF-8''elenco%20%C3%A0.pdf`,
    );
    expect(allegato('a"b\\c\r\nd.png')).toBe(
      `attachment; filename="a_b_c__d.png"; filename*=UTF-8''a%22b%5Cc%0D%0Ad.png`,
    );
    expect(allegato("l'elenco (1)*!.pdf")).toBe(
      `attachment; filename="l'elenco (1)*!.pdf"; filename*=UTF-8''l%27elenco%20%281%29%2A%21.pdf`,
    );
  });
});
