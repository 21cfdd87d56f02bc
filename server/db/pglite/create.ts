import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { AS_TEXT } from './options';

/**
 * A PGlite as the app opens it, in this thread or in its own: in `dir`, or in memory without.
 * `image` (a `dumpDataDir` tarball) starts it with those files: the tests' copy of a seeded database.
 */
export const createPGlite = (dir: string | undefined, image?: Blob): PGlite => {
  const options = { parsers: AS_TEXT, extensions: { pg_trgm }, ...(image ? { loadDataDir: image } : {}) };
  return dir ? new PGlite(dir, options) : new PGlite(options);
};
