import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { AREE_MODIFICA } from '../../../schemas/domain/abilitazioniModifica';
import type { DatiViaggio, Totali } from '../../../schemas/types';
import { pacchetti } from './catalogo';
import { distributori, users } from './core';
import { adesioni } from './myArea';

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

/** What a history row records: a changed area, or the policy's cancellation. */
export const TIPI_STORICO = [...AREE_MODIFICA, 'annullamento'] as const;
const AREA_STORICO = sql.raw(`tipo_modifica in (${TIPI_STORICO.map((a) => `'${a}'`).join(', ')})`);

/**
 * The change history of issued policies (spec 2 §3 "Change history row"): one row per changed area of
 * one change, written in the change's transaction and never updated or deleted afterwards (database
 * triggers, migration 0018, as for the demands-and-needs record). Values are kept as the change form
 * showed them (text). A row with `richiestaModifica` is a request, not applied when written: its
 * outcome is a row of `storicoModificheEsiti`, so this table stays strictly append-only.
 */
export const storicoModifiche = pgTable(
  'storico_modifiche',
  {
    id: serial('id').primaryKey(),
    adesioneId: integer('adesione_id')
      .notNull()
      .references(() => adesioni.id),
    /** The rows one save wrote share it (one change, several areas). */
    operazioneId: uuid('operazione_id').notNull().defaultRandom(),
    /** The area: chDate, chImportoViaggio, chNumeroAssicurati, chNomi. */
    tipoModifica: text('tipo_modifica').notNull(),
    valoreOriginale: text('valore_originale'),
    valoreModificato: text('valore_modificato'),
    /** The agent confirmed the warning of the area's permission. */
    flagWarning: boolean('flag_warning').notNull().default(false),
    causale: text('causale'),
    /** A request waiting for the back office, not applied when written. */
    richiestaModifica: boolean('richiesta_modifica').notNull().default(false),
    /** When the change took effect: the save's own time for an applied change, null for a request. */
    dataModifica: timestamp('data_modifica', { withTimezone: true }),
    /** When the agent saved it. */
    dataOperazione: stamp('data_operazione'),
    /** The user the change was made as (the impersonated one under sign-in-as). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The back-office user signed in as `userId`, when there was one. */
    impersonatoreId: integer('impersonatore_id').references(() => users.id),
  },
  (t) => [
    index('storico_modifiche_adesione_idx').on(t.adesioneId, t.dataOperazione),
    // One save writes an area once: the same save retried (its operazioneId again) adds no rows.
    uniqueIndex('storico_modifiche_operazione_area_idx').on(t.operazioneId, t.tipoModifica),
    check('storico_modifiche_tipo', AREA_STORICO),
    check(
      'storico_modifiche_data',
      sql`(${t.richiestaModifica} and ${t.dataModifica} is null) or (not ${t.richiestaModifica} and ${t.dataModifica} is not null)`,
    ),
  ],
);

/**
 * The outcome of a change request (a history row with `richiestaModifica`): accepted
 * (`modificaEffettuata`) or refused with a reason (`modificaRifiutata`), once — the key is the
 * request's row — and never changed afterwards (database triggers, migration 0018).
 */
