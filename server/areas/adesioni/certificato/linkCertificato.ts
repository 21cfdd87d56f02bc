import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../../config';

/** The anonymous download's refusal: the same words for a bad, tampered or expired link. */
export const LINK_NON_VALIDO = 'Il link del certificato non è valido o è scaduto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const firma = (itemGuid: string, scadenza: number, secret: string) =>
  createHmac('sha256', secret).update(`adesione:${itemGuid.toLowerCase()}:${scadenza}`).digest();

/**
 * The customer's link to a certificate (spec 2 §2 "Issued policies", the anonymous `/adesioni/file`):
 * the token carries the policy's GUID and the expiry (Unix seconds) signed with HMAC-SHA256, so it
 * needs no table and cannot be forged or guessed from a policy number. `ttlHours` defaults to 30 days.
 *
 * linkCertificato(guid, secret) // '/adesioni/file?token=<guid>.<expiry>.<signature>'
 */
export function linkCertificato(
  itemGuid: string,
  secret: string,
  ttlHours = 24 * 30,
  now = new Date(),
): string {
  return `/adesioni/file?token=${tokenCertificato(itemGuid, secret, ttlHours, now)}`;
}

export function tokenCertificato(
  itemGuid: string,
  secret: string,
  ttlHours = 24 * 30,
  now = new Date(),
): string {
  const scadenza = Math.floor(now.getTime() / 1000) + Math.round(ttlHours * 3600);
  return `${itemGuid.toLowerCase()}.${scadenza}.${firma(itemGuid, scadenza, secret).toString('base64url')}`;
}

/** The policy GUID of a valid, unexpired token; null for anything else (the caller answers 404). */
export function verificaTokenCertificato(token: string, secret: string, now = new Date()): string | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [guid = '', exp = '', sig = ''] = parts;
  if (!UUID.test(guid) || !/^\d{1,12}$/.test(exp) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return null;
  const scadenza = Number(exp);
  // Compared as text: decoding would ignore the last character's spare bits, so two spellings would pass.
  const attesa = Buffer.from(firma(guid, scadenza, secret).toString('base64url'));
  if (!timingSafeEqual(Buffer.from(sig), attesa)) return null;
  if (scadenza * 1000 <= now.getTime()) return null;
  return guid.toLowerCase();
}

/**
 * The signing secret of certificate links. LINK_SECRET when set (servers on several hosts must share
 * it). Otherwise a random secret kept in `${dataDir}/.link-secret` (created on first use, mode 0600),
 * so links survive restarts with no setting and `npm start` needs none; for an in-memory database
 * (tests) one derived from the data location, stable for the process.
 * Call it once at start-up (it may touch the disk).
 */
export function segretoLink(config: Pick<Config, 'dataDir'>, env: NodeJS.ProcessEnv = process.env): string {
  const impostato = env.LINK_SECRET?.trim();
  if (impostato) {
    if (impostato.length < 32) throw new Error('LINK_SECRET must be at least 32 characters');
    return impostato;
  }
  // Without LINK_SECRET the secret is made once and kept in DATA_DIR: safe by default for one host (every
  // process sharing DATA_DIR signs alike); servers on several hosts must share LINK_SECRET (README).
  if (config.dataDir.includes('://')) {
    return createHash('sha256').update(`link-certificato:${config.dataDir}`).digest('base64url');
  }
  const file = path.join(config.dataDir, '.link-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(config.dataDir, { recursive: true });
    const nuovo = randomBytes(32).toString('base64url');
    try {
      // 'wx': a second process starting at the same moment keeps the first one's secret.
      writeFileSync(file, `${nuovo}\n`, { mode: 0o600, flag: 'wx' });
      return nuovo;
    } catch {
      return readFileSync(file, 'utf8').trim();
    }
  }
}
