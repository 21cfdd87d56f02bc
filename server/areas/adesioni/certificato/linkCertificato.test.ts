import { describe, expect, it } from 'vitest';
import { linkCertificato, tokenCertificato, verificaTokenCertificato } from './linkCertificato';

const GUID = '3f2b6c1e-8d4a-4b7e-9c2d-5a6e7f8091ab';
const SECRET = 'segreto-di-prova-lungo-almeno-trentadue-caratteri';
const NOW = new Date('2026-11-25T12:00:00Z');
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

describe('certificate links', () => {
  it('round-trips until the expiry and not after', () => {
    const token = tokenCertificato(GUID, SECRET, 24, NOW);
    expect(linkCertificato(GUID, SECRET, 24, NOW)).toBe(`/adesioni/file?token=${token}`);
    expect(verificaTokenCertificato(token, SECRET, NOW)).toBe(GUID);
    expect(verificaTokenCertificato(token, SECRET, new Date(NOW.getTime() + 24 * 3600_000 - 1000))).toBe(
      GUID,
    );
    expect(verificaTokenCertificato(token, SECRET, new Date(NOW.getTime() + 24 * 3600_000))).toBeNull();
  });

  it('defaults to 30 days', () => {
    const exp = Number(tokenCertificato(GUID, SECRET, undefined, NOW).split('.')[1]);
    expect(exp * 1000 - NOW.getTime()).toBe(30 * 24 * 3600_000);
  });

  it('refuses every other spelling of the signature, including the last character’s spare bits', () => {
    const token = tokenCertificato(GUID, SECRET, 24, NOW);
    const head = token.slice(0, -1);
    for (const c of ALPHABET) {
      if (c === token.at(-1)) continue;
      expect(verificaTokenCertificato(head + c, SECRET, NOW)).toBeNull();
    }
  });

  it('refuses malformed tokens without throwing', () => {
    for (const bad of ['', '...', `${GUID}..`, `${GUID}.x.y`, 'a.b.c.d', `${GUID}.1e9.${'A'.repeat(43)}`])
      expect(verificaTokenCertificato(bad, SECRET, NOW)).toBeNull();
  });
});
