import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { DatiViaggio, Totali } from '../../../schemas/types';
import { pacchetti } from './catalogo';
import { distributori, users } from './core';

/** The totals a cart item was saved with: the whole item and each priced package (main and linked). */
export type TotaliCarrello = Totali & {
  pacchetti?: Array<Totali & { pacchettoID: number; pacchetto: string }>;
};

const stamp = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/**
 * Further data items a package asks with the purchase (spec 2 §3 "Further data item"): free text, or
 * `combo` followed by the JSON list of its options (`[{"Codice":…,"Descrizione":…}]`).
 */
export const pacchettiUlterioriDati = pgTable(
  'pacchetti_ulteriori_dati',
  {
    id: serial('id').primaryKey(),
    pacchettoId: integer('pacchetto_id')
      .notNull()
      .references(() => pacchetti.id, { onDelete: 'cascade' }),
    descrizione: text('descrizione').notNull(),
    tipo: text('tipo').notNull().default(''),
    obbligatorio: boolean('obbligatorio').notNull().default(false),
    ordine: integer('ordine').notNull().default(0),
  },
  (t) => [index('pacchetti_ulteriori_dati_pacchetto_idx').on(t.pacchettoId)],
);

/**
 * A demands-and-needs record (IDD art. 20): what the customer declared with the declarations of a
 * cart item, with the questionnaire's version and full text as shown. Written once, never changed or
 * deleted (a trigger refuses both): a cart item and later its policy point at it.
 */
export const dichiarazioniAdeguatezza = pgTable(
  'dichiarazioni_adeguatezza',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The back-office user signed in as `userId`, when there was one. */
    impersonatoreId: integer('impersonatore_id').references(() => users.id),
    distributoreId: integer('distributore_id').references(() => distributori.id),
    pacchettoId: integer('pacchetto_id')
      .notNull()
      .references(() => pacchetti.id),
    /** true: the customer proceeded and confirmed the statements; false: declined to give information. */
    adeguatezza: boolean('adeguatezza').notNull(),
    checkPolizza: boolean('check_polizza').notNull(),
    checkPrivacy: boolean('check_privacy').notNull(),
    versioneQuestionario: text('versione_questionario').notNull(),
    /** The questionnaire as shown: title, statements and the choice made, in Italian. */
    testoQuestionario: jsonb('testo_questionario').notNull(),
    createdAt: stamp('created_at'),
  },
  (t) => [index('dichiarazioni_adeguatezza_user_idx').on(t.userId)],
);

/**
 * A cart item (spec 2 §3 "Cart item"): the trip data as the server validated them and the totals it
 * computed when the item was saved. The cart is the user's and lives on the server (it survives
 * sign-out); the purchase prices every item again.
 */
export const carrelloItems = pgTable(
  'carrello_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    distributoreId: integer('distributore_id').references(() => distributori.id),
    pacchettoId: integer('pacchetto_id')
      .notNull()
      .references(() => pacchetti.id),
    /** datiViaggio without itemID, totali and inModifica. */
    dati: jsonb('dati').$type<Omit<DatiViaggio, 'itemID' | 'totali' | 'inModifica'>>().notNull(),
    totali: jsonb('totali').$type<TotaliCarrello>().notNull(),
    dichiarazioneId: integer('dichiarazione_id')
      .notNull()
      .references(() => dichiarazioniAdeguatezza.id),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [index('carrello_items_user_idx').on(t.userId)],
);
