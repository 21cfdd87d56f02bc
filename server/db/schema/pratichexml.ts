import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { distributori, users } from './core';

const stamp = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/**
 * The API keys of the XML practices (issue 29 item 5): one distributor's booking system posts its
 * envelopes with one. Only the SHA-256 of the secret is kept; `prefisso` (its first characters) names
 * the key in lists and finds its row. Back office issues and revokes them; a revoked key stays, for
 * the submissions that name it.
 */
export const chiaviApi = pgTable(
  'chiavi_api',
  {
    id: serial('id').primaryKey(),
    distributoreId: integer('distributore_id')
      .notNull()
      .references(() => distributori.id),
    prefisso: text('prefisso').notNull(),
    /** Hex SHA-256 of the whole key. */
    hash: text('hash').notNull(),
    descrizione: text('descrizione').notNull(),
    creataIl: stamp('creata_il'),
    creataDa: integer('creata_da').references(() => users.id, { onDelete: 'set null' }),
    revocataIl: timestamp('revocata_il', { withTimezone: true }),
    revocataDa: integer('revocata_da').references(() => users.id, { onDelete: 'set null' }),
    ultimoUso: timestamp('ultimo_uso', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('chiavi_api_prefisso_idx').on(t.prefisso),
    index('chiavi_api_distributore_idx').on(t.distributoreId),
  ],
);

/** One practice's outcome in an XML submission, as kept for the signed /praticheXML page. */
export interface EsitoPraticaXml {
  riferimento: string;
  pacchetto: string;
  esito: 'emessa' | 'nelCarrello' | 'giaPresente' | 'errore';
  messaggi: string[];
  /** The policies (adesioni.id) of the practice, issued now or before. */
  adesioni: number[];
}

/** One XML submission (POST pratichexml): who sent it and each practice's outcome. */
export const inviiXml = pgTable(
  'invii_xml',
  {
    id: serial('id').primaryKey(),
    distributoreId: integer('distributore_id')
      .notNull()
      .references(() => distributori.id),
    chiaveId: integer('chiave_id')
      .notNull()
      .references(() => chiaviApi.id),
    ricevutoIl: stamp('ricevuto_il'),
    esito: jsonb('esito').$type<EsitoPraticaXml[]>().notNull().default([]),
  },
  (t) => [index('invii_xml_distributore_idx').on(t.distributoreId)],
);
