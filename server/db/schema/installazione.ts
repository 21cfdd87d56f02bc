import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Facts about this database that every server process on it must read alike, written once at setup:
 * `demo` is `si` when the database holds the demo data (its accounts share the README's password), which
 * decides whether the sandbox payment gateway is served (server/adapters/payments/scelta.ts).
 */
export const installazione = pgTable('installazione', {
  chiave: text('chiave').primaryKey(),
  valore: text('valore').notNull(),
  aggiornatoAt: timestamp('aggiornato_at', { withTimezone: true }).notNull().defaultNow(),
});
