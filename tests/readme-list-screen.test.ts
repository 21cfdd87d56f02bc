import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * README "Adding a list screen" shows a whole screen file; it must stay the real one, which
 * tests/screens.test.ts validates, so the example can always be copied as it is.
 */
describe('README, Adding a list screen', () => {
  it('shows screens/my/tuoi-crediti.screen.json exactly', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const section = readme.split('\n## Adding a list screen\n')[1]?.split('\n## ')[0] ?? '';
    const example = /```json\n([\s\S]*?)\n```/.exec(section)?.[1];
    expect(example, 'a json block in the section').toBeDefined();
    const file = readFileSync(path.join(root, 'screens/my/tuoi-crediti.screen.json'), 'utf8');
    expect(JSON.parse(example!)).toEqual(JSON.parse(file));
  });
});
