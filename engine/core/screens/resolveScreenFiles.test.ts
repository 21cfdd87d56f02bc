import { describe, expect, it } from 'vitest';
import { joinPath, resolveScreenFiles } from './resolveScreenFiles';

const base = { parent: 'area', body: { widget: 'grid', props: { mode: 'server' } } };

describe('resolveScreenFiles', () => {
  it('merges a screen over the base it names, relative to its own folder; bases are not screens', () => {
    const result = resolveScreenFiles([
      { file: 'screens/area/list.base.json', json: base },
      { file: 'screens/area/one.screen.json', json: { extends: 'list.base.json', name: 'one', path: 'one' } },
      { file: 'screens/other/two.screen.json', json: { extends: '../area/list.base.json', name: 'two' } },
    ]);
    expect(result.problems).toEqual([]);
    expect(result.screens).toEqual([
      {
        file: 'screens/area/one.screen.json',
        json: { ...base, name: 'one', path: 'one' },
        from: ['screens/area/one.screen.json', 'screens/area/list.base.json'],
      },
      {
        file: 'screens/other/two.screen.json',
        json: { ...base, name: 'two' },
        from: ['screens/other/two.screen.json', 'screens/area/list.base.json'],
      },
    ]);
    expect(result.parts.map((p) => p.file)).toEqual([
      'screens/area/list.base.json',
      'screens/area/one.screen.json',
      'screens/other/two.screen.json',
    ]);
  });

  it('follows a chain from the farthest base down, and a screen may extend a screen', () => {
    const result = resolveScreenFiles([
      { file: 's/a.base.json', json: { order: 1, layout: 'submenu' } },
      { file: 's/b.screen.json', json: { extends: 'a.base.json', name: 'b', order: 2 } },
      { file: 's/c.screen.json', json: { extends: 'b.screen.json', name: 'c' } },
    ]);
    expect(result.screens.map((s) => s.from)).toEqual([
      ['s/b.screen.json', 's/a.base.json'],
      ['s/c.screen.json', 's/b.screen.json', 's/a.base.json'],
    ]);
    expect(result.screens.map((s) => s.json)).toEqual([
      { layout: 'submenu', name: 'b', order: 2 },
      { layout: 'submenu', name: 'c', order: 2 },
    ]);
  });

  it('a missing base is a problem at /extends of the file naming it', () => {
    const result = resolveScreenFiles([{ file: 's/a.screen.json', json: { extends: 'gone.base.json' } }]);
    expect(result.problems).toEqual([
      {
        file: 's/a.screen.json',
        pointer: '/extends',
        message: 'extends "gone.base.json": there is no file s/gone.base.json',
      },
    ]);
    expect(result.screens).toEqual([]);
  });

  it('a cycle is a problem at /extends of each file in it', () => {
    const result = resolveScreenFiles([
      { file: 's/a.screen.json', json: { extends: 'b.screen.json' } },
      { file: 's/b.screen.json', json: { extends: 'a.screen.json' } },
      { file: 's/self.screen.json', json: { extends: './self.screen.json' } },
    ]);
    expect(result.problems).toEqual([
      {
        file: 's/b.screen.json',
        pointer: '/extends',
        message: 'extends makes a cycle: s/a.screen.json -> s/b.screen.json -> s/a.screen.json',
      },
      {
        file: 's/a.screen.json',
        pointer: '/extends',
        message: 'extends makes a cycle: s/b.screen.json -> s/a.screen.json -> s/b.screen.json',
      },
      {
        file: 's/self.screen.json',
        pointer: '/extends',
        message: 'extends makes a cycle: s/self.screen.json -> s/self.screen.json',
      },
    ]);
    expect(result.screens).toEqual([]);
  });

  it('an extends that is not a string, and a base nobody extends, are problems', () => {
    const result = resolveScreenFiles([
      { file: 's/a.screen.json', json: { extends: ['x.base.json'] } },
      { file: 's/unused.base.json', json: base },
    ]);
    expect(result.problems).toEqual([
      { file: 's/a.screen.json', pointer: '/extends', message: 'extends must be a file path (a string)' },
      { file: 's/unused.base.json', pointer: '', message: 'no screen extends this base file' },
    ]);
  });

  it('a screen over a broken base is left out; the fault is reported once, at the base', () => {
    const result = resolveScreenFiles([
      { file: 's/a.base.json', json: { extends: 'gone.base.json' } },
      { file: 's/b.screen.json', json: { extends: 'a.base.json', name: 'b' } },
      { file: 's/c.screen.json', json: { extends: 'a.base.json', name: 'c' } },
    ]);
    expect(result.problems).toEqual([
      {
        file: 's/a.base.json',
        pointer: '/extends',
        message: 'extends "gone.base.json": there is no file s/gone.base.json',
      },
    ]);
    expect(result.screens).toEqual([]);
  });

  it('a screen without extends passes through as it is', () => {
    const json = { name: 'a', path: '/a' };
    expect(resolveScreenFiles([{ file: 'a.screen.json', json }])).toEqual({
      screens: [{ file: 'a.screen.json', json, from: ['a.screen.json'] }],
      parts: [],
      problems: [],
    });
  });
});

describe('joinPath', () => {
  it('normalises . and .., keeps a leading / and leading .. segments', () => {
    expect(joinPath('screens/my/', '../auth/./a.json')).toBe('screens/auth/a.json');
    expect(joinPath('/screens/my/', 'a.json')).toBe('/screens/my/a.json');
    expect(joinPath('../../tmp/x/', '../y.json')).toBe('../../tmp/y.json');
  });
});
