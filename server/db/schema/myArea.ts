import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { distributori, files, fornitori, users } from './core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** Money: numeric(12,2), read as decimal text; never a binary float. */
const money = (name: string) => numeric(name, { precision: 12, scale: 2 }).notNull().default('0');

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A practice (pratica, spec 2 §3): one trip of one distributor, holding its participants. */
export const pratiche = pgTable(
  'pratiche',
  {
    id: serial('id').primaryKey(),
    distributoreId: integer('distributore_id')
      .notNull()
      .references(() => distributori.id),
    /** Who opened it; kept as null when that agency user is deleted. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    riferimentoPratica: text('riferimento_pratica'),
    /** The agent's notes typed in the purchase form (spec 2 §3 datiViaggio `note`), shown on the policy card. */
    note: text('note'),
    inizioViaggio: date('inizio_viaggio').notNull(),
    fineViaggio: date('fine_viaggio').notNull(),
    importoViaggio: numeric('importo_viaggio', { precision: 12, scale: 2 }),
    numeroPartecipanti: integer('numero_partecipanti').notNull(),
    /**
     * The image or PDF listing a group's participants (spec 2 §2 "Participants"), when the agent
     * attached it instead of typing every name: the insured are the people it lists, numeroPartecipanti
     * their declared count, and the one participant typed is the head of group. The file is owned by
     * this practice from the purchase on, so nobody deletes it; one document, one practice.
     */
    immaginePartecipantiId: bigint('immagine_partecipanti_id', { mode: 'number' }).references(() => files.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('pratiche_distributore_idx').on(t.distributoreId),
    uniqueIndex('pratiche_immagine_partecipanti_idx').on(t.immaginePartecipantiId),
  ],
);

/** The insured people of a practice, in the order they were typed (the first is the contraente). */
export const partecipanti = pgTable(
  'partecipanti',
  {
    id: serial('id').primaryKey(),
    praticaId: integer('pratica_id')
      .notNull()
      .references(() => pratiche.id, { onDelete: 'cascade' }),
    ordine: integer('ordine').notNull(),
    cognome: text('cognome').notNull(),
    nome: text('nome').notNull(),
    codiceFiscale: text('codice_fiscale'),
    dataNascita: date('data_nascita'),
    email: text('email'),
    /** The head of a group whose participants are listed in the practice's document (immaginePartecipantiId). */
    capogruppo: boolean('capogruppo').notNull().default(false),
  },
  (t) => [uniqueIndex('partecipanti_pratica_ordine_idx').on(t.praticaId, t.ordine)],
);

/**
 * Issued policies (adesioni, spec 2 §3 datiAdesione). Package name and code are plain text until
 * the catalogue tables exist; `pacchettoId` will then point at them. `contraente` copies the first
 * participant so that the full-text vector can be a generated column of this row.
 */
export const adesioni = pgTable(
  'adesioni',
  {
    id: serial('id').primaryKey(),
    itemGuid: uuid('item_guid').notNull().unique().defaultRandom(),
    numero: text('numero').notNull().unique(),
    praticaId: integer('pratica_id')
      .notNull()
      .references(() => pratiche.id),
    pacchettoId: integer('pacchetto_id'),
    pacchetto: text('pacchetto').notNull(),
    pacchettoCodice: text('pacchetto_codice').notNull(),
    categoria: text('categoria'),
    fornitoreId: integer('fornitore_id')
      .notNull()
      .references(() => fornitori.id),
    distributoreId: integer('distributore_id')
      .notNull()
      .references(() => distributori.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    dataAcquisto: timestamp('data_acquisto', { withTimezone: true }).notNull(),
    inizioViaggio: date('inizio_viaggio').notNull(),
    fineViaggio: date('fine_viaggio').notNull(),
    destinazione: text('destinazione'),
    nazionalita: text('nazionalita'),
    numeroPartecipanti: integer('numero_partecipanti').notNull(),
    riferimentoPratica: text('riferimento_pratica'),
    contraente: text('contraente'),
    /**
     * Every participant of the practice (surname, name, tax code), for the free text only: written by
     * database triggers (migration 0010) whenever the policy or a participant changes, so no code path
     * can leave it stale, and the search reads one GIN index instead of joining the participants.
     */
    nominativi: text('nominativi'),
    totalePremio: money('totale_premio'),
    totalePremioImposte: money('totale_premio_imposte'),
    commissioni: money('commissioni'),
    commissioniCommerciale: money('commissioni_commerciale'),
    totalePremioDaPagare: money('totale_premio_da_pagare'),
    totaleRitenuta: money('totale_ritenuta'),
    acquistataConCredito: boolean('acquistata_con_credito').notNull().default(false),
    /**
     * Paid by card right after the purchase (a distributor with pagamento_all_acquisto): the payment
     * attempt that paid it. Null: due on the month-end statement (or paid with credit).
     */
    pagamentoTentativoId: integer('pagamento_tentativo_id'),
    /** Network's share of a member agency's sale (pacchetti_distributori.commissione_ered of the network). */
    commissioniNetwork: money('commissioni_network'),
    /** The purchase (POST adesioni) that issued it; null for policies from before purchases existed. */
    acquistoId: integer('acquisto_id'),
    /** A supplementary policy points at the policy it was bought with. */
    adesionePrincipaleId: integer('adesione_principale_id'),
    /** The demands-and-needs record the customer gave for it (append-only table). */
    dichiarazioneId: integer('dichiarazione_id'),
    /** Further data answered with it: [{ descrizione, value }]. */
    datiAggiuntivi: jsonb('dati_aggiuntivi').$type<Array<{ descrizione: string; value: string }>>(),
    /** Insured flights: { datiVolo: Volo[] }. */
    datiExtra: jsonb('dati_extra').$type<{ datiVolo: unknown[] }>(),
    stato: text('stato', { enum: ['emessa', 'modificata', 'annullata'] })
      .notNull()
      .default('emessa'),
    /**
     * The policy's version: 1 when issued, one more for every change applied to it. A change is saved
     * only on the version it was made on (optimistic lock: of two agents saving at once one wins, the
     * other is asked to reload), and each version has its certificate (adesioniVersioni).
     */
    versione: integer('versione').notNull().default(1),
    /** When it was cancelled (stato annullata). */
    annullataIl: timestamp('annullata_il', { withTimezone: true }),
    /**
     * The free text of the policy lists: every text column of this row a grid shows, and every
     * participant (codes with their dashes read as spaces, so `2026-000123` finds `AG0001-2026-000123`).
     * Text of other tables (supplier, distributor, user) is matched through their keys:
     * server/lists/catalogue/search.ts.
     */
    ricerca: tsvector('ricerca').generatedAlwaysAs(
      sql`to_tsvector('italian'::regconfig, translate(numero || ' ' || coalesce(riferimento_pratica, '') || ' ' || pacchetto || ' ' || pacchetto_codice || ' ' || coalesce(categoria, '') || ' ' || coalesce(destinazione, '') || ' ' || coalesce(nazionalita, '') || ' ' || coalesce(contraente, '') || ' ' || coalesce(nominativi, '') || ' ' || stato, '-/', '  '))`,
    ),
    createdAt: createdAt(),
  },
  (t) => [
    index('adesioni_distributore_data_idx').on(t.distributoreId, t.dataAcquisto, t.id),
    index('adesioni_fornitore_data_idx').on(t.fornitoreId, t.dataAcquisto, t.id),
    index('adesioni_data_idx').on(t.dataAcquisto, t.id),
    index('adesioni_pratica_idx').on(t.praticaId),
    index('adesioni_user_idx').on(t.userId),
    index('adesioni_ricerca_idx').using('gin', t.ricerca),
    // The grids' "contiene" filter on the contraente (`ilike '%…%'`): trigrams instead of a full scan.
    index('adesioni_contraente_trgm_idx').using('gin', t.contraente.op('gin_trgm_ops')),
  ],
);

/**
 * One purchase (POST adesioni): who bought, and the answer given, so that a retried request (same
 * `chiave`, the client's Idempotency-Key) or a second tab gets the same result instead of a second set
 * of policies.
 */
export const acquisti = pgTable(
  'acquisti',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    impersonatoreId: integer('impersonatore_id').references(() => users.id),
    distributoreId: integer('distributore_id').references(() => distributori.id),
    chiave: text('chiave'),
    risultato: jsonb('risultato').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('acquisti_user_chiave_idx').on(t.userId, t.chiave),
    index('acquisti_user_data_idx').on(t.userId, t.createdAt),
  ],
);

/** Credit movements of a distributor: top-ups (positive) and policies paid with credit (negative). */
export const crediti = pgTable(
  'crediti',
  {
    id: serial('id').primaryKey(),
    distributoreId: integer('distributore_id')
      .notNull()
      .references(() => distributori.id),
    data: timestamp('data', { withTimezone: true }).notNull(),
    causale: text('causale').notNull(),
    importo: money('importo'),
    /** The credit left after this movement. */
    residuo: money('residuo'),
    adesioneId: integer('adesione_id').references(() => adesioni.id, { onDelete: 'set null' }),
  },
  (t) => [index('crediti_distributore_data_idx').on(t.distributoreId, t.data)],
);

/**
 * The money of a change or a cancellation of an issued policy, one row per policy it touched: the
 * difference each amount made (new − old: a supplement is positive, a refund negative) and how it was
 * settled — with the credit (the crediti movement), on the month-end statement, or by card. Written
 * once per change and policy (database triggers, migration 0019), in the change's transaction.
 */
export const movimentiAdesioni = pgTable(
  'movimenti_adesioni',
  {
    id: serial('id').primaryKey(),
    adesioneId: integer('adesione_id')
      .notNull()
      .references(() => adesioni.id),
    operazioneId: uuid('operazione_id').notNull(),
    tipo: text('tipo', { enum: ['modifica', 'annullamento'] }).notNull(),
    data: timestamp('data', { withTimezone: true }).notNull().defaultNow(),
    deltaPremio: money('delta_premio'),
    deltaPremioImposte: money('delta_premio_imposte'),
    deltaCommissioni: money('delta_commissioni'),
    deltaCommissioniNetwork: money('delta_commissioni_network'),
    deltaDaPagare: money('delta_da_pagare'),
    modo: text('modo', { enum: ['credito', 'estrattoConto', 'carta'] }).notNull(),
    creditoId: integer('credito_id').references(() => crediti.id),
  },
  (t) => [
    uniqueIndex('movimenti_adesioni_operazione_idx').on(t.operazioneId, t.adesioneId),
    index('movimenti_adesioni_adesione_idx').on(t.adesioneId, t.data),
  ],
);

/**
 * Account statements (estratti conto): monthly for each distributor (`tipo` agenzia) and, for a
 * network, one over its whole network (`tipo` network). Sent and reminder flags drive the status dots.
 */
export const estrattiConto = pgTable(
  'estratti_conto',
  {
    id: serial('id').primaryKey(),
    distributoreId: integer('distributore_id')
      .notNull()
      .references(() => distributori.id),
    tipo: text('tipo', { enum: ['agenzia', 'network'] })
      .notNull()
      .default('agenzia'),
    numero: text('numero').notNull().unique(),
    /** First day of the month covered. */
    periodo: date('periodo').notNull(),
    dataEmissione: date('data_emissione').notNull(),
    scadenza: date('scadenza').notNull(),
    numeroPolizze: integer('numero_polizze').notNull().default(0),
    importo: money('importo'),
    stato: text('stato', { enum: ['Da pagare', 'Pagato', 'Scaduto'] }).notNull(),
    inviato: boolean('inviato').notNull().default(false),
    dataInvio: timestamp('data_invio', { withTimezone: true }),
    sollecito: boolean('sollecito').notNull().default(false),
    dataSollecito: timestamp('data_sollecito', { withTimezone: true }),
  },
  (t) => [index('estratti_conto_distributore_periodo_idx').on(t.distributoreId, t.periodo)],
);

/** Payments made by a distributor (statement settlements and credit top-ups). */
export const pagamenti = pgTable(
  'pagamenti',
  {
    id: serial('id').primaryKey(),
    distributoreId: integer('distributore_id')
      .notNull()
      .references(() => distributori.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    estrattoContoId: integer('estratto_conto_id').references(() => estrattiConto.id, {
      onDelete: 'set null',
    }),
    data: timestamp('data', { withTimezone: true }).notNull(),
    importo: money('importo'),
    metodo: text('metodo').notNull(),
    esito: text('esito', { enum: ['Eseguito', 'Rifiutato', 'In attesa'] }).notNull(),
    riferimento: text('riferimento'),
    /** The card payment attempt that made it (server/areas/pagamenti); null for other methods. */
    tentativoId: integer('tentativo_id'),
    /** The gateway's transaction code (codTrans) and authorisation code (codAut). */
    codiceTransazione: text('codice_transazione'),
    codiceAutorizzazione: text('codice_autorizzazione'),
  },
  (t) => [
    index('pagamenti_distributore_data_idx').on(t.distributoreId, t.data),
    index('pagamenti_tentativo_idx').on(t.tentativoId),
  ],
);
