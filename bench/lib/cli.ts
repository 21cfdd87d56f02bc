import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** bench/.out: built pages, section results and EXPLAIN output (git-ignored). */
export const OUT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '.out');

export const log = (msg: string) => console.error(msg);

/** Writes a section's result where the runner reads it. */
export async function writeResult(name: string, result: unknown): Promise<string> {
  await mkdir(OUT_DIR, { recursive: true });
  const file = path.join(OUT_DIR, `${name}.json`);
  await writeFile(file, `${JSON.stringify(result, null, 2)}\n`);
  return file;
}

/** `--name value` pairs of process.argv as a lookup with defaults. */
export function args(): {
  get(name: string, fallback: string): string;
  int(name: string, fallback: number): number;
} {
  const argv = process.argv.slice(2);
  const get = (name: string, fallback: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 && argv[i + 1] !== undefined ? argv[i + 1]! : fallback;
  };
  return {
    get,
    int(name, fallback) {
      const n = Number(get(name, String(fallback)));
      if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} needs a whole number`);
      return n;
    },
  };
}
