import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const br = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const TEXT = /\.(js|mjs|css|html|svg|json|txt|map)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/**
 * Writes `.br` (brotli, quality 11) and `.gz` (gzip 9) beside every text file of the build, once, so
 * the server sends them as they are (`@fastify/static` with `preCompressed`) instead of compressing
 * on every request or sending the bytes raw. A copy is kept only when it is smaller.
 */
export async function precompress(dir: string): Promise<{ files: number; raw: number; brotli: number }> {
  let count = 0;
  let raw = 0;
  let brotli = 0;
  for await (const file of files(dir)) {
    if (!TEXT.test(file) || (await stat(file)).size < MIN_BYTES) continue;
    const bytes = await readFile(file);
    const [b, g] = await Promise.all([
      br(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gz(bytes, { level: 9 }),
    ]);
    if (b.length < bytes.length) await writeFile(`${file}.br`, b);
    if (g.length < bytes.length) await writeFile(`${file}.gz`, g);
    count++;
    raw += bytes.length;
    brotli += Math.min(b.length, bytes.length);
  }
  return { files: count, raw, brotli };
}

/**
 * Vite build plugin: precompresses the output once it is written, then calls `afterwards` (the
 * output is complete only then; Vite runs the plugins' closing hooks at the same time).
 */
export function precompressPlugin(afterwards?: () => void): Plugin {
  let outDir = 'dist';
  return {
    name: 'overins:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle(error?: Error) {
      if (error) return;
      const r = await precompress(outDir);
      this.info?.(`precompressed ${r.files} files: ${r.raw} → ${r.brotli} bytes (brotli)`);
      afterwards?.();
    },
  };
}
