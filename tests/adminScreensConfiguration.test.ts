import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rowActions } from '../widgets/grid/rowActions';

/**
 * Issue 27: the admin area is configuration. Each admin screen file may use only the engine's generic
 * widgets, and its row buttons only declared calls or the grid's built-ins; the one bespoke widget is
 * the permissions editor the spec shows (spec 1 §6), and the one named row action is sign-in-as (a
 * session change, not a call). This counts, per admin screen, the TypeScript written for it.
 */
const root = path.resolve(import.meta.dirname, '..');
const adminDir = path.join(root, 'screens', 'admin');

/** Widgets every kind of screen shares (lists, parameter bars, the tiles of a section's home). */
const GENERIC_WIDGETS = new Set(['grid', 'grid-panel', 'menu-tiles']);
const GRID_BUILT_INS = new Set(['edit', 'delete']);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function* nodes(value: Json): Generator<{ [key: string]: Json }> {
  if (Array.isArray(value)) for (const item of value) yield* nodes(item);
  else if (value && typeof value === 'object') {
    yield value;
    for (const child of Object.values(value)) yield* nodes(child);
  }
}

/** What one screen file needed beyond configuration: its bespoke widgets and named row actions. */
function codeOf(file: string): string[] {
  const json = JSON.parse(readFileSync(path.join(adminDir, file), 'utf8')) as Json;
  const code: string[] = [];
  for (const node of nodes(json)) {
    if (typeof node.widget === 'string' && !GENERIC_WIDGETS.has(node.widget))
      code.push(`widgets/${node.widget}`);
    if (Array.isArray(node.customButtons))
      for (const button of node.customButtons as Array<{ name: string; call?: unknown }>)
        if (!button.call && !GRID_BUILT_INS.has(button.name)) code.push(`rowActions.${button.name}`);
  }
  return code;
}

describe('the admin area as configuration', () => {
  const files = readdirSync(adminDir).filter((f) => f.endsWith('.json'));
  const needed = Object.fromEntries(
    files.map((f) => [f, codeOf(f)] as const).filter(([, code]) => code.length > 0),
  );

  it('needs TypeScript only for the permissions editor and sign-in-as', () => {
    expect(files.length).toBeGreaterThanOrEqual(10);
    expect(needed).toEqual({
      'ruoli-permessi.screen.json': ['widgets/role-permissions'],
      'accedi-come.screen.json': ['rowActions.accediCome'],
      'utenti.screen.json': ['rowActions.accediCome'],
    });
  });

  it('keeps no screen-specific row action in the grid: a decision or a write is a declared call', () => {
    expect(Object.keys(rowActions)).toEqual(['accediCome']);
  });
});
