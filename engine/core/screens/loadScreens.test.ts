import { describe, expect, it } from 'vitest';
import { FIXTURE_PERMISSIONS, fixtureRegistry } from '../../../tests/fixtures/engineScreens';
import { lintScreens } from './lintScreens';
import { loadScreens } from './loadScreens';
import type { Screen } from './types';

const placeholder = { widget: 'page-in-preparazione', props: { message: 'Pagina in preparazione' } };
const screen = (s: Partial<Screen> & Pick<Screen, 'name' | 'path'>): { file: string; json: Screen } => ({
  file: `screens/${s.name}.screen.json`,
  json: s,
});

const catalogues = { registry: fixtureRegistry(), permissions: FIXTURE_PERMISSIONS, product: 'overins' };

describe('loadScreens', () => {
  it('returns the tree with children in display order and full paths', () => {
    const result = loadScreens(
      [
        screen({ name: 'tuoiUtenti', parent: 'myoverins', path: 'tuoiUtenti', order: 10, body: placeholder }),
        screen({ name: 'myoverins', path: '/my{product}', layout: 'submenu', redirect: 'tuoiAcquisti' }),
        screen({
          name: 'tuoiAcquisti',
          parent: 'myoverins',
          path: 'tuoiAcquisti',
          order: 3,
          body: placeholder,
        }),
        screen({
          name: 'acquistiPolizze',
          parent: 'myoverins',
          path: 'acquistiPolizze',
          order: 1,
          body: placeholder,
        }),
        screen({ name: 'login', path: '/login', anonymous: true, layout: 'empty', body: placeholder }),
      ],
      catalogues,
    );
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.roots.map((n) => n.screen.name)).toEqual(['login', 'myoverins']);
    const my = result.byName.get('myoverins');
    expect(my?.children.map((n) => [n.screen.name, n.fullPath])).toEqual([
      ['acquistiPolizze', '/my{product}/acquistiPolizze'],
      ['tuoiAcquisti', '/my{product}/tuoiAcquisti'],
      ['tuoiUtenti', '/my{product}/tuoiUtenti'],
    ]);
    expect(result.byName.get('tuoiUtenti')?.file).toBe('screens/tuoiUtenti.screen.json');
  });

  it('collects the problems of every file and of the cross-checks', () => {
    const result = loadScreens(
      [
        screen({ name: 'a', path: '/a', body: { widget: 'nope' } }),
        screen({ name: 'b', path: '/b', parent: 'c', body: placeholder }),
      ],
      catalogues,
    );
    expect(result).toEqual({
      ok: false,
      problems: [
        {
          file: 'screens/a.screen.json',
          pointer: '/body/widget',
          message: expect.stringContaining('Unknown widget "nope" in screen "a"'),
        },
        { file: 'screens/b.screen.json', pointer: '/parent', message: 'parent screen "c" does not exist' },
      ],
    });
  });
});

