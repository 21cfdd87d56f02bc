import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Company data (spec 1 §3): the registry record behind a distributor, a supplier or a user. */
export const anagrafiche = pgTable('anagrafiche', {
  id: serial('id').primaryKey(),
  ragioneSociale: text('ragione_sociale').notNull(),
  email: text('email'),
  email2: text('email2'),
  email3: text('email3'),
  telefono: text('telefono'),
  fax: text('fax'),
  indirizzo: text('indirizzo'),
  localita: text('localita'),
  codiceProvincia: text('codice_provincia'),
  cap: text('cap'),
  bannerHPInterna: text('banner_hp_interna'),
  partitaIva: text('partita_iva'),
  codiceFiscale: text('codice_fiscale'),
  createdAt: createdAt(),
});

export const fornitori = pgTable('fornitori', {
  id: serial('id').primaryKey(),
  codice: text('codice').notNull().unique(),
  anagraficaId: integer('anagrafica_id')
    .notNull()
    .references(() => anagrafiche.id),
  createdAt: createdAt(),
});

/**
 * Distributors: retail agencies, tour operators and networks. A member agency points at its network;
 * `stato` is `in_attesa` for a registration back office has not yet approved.
 */
export const distributori = pgTable(
  'distributori',
  {
    id: serial('id').primaryKey(),
    codice: text('codice').notNull().unique(),
    tipo: text('tipo', { enum: ['agenziadettagliante', 'touroperator', 'network'] }).notNull(),
    networkId: integer('network_id'),
    anagraficaId: integer('anagrafica_id')
      .notNull()
      .references(() => anagrafiche.id),
    stato: text('stato', { enum: ['attivo', 'in_attesa', 'sospeso'] })
      .notNull()
      .default('attivo'),
    /** Pays each purchase by card at once (redirecUrl) instead of on the month-end statement. */
    pagamentoAllAcquisto: boolean('pagamento_all_acquisto').notNull().default(false),
    /**
     * Issue 29: a multi-policy import issues the policies at once (a tour operator) instead of
     * filling the cart (an agency that reviews them before buying).
     */
    importazioneEmette: boolean('importazione_emette').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('distributori_network_idx').on(t.networkId)],
);

export const ruoli = pgTable('ruoli', {
  id: serial('id').primaryKey(),
  descrizione: text('descrizione').notNull().unique(),
  superAdmin: boolean('super_admin').notNull().default(false),
  backOffice: boolean('back_office').notNull().default(false),
  /**
   * The user-type attributes (spec 1 §3) the role is meant for: a distributor may give its users only
   * the roles meant for its own kind, and a user whose role does not fit its attributes cannot sign in
   * (it would reach no screen). `ALL` fits every user; empty fits none (the pending-agency role).
   */
  attributi: text('attributi')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  createdAt: createdAt(),
});

/** The permission catalogue: every permission code the portal knows, grouped for the roles editor. */
export const permessi = pgTable('permessi', {
  codice: text('codice').primaryKey(),
  descrizione: text('descrizione').notNull(),
  gruppo: text('gruppo').notNull(),
  backOffice: boolean('back_office').notNull().default(false),
  displayOrder: integer('display_order').notNull().default(0),
  azioneSingola: boolean('azione_singola').notNull().default(false),
});

/** Which actions (letters R C U D E) a role holds on a catalogue permission. */
export const ruoliPermessi = pgTable(
  'ruoli_permessi',
  {
    ruoloId: integer('ruolo_id')
      .notNull()
      .references(() => ruoli.id, { onDelete: 'cascade' }),
    codice: text('codice')
      .notNull()
      .references(() => permessi.codice, { onDelete: 'cascade' }),
    azioni: text('azioni').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ruoloId, t.codice] })],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** Null until the first password is set through `set-first-password`. */
    passwordHash: text('password_hash'),
    ruoloId: integer('ruolo_id')
      .notNull()
      .references(() => ruoli.id),
    anagraficaId: integer('anagrafica_id').references(() => anagrafiche.id),
    distributoreId: integer('distributore_id').references(() => distributori.id),
    fornitoreId: integer('fornitore_id').references(() => fornitori.id),
    backOffice: boolean('back_office').notNull().default(false),
    web: boolean('web').notNull().default(false),
    /** User-type attributes of spec 1 §3: fornitore, distributore, commerciale, distributore_network, … */
    attributi: text('attributi')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    mustPay: boolean('must_pay').notNull().default(false),
    segnalazionePagamentoFineMese: boolean('segnalazione_pagamento_fine_mese').notNull().default(false),
    defaultLanguage: text('default_language').notNull().default('it-IT'),
    disabled: boolean('disabled').notNull().default(false),
    emailConfirmed: boolean('email_confirmed').notNull().default(true),
    /** Set by back office (`forza-password`): the user must choose a new password at next sign-in. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** The last successful sign-in with the user's own password (not back office's sign-in as it). */
    ultimoAccesso: timestamp('ultimo_accesso', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    index('users_email_lower_idx').on(sql`lower(${t.email})`),
  ],
);

/**
 * The version of what a user's own data is read from (names, e-mail, role name, company): one row,
 * one more for each statement that writes those (migration 0032's triggers), in the writer's
 * transaction. Every signed-in call reads it with its session, so the server can keep the user info
 * while it stays (areas/account/userInfo.ts) and never show a user data older than their request.
 */
