import { createHmac, timingSafeEqual } from 'node:crypto';

/** The anonymous download's refusal: the same words for a bad, tampered or expired link. */
export const LINK_DOCUMENTO_NON_VALIDO = 'Il link del documento non è valido o è scaduto';

/** Back office has a week to review a registration from its mail. */
export const DOCUMENTO_TTL_HOURS = 24 * 7;

// The prefix keeps these signatures apart from the certificates' ones made with the same secret.
const firma = (fileId: number, scadenza: number, secret: string) =>
  createHmac('sha256', secret).update(`agenzia-file:${fileId}:${scadenza}`).digest('base64url');

/**
 * A signed, expiring token for one stored agency document (spec 1 §2 `/agenzie/file`): the file id and
 * the expiry (Unix seconds) signed with HMAC-SHA256, so it needs no table and the id alone, which is
 * guessable, opens nothing.
 *
 * tokenDocumento(42, secret) // '42.1767225600.<signature>'
 */
export function tokenDocumento(
  fileId: number,
  secret: string,
  ttlHours = DOCUMENTO_TTL_HOURS,
  now = new Date(),
): string {
  const scadenza = Math.floor(now.getTime() / 1000) + Math.round(ttlHours * 3600);
  return `${fileId}.${scadenza}.${firma(fileId, scadenza, secret)}`;
}

/** The page a mail links to: `${publicUrl}/agenzie/file?token=…`. */
export const linkDocumento = (publicUrl: string, token: string) =>
  `${publicUrl}/agenzie/file?token=${encodeURIComponent(token)}`;

/** The file id of a valid, unexpired token; null for anything else (the caller answers 404). */
export function verificaTokenDocumento(token: string, secret: string, now = new Date()): number | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [id = '', exp = '', sig = ''] = parts;
  if (!/^[1-9]\d{0,14}$/.test(id) || !/^\d{1,12}$/.test(exp) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return null;
  const fileId = Number(id);
  const scadenza = Number(exp);
  // Compared as text: decoding would ignore the last character's spare bits, so two spellings would pass.
  if (!timingSafeEqual(Buffer.from(sig), Buffer.from(firma(fileId, scadenza, secret)))) return null;
  if (scadenza * 1000 <= now.getTime()) return null;
  return fileId;
}
