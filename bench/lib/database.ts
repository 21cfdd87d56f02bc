import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../../server/db/client';
import { setupDatabase } from '../../server/db/setup';
import { createScratchDatabase } from '../../server/test/serverProcess';
import { testConfig } from '../../server/test/testDatabase';

/** The PostgreSQL server the benchmarks create their scratch databases on (an admin connection). */
export function benchPostgresUrl(): string {
  return process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

/**
 * A new demo database for one benchmark run: PGlite in a temporary folder, or a scratch database on
 * BENCH_PG_URL's server; `dispose` removes it after the database is closed.
 */
export async function openBenchDatabase(
  engine: 'pglite' | 'postgres',
  prefix: string,
): Promise<{ database: Database; dispose(): Promise<void> }> {
  if (engine === 'pglite') {
    const dir = await mkdtemp(path.join(os.tmpdir(), `${prefix.replaceAll('_', '-')}-`));
    const database = await setupDatabase({
      ...testConfig(),
      databaseUrl: undefined,
      dataDir: dir,
      seedDemo: true,
    });
    return { database, dispose: () => rm(dir, { recursive: true, force: true }) };
  }
  const scratch = await createScratchDatabase(prefix, benchPostgresUrl());
  const database = await setupDatabase({ ...testConfig(), databaseUrl: scratch.url, seedDemo: true });
  return { database, dispose: () => scratch.drop() };
}
