import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import type { CapturedMail } from '../../test/smtpCapture';

/** Polls until `probe` returns a value (work the server finishes after answering: mail, audit rows). */
export async function eventually<T>(
  probe: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 5000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 25));
  }
}

export const mailTo = (mails: CapturedMail[], address: string, after = 0) =>
  eventually(() => mails.slice(after).find((m) => m.to.includes(address)));

/** The token of the first `{publicUrl}/{route}?token=…` link of a mail. */
export function tokenFromMail(mail: CapturedMail, publicUrl: string, route: string): string {
  const escaped = `${publicUrl}/${route}`.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const match = new RegExp(`${escaped}\\?token=([A-Za-z0-9_%-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no ${route} link in mail:\n${mail.text}`);
  return decodeURIComponent(match[1]);
}

export async function userId(db: Db, username: string): Promise<number> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!rows[0]) throw new Error(`no user ${username}`);
  return rows[0].id;
}

export const auditRows = (db: Db, action: string) =>
  db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(auditLog.id);

export const me = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/api/account/me', headers: { authorization: `Bearer ${token}` } });

/** A new user with the same role, company and password as an existing demo user. */
export async function cloneUser(
  db: Db,
  from: string,
  username: string,
  extra: Partial<typeof users.$inferInsert> = {},
) {
  const [src] = await db.select().from(users).where(eq(users.username, from));
  if (!src) throw new Error(`no user ${from}`);
  const { id: _id, createdAt: _c, ...rest } = src;
  const [row] = await db
    .insert(users)
    .values({ ...rest, username, email: `${username}@esempio.it`, ...extra })
    .returning({ id: users.id });
  return row!.id;
}
