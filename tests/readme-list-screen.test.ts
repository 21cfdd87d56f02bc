import { rmSync } from 'node:fs';
import path from 'node:path';
import { formatProblem } from '../engine/core/screens';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_LIST_CATALOGUE } from '../server/lists/catalogue';
import { loadListFiles } from '../server/lists/declared/loadListFiles';
import { loadScreensOfCopy } from './readmeScreens';
import { applyReadmeSteps, copyRepository, readmeSection, readmeSteps } from './readmeSteps';

/**
 * README "Adding a list screen" is a configurator's recipe: this test follows its exact blocks on a
 * copy of the repository and checks the result as start-up and `npm test` do — the list files load
 * against the catalogue, the screens validate against the widgets, the lists the server would
 * serve and the label files. tests/e2e/readme-list-screen.e2e.test.ts then opens it in Chromium.
 */

const product = 'overins';
const steps = readmeSteps(readmeSection());
let copy = '';

beforeAll(() => {
  copy = copyRepository();
  applyReadmeSteps(copy, steps);
});
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const newList = steps.find((s) => s.file.startsWith('server/lists/definitions/') && s.pointer === null);
const newScreen = steps.find((s) => s.file.startsWith('screens/') && s.pointer === null);

describe('README, Adding a list screen', () => {
  it('has the steps of a configurator: a list, labels, a screen, a column, an edit form — all JSON', () => {
    expect(steps.every((s) => s.file.endsWith('.json'))).toBe(true);
    expect(newList, 'a new list file').toBeDefined();
    expect(newScreen, 'a new screen file').toBeDefined();
    expect(steps.some((s) => s.file.startsWith('schemas/catalogues/labels/'))).toBe(true);
    expect(steps.some((s) => s.file === newScreen?.file && s.pointer === '/body/props/columns/-')).toBe(true);
    expect(steps.some((s) => s.file === newList?.file && s.pointer === '/edit')).toBe(true);
    expect(steps.some((s) => s.file === newScreen?.file && s.pointer === '/body/props/editable')).toBe(true);
  });

  it('gives list files the server loads, the new one with its added field and edit form', () => {
    const lists = loadListFiles(path.join(copy, 'server/lists/definitions'), PORTAL_LIST_CATALOGUE);
    const name = (newList!.json as { name: string }).name;
    const added = lists.find((l) => l.list.name === name);
    expect(added?.routes.length).toBeGreaterThan(0);
    expect([...added!.list.resolved.keys()]).toContain('numeroPartecipanti');
    expect(added!.edit?.fields.map((f) => f.name)).toEqual(['riferimentoPratica']);
  });

  it('gives screens that validate, columns the list serves, titles the label file holds', () => {
    const { result, files, labels } = loadScreensOfCopy(copy, product);
    expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([]);
    const screen = files.find((f) => f.file === newScreen!.file)!.json as {
      title: string;
      body: { props: { columns: Array<{ field: string; title: string }> } };
    };
    expect(screen.body.props.columns.map((c) => c.field)).toContain('numeroPartecipanti');
    for (const key of [screen.title, ...screen.body.props.columns.map((c) => c.title)])
      expect(labels, `label ${key}`).toContain(key);
  });
});
