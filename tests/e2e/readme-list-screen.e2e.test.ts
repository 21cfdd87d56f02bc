import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../../server/test/serverProcess';
import { applyReadmeSteps, copyRepository, readmeSection, readmeSteps } from '../readmeSteps';
import { closeBrowser, PASSWORD, sharedBrowser } from './engineHelpers';
import { LOCATOR_WAIT_MS } from './waits';

/**
 * README "Adding a list screen", followed to the letter on a copy of the repository: the copy is
 * built and started as a deployment is, and the new screen is used in Chromium — its menu entry,
 * its rows (the agency's own, as the API gives them), the column added in step 4 and the edit form
 * of step 5, after the roles editor gave the letter U (step 6).
 */

let copy = '';
let dataDir = '';
let server: ServerProcess | null = null;

beforeAll(async () => {
  copy = copyRepository();
  applyReadmeSteps(copy, readmeSteps(readmeSection()));
  const { build } = await import('vite');
  await build({ root: copy, logLevel: 'error', configFile: path.join(copy, 'vite.config.ts') });
  dataDir = mkdtempSync(path.join(tmpdir(), 'readme-list-data-'));
  server = await startServerProcess(
    { NODE_ENV: 'production', SEED_DEMO: '1', DATA_DIR: dataDir, CLIENT_DIR: path.join(copy, 'dist') },
    90_000,
    copy,
  );
}, 240_000);

afterAll(async () => {
  await closeBrowser();
  await server?.stop();
  rmSync(copy, { recursive: true, force: true });
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function call(token: string | null, apiPath: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${server!.baseUrl}/api/${apiPath}`, {
    ...init,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
  });
}

async function signIn(username: string): Promise<string> {
  const res = await call(null, 'account/login', {
    method: 'POST',
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

interface Pratica {
  itemID: number;
  riferimentoPratica: string | null;
  numeroPartecipanti: number;
}

async function pratiche(token: string): Promise<{ items: Pratica[]; total: number }> {
  const res = await call(token, 'myoverins/pratiche?pageSize=20');
  expect(res.status).toBe(200);
  return (await res.json()) as { items: Pratica[]; total: number };
}

async function openAs(token: string, route: string): Promise<Page> {
  const context = await (
    await sharedBrowser()
  ).newContext({ baseURL: server!.baseUrl, locale: 'it-IT', viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(LOCATOR_WAIT_MS);
  const page = await context.newPage();
  await page.goto('/login');
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  await page.goto(route);
  return page;
}

describe('README, Adding a list screen, in Chromium', () => {
  it('shows the new list, with its new column, and saves a row through its edit form', async () => {
    const agenzia = await signIn('agenzia');
    const answer = await pratiche(agenzia);
    expect(answer.total).toBeGreaterThan(0);

    // Step 6: the roles editor gives the agency's role the letter U on the list's permission.
    const admin = await signIn('admin');
    const roles = (await (await call(admin, 'dropdown/ruoli/web')).json()) as {
      items: Array<{ value: number; text: string }>;
    };
    const ruoloID = roles.items.find((r) => r.text === 'Agenzia dettagliante')!.value;
    const granted = await call(admin, `ruoli/${ruoloID}/add-or-remove-permesso`, {
      method: 'POST',
      body: JSON.stringify({
        ruoloID,
        aggiungi: true,
        permesso: 'WEB_MYOVERINS_TUOI_ACQUISTI',
        azioni: ['U'],
      }),
    });
    expect(granted.status).toBe(200);

    const page = await openAs(agenzia, '/myoverins/tuePratiche');
    await page.getByRole('link', { name: 'Le tue pratiche' }).first().waitFor();
    const grid = page.getByRole('grid');
    await grid.getByRole('columnheader', { name: /Numero partecipanti/ }).waitFor();
    const first = answer.items[0]!;
    const row = grid.locator('tbody tr').first();
    await row.getByText(String(first.numeroPartecipanti), { exact: true }).first().waitFor();

    await row.getByRole('button', { name: 'Modifica' }).click();
    const dialog = page.getByRole('dialog', { name: 'Modifica' });
    await dialog.getByLabel('Riferimento pratica').fill('PR-README-1');
    const [saved] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'PUT'),
      dialog.getByRole('button', { name: 'Salva' }).click(),
    ]);
    expect(saved.status()).toBe(204);
    await row.getByText('PR-README-1').waitFor();
    expect((await pratiche(agenzia)).items.find((p) => p.itemID === first.itemID)?.riferimentoPratica).toBe(
      'PR-README-1',
    );
    await page.context().close();
  });
});
