import type { Server } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { startLibraryServer, type Book } from '../second-app/server';
import { LOCATOR_WAIT_MS } from './waits';

/**
 * Issue 25's proof: a second app (tests/second-app: English, en-GB, GBP, its own sign-in and
 * who-am-I calls) built on the unchanged engine, driven in Chromium.
 */
let browser: Browser;
let library: { server: Server; baseUrl: string; books: Book[]; calls: string[] };
/** Script errors of any page: none is expected. */
const pageErrors: string[] = [];

beforeAll(async () => {
  await build({ configFile: 'tests/second-app/vite.config.ts' });
  library = await startLibraryServer('.tmp/second-app');
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  expect(pageErrors).toEqual([]);
  await browser?.close();
  await new Promise((done) => library?.server.close(done));
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ baseURL: library.baseUrl, locale: 'en-GB' });
  context.setDefaultTimeout(LOCATOR_WAIT_MS);
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return page;
}

async function signIn(page: Page, secret = 'Shelves!2026') {
  await page.getByLabel('E-mail').fill('reader@library.example');
  await page.getByLabel('Password').fill(secret);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('a second app on the unchanged engine', () => {
  it('guards its list, signs in through its own API shape and shows the list in en-GB and pounds', async () => {
    const page = await newPage();
    await page.goto('/books');
    // The engine's guard sends an anonymous visitor to sign in, keeping where they were going.
    await expect
      .poll(() => new URL(page.url()).pathname + new URL(page.url()).search)
      .toBe('/login?returnUrl=%2Fbooks');
    await expect.poll(() => page.getByRole('heading', { name: 'Sign in to the library' }).count()).toBe(1);

    await signIn(page, 'wrong');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('E-mail or password not recognised');

    await signIn(page);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/books');
    await expect.poll(() => page.getByTestId('user').textContent()).toBe('Ada Reader');
    for (const title of ['Title', 'Author', 'Price', 'Published'])
      await expect.poll(() => page.getByRole('columnheader', { name: title }).count()).toBeGreaterThan(0);
    const row = page.getByRole('row', { name: /Middlemarch/ });
    await expect.poll(() => row.textContent()).toContain('£1,234.50');
    await expect.poll(() => row.textContent()).toContain('01/12/1871');

    // No Italian of the portal: the engine's own texts come from its English defaults, the grid's
    // from the texts the app hands it.
    await expect.poll(() => page.getByRole('navigation', { name: 'Pagination' }).count()).toBe(1);
    const shown = await page.locator('body').innerText();
    for (const italian of ['Pagina', 'Cerca', 'elementi', 'Pulisci', 'Vai al contenuto'])
      expect(shown).not.toContain(italian);
    expect(shown).toContain('1 - 3 of 3 items');
    expect(await page.getByRole('link', { name: 'Skip to content', includeHidden: true }).count()).toBe(1);

    expect(library.calls).toContain('POST /api/auth/session');
    expect(library.calls).toContain('GET /api/auth/whoami');
    expect(library.calls.some((c) => c.startsWith('GET /api/books'))).toBe(true);
    expect(library.calls.filter((c) => /account|label|localization/i.test(c))).toEqual([]);
    await page.context().close();
  });

  it('adds a book through its form, shows the server’s refusal, and lists the new book', async () => {
    const page = await newPage();
    await page.goto('/login');
    await signIn(page);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/books');
    await page.goto('/books/new');
    await expect.poll(() => page.getByRole('heading', { name: 'New book' }).count()).toBe(1);

    await page.getByRole('button', { name: 'Save the book' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('A title is required');

    await page.getByLabel('Title').fill('North and South');
    await page.getByLabel('Author').fill('Elizabeth Gaskell');
    await page.getByLabel('Price').fill('9.99');
    await page.getByLabel('Published on').fill('1855-01-01');
    await page.getByRole('button', { name: 'Save the book' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/books');
    const row = page.getByRole('row', { name: /North and South/ });
    await expect.poll(() => row.textContent()).toContain('£9.99');
    expect(library.books.map((b) => b.title)).toContain('North and South');
    await page.context().close();
  });
});
