import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import { driverOf, openDatabase, type Database } from '../db/client';
import { setupDatabase } from '../db/setup';

type Settings = Pick<Config, 'dataDir' | 'seedDemo' | 'brand' | 'production'>;

/** Where the seeded images are kept between test files and runs (per user: tmp is shared). */
export const imageDir = path.join(tmpdir(), `overins-test-db-${process.getuid?.() ?? 0}`);

const imageFile = (hash: string, settings: Settings) =>
  path.join(imageDir, `${hash}-${settings.brand.slug}-${settings.seedDemo ? 'demo' : 'nodemo'}.tar.gz`);

const DAY = 86_400_000;

/**
 * Removes images written over a day ago: the hash names the day, so those are stale. Today's of other
 * sources stay (another worktree's run may be reading them).
 */
export function dropStaleImages(): void {
  mkdirSync(imageDir, { recursive: true });
  for (const name of readdirSync(imageDir)) {
    const file = path.join(imageDir, name);
    if (statSync(file).mtimeMs < Date.now() - DAY) rmSync(file, { force: true });
  }
}

/**
 * An in-memory PGlite set up as `setupDatabase` sets one up, started from the image of a database
 * set up once (migrating and seeding the demo takes seconds; loading its files, a fraction). The first
 * file to need an image sets its own database up the real way and stores that database's files.
 */
export async function imagedDatabase(
  hash: string,
  settings: Settings,
): Promise<Database & { seeded: boolean }> {
  const file = imageFile(hash, settings);
  // As setupDatabase decides it for an empty embedded database.
  const seeded = settings.seedDemo || !settings.production;
  const image = await readFile(file).catch(() => undefined);
  if (image) {
    const database = await openDatabase({ dataDir: 'memory://', image: new Blob([image]) });
    return { ...database, seeded };
  }
  const database = await setupDatabase({ ...settings, databaseUrl: undefined, dataDir: 'memory://' });
  // The dump copies the files as they are: flushed first, the copy opens without replaying the log
  // (a replay would move every sequence on by its logged-ahead values).
  await database.db.execute(sql`checkpoint`);
  const client = driverOf(database.db);
  if (!(client instanceof PGlite)) throw new Error('A test image is made of an in-thread PGlite database');
  const dump = await client.dumpDataDir('gzip');
  mkdirSync(imageDir, { recursive: true });
  // Written aside and renamed: a file reading it meanwhile never sees half an image.
  const partial = `${file}.${process.pid}.${Date.now()}`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file).catch(() => {});
  return database;
}
