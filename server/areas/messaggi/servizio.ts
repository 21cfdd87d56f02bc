import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { messaggi } from '../../db/schema';
import { preparedOn } from '../../db/prepared';

/** The dialog shows the newest messages only (spec 2 §2 Messages: a list, not an archive). */
export const MESSAGGI_MAX = 100;
/** The largest mark-read request: the dialog never shows more than MESSAGGI_MAX. */
export const SEGNA_LETTI_MAX = 1000;

/** Spec 2 §3 User message. */
export interface MessaggioUtente {
  itemID: number;
  message: string;
  hasBeenRead: boolean;
  creationDate: string;
}

/**
 * The weak ETag of a user's messages: the user, the newest message's id and the unread count. Both
 * read by index (messaggi_user_idx, messaggi_non_letti_idx), never the list. Messages are only added
 * (the id grows) or marked read (the count falls, never rises again), so the same pair means the
 * same list.
 */
export async function etagMessaggi(db: Db, userId: number): Promise<string> {
  const [r] = await etagQuery(db).execute({ userId });
  return `W/"m${userId}-${Number(r?.ultimo ?? 0)}-${Number(r?.nonLetti ?? 0)}"`;
}

/** etagMessaggi's two reads as one prepared statement (server/db/prepared.ts): every poll runs it. */
const etagQuery = (db: Db) =>
  preparedOn(db, 'etag_messaggi', (on, name) =>
    on
      .select({
        // Written out: inside a one-table select Drizzle names columns without their table, and
        // `id` would then be the message's.
        ultimo: sql<
          number | null
        >`(select max(m.id) from messaggi m where m.user_id = ${sql.placeholder('userId')})`,
        nonLetti: sql<number>`(select count(*)::int from messaggi m
          where m.user_id = ${sql.placeholder('userId')} and m.letto_il is null)`,
      })
      .from(sql`(select 1) as uno`)
      .prepare(name),
  );

/** True when `If-None-Match` names `etag` (weak comparison, a list or `*`). */
export function corrisponde(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const nudo = (t: string) => t.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => t.trim() === '*' || nudo(t) === nudo(etag));
}

/** The user's newest messages, newest first. */
export async function messaggiDi(db: Db, userId: number): Promise<MessaggioUtente[]> {
  const righe = await db
    .select({
      id: messaggi.id,
      testo: messaggi.testo,
      creatoIl: messaggi.creatoIl,
      lettoIl: messaggi.lettoIl,
    })
    .from(messaggi)
    .where(eq(messaggi.userId, userId))
    .orderBy(desc(messaggi.id))
    .limit(MESSAGGI_MAX);
  return righe.map((r) => ({
    itemID: r.id,
    message: r.testo,
    hasBeenRead: r.lettoIl !== null,
    creationDate: r.creatoIl.toISOString(),
  }));
}

/** Marks read the caller's own unread messages among `ids`; anyone else's are left alone, unsaid. */
export async function segnaLetti(db: Db, userId: number, ids: readonly number[], now = new Date()) {
  const unici = [...new Set(ids)];
  if (unici.length === 0) return 0;
  const fatti = await db
    .update(messaggi)
    .set({ lettoIl: now })
    .where(and(eq(messaggi.userId, userId), inArray(messaggi.id, unici), isNull(messaggi.lettoIl)))
    .returning({ id: messaggi.id });
  return fatti.length;
}
