import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { createScratchDatabase, databasesOfThisPass } from '../test/serverProcess';
import { rowsOf } from '../db/rowsOf';
import { accoda, avviaCoda, GRAZIA_ARRESTO_MS, type Coda } from './queue';

const databases = await databasesOfThisPass();

// PGlite always; a real PostgreSQL when one answers (TEST_DATABASE_URL or the local default).
const drivers = [
  ...(databases.pglite ? [{ kind: 'pglite' } as const] : []),
  ...(databases.postgres ? [{ kind: 'postgres' } as const] : []),
];

describe.each(drivers)('the job queue on $kind', ({ kind }) => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  let database: Database;
  let coda: Coda;
  const errori: Error[] = [];
  const visti: Array<{ n: number; tentativo: number }> = [];
  const tentativi = new Map<number, number>();

  beforeAll(async () => {
    scratch = kind === 'postgres' ? await createScratchDatabase('coda') : undefined;
    database = await openDatabase({ url: scratch?.url, dataDir: 'memory://' });
    await database.db.execute(sql`create table righe (n integer primary key)`);
    coda = await avviaCoda(database.db, { onError: (e) => errori.push(e), pollingSeconds: 0.5 });
    await coda.lavora<{ n: number }>(
      'prova',
      async ({ n }) => {
        const tentativo = (tentativi.get(n) ?? 0) + 1;
        tentativi.set(n, tentativo);
        visti.push({ n, tentativo });
        // Job 99 fails at its first try, as a mail server that is down for a moment.
        if (n === 99 && tentativo === 1) throw new Error('server di posta non raggiungibile');
      },
      { retryLimit: 2, retryDelay: 1, retryBackoff: false },
    );
  });

  afterAll(async () => {
    await coda?.stop();
    await database?.close();
    await scratch?.drop();
  });

  it('writes no job when the caller’s transaction rolls back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into righe values (1)`);
        await accoda(tx, 'prova', { n: 1 });
        throw new Error('annullato');
      }),
    ).rejects.toThrow('annullato');
    await coda.svuotata('prova');
    expect(visti.filter((v) => v.n === 1)).toEqual([]);
    const { rows } = (await database.db.execute(
      sql`select count(*)::int as c from pgboss.job where name = 'prova' and data->>'n' = '1'`,
    )) as unknown as { rows: unknown[] };
    expect(rows[0]).toEqual({ c: 0 });
  });

  it('runs the job once the caller’s transaction commits', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into righe values (2)`);
      expect(await accoda(tx, 'prova', { n: 2 })).toMatch(/^[0-9a-f-]{36}$/);
    });
    await coda.svuotata('prova');
    expect(visti.filter((v) => v.n === 2)).toEqual([{ n: 2, tentativo: 1 }]);
  });

  it('tries a failed job again', async () => {
    await database.db.transaction((tx) => accoda(tx, 'prova', { n: 99 }));
    await coda.svuotata('prova');
    expect(visti.filter((v) => v.n === 99)).toEqual([
      { n: 99, tentativo: 1 },
      { n: 99, tentativo: 2 },
    ]);
  });

  it('refuses a job for a queue nobody created, rather than losing it', async () => {
    await expect(database.db.transaction((tx) => accoda(tx, 'inesistente', {}))).rejects.toThrow(
      'la coda inesistente non esiste',
    );
  });

  it('runs each job once when two queues (as two processes) work it', async () => {
    // On PostgreSQL the second queue has its own connection pool, as a second server process would.
    const altro = kind === 'postgres' ? await openDatabase({ url: scratch!.url }) : database;
    const seconda = await avviaCoda(altro.db, { onError: (e) => errori.push(e), pollingSeconds: 0.5 });
    const fatti: Array<{ n: number; da: string }> = [];
    const lavoro =
      (da: string) =>
      async ({ n }: { n: number }) => {
        fatti.push({ n, da });
        await new Promise((r) => setTimeout(r, 5));
      };
    try {
      await coda.lavora('doppio', lavoro('uno'));
      await seconda.lavora('doppio', lavoro('due'));
      await database.db.transaction(async (tx) => {
        for (let n = 0; n < 40; n++) await accoda(tx, 'doppio', { n });
      });
      await Promise.all([coda.svuotata('doppio', 30_000), seconda.svuotata('doppio', 30_000)]);
      expect(fatti.map((f) => f.n).sort((a, b) => a - b)).toEqual([...Array(40).keys()]);
      if (kind === 'postgres') expect(new Set(fatti.map((f) => f.da))).toEqual(new Set(['uno', 'due']));
    } finally {
      await seconda.stop();
      if (altro !== database) await altro.close();
    }
  });

  it('takes no job once stopped, lets the running one finish, and fails one past the grace', async () => {
    const altra = await avviaCoda(database.db, { onError: (e) => errori.push(e), pollingSeconds: 0.5 });
    const iniziati: number[] = [];
    let liberaPrimo!: () => void;
    await altra.lavora<{ n: number }>('arresto', async ({ n }) => {
      iniziati.push(n);
      if (n === 1) await new Promise<void>((r) => (liberaPrimo = r));
      if (n === 3) await new Promise(() => {});
    });
    await database.db.transaction((tx) => accoda(tx, 'arresto', { n: 1 }));
    await finché(() => iniziati.includes(1));
    await database.db.transaction((tx) => accoda(tx, 'arresto', { n: 2 }));
    const fermata = altra.stop();
    liberaPrimo();
    await fermata;
    expect(iniziati).toEqual([1]);
    expect(await stati('arresto')).toEqual({ 1: 'completed', 2: 'created' });

    // A job that outlives the stop's grace is failed, so that the queue tries it again.
    const terza = await avviaCoda(database.db, { onError: (e) => errori.push(e), pollingSeconds: 0.5 });
    await terza.lavora<{ n: number }>('arresto', async ({ n }) => {
      iniziati.push(n);
      if (n === 3) await new Promise(() => {});
    });
    await database.db.transaction((tx) => accoda(tx, 'arresto', { n: 3 }));
    await finché(() => iniziati.includes(3));
    const inizio = Date.now();
    await terza.stop();
    expect(Date.now() - inizio).toBeGreaterThanOrEqual(GRAZIA_ARRESTO_MS - 100);
    expect(await stati('arresto')).toEqual({ 1: 'completed', 2: 'completed', 3: 'retry' });
  }, 30_000);

  const finché = async (condizione: () => boolean) => {
    for (let i = 0; !condizione(); i++) {
      if (i > 200) throw new Error('condition not met within 10 s');
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const stati = async (name: string) =>
    Object.fromEntries(
      (
        await rowsOf<{ n: number; state: string }>(
          database.db,
          sql`select (data->>'n')::int as n, state::text as state from pgboss.job where name = ${name}`,
        )
      ).map((r) => [r.n, r.state]),
    );

  it('reported no error', () => {
    expect(errori).toEqual([]);
  });
});
