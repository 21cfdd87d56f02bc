import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { distributori, users } from './core';

/**
 * What back office sent (issue 28 item 2): one row per send, with its audience — one user, every
 * active user of one distributor, or of every active distributor of one kind — and how many users
 * it reached; each recipient's row in `messaggi` points here (`invio_id`). `mittente` and
 * `destinatario` keep the names as they were when it was sent (the list shows them, like the roles'
 * history). Written with the recipients' rows in one transaction (server/areas/messaggi/invio.ts).
 */
export const messaggiInvii = pgTable(
  'messaggi_invii',
  {
    id: serial('id').primaryKey(),
    inviatoIl: timestamp('inviato_il', { withTimezone: true }).notNull().defaultNow(),
    mittenteId: integer('mittente_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who sent it, as named then ("Nome Cognome (username)"). */
    mittente: text('mittente').notNull(),
    /** `utente`, `distributore` or `tipo` (every distributor of a kind). */
    pubblico: text('pubblico').notNull(),
    utenteId: integer('utente_id').references(() => users.id, { onDelete: 'set null' }),
    distributoreId: integer('distributore_id').references(() => distributori.id, { onDelete: 'set null' }),
    tipoDistributore: text('tipo_distributore'),
    /** The audience as named then: the user, the distributor, or the kind. */
    destinatario: text('destinatario').notNull(),
    testo: text('testo').notNull(),
    /** How many users received it. */
    destinatari: integer('destinatari').notNull(),
  },
  (t) => [
    index('messaggi_invii_inviato_idx').on(t.inviatoIl),
    check('messaggi_invii_pubblico', sql`${t.pubblico} in ('utente', 'distributore', 'tipo')`),
    check(
      'messaggi_invii_tipo',
      sql`${t.tipoDistributore} is null or ${t.tipoDistributore} in ('agenziadettagliante', 'touroperator', 'network')`,
    ),
    check('messaggi_invii_testo', sql`length(${t.testo}) between 1 and 2000`),
    check('messaggi_invii_destinatari', sql`${t.destinatari} >= 1`),
  ],
);

/**
 * The user's messages of spec 2 §3 (the bell): one row per recipient, written in the transaction of
 * the event that causes it (server/areas/messaggi/scrivi.ts), or sent by back office. `lettoIl` is set
 * once, when the user closes the messages dialog.
 */
export const messaggi = pgTable(
  'messaggi',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    testo: text('testo').notNull(),
    /** What caused it: see ORIGINI_MESSAGGIO. */
    origine: text('origine').notNull(),
    /** The back-office user who sent it (origine `backoffice`). */
    mittenteId: integer('mittente_id').references(() => users.id, { onDelete: 'set null' }),
    /** Back office's send it belongs to (origine `backoffice`). */
    invioId: integer('invio_id').references(() => messaggiInvii.id, { onDelete: 'set null' }),
    creatoIl: timestamp('creato_il', { withTimezone: true }).notNull().defaultNow(),
    lettoIl: timestamp('letto_il', { withTimezone: true }),
  },
  (t) => [
    // The poll and the dialog read one user's newest rows; the unread count reads its unread ones.
    index('messaggi_user_idx').on(t.userId, t.id),
    index('messaggi_invio_idx')
      .on(t.invioId)
      .where(sql`${t.invioId} is not null`),
    index('messaggi_non_letti_idx')
      .on(t.userId)
      .where(sql`${t.lettoIl} is null`),
    check(
      'messaggi_origine',
      sql`${t.origine} in ('pagamento', 'estratto', 'credito', 'modifica', 'registrazione', 'backoffice')`,
    ),
    check('messaggi_testo', sql`length(${t.testo}) between 1 and 2000`),
  ],
);
