import { createHmac, timingSafeEqual } from 'node:crypto';

/** A notice's attachment link lasts a day: the client reloads the notices at every start-up. */
export const FILE_AVVISO_TTL_HOURS = 24;

// The prefix keeps these signatures apart from the other links signed with the same secret.
const firma = (fileId: number, scadenza: number, secret: string) =>
  createHmac('sha256', secret).update(`avviso-file:${fileId}:${scadenza}`).digest('base64url');

/**
 * The pathFile of a notice with an attached PDF: `/api/amministrazione/popuputente/file?token=` with
 * the file id and expiry signed (HMAC-SHA256), so the dialog opens it in a new tab without a header.
 */
export function linkFileAvviso(fileId: number, secret: string, now = new Date()): string {
  const scadenza = Math.floor(now.getTime() / 1000) + FILE_AVVISO_TTL_HOURS * 3600;
  const token = `${fileId}.${scadenza}.${firma(fileId, scadenza, secret)}`;
  return `/api/amministrazione/popuputente/file?token=${encodeURIComponent(token)}`;
}

/** The file id of a valid, unexpired token; null for anything else. */
export function verificaLinkFileAvviso(token: string, secret: string, now = new Date()): number | null {
  const [id = '', exp = '', sig = '', ...rest] = token.split('.');
  if (rest.length > 0) return null;
  if (!/^[1-9]\d{0,14}$/.test(id) || !/^\d{1,12}$/.test(exp) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return null;
  const fileId = Number(id);
  const scadenza = Number(exp);
  if (!timingSafeEqual(Buffer.from(sig), Buffer.from(firma(fileId, scadenza, secret)))) return null;
  if (scadenza * 1000 <= now.getTime()) return null;
  return fileId;
}
