import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { setupDatabase } from '../../server/db/setup';
import { createScratchDatabase } from '../../server/test/serverProcess';
import { testConfig } from '../../server/test/testDatabase';
import { benchApp, type BenchApp } from '../lib/benchApp';
import { args, log, writeResult } from '../lib/cli';
import { benchPostgresUrl } from '../lib/database';

export interface TableGrowth {
  table: string;
  /** Bytes per policy bought: the table's heap (with TOAST) and its indexes, after VACUUM. */
  heapPerPolicy: number;
  indexesPerPolicy: number;
  rowsPerPolicy: number;
}

export interface CapacityResult {
  policies: number;
  travellers: number;
  /** Every table that grew, largest first. */
  tables: TableGrowth[];
  /** Every index that grew, largest first: bytes per policy. */
  indexes: Array<{ index: string; table: string; perPolicy: number }>;
  total: { heapPerPolicy: number; indexesPerPolicy: number };
}

type Headers = Record<string, string>;

interface Size {
  heap: number;
  indexes: number;
  rows: number;
}

/** Bytes of every index in the public schema, keyed `table.index`. */
async function indexSizes(db: Db): Promise<Map<string, number>> {
  const r = (await db.execute(sql`
    select t.relname as "table", i.relname as "index", pg_relation_size(i.oid)::bigint as bytes
    from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
    join pg_namespace n on n.oid = t.relnamespace where n.nspname = 'public'`)) as unknown as {
    rows: Array<{ table: string; index: string; bytes: string }>;
  };
  return new Map(r.rows.map((x) => [`${x.table}.${x.index}`, Number(x.bytes)]));
}

/** Heap (with TOAST), index bytes and live rows of every table in the public schema, after VACUUM. */
async function sizes(db: Db): Promise<Map<string, Size>> {
  await db.execute(sql`vacuum analyze`);
  const r = (await db.execute(sql`
    select c.relname as name, pg_table_size(c.oid)::bigint as heap,
      pg_indexes_size(c.oid)::bigint as indexes, coalesce(s.n_live_tup, 0)::bigint as rows
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    left join pg_stat_user_tables s on s.relid = c.oid
    where n.nspname = 'public' and c.relkind in ('r', 'p')`)) as unknown as {
    rows: Array<{ name: string; heap: string; indexes: string; rows: string }>;
  };
  return new Map(
    r.rows.map((t) => [t.name, { heap: Number(t.heap), indexes: Number(t.indexes), rows: Number(t.rows) }]),
  );
}

/** One cart item: an annual cancellation policy for `travellers` people, a trip of its own. */
async function itemFactory(bench: BenchApp, headers: Headers, travellers: number) {
  const ids = (await bench.db.execute(sql`select id from pacchetti where codice = 'ANN-SP'`)) as unknown as {
    rows: Array<{ id: number }>;
  };
  const eta = (await bench.app.inject({ method: 'GET', url: '/api/dropdown/eta', headers })).json() as {
    items: Array<{ value: number; text: string }>;
  };
  const banda = eta.items.find((i) => i.text === 'Da 18 a 40 anni')!.value;
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const nomi = ['Mario', 'Anna', 'Luca', 'Sara', 'Paolo', 'Giulia', 'Marco', 'Elena'];
  return (n: number) => ({
    pacchettoID: ids.rows[0]!.id,
    parametri: {
      inizioViaggio: day(20 + (n % 200)),
      fineViaggio: day(27 + (n % 200)),
      destinazioneStato: 'FR',
      nazionalita: 'IT',
      eta: banda,
      numeroPartecipanti: travellers,
      importoViaggio: 800 + (n % 50) * 20,
    },
    partecipanti: Array.from({ length: travellers }, (_, k) => ({
      ItemID: k + 1,
      Cognome: `Rossi${n}`,
      Nome: nomi[k % nomi.length],
    })),
    prodottiCollegati: [],
    parametriDichiarazione: { adeguatezza: true, checkPolizza: true, checkPrivacy: true },
  });
}

