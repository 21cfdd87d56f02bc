import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { AREE_MODIFICA } from '../../../schemas/domain/abilitazioniModifica';
import type { ParametroConfronto } from '../../../schemas/types';
import { distributori, fornitori, users } from './core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Shopping-area categories (spec 2 §2 "Categories"): the flip cards of carrelloCategorie. */
export const categorie = pgTable('categorie', {
  id: serial('id').primaryKey(),
  nome: text('nome').notNull(),
  descrizione: text('descrizione').notNull().default(''),
  /** A file name served by `file/image/{name}`. */
  immagine: text('immagine'),
  /** CSS classes of the card's front and back. */
  classeFronte: text('classe_fronte').notNull().default(''),
  classeRetro: text('classe_retro').notNull().default(''),
  ordine: integer('ordine').notNull().default(0),
  attiva: boolean('attiva').notNull().default(true),
});

/** Policy types (tipologiaPolizza): 5 and 6 need the trip amount (spec 2 §9). Hidden ones are not offered. */
export const tipologiePolizza = pgTable('tipologie_polizza', {
  id: integer('id').primaryKey(),
  descrizione: text('descrizione').notNull(),
  visibile: boolean('visibile').notNull().default(true),
  ordine: integer('ordine').notNull().default(0),
});

/** Input type codes of spec 2 §3: boolean 1, percentage 2, currency 3, decimal 4, integer 5, dropdown 6, datetime 7, else 0. */
export const tipiInput = pgTable('tipi_input', {
  id: integer('id').primaryKey(),
  codice: text('codice').notNull().unique(),
  descrizione: text('descrizione').notNull(),
});

/** Lodging labels of spec 2 §3: 1 Tratte, 2 Alloggi, 3 Imbarcazioni, 4 Unità abitative. */
export const etichetteAlloggio = pgTable('etichette_alloggio', {
  id: integer('id').primaryKey(),
  descrizione: text('descrizione').notNull(),
});

/** Destination groups (Italia, Europa, Mondo, USA e Canada…): the `gruppiStato` tariff zones refer to. */
export const gruppiStato = pgTable('gruppi_stato', {
  codice: text('codice').primaryKey(),
  descrizione: text('descrizione').notNull(),
  ordine: integer('ordine').notNull().default(0),
});

/** Destination states by ISO 3166 alpha-2 code, each in one group. */
export const stati = pgTable(
  'stati',
  {
    codice: text('codice').primaryKey(),
    nome: text('nome').notNull(),
    gruppoCodice: text('gruppo_codice')
      .notNull()
      .references(() => gruppiStato.codice),
  },
  (t) => [index('stati_gruppo_idx').on(t.gruppoCodice)],
);

/** Departure / residence areas (nazionalita of the trip form). */
export const nazionalita = pgTable('nazionalita', {
  codice: text('codice').primaryKey(),
  descrizione: text('descrizione').notNull(),
  ordine: integer('ordine').notNull().default(0),
});

/** Age bands of the trip form; the pricing engine reads a band's upper age (server/domain/pricing/README.md). */
export const fasceEta = pgTable('fasce_eta', {
  id: serial('id').primaryKey(),
  descrizione: text('descrizione').notNull(),
  etaMin: integer('eta_min').notNull(),
  etaMax: integer('eta_max').notNull(),
  ordine: integer('ordine').notNull().default(0),
});

/**
 * A supplier's insurance product (nomeProdotto): logo and the terms sections the terms PDF prints.
 * `condizioni` is `[{ titolo, testo }]`.
 */
export const prodotti = pgTable(
  'prodotti',
  {
    id: serial('id').primaryKey(),
    fornitoreId: integer('fornitore_id')
      .notNull()
      .references(() => fornitori.id),
    nome: text('nome').notNull(),
    logo: text('logo'),
    condizioni: jsonb('condizioni').$type<Array<{ titolo: string; testo: string }>>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('prodotti_fornitore_idx').on(t.fornitoreId)],
);

