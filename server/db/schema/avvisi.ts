import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { distributori, files, users } from './core';
import { pacchetti, prodotti } from './catalogo';

/**
 * Back office's popup notices (spec 2 §3 Popup notice). `versione` rises whenever the text a user reads
 * changes (titolo, descrizione, file, link): a mode-1 or mode-2 notice dismissed or confirmed at an
 * older version shows again. The audience is everyone, some kinds of distributor (`tipiDistributore`)
 * or the distributors chosen in `avvisi_distributori`.
 */
export const avvisi = pgTable(
  'avvisi',
  {
    id: serial('id').primaryKey(),
    versione: integer('versione').notNull().default(1),
    titolo: text('titolo').notNull(),
    /** HTML, sanitised when written as the catalogue's descriptions are. */
    descrizione: text('descrizione').notNull().default(''),
    /** An attached PDF (files.owner_kind `avviso`), served as the notice's pathFile. */
    fileId: bigint('file_id', { mode: 'number' }).references(() => files.id, { onDelete: 'set null' }),
    link: text('link'),
    /** 1 do not show again, 2 confirm reading, 3 always show. */
    tipoVisualizzazione: integer('tipo_visualizzazione').notNull(),
    /** How the dialog is laid out (spec 2 §3 modalitaVisualizzazione): 1 normal, 2 large. */
    modalitaVisualizzazione: integer('modalita_visualizzazione').notNull().default(1),
    /** Where it opens: 1 login (home), 2 cart, 3 product choice, 4 My area. */
    posizioneApertura: integer('posizione_apertura').notNull(),
    idProdotto: integer('id_prodotto').references(() => prodotti.id),
    idPolizza: integer('id_polizza').references(() => pacchetti.id),
    /** tutti, tipi (tipiDistributore), distributori (avvisi_distributori). */
    pubblico: text('pubblico').notNull().default('tutti'),
    tipiDistributore: text('tipi_distributore')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    validoDal: timestamp('valido_dal', { withTimezone: true }),
    validoAl: timestamp('valido_al', { withTimezone: true }),
    attivo: boolean('attivo').notNull().default(true),
    creatoDa: integer('creato_da').references(() => users.id, { onDelete: 'set null' }),
    creatoIl: timestamp('creato_il', { withTimezone: true }).notNull().defaultNow(),
    aggiornatoIl: timestamp('aggiornato_il', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('avvisi_posizione_idx').on(t.posizioneApertura),
    check('avvisi_tipo', sql`${t.tipoVisualizzazione} between 1 and 3`),
    check('avvisi_modalita', sql`${t.modalitaVisualizzazione} between 1 and 2`),
    check('avvisi_posizione', sql`${t.posizioneApertura} between 1 and 4`),
    check('avvisi_pubblico', sql`${t.pubblico} in ('tutti', 'tipi', 'distributori')`),
    check(
      'avvisi_validita',
      sql`${t.validoAl} is null or ${t.validoDal} is null or ${t.validoAl} > ${t.validoDal}`,
    ),
    check('avvisi_versione', sql`${t.versione} >= 1`),
  ],
);

/** The distributors a notice with pubblico `distributori` is shown to. */
export const avvisiDistributori = pgTable(
  'avvisi_distributori',
  {
    avvisoId: integer('avviso_id')
      .notNull()
      .references(() => avvisi.id, { onDelete: 'cascade' }),
    distributoreId: integer('distributore_id')
      .notNull()
      .references(() => distributori.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.avvisoId, t.distributoreId] })],
);

/**
 * Who confirmed reading (or asked not to see again) which version of a notice, and when: append-only
 * (triggers in its migration), the proof a compliance office asks for.
 */
export const avvisiLetture = pgTable(
  'avvisi_letture',
  {
    id: serial('id').primaryKey(),
    avvisoId: integer('avviso_id')
      .notNull()
      .references(() => avvisi.id),
    versione: integer('versione').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The back-office user signed in as `userId`, when there was one. */
    impersonatoreId: integer('impersonatore_id').references(() => users.id),
    /** conferma (mode 2), nonmostrarepiu (mode 1). */
    azione: text('azione').notNull(),
    data: timestamp('data', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('avvisi_letture_user_idx').on(t.userId, t.avvisoId, t.versione),
    index('avvisi_letture_avviso_idx').on(t.avvisoId, t.data),
    check('avvisi_letture_azione', sql`${t.azione} in ('conferma', 'nonmostrarepiu')`),
  ],
);
