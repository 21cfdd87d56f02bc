import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { distributori, users } from './core';

/**
 * What a card payment pays: month-end statements, the policies of one purchase, credit, or the
 * supplement of one change of issued policies (its movimenti_adesioni rows settled by card).
 */
export type ScopoPagamento =
  | { tipo: 'estratti'; estrattiContoIds: number[] }
  | { tipo: 'acquisto'; acquistoId: number; adesioniIds: number[] }
  | { tipo: 'credito' }
  | { tipo: 'modifica'; operazioneId: string; adesioniIds: number[] };

/**
 * One attempt to pay by card through the gateway: its `codTrans` is unique and never reused, its
 * amount and currency are fixed when it starts, and it is closed exactly once (`stato` leaves
 * `avviato` under the row's lock), whichever of the browser return, the gateway's notification or the
 * reconciliation job comes first.
 */
export const tentativiPagamento = pgTable(
  'tentativi_pagamento',
  {
    id: serial('id').primaryKey(),
    codTrans: text('cod_trans').notNull().unique(),
    distributoreId: integer('distributore_id')
      .notNull()
      .references(() => distributori.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    impersonatoreId: integer('impersonatore_id').references(() => users.id, { onDelete: 'set null' }),
    tipo: text('tipo', { enum: ['estratti', 'acquisto', 'credito', 'modifica'] }).notNull(),
    scopo: jsonb('scopo').$type<ScopoPagamento>().notNull(),
    importoCentesimi: bigint('importo_centesimi', { mode: 'number' }).notNull(),
    divisa: text('divisa').notNull().default('EUR'),
    stato: text('stato', { enum: ['avviato', 'pagato', 'rifiutato', 'annullato', 'scaduto'] })
      .notNull()
      .default('avviato'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    scadeAt: timestamp('scade_at', { withTimezone: true }).notNull(),
    chiusoAt: timestamp('chiuso_at', { withTimezone: true }),
    /** Which message closed it: ritorno (browser), notifica (server to server), riconciliazione. */
    chiusoDa: text('chiuso_da'),
    esitoGateway: text('esito_gateway'),
    codAut: text('cod_aut'),
  },
  (t) => [
    index('tentativi_pagamento_aperti_idx')
      .on(t.createdAt)
      .where(sql`stato = 'avviato'`),
    index('tentativi_pagamento_distributore_idx').on(t.distributoreId, t.createdAt),
    check('tentativi_pagamento_importo_positivo', sql`importo_centesimi > 0`),
  ],
);

/**
 * The sandbox gateway's own book of transactions (server/areas/sandbox): what a real gateway keeps on
 * its side, so that its status call can answer and several server processes agree.
 */
export const sandboxTransazioni = pgTable('sandbox_transazioni', {
  codTrans: text('cod_trans').primaryKey(),
  alias: text('alias').notNull(),
  importoCentesimi: bigint('importo_centesimi', { mode: 'number' }).notNull(),
  divisa: text('divisa').notNull(),
  stato: text('stato', { enum: ['in_corso', 'pagato', 'rifiutato', 'annullato'] }).notNull(),
  codAut: text('cod_aut'),
  data: text('data'),
  orario: text('orario'),
  url: text('url').notNull(),
  urlBack: text('url_back').notNull(),
  urlPost: text('url_post'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
