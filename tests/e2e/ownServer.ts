import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it as base } from 'vitest';
import { closeBrowser, PASSWORD, withWatchedPage } from './engineHelpers';
import { startServer, type RunningServer } from './server';

/**
 * A file's own server on a fresh demo database, for the files whose tests change the demo data (paying
 * statements, changing tour's policies) and use the sandbox gateway (served only where the demo data
 * is). Registers the file's hooks; `baseUrl` is known once they have run. `env` configures that
 * server (e.g. MESSAGES_POLL_MS: how often the client polls its messages).
 */
export function ownServer(env: Record<string, string> = {}) {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await startServer(env);
  }, 180_000);
  afterAll(async () => {
    await closeBrowser();
    await server?.stop();
  });
  const baseUrl = () => server!.baseUrl;

  /**
   * A fresh context per test on this server; script errors and CSP refusals (the gateway's redirect
   * back is a form-action) fail the test.
   */
  const it = base.extend<{ page: Page; mobile: boolean }>({
    mobile: false,
    page: async ({ mobile }, use) => withWatchedPage(baseUrl(), mobile, use, { csp: true }),
  });

  async function login(username: string): Promise<string> {
    const res = await fetch(`${baseUrl()}/api/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: PASSWORD }),
    });
    expect(res.status, `login of ${username}`).toBe(200);
    return ((await res.json()) as { data: { token: string } }).data.token;
  }

  /** A call to this server's API: GET, or POST with `body` as JSON. */
  function call(token: string, path: string, body?: unknown): Promise<Response> {
    return fetch(`${baseUrl()}/api/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  }

  return { baseUrl, it, login, call };
}

/** Signed in with `token` (as the login stores it), on `path`. */
export async function openWithToken(page: Page, token: string, path: string): Promise<void> {
  await page.goto('/login');
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  await page.goto(path);
}
