import { eq, is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { condivisa, lettureCondiviseAttive } from './lettureCondivise';
import { changeFeedOf } from '../../db/changeFeed';
import type { Db } from '../../db/client';
import { preparedOn } from '../../db/prepared';
import { versioneCatalogo } from '../../db/schema';

/**
 * The tables whose every write adds one to `versione_catalogo` (migration 0030's trigger): back office
 * and the seed write them, a sale never does. A read kept by `letturaCatalogo` may read these only
 * (catalogueCache.test.ts checks it, and that the trigger covers exactly these).
 */
export const CATALOGUE_TABLES: readonly string[] = [
  'anagrafiche',
  'fornitori',
  'categorie',
  'tipologie_polizza',
  'tipi_input',
  'etichette_alloggio',
  'gruppi_stato',
  'stati',
  'nazionalita',
  'fasce_eta',
  'parametri_confronto',
  'prodotti',
  'pacchetti',
  'pacchetti_testi_carrello',
  'pacchetti_extra_info',
  'pacchetti_nazionalita',
  'pacchetti_parametri',
  'pacchetti_complementari',
  'pacchetti_distributori',
  'pacchetti_modifiche',
  'pacchetti_distributori_modifiche',
];

/** Entries kept per database; a new catalogue version drops them all at once. */
const MAX_ENTRIES = 2_000;

interface Cache {
  /** The version the entries were read at. */
  versione: number;
  entries: Map<string, unknown>;
  pending: Map<string, Promise<unknown>>;
  /** On the embedded database, the version its change feed has counted; null on a server. */
  locale: number | null;
}

const caches = new WeakMap<Db, Cache>();

function cacheOf(db: Db): Cache {
  let cache = caches.get(db);
  if (cache) return cache;
  const feed = changeFeedOf(db);
  const made: Cache = { versione: -1, entries: new Map(), pending: new Map(), locale: feed ? 0 : null };
  // The embedded database tells this process of each commit before the writer's query resolves, so
  // counting the trigger's own writes there is as exact as reading the row, without the read.
  feed?.subscribe((table) => {
    if (table === 'versione_catalogo') made.locale!++;
  });
  caches.set(db, (cache = made));
  return cache;
}

const versioneQuery = (db: Db) =>
  preparedOn(db, 'versione_catalogo', (on, name) =>
    on
      .select({ versione: versioneCatalogo.versione })
      .from(versioneCatalogo)
      .where(eq(versioneCatalogo.id, 1))
      .prepare(name),
  );

/** The catalogue's version now: one indexed read on a server, once per `conLettureCondivise` scope. */
function versioneDi(db: Db, cache: Cache): Promise<number> {
  if (cache.locale !== null) return Promise.resolve(cache.locale);
  return condivisa('versione_catalogo', async () => (await versioneQuery(db).execute())[0]?.versione ?? 0);
}

/**
 * Each caller gets its own copy: no request can change what another reads. Within shared reads
 * (`conLettureCondivise`, as every pricing route runs) `condivisa` copies for each reader already,
 * and a second copy of the geography and the offers was a tenth of a comparison's time.
 */
const copiaSeServe = <T>(v: T): T => (lettureCondiviseAttive() ? v : structuredClone(v));

/**
 * `leggi()`, kept across requests and processes until the catalogue changes: every call first reads
 * the catalogue's version (a prepared one-row read on PostgreSQL, a counter on the embedded database)
 * and serves what was read at that version. A write to a catalogue table commits with the version it
 * moved, so whichever process serves the next request — the writer's or another — reads the new
 * version and with it the new rows: no caller sees data older than a write that committed before its
 * request, its own included. Inside a transaction the cache is bypassed (its reads may be its own
 * uncommitted rows). `leggi` must read only CATALOGUE_TABLES.
 */
export function letturaCatalogo<T>(db: Db, chiave: string, leggi: () => Promise<T>): Promise<T> {
  if (is(db, PgTransaction)) return condivisa(chiave, leggi);
  return condivisa(chiave, () => daCache(db, chiave, leggi));
}

async function daCache<T>(db: Db, chiave: string, leggi: () => Promise<T>): Promise<T> {
  const cache = cacheOf(db);
  const versione = await versioneDi(db, cache);
  // A request whose version is older than what the cache holds started before a write committed:
  // its own read is right for it, and not worth keeping.
  if (versione < cache.versione) return leggi();
  if (versione > cache.versione) {
    cache.versione = versione;
    cache.entries.clear();
    cache.pending.clear();
  }
  if (cache.entries.has(chiave)) {
    const value = cache.entries.get(chiave) as T;
    // Map order is insertion order: moving the key to the end keeps the eviction order LRU.
    cache.entries.delete(chiave);
    cache.entries.set(chiave, value);
    return copiaSeServe(value);
  }
  let pending = cache.pending.get(chiave) as Promise<T> | undefined;
  if (!pending) {
    pending = leggi();
    cache.pending.set(chiave, pending);
    void pending.then(
      (value) => {
        if (cache.pending.get(chiave) !== pending) return;
        cache.pending.delete(chiave);
        if (cache.versione !== versione) return;
        cache.entries.set(chiave, value);
        if (cache.entries.size > MAX_ENTRIES) cache.entries.delete(cache.entries.keys().next().value!);
      },
      () => {
        if (cache.pending.get(chiave) === pending) cache.pending.delete(chiave);
      },
    );
  }
  return copiaSeServe(await pending);
}
