import type { Db } from './db/client';
import { auditLog } from './db/schema';

export interface AuditEntry {
  /** The user the action was made as (the impersonated one under sign-in-as). */
  userId: number | null;
  /** The back-office user actually acting, when signed in as someone else. */
  impersonatorId?: number | null;
  action: string;
  detail?: Record<string, unknown>;
  ip?: string | null;
}

/** Appends one row to the audit log; never given passwords or tokens. */
export async function audit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    userId: entry.userId,
    impersonatorId: entry.impersonatorId ?? null,
    action: entry.action,
    detail: entry.detail ?? {},
    ip: entry.ip ?? null,
  });
}