/**
 * A package (pacchetto): what is sold. Descriptions are HTML, sanitised when written. `tariffa` is the
 * pricing configuration (schemas/domain/tariffa.schema.json), validated with validateTariffa before
 * every write. `soloIntegrativa` packages are offered only as supplementary policies.
 */
export const pacchetti = pgTable(
  'pacchetti',
  {
    id: serial('id').primaryKey(),
    codice: text('codice').notNull().unique(),
    prodottoId: integer('prodotto_id')
      .notNull()
      .references(() => prodotti.id),
    categoriaId: integer('categoria_id')
      .notNull()
      .references(() => categorie.id),
    tipologiaPolizzaId: integer('tipologia_polizza_id')
      .notNull()
      .references(() => tipologiePolizza.id),
    etichettaAlloggioId: integer('etichetta_alloggio_id').references(() => etichetteAlloggio.id),
    nome: text('nome').notNull(),
    descrizioneSintetica: text('descrizione_sintetica').notNull().default(''),
    descrizioneEstesa: text('descrizione_estesa').notNull().default(''),
    immagine: text('immagine'),
    tariffa: jsonb('tariffa').notNull(),
    caricaImmagine: boolean('carica_immagine').notNull().default(false),
    abilitaDatiVolo: boolean('abilita_dati_volo').notNull().default(false),
    /** The participants table asks each participant's e-mail. */
    richiedeEmail: boolean('richiede_email').notNull().default(false),
    soloIntegrativa: boolean('solo_integrativa').notNull().default(false),
    /**
     * An issued policy of this package cannot be changed directly: every change is saved as a request
     * the back office accepts or refuses (spec 2 §3 "Change permissions", soloRichiestaModifica).
     */
    soloRichiestaModifica: boolean('solo_richiesta_modifica').notNull().default(false),
    /**
     * Cancellation of an issued policy: null, it cannot be cancelled; N, it can until its trip starts,
     * with the whole premium back until N days before the start and `annullamentoRimborsoTardivo`
     * per cent of it after that.
     */
    annullamentoGiorni: integer('annullamento_giorni'),
    annullamentoRimborsoTardivo: integer('annullamento_rimborso_tardivo').notNull().default(0),
    attivo: boolean('attivo').notNull().default(true),
    ordine: integer('ordine').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'pacchetti_annullamento',
      sql`(${t.annullamentoGiorni} is null or ${t.annullamentoGiorni} >= 0) and ${t.annullamentoRimborsoTardivo} between 0 and 100`,
    ),
    index('pacchetti_categoria_idx').on(t.categoriaId),
    index('pacchetti_prodotto_idx').on(t.prodottoId),
  ],
);

/** A package's own texts for the trip-form fields (spec 2 §3 "Cart text kinds" 1–12). */
export const pacchettiTestiCarrello = pgTable(
  'pacchetti_testi_carrello',
  {
    pacchettoId: integer('pacchetto_id')
      .notNull()
      .references(() => pacchetti.id, { onDelete: 'cascade' }),
    tipoId: smallint('tipo_id').notNull(),
    testo: text('testo').notNull(),
  },
  (t) => [primaryKey({ columns: [t.pacchettoId, t.tipoId] })],
);

/**
 * Extra-info rules (spec 2 §3 "Extra-info kinds", `labelID`): the pricing engine reads them through
 * regoleDaExtraInfo. `valore`: an age (4, 10), a date (6, 7), package ids comma-separated (14).
 */
export const pacchettiExtraInfo = pgTable(
  'pacchetti_extra_info',
  {
    pacchettoId: integer('pacchetto_id')
      .notNull()
      .references(() => pacchetti.id, { onDelete: 'cascade' }),
    labelId: smallint('label_id').notNull(),
    valore: text('valore'),
  },
  (t) => [primaryKey({ columns: [t.pacchettoId, t.labelId] })],
);

