import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { shellSize } from './shell';

let dir = '';
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function dist(files: Record<string, string>, html: string): Promise<string> {
  dir = await mkdtemp(path.join(os.tmpdir(), 'shell-size-'));
  await mkdir(path.join(dir, 'assets'));
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, 'assets', name), text);
  await writeFile(path.join(dir, 'index.html'), html);
  return dir;
}

const gz = (text: string) => gzipSync(text, { level: 9 }).length;

describe('shellSize', () => {
  it('sums the entry and its modulepreloads, not the chunks loaded later', async () => {
    const files = {
      'index.js': 'export const a = 1;'.repeat(50),
      'react.js': 'var r=2;'.repeat(80),
      'late.js': 'x',
    };
    const root = await dist(
      files,
      `<link rel="modulepreload" crossorigin href="/assets/react.js">
       <script type="module" crossorigin src="/assets/index.js"></script>`,
    );
    expect(await shellSize(root)).toEqual({
      entryGzipBytes: gz(files['index.js']),
      shellGzipBytes: gz(files['index.js']) + gz(files['react.js']),
      shellScripts: 2,
    });
  });

  it('refuses an index.html without a module script', async () => {
    const root = await dist({}, '<p>nothing</p>');
    await expect(shellSize(root)).rejects.toThrow('has no module script');
  });
});
