import type { Config } from '../config';
import { openDatabase, type Database } from './client';
import { DEMO_PASSWORD, isEmpty, seedDemo, seedReferenceData } from './seed/demo';
import { decidiDatiDemo } from './seed/marcatoreDemo';

/**
 * Opens, migrates and fills the database as `npm start` needs it: reference data always; the demo
 * into an empty embedded database, or into an empty DATABASE_URL one only with SEED_DEMO=1. In
 * production the demo, whose accounts share a published password, is seeded only when asked for.
 * Several processes may start at once: one sets the database up while the others wait.
 */
export async function setupDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'seedDemo' | 'brand' | 'production'>,
  log: (msg: string) => void = () => {},
  /** Already opening (the server opens it first, to load its code meanwhile). */
  opening: Promise<Database> = openDatabase({ url: config.databaseUrl, dataDir: config.dataDir }),
): Promise<Database & { seeded: boolean }> {
  const database = await opening;
  const wantsDemo = config.seedDemo || (!config.databaseUrl && !config.production);
  const seeded = await database.exclusive(async () => {
    await database.migrate();
    await seedReferenceData(database.db, config.brand.slug);
    if (!wantsDemo || !(await isEmpty(database.db))) {
      // A database set up before the demo was marked (seedDemo marks it now) is told apart once.
      await decidiDatiDemo(database.db, DEMO_PASSWORD);
      return false;
    }
    await seedDemo(database.db, config.brand.slug);
    log('Demo data seeded (password in README).');
    return true;
  });
  return { ...database, seeded };
}
