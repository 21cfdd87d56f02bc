import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { weakPasswordFeedback, type PasswordOwner } from './passwordStrength';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  );

// OWASP's scrypt baseline (N=2^17, r=8, p=1) costs ~128 MiB and ~0.3 s here; 2^15 keeps sign-in
// fast on a 2-core machine while staying far above brute-force reach for 10+ character passwords.
const PARAMS = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEYLEN = 64;

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 256;

/**
 * Hashes with scrypt over the whole UTF-8 string (NFC-normalised, so an accented letter typed either
 * way matches); nothing is truncated. Format: `scrypt$N$r$p$salt$hash` (base64).
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize('NFC'), salt, KEYLEN, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) {
    // Same work for unknown users, so timing does not reveal which usernames exist.
    await hashPassword(password);
    return false;
  }
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scrypt(password.normalize('NFC'), Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: PARAMS.maxmem,
  });
  return timingSafeEqual(key, expected);
}

/**
 * The password policy; returns Italian messages for the rules broken (empty when acceptable). Each
 * rule runs only when the ones before it hold (length, then the username, then the zxcvbn strength
 * estimate with Italian and common dictionaries), so one mistake gives one message, not three.
 */
export function checkPasswordPolicy(password: string, owner: PasswordOwner = {}): string[] {
  const problems: string[] = [];
  // The rules see what is hashed: the NFC form, where an accented letter is one character.
  const normalized = password.normalize('NFC');
  const length = [...normalized].length;
  if (length < PASSWORD_MIN_LENGTH) {
    problems.push(`La password deve contenere almeno ${PASSWORD_MIN_LENGTH} caratteri.`);
  }
  if (length > PASSWORD_MAX_LENGTH) {
    problems.push(`La password non può superare ${PASSWORD_MAX_LENGTH} caratteri.`);
  }
  if (problems.length > 0) return problems;
  if (owner.username && normalized.toLowerCase().includes(owner.username.toLowerCase())) {
    return ['La password non può contenere il nome utente.'];
  }
  const weak = weakPasswordFeedback(normalized, owner);
  return weak ? [weak] : [];
}
