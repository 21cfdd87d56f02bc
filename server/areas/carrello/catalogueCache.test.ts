import type { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverOf, openDatabase, type Database, type Db } from '../../db/client';
import { rowsOf } from '../../db/rowsOf';
import * as schema from '../../db/schema';
import { distributori, pacchetti } from '../../db/schema';
import { tablesRead } from '../../db/tablesRead';
import { createTestDatabase, testConfig } from '../../test/testDatabase';
import { CATALOGUE_TABLES } from './catalogueCache';
import {
  complementariDi,
  extraInfoDi,
  geografia,
  nazionalitaDi,
  parametriDi,
  testiCarrelloDi,
} from './dettagli';
import { conLettureCondivise } from './lettureCondivise';
import { offerte, type Venditore } from './offerte';
import { regolePacchetti } from './prezzaPacchetto';
import { contestoDi } from './prezzi';

/** The same database seen through a new Drizzle instance that records each statement's text. */
function recorded(db: Db, seen: string[]): Db {
  const driver = driverOf(db);
  const logger = { logQuery: (query: string) => void seen.push(query) };
  // Each driver's Drizzle type names its own result kind; the app sees both as Db (as client.ts does).
  return (driver instanceof pg.Pool
    ? drizzlePg(driver, { schema, logger })
    : drizzlePglite(driver as PGlite, { schema, logger })) as unknown as Db;
}

const tablesOf = (seen: string[]) => tablesRead(seen.map((q) => sql.raw(q))).sort();

describe('the catalogue cache (both databases: TEST_DATABASE_URL runs it on PostgreSQL)', () => {
  let database: Database;
  let venditore: Venditore;
  let pacchettoId: number;
  let nome: string;
  beforeAll(async () => {
    database = await createTestDatabase(testConfig());
    const [agenzia] = await database.db
      .select({ id: distributori.id, networkId: distributori.networkId })
      .from(distributori)
      .where(eq(distributori.stato, 'attivo'))
      .limit(1);
    venditore = { distributoreId: agenzia!.id, networkId: agenzia!.networkId ?? null, tutto: false };
    const [first] = await offerte(database.db, venditore);
    pacchettoId = first!.id;
    nome = first!.nome;
  }, 120_000);
  afterAll(() => database.close());

  /** The package's name as the seller's offers read it on `db` now. */
  const nomeIn = async (db: Db) => (await offerte(db, venditore)).find((o) => o.id === pacchettoId)?.nome;

  it('gives the version trigger to exactly the catalogue tables, and no sale writes one of them', async () => {
    const triggered = await rowsOf<{ table: string }>(
      database.db,
      sql`select c.relname as "table" from pg_trigger t join pg_class c on c.oid = t.tgrelid
          join pg_proc p on p.oid = t.tgfoid where p.proname = 'incrementa_versione_catalogo'
          order by 1`,
    );
    expect(triggered.map((r) => r.table)).toEqual([...CATALOGUE_TABLES].sort());
    // A sale writes these; a version bump there would queue every purchase on one row.
    for (const t of ['pratiche', 'carrello', 'adesioni', 'distributori', 'users', 'sessions', 'preferiti'])
      expect(CATALOGUE_TABLES).not.toContain(t);
  });

  it('reads only catalogue tables in the reads it keeps (besides the version row)', async () => {
    const seen: string[] = [];
    const db = recorded(database.db, seen);
    const ids = (await offerte(db, venditore)).map((o) => o.id);
    await offerte(db, { distributoreId: null, networkId: null, tutto: true }, { testo: 'a' });
    await extraInfoDi(db, ids);
    await parametriDi(db, ids);
    await complementariDi(db, ids);
    await regolePacchetti(db, ids);
    await contestoDi(db);
    await testiCarrelloDi(db, ids);
    await nazionalitaDi(db, ids);
    await geografia(db);
    const tables = tablesOf(seen);
    expect(tables.length).toBeGreaterThan(5);
    expect(tables.filter((t) => t !== 'versione_catalogo' && !CATALOGUE_TABLES.includes(t))).toEqual([]);
  });

  it('answers a repeated read from memory: only the version is read again', async () => {
    const seen: string[] = [];
    const db = recorded(database.db, seen);
    const read = () =>
      conLettureCondivise(async () => {
        const list = await offerte(db, venditore);
        const ids = list.map((o) => o.id);
        return { list, extra: await extraInfoDi(db, ids), contesto: await contestoDi(db) };
      });
    const first = await read();
    seen.length = 0;
    const second = await read();
    expect(second).toEqual(first);
    // One read of the version row for the whole scope, and nothing else.
    expect(seen).toHaveLength(1);
    expect(tablesOf(seen)).toEqual(['versione_catalogo']);
    // Each caller has its own copy: changing one answer changes no other.
    second.list[0]!.nome = 'cambiato da un chiamante';
    expect((await read()).list[0]!.nome).toBe(nome);
  });

  it('gives each reader its own copy outside shared reads too, and inside them copies once', async () => {
    const first = await offerte(database.db, venditore);
    first[0]!.nome = 'cambiato fuori';
    expect((await offerte(database.db, venditore))[0]!.nome).toBe(nome);
    // Inside a scope the two readers of one key get distinct objects (condivisa's copy), equal in value.
    const [a, b] = await conLettureCondivise(() =>
      Promise.all([offerte(database.db, venditore), offerte(database.db, venditore)]),
    );
    expect(a).toEqual(b);
    expect(a).not.toBe(b);
    expect(a[0]).not.toBe(b[0]);
  });

  it('serves a committed catalogue write to the very next read, and never a rolled-back one', async () => {
    expect(await nomeIn(database.db)).toBe(nome);
    await database.db
      .update(pacchetti)
      .set({ nome: `${nome} (nuovo)` })
      .where(eq(pacchetti.id, pacchettoId));
    expect(await nomeIn(database.db)).toBe(`${nome} (nuovo)`);

    // Inside the writer's transaction its own rows are read (no cache); after the rollback, the old ones.
    await database.db
      .transaction(async (tx) => {
        await tx.update(pacchetti).set({ nome: 'mai esistito' }).where(eq(pacchetti.id, pacchettoId));
        expect(await nomeIn(tx)).toBe('mai esistito');
        tx.rollback();
      })
      .catch(() => {});
    expect(await nomeIn(database.db)).toBe(`${nome} (nuovo)`);
    await database.db.update(pacchetti).set({ nome }).where(eq(pacchetti.id, pacchettoId));
  });

  // One process owns the embedded database; on a server, several share it.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'on PostgreSQL, serves another process’s committed write at once (no waiting for a notice)',
    async () => {
      const driver = driverOf(database.db) as pg.Pool;
      const other = await openDatabase({ url: driver.options.connectionString! });
      try {
        expect(await nomeIn(database.db)).toBe(nome);
        expect(await nomeIn(other.db)).toBe(nome);
        await other.db
          .update(pacchetti)
          .set({ nome: `${nome} (altrove)` })
          .where(eq(pacchetti.id, pacchettoId));
        expect(await nomeIn(database.db)).toBe(`${nome} (altrove)`);
        await database.db.update(pacchetti).set({ nome }).where(eq(pacchetti.id, pacchettoId));
        expect(await nomeIn(other.db)).toBe(nome);
      } finally {
        await other.close();
      }
    },
  );
});