/** Departure areas a package accepts; a package with none accepts every area. */
export const pacchettiNazionalita = pgTable(
  'pacchetti_nazionalita',
  {
    pacchettoId: integer('pacchetto_id')
      .notNull()
      .references(() => pacchetti.id, { onDelete: 'cascade' }),
    nazionalitaCodice: text('nazionalita_codice')
      .notNull()
      .references(() => nazionalita.codice),
  },
  (t) => [primaryKey({ columns: [t.pacchettoId, t.nazionalitaCodice] })],
);

/**
 * Comparison parameters (spec 2 §2 "Comparison"): `fieldType` 1 yes/no, 2 percentage, 3 currency,
 * 4 decimal (`decimalSlot` decimals, default 2), 5 integer, 6 and 7 text, -1 rich text. `categoria`
 * groups them ("Vedi Garanzie"). `tipoInputId` is the input type code of spec 2 §3.
 */
export const parametriConfronto = pgTable('parametri_confronto', {
  id: serial('id').primaryKey(),
  categoria: text('categoria').notNull(),
  nome: text('nome').notNull(),
  fieldType: smallint('field_type').notNull().$type<ParametroConfronto['fieldType']>(),
  decimalSlot: smallint('decimal_slot'),
  tipoInputId: integer('tipo_input_id')
    .notNull()
    .default(0)
    .references(() => tipiInput.id),
  ordine: integer('ordine').notNull().default(0),
});

/** A package's value of a comparison parameter: numeric (exact; -1 = unlimited) or text / HTML. */
export const pacchettiParametri = pgTable(
  'pacchetti_parametri',
  {
    pacchettoId: integer('pacchetto_id')
      .notNull()
      .references(() => pacchetti.id, { onDelete: 'cascade' }),
    parametroId: integer('parametro_id')
      .notNull()
      .references(() => parametriConfronto.id, { onDelete: 'cascade' }),
    valore: numeric('valore', { precision: 14, scale: 4 }),
    valoreTesto: text('valore_testo'),
  },
  (t) => [primaryKey({ columns: [t.pacchettoId, t.parametroId] })],
);

/** Supplementary policies (integrative) offered with a package; `obbligatoria` ones are added automatically. */
export const pacchettiComplementari = pgTable(
  'pacchetti_complementari',
  {
    pacchettoId: integer('pacchetto_id')
      .notNull()
      .references(() => pacchetti.id, { onDelete: 'cascade' }),
    complementareId: integer('complementare_id')
      .notNull()
      .references(() => pacchetti.id, { onDelete: 'cascade' }),
    obbligatoria: boolean('obbligatoria').notNull().default(false),
    ordine: integer('ordine').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.pacchettoId, t.complementareId] })],
);

/**
 * Which distributor may sell which package, and with what commission (`tipoCommissioneId` 1 = fixed
 * euro per policy, else percent of the net premium). On a network's row, `commissioneEred` /
 * `tipoCommissioneEredId` are the network's share of its member agencies' sales. A member agency with
 * no row of its own sells what its network sells, inheriting the network's `commissione`.
 */
export const pacchettiDistributori = pgTable(
  'pacchetti_distributori',
  {
    /**
     * A single integer key beside the composite one, so that the generic row edit of a list file
     * (PUT {path}/:id, server/lists/declared/editRoute.ts) can name one offer.
     */
    id: serial('id').notNull(),
    pacchettoId: integer('pacchetto_id')
      .notNull()
      .references(() => pacchetti.id, { onDelete: 'cascade' }),
    distributoreId: integer('distributore_id')
      .notNull()
      .references(() => distributori.id, { onDelete: 'cascade' }),
    tipoCommissioneId: smallint('tipo_commissione_id').notNull(),
    commissione: numeric('commissione', { precision: 10, scale: 2 }).notNull(),
    tipoCommissioneEredId: smallint('tipo_commissione_ered_id'),
    commissioneEred: numeric('commissione_ered', { precision: 10, scale: 2 }),
    /** This distributor's own soloRichiestaModifica for the package; null: the package's. */
    soloRichiestaModifica: boolean('solo_richiesta_modifica'),
  },
  (t) => [
    primaryKey({ columns: [t.pacchettoId, t.distributoreId] }),
    uniqueIndex('pacchetti_distributori_id_idx').on(t.id),
    index('pacchetti_distributori_distributore_idx').on(t.distributoreId),
  ],
);

