import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenDecision, withProduct } from '../../engine/core/navigation/screenAccess';
import { buildScreenTree } from '../../engine/core/screens/buildScreenTree';
import { readResolvedScreens } from '../../engine/react/vite/readScreenFiles';
import type { FlaggedSubject } from '../../engine/core/access/types';
import type { ScreenNode, ValidScreen } from '../../engine/core/screens/types';
import type { MeResponse } from '../../schemas/types';
import { toEngineUser } from '../../src/auth/portalUser';
import { axeFindings, HEADING_RULES } from './axe';
import { api, apiLogin, baseUrl, closeBrowser, MOBILE, sharedBrowser } from './engineHelpers';
import { openCruise } from './cruiseTrip';
import { LOCATOR_WAIT_MS } from './waits';

/**
 * Issue 14: every screen file's route under axe (WCAG 2.1 A/AA), at 1366×900 and at 390×844, with
 * no critical and no serious finding, a level-one heading and headings in order. The screens are
 * read from disk at test time, so a new screen file is covered without touching this file; each is
 * opened signed out when it is anonymous, otherwise as the first demo user (in DEMO_USERS' order)
 * whom the engine's own guard check (screenDecision, on the user's `account/me`) lets in: a screen
 * no demo user may open fails. One context per user and size is reused (one browser, 2 CI cores).
 * Each size is a test file of its own (axe-screens-desktop, axe-screens-phone): one file of both
 * took 560 s of CI's e2e step in one worker slot while the other slot sat idle.
 */

/** The brand slug `{product}` stands for in routes and permissions (src/brand.ts's default). */
const PRODUCT = process.env.VITE_BRAND_SLUG ?? 'overins';

/** The demo accounts (server/db/seed/demo.ts), in the order a screen's user is chosen. */
const DEMO_USERS = [
  'agenzia',
  'agenzia.rete',
  'network',
  'tour',
  'fornitore',
  'commerciale',
  'admin',
  'avviso',
  'moroso',
];

const DESKTOP = { width: 1366, height: 900 };

// ---- the screens, from disk ----

// As the router sees them: `extends` resolved, bases left out.
const SCREENS: ValidScreen[] = readResolvedScreens(process.cwd());
const FILES = SCREENS.map((s) => s.file);
const TREE = buildScreenTree(SCREENS);
const NODES = FILES.map((file) => [...TREE.byName.values()].find((n) => n.file === file)!);

// ---- what some screens need to show their content ----

