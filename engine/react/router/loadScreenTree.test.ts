import { describe, expect, it } from 'vitest';
import { loadScreenTree } from './loadScreenTree';

const body = { widget: 'grid', props: { mode: 'server' } };

describe('loadScreenTree', () => {
  it('merges the screens that extend a base, as import.meta.glob hands them over, and routes no base', () => {
    const tree = loadScreenTree({
      '/screens/area/area.screen.json': { name: 'area', path: '/area', redirect: 'uno' },
      '/screens/area/list.base.json': { parent: 'area', body },
      '/screens/area/uno.screen.json': { extends: 'list.base.json', name: 'uno', path: 'uno' },
    });
    expect(tree.byName.get('uno')?.screen).toEqual({ parent: 'area', body, name: 'uno', path: 'uno' });
    expect(tree.byName.get('uno')?.fullPath).toBe('/area/uno');
    expect([...tree.byName.keys()].sort()).toEqual(['area', 'uno']);
  });

  it('stops with file#pointer lines on a reuse fault the checks would have caught', () => {
    expect(() =>
      loadScreenTree({
        '/screens/uno.screen.json': { extends: 'gone.base.json', name: 'uno', path: '/uno' },
      }),
    ).toThrow(
      'screens/uno.screen.json#/extends: extends "gone.base.json": there is no file screens/gone.base.json',
    );
  });
});
