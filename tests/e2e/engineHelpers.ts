import type { Browser, Page } from 'playwright-core';
import { expect, it as base } from 'vitest';
import { launchBrowser } from './browser';
import { thisWorkersServer } from './thisWorkersServer';
import { LOCATOR_WAIT_MS } from './waits';

export const { baseUrl, dataDir } = thisWorkersServer();
export const PASSWORD = 'Viaggi2026!';
export const MOBILE = { width: 390, height: 844 };

let browser: Browser | null = null;
export async function sharedBrowser(): Promise<Browser> {
  browser ??= await launchBrowser();
  return browser;
}
export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = null;
}

/**
 * Gives `use` a page in a fresh context (own local storage) of the shared browser at `origin`, desktop
 * or the spec's phone size (mobile at ≤ 787 px); script errors, and with `csp` the Content Security
 * Policy refusals the console reports, fail the test once it is done.
 */
export async function withWatchedPage(
  origin: string,
  mobile: boolean,
  use: (page: Page) => Promise<void>,
  { csp = false }: { csp?: boolean } = {},
): Promise<void> {
  const context = await (
    await sharedBrowser()
  ).newContext({
    baseURL: origin,
    locale: 'it-IT',
    viewport: mobile ? MOBILE : { width: 1280, height: 900 },
  });
  context.setDefaultTimeout(LOCATOR_WAIT_MS);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  if (csp)
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
    });
  try {
    await use(page);
  } finally {
    await context.close();
  }
  expect(problems).toEqual([]);
}

/** A fresh context and page per test on the shared server; script errors fail the test. */
export const it = base.extend<{ page: Page; mobile: boolean }>({
  mobile: false,
  page: async ({ mobile }, use) => withWatchedPage(baseUrl, mobile, use),
});

export async function apiLogin(username: string, password = PASSWORD): Promise<string> {
  const res = await fetch(`${baseUrl}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`login of ${username} failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

export function api(token: string, path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${baseUrl}/api/${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    },
  });
}

/** Opens `path` signed in with `token` (as a returning user whose token is in local storage). */
export async function openWithToken(page: Page, token: string, path: string): Promise<void> {
  await page.goto('/login');
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  await page.goto(path);
}

export async function signInThroughForm(page: Page, username: string, password = PASSWORD): Promise<void> {
  await page.getByLabel('Nome utente').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
}

export const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

/** The accessible names of the links (and buttons) inside a navigation landmark. */
export async function namesIn(
  page: Page,
  landmark: string,
  role: 'link' | 'button' = 'link',
): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: landmark, exact: true });
  await nav.waitFor();
  return (await nav.getByRole(role).allTextContents()).map((s) => s.trim());
}