/** A package of the catalogue with its product, as the product list gives it. */
async function aPackage(): Promise<{ pacchettoID: number; prodottoID: number }> {
  const res = await api(await apiLogin('agenzia'), 'carrello/confrontaProdotti', {
    method: 'POST',
    body: JSON.stringify({ listIDs: [], categoriaID: null, parametri: null }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { data: Array<{ pacchettoID: number; prodottoID: number }> }).data[0]!;
}

/**
 * Query strings (or route parameters) of the screens that show nothing but a refusal without them,
 * by screen name. The signed links' tokens are not checked until the button is pressed.
 */
const QUERY: Record<string, () => Promise<string>> = {
  terminiecondizioni: async () => {
    const p = await aPackage();
    return `?pacchettoId=${p.pacchettoID}&prodottoId=${p.prodottoID}`;
  },
  adesioniFile: async () => '?token=e2e-axe-link',
  agenzieFile: async () => '?token=e2e-axe-link',
  changePassword: async () => '?token=e2e-axe-link',
  setPassword: async () => '?token=e2e-axe-link',
  confirmEmail: async () => '?token=e2e-axe-link',
};

/**
 * Screens whose content comes from an earlier step in the browser rather than from the URL: how to
 * reach them, from the signed-in page at `/`. The step ends on the screen.
 */
const REACH: Record<string, (page: Page) => Promise<void>> = {
  listaProdotti: async (page) => {
    await page.goto(withProduct(TREE.byName.get('preventivatore')!.fullPath, PRODUCT));
    await openCruise(page);
    await page.goBack();
    await page.waitForURL('**/carrello/listaProdotti');
    await page.getByRole('article').first().waitFor();
  },
  infoProdotto: async (page) => {
    await page.goto(withProduct(TREE.byName.get('preventivatore')!.fullPath, PRODUCT));
    await openCruise(page);
  },
  // The editor shows its switches once a role is chosen: axe checks them, not the bare picker.
  ruoliPermessi: async (page) => {
    await page.goto(TREE.byName.get('ruoliPermessi')!.fullPath);
    await page.getByRole('combobox', { name: 'Ruolo' }).selectOption({ label: 'Operatore back office' });
    await page.getByRole('switch').first().waitFor();
  },
};

// ---- the users ----

const subjects = new Map<string, { token: string; user: FlaggedSubject }>();

async function signInDemoUsers(): Promise<void> {
  for (const name of DEMO_USERS) {
    const token = await apiLogin(name);
    const res = await api(token, 'account/me');
    expect(res.status, `account/me of ${name}`).toBe(200);
    subjects.set(name, { token, user: toEngineUser(((await res.json()) as MeResponse).userInfo) });
  }
}

/** The first demo user the screen (and every ancestor's guard) lets in; null when anonymous. */
function userFor(node: ScreenNode): string | null {
  if (node.screen.anonymous) return null;
  const who = DEMO_USERS.find(
    (name) => screenDecision(node, TREE.byName, subjects.get(name)!.user, PRODUCT).allowed,
  );
  if (!who)
    throw new Error(
      `${node.file}: no demo user may open this screen (guard ${JSON.stringify(node.screen.guard ?? {})}); ` +
        'give one of server/db/seed/demo.ts a role that can, or add the user to DEMO_USERS here',
    );
  return who;
}

// ---- one context per user and size, reused ----

let browser: Browser;
const contexts = new Map<string, { context: BrowserContext; page: Page; errors: string[] }>();

async function pageOf(user: string | null, mobile: boolean): Promise<{ page: Page; errors: string[] }> {
  const key = `${user ?? '-'}|${mobile}`;
  const known = contexts.get(key);
  if (known) return known;
  browser ??= await sharedBrowser();
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: 'it-IT',
    viewport: mobile ? MOBILE : DESKTOP,
  });
  context.setDefaultTimeout(LOCATOR_WAIT_MS);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  if (user) {
    await page.goto('/login');
    await page.evaluate((t) => localStorage.setItem('token', t), subjects.get(user)!.token);
  }
  const entry = { context, page, errors };
  contexts.set(key, entry);
  return entry;
}

/** The route of a screen: its full path with `{product}` replaced and its query, if it needs one. */
async function routeOf(node: ScreenNode): Promise<string> {
  const route = withProduct(node.fullPath, PRODUCT);
  const query = QUERY[node.screen.name];
  if (/\/:/.test(route) && !query)
    throw new Error(`${node.file}: the route ${route} has parameters; give them in QUERY`);
  return route + (query ? await query() : '');
}

/** Waits for the screen's content: the router's and the data's requests, spinners and busy grids. */
async function loaded(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.locator('main, [role="main"], h1').first().waitFor();
  await expect
    .poll(() => page.locator('.spinner-border, .spinner-grow, [aria-busy="true"]').count(), {
      timeout: 15_000,
    })
    .toBe(0);
}

async function checkScreen(node: ScreenNode, mobile: boolean): Promise<void> {
  const user = userFor(node);
  const { page, errors } = await pageOf(user, mobile);
  errors.length = 0;
  const reach = REACH[node.screen.name];
  if (reach) {
    await reach(page);
  } else {
    await page.goto(await routeOf(node));
  }
  await loaded(page);
  const where = `${node.file} at ${page.url().replace(baseUrl, '')} as ${user ?? 'nobody'} (${mobile ? 'mobile' : 'desktop'})`;
  // A screen with a body is checked where it is, not where something sent the user instead; a
  // redirecting one wherever it leads.
  if (node.screen.body) expect(new URL(page.url()).pathname, where).toBe(withProduct(node.fullPath, PRODUCT));
  else if (user) expect(new URL(page.url()).pathname, `${where}: signed out instead`).not.toBe('/login');
  expect(await axeFindings(page, [], HEADING_RULES), `axe on ${where}`).toEqual([]);
  expect(errors, `${where}: script errors`).toEqual([]);
}

/** Every screen under axe at one size; a test file calls it once. */
export function axeScreensAt(size: string, mobile: boolean): void {
  beforeAll(signInDemoUsers, 60_000);
  afterAll(async () => {
    for (const { context } of contexts.values()) await context.close();
    await closeBrowser();
  });
  describe(`every screen under axe at ${size}: no critical or serious finding`, () => {
    for (const node of NODES) {
      it(`${node.file} (${withProduct(node.fullPath, PRODUCT)})`, async () => {
        await checkScreen(node, mobile);
      }, 60_000);
    }
  });
}