describe('lintScreens', () => {
  const valid = (s: Partial<Screen> & Pick<Screen, 'name' | 'path'>, file = `${s.name}.json`) => ({
    file,
    screen: s as Screen,
  });

  it('finds duplicate names, missing parents, sibling path clashes, missing redirects and empty screens', () => {
    expect(
      lintScreens([
        valid({ name: 'carrello', path: '/carrello', redirect: 'carrelloCategorie' }),
        valid({
          name: 'carrelloCategoria',
          parent: 'carrello',
          path: 'carrelloCategorie',
          body: placeholder,
        }),
        valid({ name: 'preventivatore', parent: 'carrello', path: '/carrelloCategorie/', body: placeholder }),
        valid({ name: 'preventivatore', path: '/p', body: placeholder }, 'other.json'),
        valid({ name: 'orfano', parent: 'carelo', path: 'x', body: placeholder }),
        valid({ name: 'vuoto', path: '/vuoto' }),
      ]),
    ).toEqual([
      {
        file: 'other.json',
        pointer: '/name',
        message: 'screen name "preventivatore" is already used by preventivatore.json',
      },
      {
        file: 'carrello.json',
        pointer: '/redirect',
        message: 'redirect target "carrelloCategorie" does not exist (did you mean "carrelloCategoria"?)',
      },
      {
        file: 'preventivatore.json',
        pointer: '/path',
        message:
          'path "/carrelloCategorie/" is already used by screen "carrelloCategoria" (carrelloCategoria.json) under the same parent',
      },
      {
        file: 'orfano.json',
        pointer: '/parent',
        message: 'parent screen "carelo" does not exist (did you mean "carrello"?)',
      },
      {
        file: 'vuoto.json',
        pointer: '',
        message: 'screen "vuoto" has no body, no redirect and no children: it would render nothing',
      },
    ]);
  });

  it('finds parent cycles', () => {
    expect(
      lintScreens([
        valid({ name: 'a', parent: 'b', path: 'a', body: placeholder }),
        valid({ name: 'b', parent: 'a', path: 'b', body: placeholder }),
      ]),
    ).toEqual([
      { file: 'a.json', pointer: '/parent', message: 'screen "a" is its own ancestor' },
      { file: 'b.json', pointer: '/parent', message: 'screen "b" is its own ancestor' },
    ]);
  });
});

describe('loadScreens with extends', () => {
  const part = { parent: 'area', layout: 'submenu', body: placeholder };
  const area = screen({ name: 'area', path: '/area', layout: 'submenu', body: placeholder });

  it('routes the merged screens, not the base', () => {
    const result = loadScreens(
      [
        area,
        { file: 'screens/part.base.json', json: part },
        {
          file: 'screens/uno.screen.json',
          json: { extends: 'part.base.json', name: 'uno', path: 'uno', layout: null },
        },
      ],
      catalogues,
    );
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.byName.get('uno')?.screen).toEqual({
      parent: 'area',
      body: placeholder,
      name: 'uno',
      path: 'uno',
    });
    expect([...result.byName.keys()]).toEqual(['area', 'uno']);
  });

  it('checks the files as written against the part meta-schema', () => {
    const result = loadScreens(
      [
        area,
        { file: 'screens/part.base.json', json: { ...part, titel: 'x' } },
        {
          file: 'screens/uno.screen.json',
          json: { extends: 'part.base.json', name: 'uno', path: 'uno', order: 'first' },
        },
      ],
      catalogues,
    );
    expect(!result.ok && result.problems).toEqual([
      {
        file: 'screens/part.base.json',
        pointer: '/titel',
        message: 'unknown property "titel" (did you mean "title"?)',
      },
      { file: 'screens/uno.screen.json', pointer: '/order', message: 'must be integer' },
    ]);
  });

  it('checks the merged screen against the screen meta-schema and the cross-checks', () => {
    const result = loadScreens(
      [
        area,
        { file: 'screens/part.base.json', json: part },
        // Without a path of its own, the merged screen lacks a required property.
        { file: 'screens/uno.screen.json', json: { extends: 'part.base.json', name: 'uno' } },
        { file: 'screens/due.screen.json', json: { extends: 'part.base.json', name: 'area', path: 'due' } },
      ],
      catalogues,
    );
    expect(!result.ok && result.problems.map((p) => `${p.file}#${p.pointer}: ${p.message}`)).toEqual([
      expect.stringMatching(/^screens\/uno\.screen\.json#: .*path/),
      'screens/due.screen.json#/name: screen name "area" is already used by screens/area.screen.json',
    ]);
  });

  it('reports a missing base and a cycle with file and pointer', () => {
    const result = loadScreens(
      [
        area,
        { file: 'screens/uno.screen.json', json: { extends: 'manca.base.json', name: 'uno', path: 'uno' } },
        { file: 'screens/due.screen.json', json: { extends: 'due.screen.json', name: 'due', path: 'due' } },
      ],
      catalogues,
    );
    expect(!result.ok && result.problems.map((p) => `${p.file}#${p.pointer}`)).toEqual([
      'screens/uno.screen.json#/extends',
      'screens/due.screen.json#/extends',
    ]);
  });
});
