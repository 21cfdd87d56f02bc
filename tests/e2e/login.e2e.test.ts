import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it as base } from 'vitest';
import { thisWorkersServer } from './thisWorkersServer';
import { launchBrowser } from './browser';
import { LOCATOR_WAIT_MS } from './waits';

const { baseUrl } = thisWorkersServer();
const PASSWORD = 'Viaggi2026!';

/** The demo accounts (server/db/seed/demo.ts) and the name the top bar shows for them. */
const demoAccounts = [
  ['admin', 'Giulia Ferraris'],
  ['agenzia', 'Marco Bianchi'],
  ['tour', 'Elena Conti'],
  ['network', 'Paolo Ricci'],
  ['agenzia.rete', 'Laura Rossi'],
  ['fornitore', 'Andrea Galli'],
  ['commerciale', 'Stefano Moretti'],
  ['moroso', 'Franco Esposito'],
  ['avviso', 'Rosalia Lombardo'],
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Each test gets its own context (fresh local storage) and page, so the tests run side by side in
 * one browser. Script errors and CSP violations seen by the page fail the test.
 */
const it = base.extend<{ page: Page }>({
  page: async ({ task: _task }, use) => {
    const context = await browser.newContext({ baseURL: baseUrl, locale: 'it-IT' });
    context.setDefaultTimeout(LOCATOR_WAIT_MS);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
    });
    try {
      await use(page);
    } finally {
      await context.close();
    }
    expect(problems).toEqual([]);
  },
});

async function signIn(page: Page, username: string, password = PASSWORD): Promise<void> {
  await page.getByLabel('Nome utente').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

describe('the served SPA', () => {
  it('sends a CSP without inline scripts, and index.html has none', async () => {
    const res = await fetch(`${baseUrl}/`);
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe("script-src 'self'");
    expect(csp).toContain("default-src 'self'");
    const html = await res.text();
    expect(html).toContain('<html lang="it">');
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toMatch(/\ssrc="\/assets\/[^"]+\.js"/);
  });

  it('answers a deep link with the SPA (history mode)', async () => {
    const res = await fetch(`${baseUrl}/carrello/carrelloCategorie?x=1`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toContain('<div id="root"></div>');
  });
});

describe.concurrent('login page', () => {
  it('shows the Italian sign-in form with the brand and the recovery link', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Accedi al portale' }).waitFor();
    expect(await page.getByRole('img', { name: 'Overins' }).count()).toBe(1);
    expect(await page.getByLabel('Nome utente').getAttribute('autocomplete')).toBe('username');
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('password');
    await page.getByRole('link', { name: 'Password dimenticata?' }).click();
    await page.waitForURL(`${baseUrl}/password-recover`);
    await page.getByRole('heading', { name: 'Recupero password' }).waitFor();
  });

  it.for(demoAccounts)('signs in %s and shows %s in the top bar', async ([username, fullName], { page }) => {
    await page.goto('/login');
    await signIn(page, username);
    // The root sends each user to its first allowed screen (the cart, or the My area).
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.getByRole('button', { name: fullName }).waitFor({ state: 'attached' });
    expect(await storedToken(page)).toMatch(/\S{20,}/);
  });

  it('shows the Italian error for a wrong password and stays signed out', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'agenzia', 'sbagliata-123');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).toBe('Nome utente o password non corretti');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await storedToken(page)).toBeNull();
  });
});

describe.concurrent('session', () => {
  it('logs out back to the login page and the old token stops working', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'agenzia');
    await page.getByRole('button', { name: 'Marco Bianchi' }).click();
    await page.getByText('Agenzia dettagliante — Agenzia Viaggi Il Gabbiano S.r.l.').first().waitFor();
    const token = await storedToken(page);
    expect(token).not.toBeNull();
    const before = await fetch(`${baseUrl}/api/account/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(before.status).toBe(200);

    await page.getByRole('button', { name: 'Esci' }).click();
    await page.waitForURL(`${baseUrl}/login`);
    await page.getByRole('heading', { name: 'Accedi al portale' }).waitFor();
    expect(await storedToken(page)).toBeNull();

    const after = await fetch(`${baseUrl}/api/account/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(after.status).toBe(401);
  });

  it('asks no account/me from Accedi to the categories, and once when the root is opened again', async ({
    page,
  }) => {
    // Issue 30: sign-in read `account/me` three times in a row (the session's, then the guard's for `/`
    // and again for its redirect to the categories), each a round trip before the first screen. The
    // login's answer carries the user info, which the session and both guards now use.
    const calls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === '/api/account/me' || path === '/api/account/login') calls.push(path.slice(5));
    });
    const categories = async () => {
      await page.waitForURL(`${baseUrl}/carrello/carrelloCategorie`);
      await page.getByRole('article', { name: 'Annullamento', exact: true }).waitFor();
    };
    await page.goto('/login');
    await signIn(page, 'agenzia');
    await categories();
    expect(calls).toEqual(['account/login']);

    // Start-up's read serves the first navigation the same way (`/` → the categories).
    calls.length = 0;
    await page.goto('/');
    await categories();
    expect(calls).toEqual(['account/me']);
  });

  it('sends a signed-out visitor of the root to /login without a returnUrl', async ({ page }) => {
    await page.goto('/');
    await page.waitForURL(`${baseUrl}/login`);
    await page.getByRole('heading', { name: 'Accedi al portale' }).waitFor();
  });

  it('sends a signed-out deep link to login with its returnUrl and lands back after login', async ({
    page,
  }) => {
    await page.goto('/carrello/carrelloCategorie?x=1');
    await page.waitForURL(`${baseUrl}/login?returnUrl=%2Fcarrello%2FcarrelloCategorie%3Fx%3D1`);
    await signIn(page, 'tour');
    await page.waitForURL(`${baseUrl}/carrello/carrelloCategorie?x=1`);
    expect(await storedToken(page)).not.toBeNull();
  });

  it('ignores a returnUrl that leaves the site', async ({ page }) => {
    await page.goto('/login?returnUrl=%2F%2Fevil.example%2F');
    await signIn(page, 'tour');
    await page.waitForURL(`${baseUrl}/carrello/carrelloCategorie`);
    await page.getByRole('button', { name: 'Elena Conti' }).waitFor();
  });

  it('drops a token the server no longer accepts and goes to login', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('token', 'not-a-real-token'));
    await page.goto('/');
    await page.waitForURL(`${baseUrl}/login`);
    expect(await storedToken(page)).toBeNull();
  });
});
