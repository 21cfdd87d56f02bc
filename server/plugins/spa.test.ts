import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/precompress';
import spaPlugin from './spa';

let dir: string;
let app: FastifyInstance;
const script = `export const etichette = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `voce ${i}`))};\n`;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'spa-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(
    path.join(dir, 'index.html'),
    `<!doctype html><html><body>${'<p>portale</p>'.repeat(200)}</body></html>`,
  );
  await writeFile(path.join(dir, 'assets', 'index-abc.js'), script);
  await writeFile(path.join(dir, 'assets', 'tiny.js'), 'export {};\n');
  await writeFile(path.join(dir, '.inputs.sha256'), 'abc\n');
  const r = await precompress(dir);
  expect(r.files).toBe(2);
  app = Fastify();
  // The SPA plugin asks every /api route for its access; none is registered here.
  await app.register(spaPlugin, { clientDir: dir });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the built client on the wire', () => {
  it('sends the brotli copy made at build time to a browser that accepts it, gzip to one that accepts only gzip', async () => {
    const brotli = await app.inject({
      url: '/assets/index-abc.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);
    expect(brotli.rawPayload.length).toBeLessThan(script.length / 3);
    expect(brotli.headers['cache-control']).toContain('immutable');

    const gz = await app.inject({ url: '/assets/index-abc.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await app.inject({ url: '/assets/index-abc.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('serves no dot file of the build (its record of its inputs), even escaped', async () => {
    for (const url of ['/.inputs.sha256', '/%2Einputs.sha256', '/assets/../.inputs.sha256']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('abc');
    }
  });

  it('serves every file through one route, not a route per file (hundreds of them slowed the start)', () => {
    expect(app.hasRoute({ method: 'GET', url: '/*' })).toBe(true);
    expect(app.hasRoute({ method: 'GET', url: '/assets/index-abc.js' })).toBe(false);
  });

  it('compresses the page a deep link falls back to, and leaves files too small to gain as they are', async () => {
    const page = await app.inject({ url: '/carrello/infoProdotto', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<p>portale</p>');
    const tiny = await app.inject({ url: '/assets/tiny.js', headers: { 'accept-encoding': 'br' } });
    expect(tiny.headers['content-encoding']).toBeUndefined();
  });
});
