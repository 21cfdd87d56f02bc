import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chiaviApi, distributori } from '../../db/schema';

/**
 * The XML practices' API keys (issue 29 item 5): `<prefisso><segreto>`, 8 + 40 characters of
 * base64url. The prefix finds the row (and names the key in lists); only the SHA-256 of the whole
 * key is stored, compared in constant time. Never a user's password: a key opens POST pratichexml
 * and nothing else.
 */

export const LUNGHEZZA_PREFISSO = 8;
const FORMATO = /^[A-Za-z0-9_.-]{20,200}$/;

export const hashChiave = (chiave: string) => createHash('sha256').update(chiave, 'utf8').digest('hex');

/** A new key: the whole secret (shown once), its prefix and its hash. */
export function nuovaChiave(): { chiave: string; prefisso: string; hash: string } {
  const chiave = randomBytes(36).toString('base64url');
  return { chiave, prefisso: chiave.slice(0, LUNGHEZZA_PREFISSO), hash: hashChiave(chiave) };
}

/** The key of a request: `Authorization: ApiKey <chiave>` or `X-Api-Key: <chiave>`. */
export function chiaveDellaRichiesta(headers: Record<string, string | string[] | undefined>): string | null {
  const auth = headers.authorization;
  if (typeof auth === 'string') {
    const m = /^ApiKey\s+(\S+)\s*$/i.exec(auth);
    if (m) return m[1]!;
  }
  const x = headers['x-api-key'];
  return typeof x === 'string' && x.trim() !== '' ? x.trim() : null;
}

export interface ChiaveValida {
  id: number;
  distributoreId: number;
  distributoreAttivo: boolean;
}

/** The live key a request names; null for a missing, unknown, malformed or revoked one (all 401). */
export async function verificaChiave(db: Db, chiave: string | null): Promise<ChiaveValida | null> {
  if (!chiave || !FORMATO.test(chiave)) return null;
  const [row] = await db
    .select({
      id: chiaviApi.id,
      hash: chiaviApi.hash,
      distributoreId: chiaviApi.distributoreId,
      revocataIl: chiaviApi.revocataIl,
      stato: distributori.stato,
    })
    .from(chiaviApi)
    .innerJoin(distributori, eq(distributori.id, chiaviApi.distributoreId))
    .where(eq(chiaviApi.prefisso, chiave.slice(0, LUNGHEZZA_PREFISSO)));
  const atteso = Buffer.from(row?.hash ?? hashChiave('-'), 'hex');
  const uguale = timingSafeEqual(Buffer.from(hashChiave(chiave), 'hex'), atteso);
  if (!row || !uguale || row.revocataIl !== null) return null;
  return { id: row.id, distributoreId: row.distributoreId, distributoreAttivo: row.stato === 'attivo' };
}

/** The signed link's validity: as the certificates' links, 30 days. */
export const ESITO_TTL_ORE = 24 * 30;

// The prefix keeps these signatures apart from the certificates' and documents' made with the same secret.
const mac = (invioId: number, scadenza: number, secret: string) =>
  createHmac('sha256', secret).update(`invio-xml:${invioId}:${scadenza}`).digest('base64url');

/** `firma` of the /praticheXML link: `<expiry>.<HMAC>` (segretoLink's secret). */
export function firmaInvio(
  invioId: number,
  secret: string,
  ttlOre = ESITO_TTL_ORE,
  now = new Date(),
): string {
  const scadenza = Math.floor(now.getTime() / 1000) + Math.round(ttlOre * 3600);
  return `${scadenza}.${mac(invioId, scadenza, secret)}`;
}

/** The page of a submission's outcome: `${publicUrl}/praticheXML?invio=…&firma=…`. */
export const linkInvio = (publicUrl: string, invioId: number, firma: string) =>
  `${publicUrl}/praticheXML?invio=${invioId}&firma=${encodeURIComponent(firma)}`;

/** Whether `firma` is a valid, unexpired signature of the submission. */
export function verificaFirmaInvio(
  invioId: number,
  firma: string,
  secret: string,
  now = new Date(),
): boolean {
  const m = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(firma);
  if (!m) return false;
  const scadenza = Number(m[1]);
  // Compared as text: decoding would ignore the last character's spare bits, so two spellings would pass.
  if (!timingSafeEqual(Buffer.from(m[2]!), Buffer.from(mac(invioId, scadenza, secret)))) return false;
  return scadenza * 1000 > now.getTime();
}