export const storicoModificheEsiti = pgTable(
  'storico_modifiche_esiti',
  {
    storicoModificaId: integer('storico_modifica_id')
      .primaryKey()
      .references(() => storicoModifiche.id),
    esito: text('esito').notNull(),
    motivoRifiuto: text('motivo_rifiuto'),
    dataEsito: stamp('data_esito'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    impersonatoreId: integer('impersonatore_id').references(() => users.id),
  },
  (t) => [
    check('storico_modifiche_esiti_esito', sql`${t.esito} in ('modificaEffettuata', 'modificaRifiutata')`),
    check(
      'storico_modifiche_esiti_motivo',
      sql`${t.esito} = 'modificaEffettuata' or (${t.motivoRifiuto} is not null and btrim(${t.motivoRifiuto}) <> '')`,
    ),
  ],
);

/**
 * A change saved as a request (richiestaModifica, or any change of a request-only package): the change
 * request body as the agent saved it, so that accepting it later applies exactly what was asked, on the
 * policy version it was asked on. Its history rows share its operazioneId; its outcome is theirs
 * (storicoModificheEsiti). Written once (database triggers, migration 0019).
 */
export const richiesteModifica = pgTable(
  'richieste_modifica',
  {
    operazioneId: uuid('operazione_id').primaryKey(),
    adesioneId: integer('adesione_id')
      .notNull()
      .references(() => adesioni.id),
    /** The change request body (spec 2 §3 "Change request"). */
    richiesta: jsonb('richiesta').notNull(),
    /** The policy's versione when the request was saved. */
    versioneBase: integer('versione_base').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    impersonatoreId: integer('impersonatore_id').references(() => users.id),
    createdAt: stamp('created_at'),
  },
  (t) => [index('richieste_modifica_adesione_idx').on(t.adesioneId, t.createdAt)],
);

/**
 * Each version of an issued policy's certificate: version 1 is the policy as issued, each applied
 * change adds the next (`Appendice di variazione n. versione − 1`) with what changed. `dati` is what
 * the certificate prints at that version, so every earlier certificate stays downloadable as it was.
 * Written once (database triggers, migration 0019).
 */
export const adesioniVersioni = pgTable(
  'adesioni_versioni',
  {
    adesioneId: integer('adesione_id')
      .notNull()
      .references(() => adesioni.id),
    versione: integer('versione').notNull(),
    dati: jsonb('dati').notNull(),
    /** The change that made it: [{ tipoModifica, valoreOriginale, valoreModificato }]; null for version 1. */
    modifiche: jsonb('modifiche'),
    operazioneId: uuid('operazione_id'),
    createdAt: stamp('created_at'),
  },
  (t) => [primaryKey({ columns: [t.adesioneId, t.versione] })],
);

/** Where a multi-policy import stands (issue 29): waiting in the job queue, running, done, failed for good. */
export const STATI_IMPORTAZIONE = ['inCoda', 'inCorso', 'completata', 'fallita'] as const;

/**
 * A multi-policy import (spec 2 "Multi-policy import", issue 29): the practices read from the
 * uploaded file, worked by a job of the queue (server/jobs) which writes its progress and outcome here.
 */
export const importazioniPratiche = pgTable(
  'importazioni_pratiche',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    impersonatoreId: integer('impersonatore_id'),
    distributoreId: integer('distributore_id')
      .notNull()
      .references(() => distributori.id),
    modelId: integer('model_id').notNull(),
    /** 1 = the practices go to the cart, 2 = they are issued (the distributor's setting at upload). */
    tipoEsecuzione: integer('tipo_esecuzione').notNull(),
    stato: text('stato', { enum: STATI_IMPORTAZIONE }).notNull().default('inCoda'),
    totalePratiche: integer('totale_pratiche').notNull(),
    elaborate: integer('elaborate').notNull().default(0),
    /** The practices as read (importazione/pratiche.ts `PraticaLetta[]`). */
    pratiche: jsonb('pratiche').notNull(),
    /** The outcome (esitoControllo) once completed. */
    esito: jsonb('esito'),
    /** The uploader's address and portal origin, for a card payment at purchase. */
    ip: text('ip'),
    origine: text('origine'),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [index('importazioni_pratiche_user_idx').on(t.userId)],
);

/**
 * The practices an import added or issued, one row each, written in the same transaction as the cart
 * item or the policies: the unique index is what makes the same practice (distributor, package,
 * practice reference) go in once, whatever the number of uploads, processes or retries.
 */
export const praticheImportate = pgTable(
  'pratiche_importate',
  {
    id: serial('id').primaryKey(),
    distributoreId: integer('distributore_id')
      .notNull()
      .references(() => distributori.id),
    pacchettoId: integer('pacchetto_id')
      .notNull()
      .references(() => pacchetti.id),
    riferimentoPratica: text('riferimento_pratica').notNull(),
    /** The import that wrote it (no foreign key: the practice stays imported if the import is removed). */
    importazioneId: integer('importazione_id').notNull(),
    createdAt: stamp('created_at'),
  },
  (t) => [
    uniqueIndex('pratiche_importate_chiave_idx').on(t.distributoreId, t.pacchettoId, t.riferimentoPratica),
  ],
);
