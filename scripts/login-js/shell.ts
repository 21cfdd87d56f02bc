import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** What index.html makes the browser fetch before any route runs: the entry and its modulepreloads. */
export interface ShellSize {
  /** The entry chunk alone, gzip -9. */
  entryGzipBytes: number;
  /** The entry and every chunk index.html preloads (its static imports), gzip -9. */
  shellGzipBytes: number;
  /** How many scripts that is (entry included). */
  shellScripts: number;
}

/** The shell's budget of issue 13: 120 KB gzip (120,000 bytes), entry and modulepreloads together. */
export const SHELL_MAX_GZIP_BYTES = 120_000;

/**
 * Sizes of the scripts a built `index.html` loads by itself (entry + modulepreload links).
 *
 * @example await shellSize('dist') // { entryGzipBytes: 24_000, shellGzipBytes: 92_000, shellScripts: 3 }
 */
export async function shellSize(dist: string): Promise<ShellSize> {
  const html = await readFile(path.join(dist, 'index.html'), 'utf8');
  const entry = /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error(`${dist}/index.html has no module script`);
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*\shref="([^"]+)"/g)].map((m) => m[1]!);
  const gzipOf = async (href: string) => gzipSync(await readFile(path.join(dist, href)), { level: 9 }).length;
  const entryGzipBytes = await gzipOf(entry);
  const preloaded = await Promise.all(preloads.map(gzipOf));
  return {
    entryGzipBytes,
    shellGzipBytes: preloaded.reduce((s, n) => s + n, entryGzipBytes),
    shellScripts: 1 + preloads.length,
  };
}
