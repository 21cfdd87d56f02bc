import { rmSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatProblem } from '../engine/core/screens';
import { categorie } from '../server/db/schema';
import { PORTAL_LIST_CATALOGUE } from '../server/lists/catalogue';
import { loadListFiles } from '../server/lists/declared/loadListFiles';
import { bearer, createTestApp, login, type TestApp } from '../server/test/testApp';
import { loadScreensOfCopy } from './readmeScreens';
import { applyReadmeSteps, copyRepository, readmeSection, readmeSteps } from './readmeSteps';

/**
 * README "Adding an admin screen" followed on a copy of the repository, as
 * tests/readme-list-screen.test.ts follows "Adding a list screen": the list file loads with its
 * create, the screens validate (create and call included), and a server given the new list file
 * creates a row and answers the screen's call.
 */

const HEADING = 'Adding an admin screen';
const product = 'overins';
const steps = readmeSteps(readmeSection(undefined, HEADING));

// The server of the last test serves the README's list file beside the portal's own.
vi.mock('../server/lists/declared/portalLists', async (importOriginal) => {
  const real = await importOriginal<typeof import('../server/lists/declared/portalLists')>();
  const { mkdtempSync, writeFileSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const nodePath = await import('node:path');
  const readme = await import('./readmeSteps');
  const { loadListFiles: load } = await import('../server/lists/declared/loadListFiles');
  const { PORTAL_LIST_CATALOGUE: catalogue } = await import('../server/lists/catalogue');
  const step = readme
    .readmeSteps(readme.readmeSection(undefined, 'Adding an admin screen'))
    .find((s) => s.file.startsWith('server/lists/definitions/') && s.pointer === null);
  if (!step) return real;
  const dir = mkdtempSync(nodePath.join(tmpdir(), 'readme-admin-list-'));
  writeFileSync(nodePath.join(dir, nodePath.basename(step.file)), JSON.stringify(step.json));
  const extra = load(dir, catalogue, 'readme');
  return { ...real, portalLists: () => [...real.portalLists(), ...extra] };
});

let copy = '';
beforeAll(() => {
  copy = copyRepository();
  applyReadmeSteps(copy, steps);
});
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const newList = steps.find((s) => s.file.startsWith('server/lists/definitions/') && s.pointer === null);
const newScreen = steps.find((s) => s.file.startsWith('screens/') && s.pointer === null);

interface AdminScreen {
  title: string;
  body: {
    props: {
      create: { path: string; fields: Array<{ field: string }> };
      columns: Array<{ customButtons?: Array<{ call?: { method?: string; path: string } }> }>;
    };
  };
}
const screenJson = () => newScreen!.json as AdminScreen;
const callOf = () =>
  screenJson()
    .body.props.columns.flatMap((c) => c.customButtons ?? [])
    .find((b) => b.call)!.call!;

describe('README, Adding an admin screen', () => {
  it('has the steps: a list file with edit and create, labels, a screen with create and a call button — all JSON', () => {
    expect(steps.every((s) => s.file.endsWith('.json'))).toBe(true);
    const list = newList?.json as { edit?: unknown; create?: unknown } | undefined;
    expect(list?.edit, 'an edit route').toBeDefined();
    expect(list?.create, 'a create route').toBeDefined();
    expect(steps.some((s) => s.file.startsWith('schemas/catalogues/labels/'))).toBe(true);
    expect(screenJson().body.props.create).toBeDefined();
    expect(callOf()).toBeDefined();
  });

  it('gives list files the server loads, the new one with its create', () => {
    const lists = loadListFiles(path.join(copy, 'server/lists/definitions'), PORTAL_LIST_CATALOGUE);
    const added = lists.find((l) => l.list.name === (newList!.json as { name: string }).name);
    expect(added?.create?.fields.map((f) => f.name)).toEqual(['nome', 'descrizione', 'ordine']);
    expect(added?.edit).not.toBeNull();
  });

  it('gives screens that validate: create and call with known labels, permissions and served fields', () => {
    const { result } = loadScreensOfCopy(copy, product);
    expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([]);
    expect(result.ok && result.byName.has('categorieAdmin')).toBe(true);
  });

  describe('on a server given the list file', () => {
    let t: TestApp;
    let admin: string;
    beforeAll(async () => {
      t = await createTestApp();
      admin = await login(t.app, 'admin');
    }, 120_000);
    afterAll(() => t.close());

    it('creates from the screen’s create and answers its call', async () => {
      const create = screenJson().body.props.create;
      const refused = await t.app.inject({
        method: 'POST',
        url: `/api/${create.path}`,
        payload: { descrizione: 'Senza nome' },
        headers: bearer(admin),
      });
      expect(refused.statusCode).toBe(400);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/${create.path}`,
        payload: { nome: 'Crociere', ordine: 7 },
        headers: bearer(admin),
      });
      expect(res.statusCode, res.body).toBe(201);
      const { id } = res.json() as { id: number };
      expect((await t.db.select().from(categorie).where(eq(categorie.id, id)))[0]).toMatchObject({
        nome: 'Crociere',
        ordine: 7,
        attiva: false,
      });
      const call = callOf();
      const called = await t.app.inject({
        method: (call.method ?? 'POST') as 'PUT',
        url: `/api/${call.path.replace('{itemID}', String(id))}`,
        payload: { ordine: 3 },
        headers: bearer(admin),
      });
      expect(called.statusCode, called.body).toBe(204);
      expect((await t.db.select().from(categorie).where(eq(categorie.id, id)))[0]?.ordine).toBe(3);
    });
  });
});
