import { eq, sql } from 'drizzle-orm';
import { createSession } from '../../auth/sessions';
import { users } from '../../db/schema';
import type { TestApp } from '../../test/testApp';

/**
 * A bearer token for a demo user, opened directly (no password round trip), optionally as a
 * sign-in-as session started by another user. For the tests of the roles, labels, dropdown and
 * company-data areas.
 */
export async function sessionFor(
  t: TestApp,
  username: string,
  opts: { impersonatedBy?: string } = {},
): Promise<string> {
  const id = async (name: string) => {
    const [row] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.username})`, name.toLowerCase()))
      .limit(1);
    if (!row) throw new Error(`no demo user ${name}`);
    return row.id;
  };
  const userId = await id(username);
  const impersonatorId = opts.impersonatedBy ? await id(opts.impersonatedBy) : null;
  return createSession(t.db, t.config.session, userId, impersonatorId);
}
