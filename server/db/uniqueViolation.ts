import { AppError, type ErrorMessage } from '../errors';
import { findPgError } from './pgError';

/** PostgreSQL's SQLSTATE for unique_violation. */
const UNIQUE_VIOLATION = '23505';

type Message = { code: string; text: string };

const RIPROVA: Message = {
  code: 'errore.conflitto',
  text: 'L’operazione non è riuscita per un conflitto momentaneo: riprova.',
};
const GIA_PRESENTE: Message = {
  code: 'errore.giaPresente',
  text: 'Il dato indicato è già presente: forse è stato appena inserito da un’altra richiesta. Ricarica la pagina e controlla.',
};
const MODIFICA_CONCORRENTE: Message = {
  code: 'errore.conflitto',
  text: 'Il dato è stato modificato nello stesso momento da un’altra richiesta: ricarica la pagina e riprova.',
};

/**
 * What a caller is told when a unique constraint refuses a write, by constraint name. A check made
 * before the insert cannot see a concurrent request's row: the index decides, and the loser gets an
 * Italian 400 instead of a 500. Every unique constraint of the schema is named here (a test holds this
 * list to the migrated database); keys drawn at random (tokens, storage keys) can only collide by a
 * fluke, so their callers are simply asked to retry.
 */
export const UNIQUE_MESSAGES: Readonly<Record<string, Message>> = {
  users_username_lower_idx: {
    code: 'errore.usernameInUso',
    text: 'Il nome utente scelto è già in uso: scegline un altro.',
  },
  ruoli_descrizione_unique: {
    code: 'errore.giaPresente',
    text: 'Esiste già un ruolo con questo nome: scegline un altro.',
  },
  ruoli_permessi_ruolo_id_codice_pk: MODIFICA_CONCORRENTE,
  commerciali_distributori_user_id_distributore_id_pk: GIA_PRESENTE,
  preferiti_user_pacchetto_idx: {
    code: 'errore.giaPresente',
    text: 'Il prodotto è già tra i tuoi preferiti.',
  },
  distributori_codice_unique: {
    code: 'errore.giaPresente',
    text: 'Esiste già un distributore con questo codice.',
  },
  fornitori_codice_unique: {
    code: 'errore.giaPresente',
    text: 'Esiste già un fornitore con questo codice.',
  },
  pacchetti_codice_unique: {
    code: 'errore.giaPresente',
    text: 'Esiste già un pacchetto con questo codice.',
  },
  // A generated surrogate key (the back office's commission edit addresses a row by it).
  pacchetti_distributori_id_idx: GIA_PRESENTE,
  tipi_input_codice_unique: GIA_PRESENTE,
  labels_culture_chiave_pk: GIA_PRESENTE,
  partecipanti_pratica_ordine_idx: MODIFICA_CONCORRENTE,
  pratiche_immagine_partecipanti_idx: {
    code: 'errore.giaPresente',
    text: 'Il documento dei partecipanti è già allegato a un’altra polizza: caricalo di nuovo per questo viaggio.',
  },
  adesioni_numero_unique: RIPROVA,
  acquisti_user_chiave_idx: {
    code: 'acquisto.giaElaborato',
    text: 'Questo acquisto è già stato elaborato: ricarica il carrello per vedere le polizze emesse.',
  },
  adesioni_item_guid_unique: RIPROVA,
  // A fresh transaction code clashing (40 random bits plus the time) is retried by the caller.
  tentativi_pagamento_cod_trans_unique: RIPROVA,
  sandbox_transazioni_pkey: {
    code: 'errore.giaPresente',
    text: 'Questa transazione è già stata avviata sulla pagina di pagamento.',
  },
  estratti_conto_numero_unique: RIPROVA,
  sessions_token_hash_unique: RIPROVA,
  one_time_tokens_token_hash_unique: RIPROVA,
  files_storage_key_unique: RIPROVA,
  // A practice (distributor, package, reference) is imported once; the import counts the loser of a
  // race as already present, and any other writer is told so.
  pratiche_importate_chiave_idx: {
    code: 'errore.giaPresente',
    text: 'Questa pratica è già stata importata: cercala tra le polizze o nel carrello.',
  },
  // The prefix of an API key is drawn at random: two keys sharing one are a fluke, issuing again works.
  chiavi_api_prefisso_idx: {
    code: 'errore.conflitto',
    text: 'La chiave API generata coincide con una esistente: riprova a generarla.',
  },
  // One save writes each area once; a retried save is the same operation.
  storico_modifiche_operazione_area_idx: {
    code: 'errore.giaPresente',
    text: 'Questa modifica è già stata salvata: ricarica la polizza per vederla nello storico.',
  },
  // A change or cancellation moves a policy's money once; a retried save is the same operation.
  movimenti_adesioni_operazione_idx: {
    code: 'errore.giaPresente',
    text: 'Questa modifica è già stata salvata: ricarica la polizza per vederla nello storico.',
  },
};

/**
 * The constraint named by a PostgreSQL unique violation, whichever driver raised it (PGlite and
 * node-postgres both give `code` and `constraint`) and however wrapped (drizzle's DrizzleQueryError
 * keeps the driver's error as `cause`); `''` when the driver did not name it, null for any other error.
 */
export function uniqueViolation(error: unknown): string | null {
  const found = findPgError(error, (code) => code === UNIQUE_VIOLATION);
  if (!found) return null;
  return typeof found.constraint === 'string' ? found.constraint : '';
}

const toBadRequest = (m: Message): AppError =>
  new AppError(400, { messages: [{ code: m.code, text: m.text, type: 'error' } satisfies ErrorMessage] });

/** The 400 the error handler sends for a unique violation (catalogue text, or a generic one); null otherwise. */
export function uniqueViolationError(error: unknown): AppError | null {
  const constraint = uniqueViolation(error);
  if (constraint === null) return null;
  return toBadRequest(UNIQUE_MESSAGES[constraint] ?? GIA_PRESENTE);
}

/**
 * For a `.catch` on a write whose area already answers the sequential case with its own message
 * (a pre-check): a violation of one of `messages`' constraints becomes that same 400, so a request
 * that lost a race reads exactly like one that came second. Anything else is rethrown unchanged.
 */
export function rethrowUniqueAs(messages: Readonly<Record<string, Message>>) {
  return (error: unknown): never => {
    const constraint = uniqueViolation(error);
    const message = constraint === null ? undefined : messages[constraint];
    throw message ? toBadRequest(message) : error;
  };
}
