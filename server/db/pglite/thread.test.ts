import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeFeedOf } from '../changeFeed';
import { findPgError } from '../pgError';
import { driverOf, openDatabase, type Database } from '../client';
import { rowsOf } from '../rowsOf';
import { PGliteThread } from './thread';

describe('PGlite in a thread of its own', () => {
  let pg: PGliteThread;
  beforeAll(async () => {
    pg = new PGliteThread(undefined);
    await pg.ready;
    await pg.exec('create table t (id int primary key, name text, at timestamptz)');
  });
  afterAll(() => pg.close());

  it('answers queries with their parameters, as objects or arrays, with the fields', async () => {
    await pg.query('insert into t values ($1, $2, $3)', [1, 'uno', '2026-11-26T10:00:00Z']);
    const byName = await pg.query<{ id: number; name: string }>('select id, name from t where id = $1', [1]);
    expect(byName.rows).toEqual([{ id: 1, name: 'uno' }]);
    expect(byName.fields.map((f) => f.name)).toEqual(['id', 'name']);
    const asArrays = await pg.query('select id, name from t', [], { rowMode: 'array' });
    expect(asArrays.rows).toEqual([[1, 'uno']]);
  });

  it('keeps times as text, and applies a caller’s own parsers for them here', async () => {
    const text = await pg.query<{ at: string }>('select at from t where id = 1');
    expect(typeof text.rows[0]!.at).toBe('string');
    const asDate = (value: string) => new Date(value);
    const dated = await pg.query<{ at: Date }>('select at from t where id = 1', [], {
      parsers: { [types.TIMESTAMPTZ]: asDate },
    });
    expect(dated.rows[0]!.at).toEqual(new Date('2026-11-26T10:00:00Z'));
    const [, last] = await pg.exec('select 1; select at from t where id = 1', {
      parsers: { [types.TIMESTAMPTZ]: asDate },
    });
    expect((last!.rows[0] as { at: unknown }).at).toBeInstanceOf(Date);
  });

  it('gives PostgreSQL’s errors with their code and constraint, and the stack of the caller', async () => {
    const error = await pg.query('insert into t values (1, $1)', ['di nuovo']).catch((e: unknown) => e);
    expect(findPgError(error, (code) => code === '23505')).toEqual({ code: '23505', constraint: 't_pkey' });
    expect((error as Error).stack).toContain('thread.test.ts');
  });

  it('writes out the caller’s stack only for a request that fails', async () => {
    const prima = Error.prepareStackTrace;
    let scritte = 0;
    Error.prepareStackTrace = (error, frames) => {
      scritte++;
      return `${String(error)}\n${frames.map((f) => `    at ${String(f)}`).join('\n')}`;
    };
    try {
      for (let i = 0; i < 5; i++) await pg.query('select 1');
      expect(scritte).toBe(0);
      const error = await pg.query('select * from non_esiste').catch((e: unknown) => e);
      expect(scritte).toBeGreaterThan(0);
      expect((error as Error).stack).toContain('thread.test.ts');
    } finally {
      Error.prepareStackTrace = prima;
    }
  });

  it('commits a transaction, and rolls it back when its function throws', async () => {
    await pg.transaction(async (tx) => {
      await tx.query('insert into t (id, name) values (2, $1)', ['due']);
    });
    const failure = await pg
      .transaction(async (tx) => {
        await tx.query("insert into t (id, name) values (3, 'tre')");
        throw new Error('annullata');
      })
      .catch((e: unknown) => e);
    expect((failure as Error).message).toBe('annullata');
    const ids = await pg.query<{ id: number }>('select id from t order by id');
    expect(ids.rows.map((r) => r.id)).toEqual([1, 2]);
  });

  it('makes a query from outside wait until an open transaction ends', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const writing = pg.transaction(async (tx) => {
      await tx.query("insert into t (id, name) values (4, 'quattro')");
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const reading = pg.query<{ n: number }>('select count(*)::int as n from t');
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await writing;
    expect((await reading).rows[0]!.n).toBe(3);
  });

  it('delivers a notification before the query that caused it resolves', async () => {
    const heard: string[] = [];
    await pg.listen('canale', (payload) => heard.push(payload));
    await pg.query("select pg_notify('canale', 'scritta')");
    expect(heard).toEqual(['scritta']);
  });
});

describe('the app’s database with PGlite in its own thread', () => {
  let database: Database;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'pglite-thread-'));
    database = await openDatabase({ dataDir: dir });
    await database.migrate();
  });
  afterAll(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is the default on disk, and runs drizzle’s nested transactions as savepoints', async () => {
    expect(driverOf(database.db)).toBeInstanceOf(PGliteThread);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`create temporary table prova (n int)`);
      await tx.execute(sql`insert into prova values (1)`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into prova values (2)`);
          inner.rollback();
        })
        .catch(() => {});
      const rows = await rowsOf<{ n: number }>(tx, sql`select n from prova`);
      expect(rows).toEqual([{ n: 1 }]);
    });
  });

  it('tells the change feed of a committed write before the write resolves', async () => {
    const written: string[] = [];
    const unsubscribe = changeFeedOf(database.db)!.subscribe((table) => written.push(table));
    await database.db.transaction(async (tx) => {
      await tx.execute(
        sql`insert into labels (culture, chiave, testo) values ('it-IT', 'prova.thread', 'x')`,
      );
      expect(written).toEqual([]);
    });
    expect(written).toContain('labels');
    unsubscribe();
  });

  it('fails the queries asked meanwhile, and says so, when it cannot open the database', async () => {
    const notADirectory = path.join(dir, 'file');
    writeFileSync(notADirectory, 'x');
    const failures: Error[] = [];
    const broken = new PGliteThread(path.join(notADirectory, 'pg'));
    broken.onFailure((error) => failures.push(error));
    const asked = broken.query('select 1').catch((e: unknown) => e);
    await expect(broken.ready).rejects.toThrow();
    expect(await asked).toBeInstanceOf(Error);
    expect(failures).toHaveLength(1);
  });

  it('lets a script end once nothing waits for the database', () => {
    const script = path.join(dir, 'script.mts');
    writeFileSync(
      script,
      `import { openDatabase } from ${JSON.stringify(path.resolve('server/db/client.ts'))};
       const d = await openDatabase({ dataDir: ${JSON.stringify(path.join(dir, 'altro'))} });
       const r = await d.db.execute('select 40 + 2 as n' as never);
       console.log(JSON.stringify(r.rows));`,
    );
    const run = spawnSync(process.execPath, ['--import', 'tsx', script], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('[{"n":42}]');
    expect(run.status).toBe(0);
  });
});