async function buyOne(bench: BenchApp, headers: Headers, item: object) {
  const cart = await bench.app.inject({ method: 'POST', url: '/api/carrello', headers, payload: item });
  if (cart.statusCode !== 200) throw new Error(`POST carrello: ${cart.statusCode} ${cart.body}`);
  const res = await bench.app.inject({
    method: 'POST',
    url: '/api/adesioni',
    headers: { ...headers, 'idempotency-key': `capacity-${randomBytes(8).toString('hex')}` },
  });
  if (res.statusCode !== 200) throw new Error(`POST adesioni: ${res.statusCode} ${res.body.slice(0, 500)}`);
}

/**
 * `tsx bench/capacity/main.ts [--policies 2000] [--travellers 2]`: what one policy costs PostgreSQL on
 * disk. On a scratch database (BENCH_PG_URL's server) the demo agency buys `--policies` policies
 * through the real API (POST carrello, then POST adesioni: the practice, the policy, its travellers,
 * the credit movement, the stored answer, the messages and mail the sale writes); each table's heap and
 * index bytes are read before and after (VACUUM ANALYZE first). bench/README turns the bytes per policy
 * into the size after five years at 10,000 agencies.
 */
async function main() {
  const a = args();
  const policies = a.int('policies', 2000);
  const travellers = a.int('travellers', 2);
  const scratch = await createScratchDatabase('bench_capacity', benchPostgresUrl());
  const database = await setupDatabase({ ...testConfig(), databaseUrl: scratch.url, seedDemo: true });
  const bench = await benchApp(database.db);
  try {
    const headers = { authorization: `Bearer ${await bench.login('agenzia')}` };
    await bench.db.execute(sql`insert into crediti (distributore_id, data, causale, importo, residuo)
      select distributore_id, now() - interval '1 minute', 'Ricarica per il benchmark', 100000000, 100000000
      from users where username = 'agenzia'`);
    const item = await itemFactory(bench, headers, travellers);
    await buyOne(bench, headers, item(0));
    const before = await sizes(bench.db);
    const indexesBefore = await indexSizes(bench.db);
    for (let n = 1; n <= policies; n++) {
      await buyOne(bench, headers, item(n));
      if (n % 500 === 0) log(`  ${n} policies`);
    }
    const after = await sizes(bench.db);
    const indexes = [...(await indexSizes(bench.db))]
      .map(([key, b]) => ({
        table: key.split('.')[0]!,
        index: key.split('.')[1]!,
        perPolicy: (b - (indexesBefore.get(key) ?? 0)) / policies,
      }))
      .filter((x) => x.perPolicy > 0)
      .sort((x, y) => y.perPolicy - x.perPolicy);
    const tables: TableGrowth[] = [];
    for (const [table, b] of after) {
      const was = before.get(table) ?? { heap: 0, indexes: 0, rows: 0 };
      const heap = (b.heap - was.heap) / policies;
      const indexes = (b.indexes - was.indexes) / policies;
      const rows = (b.rows - was.rows) / policies;
      if (heap > 0 || indexes > 0 || rows > 0)
        tables.push({ table, heapPerPolicy: heap, indexesPerPolicy: indexes, rowsPerPolicy: rows });
    }
    tables.sort((x, y) => y.heapPerPolicy + y.indexesPerPolicy - (x.heapPerPolicy + x.indexesPerPolicy));
    const total = {
      heapPerPolicy: tables.reduce((s, t) => s + t.heapPerPolicy, 0),
      indexesPerPolicy: tables.reduce((s, t) => s + t.indexesPerPolicy, 0),
    };
    for (const t of tables)
      log(
        `${t.table.padEnd(34)} heap ${t.heapPerPolicy.toFixed(0).padStart(6)} B  indexes ` +
          `${t.indexesPerPolicy.toFixed(0).padStart(6)} B  rows ${t.rowsPerPolicy.toFixed(2)}`,
      );
    log(
      `total per policy: heap ${total.heapPerPolicy.toFixed(0)} B, indexes ${total.indexesPerPolicy.toFixed(0)} B`,
    );
    return writeResult('capacity', { policies, travellers, tables, indexes, total } satisfies CapacityResult);
  } finally {
    await bench.close();
    await database.close();
    await scratch.drop();
  }
}

main().then(
  (file) => log(`capacity → ${file}`),
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