/** A user's favourite packages (spec 2 §3 "Favourite": itemID, userID, itemIDPacchetto). */
export const preferiti = pgTable(
  'preferiti',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pacchettoId: integer('pacchetto_id')
      .notNull()
      .references(() => pacchetti.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('preferiti_user_pacchetto_idx').on(t.userId, t.pacchettoId)],
);

/** The columns of one area's change permission (schemas/domain/abilitazioniModifica.ts), shared by the package's and the offer's rows. */
const regolaModifica = () => ({
  area: text('area', { enum: AREE_MODIFICA }).notNull(),
  /** The area may change at all (the spec's flag chDate, chImportoViaggio…). */
  modificabile: boolean('modificabile').notNull().default(false),
  /** Null: no date rule; else the area is editable only once trip start + delta_giorni is past. */
  deltaGiorni: integer('delta_giorni'),
  /** The causes offered, `;`-separated; the first is the default. Empty: none offered. */
  causali: text('causali').notNull().default(''),
  causaleObbligatoria: boolean('causale_obbligatoria').notNull().default(false),
  /** A change of the area needs the agent's confirmation of MessaggioWarning. */
  flagWarning: boolean('flag_warning').notNull().default(false),
  messaggioWarning: text('messaggio_warning'),
  /** What the agent is told to do after changing the area (documents to send…). */
  messaggioToDo: text('messaggio_todo'),
});
const AREA_VALIDA = sql.raw(`area in (${AREE_MODIFICA.map((a) => `'${a}'`).join(', ')})`);

/**
 * Change permissions of a package's issued policies, one row per area (spec 2 §3 "Change
 * permissions"): catalogue data, edited by the configurator. An area without a row may not change.
 */
export const pacchettiModifiche = pgTable(
  'pacchetti_modifiche',
  {
    pacchettoId: integer('pacchetto_id')
      .notNull()
      .references(() => pacchetti.id, { onDelete: 'cascade' }),
    ...regolaModifica(),
  },
  (t) => [primaryKey({ columns: [t.pacchettoId, t.area] }), check('pacchetti_modifiche_area', AREA_VALIDA)],
);

/**
 * A distributor's own change permission for one area of a package it sells: when present it replaces
 * the package's row for that area, whole (the policy's distributor's offer, else its network's).
 */
export const pacchettiDistributoriModifiche = pgTable(
  'pacchetti_distributori_modifiche',
  {
    pacchettoId: integer('pacchetto_id').notNull(),
    distributoreId: integer('distributore_id').notNull(),
    ...regolaModifica(),
  },
  (t) => [
    primaryKey({ columns: [t.pacchettoId, t.distributoreId, t.area] }),
    foreignKey({
      name: 'pacchetti_distributori_modifiche_offerta_fk',
      columns: [t.pacchettoId, t.distributoreId],
      foreignColumns: [pacchettiDistributori.pacchettoId, pacchettiDistributori.distributoreId],
    }).onDelete('cascade'),
    check('pacchetti_distributori_modifiche_area', AREA_VALIDA),
  ],
);

/**
 * The catalogue's version, one row: every statement that writes a catalogue table adds one to it in
 * the same transaction (migration 0030's trigger), so a reader sees the new number exactly when it
 * sees the new rows. The server keeps catalogue reads while the number stays (areas/carrello/catalogueCache.ts).
 */
export const versioneCatalogo = pgTable(
  'versione_catalogo',
  {
    id: smallint('id').primaryKey(),
    versione: bigint('versione', { mode: 'number' }).notNull(),
  },
  (t) => [check('versione_catalogo_una_riga', sql`${t.id} = 1`)],
);