export const versioneUtenti = pgTable(
  'versione_utenti',
  {
    id: smallint('id').primaryKey(),
    versione: bigint('versione', { mode: 'number' }).notNull(),
  },
  (t) => [check('versione_utenti_una_riga', sql`${t.id} = 1`)],
);

/** Sales staff (commerciali) follow some distributors; their views are scoped to those. */
export const commercialiDistributori = pgTable(
  'commerciali_distributori',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    distributoreId: integer('distributore_id')
      .notNull()
      .references(() => distributori.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.distributoreId] })],
);

/**
 * Bearer sessions. Only the SHA-256 of the token is stored. An impersonation session records who
 * started it and the session to return to.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    impersonatorId: integer('impersonator_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['reset-password', 'first-password', 'confirm-email'] }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('one_time_tokens_user_idx').on(t.userId)],
);

export const labels = pgTable(
  'labels',
  {
    culture: text('culture').notNull(),
    chiave: text('chiave').notNull(),
    testo: text('testo').notNull(),
    /**
     * The seed's text this row was last written from. While `testo` equals it, nobody has edited the
     * text and a start may bring in the seed's newer wording; once they differ the row is someone's
     * edit and the seed leaves it alone (issue 25: one source for texts, edits kept).
     */
    testoSeed: text('testo_seed'),
  },
  (t) => [primaryKey({ columns: [t.culture, t.chiave] })],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id'),
    impersonatorId: integer('impersonator_id'),
    action: text('action').notNull(),
    detail: jsonb('detail').notNull().default({}),
    ip: text('ip'),
  },
  (t) => [index('audit_log_user_idx').on(t.userId), index('audit_log_at_idx').on(t.at)],
);

/**
 * The history of the roles (issue 27): every permission switched, every role created, renamed or
 * copied, one row each, written in the change's own transaction and never updated or deleted
 * afterwards (database triggers, migration 0020, as for the policies' change history). `ruolo` is the
 * role's name when the row was written; `prima` and `dopo` are the permission's letters before and
 * after (empty for none), or the role's old and new name for a rename.
 */
export const storicoPermessi = pgTable(
  'storico_permessi',
  {
    id: serial('id').primaryKey(),
    data: timestamp('data', { withTimezone: true }).notNull().defaultNow(),
    /** The user the change was made as (the impersonated one under sign-in-as). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The back-office user signed in as `userId`, when there was one. */
    impersonatoreId: integer('impersonatore_id').references(() => users.id),
    /** Their user names when the row was written, as the history shows them. */
    utente: text('utente').notNull(),
    impersonatore: text('impersonatore'),
    ruoloId: integer('ruolo_id')
      .notNull()
      .references(() => ruoli.id),
    ruolo: text('ruolo').notNull(),
    /** permesso (a switch, or a permission copied), creazione, rinomina, copia. */
    operazione: text('operazione').notNull(),
    permesso: text('permesso'),
    prima: text('prima').notNull().default(''),
    dopo: text('dopo').notNull().default(''),
  },
  (t) => [
    index('storico_permessi_ruolo_idx').on(t.ruoloId, t.data),
    index('storico_permessi_data_idx').on(t.data),
    check(
      'storico_permessi_operazione',
      sql`${t.operazione} in ('permesso', 'creazione', 'rinomina', 'copia')`,
    ),
    check('storico_permessi_permesso', sql`(${t.operazione} = 'permesso') = (${t.permesso} is not null)`),
  ],
);

/**
 * Stored files (registration documents, group participants documents): the owner, the type sniffed
 * from the content, size and SHA-256. The bytes live in the file store (server/adapters/files) under
 * `storageKey`; every download checks the owner. A participants document is its user's while in the
 * cart and becomes its practice's (`pratica`) when the policy is issued.
 */
export const files = pgTable(
  'files',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ownerKind: text('owner_kind', {
      enum: ['distributore', 'user', 'adesione', 'pratica', 'avviso'],
    }).notNull(),
    ownerId: integer('owner_id').notNull(),
    /** What the document is, e.g. `visuraCamerale`. */
    tipo: text('tipo').notNull(),
    nomeOriginale: text('nome_originale').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index('files_owner_idx').on(t.ownerKind, t.ownerId)],
);

/** What an agency's self-registration (PUT my{product}/agenzia) adds to its pending distributor. */
export const registrazioniAgenzia = pgTable('registrazioni_agenzia', {
  distributoreId: integer('distributore_id')
    .primaryKey()
    .references(() => distributori.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  autorizzazioneRegione: text('autorizzazione_regione').notNull(),
  cittaLeg: text('citta_leg').notNull().default(''),
  provLeg: text('prov_leg').notNull().default(''),
  ip: text('ip'),
  createdAt: createdAt(),
  /** Back office's decision (amministrazione/registrazioni/{id}/approva or /rifiuta). */
  stato: text('stato', { enum: ['in_attesa', 'approvata', 'rifiutata'] })
    .notNull()
    .default('in_attesa'),
  /** Why back office refused the registration (mailed to the agency). */
  motivoRifiuto: text('motivo_rifiuto'),
  decisaIl: timestamp('decisa_il', { withTimezone: true }),
  decisaDa: integer('decisa_da').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * Fixed-window rate-limit counters shared by every server process on this database (see
 * server/plugins/rateLimit.ts): one row per limit and key, swept once its window has passed.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key] }), index('rate_limits_reset_at_idx').on(t.resetAt)],
);
