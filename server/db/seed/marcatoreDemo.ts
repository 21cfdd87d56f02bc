import { eq, sql } from 'drizzle-orm';
import { verifyPassword } from '../../auth/passwords';
import type { Db } from '../client';
import { installazione, users } from '../schema';

const CHIAVE = 'demo';

/** Records that the database holds the demo data: `seedDemo` writes it in its own transaction. */
export async function segnaDatiDemo(db: Db): Promise<void> {
  await db
    .insert(installazione)
    .values({ chiave: CHIAVE, valore: 'si' })
    .onConflictDoUpdate({ target: installazione.chiave, set: { valore: 'si', aggiornatoAt: sql`now()` } });
}

/**
 * Whether the database holds the demo data, as the demo seed recorded it. Read by every process
 * after setup, so all the processes on one PostgreSQL agree whatever their own environment says.
 */
export async function contieneDatiDemo(db: Db): Promise<boolean> {
  const [riga] = await db
    .select({ valore: installazione.valore })
    .from(installazione)
    .where(eq(installazione.chiave, CHIAVE));
  return riga?.valore === 'si';
}

/**
 * Decides once, for a database set up before the marker existed, whether it holds the demo: it does
 * when the demo's `admin` still signs in with the published password (the same password opens every
 * demo account). A database with no such account, a deployment's, is recorded as not the demo.
 */
export async function decidiDatiDemo(db: Db, passwordDemo: string): Promise<void> {
  const [gia] = await db
    .select({ valore: installazione.valore })
    .from(installazione)
    .where(eq(installazione.chiave, CHIAVE));
  if (gia) return;
  const [admin] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.username}) = 'admin'`);
  const demo = admin?.hash ? await verifyPassword(passwordDemo, admin.hash) : false;
  await db
    .insert(installazione)
    .values({ chiave: CHIAVE, valore: demo ? 'si' : 'no' })
    .onConflictDoNothing();
}
