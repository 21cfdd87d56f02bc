import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createRegistry, type WidgetDescriptor } from '../engine/core/registry';
import { formatProblem, loadScreens, type ScreenCatalogues, type ScreenFile } from '../engine/core/screens';
import { permissionCatalogue } from '../server/db/seed/permissionCatalogue';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const product = 'overins';

/**
 * Widgets known so far. The real registry lives in widgets/ (each widget's index.ts); until the
 * React side exists the test declares the two that screens use, with the props they will take.
 */
const widgets: WidgetDescriptor[] = [
  {
    name: 'page-in-preparazione',
    props: { type: 'object', properties: { message: { type: 'string' } }, additionalProperties: false },
  },
  {
    name: 'login-form',
    props: {
      type: 'object',
      properties: { form: { $ref: 'form.schema.json' } },
      additionalProperties: false,
    },
  },
];

const entityIds = readdirSync(path.join(root, 'schemas/entities'))
  .filter((f) => f.endsWith('.schema.json'))
  .map(
    (f) => (JSON.parse(readFileSync(path.join(root, 'schemas/entities', f), 'utf8')) as { $id: string }).$id,
  );

const catalogues = (extra: WidgetDescriptor[] = []): ScreenCatalogues => ({
  registry: createRegistry([...widgets, ...extra]),
  permissions: permissionCatalogue(product).map((p) => p.codice),
  product,
  entities: entityIds,
});

/** Every `*.json` under a folder, parsed; a file that is not JSON becomes a problem, not a crash. */
function readScreenFiles(dir: string): { files: ScreenFile[]; unreadable: string[] } {
  const files: ScreenFile[] = [];
  const unreadable: string[] = [];
  const names = (readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith('.json')).sort();
  for (const name of names) {
    const file = path.relative(root, path.join(dir, name)).split(path.sep).join('/');
    try {
      files.push({ file, json: JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as unknown });
    } catch (error) {
      unreadable.push(`${file}#/: not valid JSON (${(error as Error).message})`);
    }
  }
  return { files, unreadable };
}

function check(dir: string, extra: WidgetDescriptor[] = []): string[] {
  const { files, unreadable } = readScreenFiles(dir);
  const result = loadScreens(files, catalogues(extra));
  return [...unreadable, ...(result.ok ? [] : result.problems.map(formatProblem))];
}

describe('screens/', () => {
  it('holds only valid screens (file#pointer: message for each problem)', () => {
    const { files } = readScreenFiles(path.join(root, 'screens'));
    expect(files.map((f) => f.file)).toContain('screens/auth/login.screen.json');
    expect(check(path.join(root, 'screens'))).toEqual([]);
  });

  it('builds the route tree from them', () => {
    const { files } = readScreenFiles(path.join(root, 'screens'));
    const result = loadScreens(files, catalogues());
    expect(result.ok && result.byName.get('login')?.fullPath).toBe('/login');
  });
});

describe('a broken screen file fails with its path and JSON pointer', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'screens-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const fileOf = (name: string) => path.relative(root, path.join(dir, name)).split(path.sep).join('/');
  const write = (name: string, json: unknown): void =>
    writeFileSync(path.join(dir, name), JSON.stringify(json));
  const grid: WidgetDescriptor = {
    name: 'grid',
    props: {
      type: 'object',
      properties: {
        source: { $ref: 'data-source.schema.json' },
        columns: { type: 'array', items: { $ref: 'grid-column.schema.json' } },
      },
      additionalProperties: false,
    },
  };

  it('an unknown widget', () => {
    write('unknown-widget.screen.json', { name: 'a', path: '/a', body: { widget: 'login-from' } });
    expect(check(dir)).toEqual([
      `${fileOf('unknown-widget.screen.json')}#/body/widget: Unknown widget "login-from" in screen "a" at /body: did you mean "login-form"?`,
    ]);
    rmSync(path.join(dir, 'unknown-widget.screen.json'));
  });

  it('a misspelt column property', () => {
    write('misspelt-column.screen.json', {
      name: 'tuoiAcquisti',
      path: '/tuoiAcquisti',
      body: {
        widget: 'grid',
        props: {
          source: { path: 'x', kind: 'list' },
          columns: [{ field: 'dataAcquisto', type: 'date', filtrable: true }],
        },
      },
    });
    expect(check(dir, [grid])).toEqual([
      `${fileOf('misspelt-column.screen.json')}#/body/props/columns/0/filtrable: unknown property "filtrable" (did you mean "filterable"?)`,
    ]);
    rmSync(path.join(dir, 'misspelt-column.screen.json'));
  });

  it('a guard of the wrong shape', () => {
    write('bad-guard.screen.json', {
      name: 'utenti',
      path: '/utenti',
      guard: { permission: ['WEB_MY{product}_UTENTI'], attributes: 'distributore' },
      body: { widget: 'page-in-preparazione', props: { message: 'Pagina in preparazione' } },
    });
    const file = fileOf('bad-guard.screen.json');
    expect(check(dir)).toEqual([
      `${file}#/guard/permission: unknown property "permission" (did you mean "permissions"?)`,
      `${file}#/guard/attributes: must be array`,
    ]);
    rmSync(path.join(dir, 'bad-guard.screen.json'));
  });

  it('a permission missing from the catalogue, and a file that is not JSON', () => {
    write('unknown-permission.screen.json', {
      name: 'utenti',
      path: '/utenti',
      guard: { permissions: ['WEB_MY{product}_UTENTE'] },
      body: { widget: 'page-in-preparazione' },
    });
    writeFileSync(path.join(dir, 'broken.screen.json'), '{ "name": ');
    const problems = check(dir);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(new RegExp(`^${fileOf('broken.screen.json')}#/: not valid JSON`));
    expect(problems[1]).toBe(
      `${fileOf('unknown-permission.screen.json')}#/guard/permissions/0: permission "WEB_MY{product}_UTENTE" is not in the permission catalogue (did you mean "WEB_MYOVERINS_UTENTI"?)`,
    );
  });
});
