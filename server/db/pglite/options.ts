import { mkdirSync } from 'node:fs';
import path from 'node:path';

// PostgreSQL's type OIDs, written out: the server's thread reads this file before it loads PGlite.
const TIMESTAMP = 1114;
const TIMESTAMPTZ = 1184;
const INTERVAL = 1186;
const DATE = 1082;

/**
 * Drizzle reads these types as text and converts them itself, and hands PGlite these same
 * parsers with every query; PGlite then copies its whole parser table (300+ types) for that query,
 * which cost several times the query itself (issue 13). Given once to the instance instead, drizzle's
 * copy per query is dropped. The instance's own callers (the job queue) give the parsers they need.
 */
export const AS_TEXT: Record<number, (value: string) => string> = {
  [TIMESTAMP]: (value: string) => value,
  [TIMESTAMPTZ]: (value: string) => value,
  [INTERVAL]: (value: string) => value,
  [DATE]: (value: string) => value,
  // Their arrays, and numeric[] (numeric[], timestamp[], timestamptz[], interval[], date[]).
  1231: (value: string) => value,
  1115: (value: string) => value,
  1185: (value: string) => value,
  1187: (value: string) => value,
  1182: (value: string) => value,
};

/**
 * Where PGlite keeps its files for the app's `dataDir` (created if missing), or undefined for a
 * database in memory (`memory://`).
 */
export function embeddedDirectory(dataDir: string): string | undefined {
  if (dataDir.startsWith('memory://')) return undefined;
  mkdirSync(dataDir, { recursive: true });
  return path.join(dataDir, 'pg');
}

type Parser = (value: string, type: number) => unknown;

/**
 * Whether `parsers` only repeat the instance's own (drizzle passes those with every query); any
 * other caller's (the job queue reads times as Dates) must be applied.
 */
export function sameAsInstance(parsers: Record<string, Parser> | undefined): boolean {
  return (
    parsers !== undefined &&
    Object.entries(parsers).every(([type, parse]) => type in AS_TEXT && parse('1', Number(type)) === '1')
  );
}
