import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page, Request } from 'playwright-core';
import { launchBrowser, USER_CHROMIUM_PATH } from '../../tests/e2e/browser';
import { startServerProcess } from '../../server/test/serverProcess';
import { args, log, writeResult } from '../lib/cli';
import { median } from '../lib/stats';

/**
 * `tsx bench/first-visit/main.ts [--runs 5] [--no-build] [--dist dist]` (issue 30, "First visits"):
 * builds the client (`npx vite build`), serves it from our own server on a scratch PGlite with the
 * demo seed, and walks the sale as a new user in Debian's Chromium, a fresh browser context (empty
 * cache, nothing in local storage) each run: sign in as `agenzia`, a category, `Seleziona`, the
 * product page's form, `Aggiungi al carrello`, the cart, `Acquista`. Each click is timed in the page,
 * from the click event to the first animation frame in which the next screen's main content and its
 * data are on screen and no busy overlay covers them. The scripts and API calls started in that time
 * are recorded with their browser timings, and how many of them waited for another one to end (the
 * waterfall's depth: 1 = all at once). One warm-up run, then `runs` measured ones; min and median.
 */

export const CLICKS = [
  'Accedi',
  'categoria',
  'Seleziona',
  'Aggiungi al carrello',
  'Carrello',
  'Acquista',
] as const;
export type Click = (typeof CLICKS)[number];

/** What each click must show (the condition the page polls every frame). */
export const SHOWS: Record<Click, string> = {
  Accedi: 'the category cards',
  categoria: 'the product cards, Seleziona on the chosen one',
  Seleziona: 'the product heading, the participants table, the declarations and Aggiungi al carrello',
  'Aggiungi al carrello': 'the category cards and the cart count 1',
  Carrello: 'the cart dialog with the item and Acquista',
  Acquista: 'the purchase summary with its totals and the certificate',
};

export interface RequestSeen {
  /** Path of the request (no origin). */
  url: string;
  kind: 'chunk' | 'api';
  /** Milliseconds from the click to the request's start and to its response's end. */
  start: number;
  end: number;
  /** Its place in the chain: 1 when it started before any other request of the click ended. */
  depth: number;
}

export interface ClickRun {
  click: Click;
  /** Milliseconds from the click to the screen shown. */
  ms: number;
  chunks: number;
  api: number;
  /** The longest chain of requests each started after the previous one ended (1 = no waterfall). */
  depth: number;
  requests: RequestSeen[];
}

export interface FirstVisitRun {
  clicks: ClickRun[];
  /** Reference in the same run: one `/api/health` round trip from the page, ms. */
  healthMs: number;
  /** Reference: the category click again, a screen already visited (its chunks cached), ms. */
  revisitMs: number;
  load: number;
}

export interface FirstVisitResult {
  runs: number;
  chromium: string;
  goalMs: number;
  load: { before: number; after: number };
  perClick: Array<{
    click: Click;
    shows: string;
    minMs: number;
    medianMs: number;
    chunks: number;
    api: number;
    depth: number;
    /** The requests of the run with the median time, in start order. */
    medianRequests: RequestSeen[];
  }>;
  healthMs: { min: number; median: number };
  revisitMs: { min: number; median: number };
  all: FirstVisitRun[];
}

const PASSWORD = 'Viaggi2026!';
const CATEGORIA = 'Annullamento';
const PRODOTTO = 'Annullamento Senza Pensieri';
const GOAL_MS = 500;

const dayOffset = (offset: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
};

/**
 * Polled in the page every animation frame until `click`'s screen is shown; resolves with that
 * frame's time (epoch ms, the clock of the browser's request timings).
 */
function shown(page: Page, click: Click, product: string): Promise<number> {
  return page
    .waitForFunction(
      ([what, name]) =>
        (window as unknown as { __shown(w: string, n: string): number | false }).__shown(what, name),
      [click, product] as const,
      { polling: 'raf', timeout: 60_000 },
    )
    .then((handle) => handle.jsonValue() as Promise<number>);
}

/** The test `shown` polls, installed in the page by an init script (one the page's CSP allows). */
const shownTest = ([what, name]: readonly [Click, string]) => {
  const visible = (el: Element | null | undefined) =>
    !!el && (el as HTMLElement).checkVisibility({ visibilityProperty: true, opacityProperty: true });
  const busy = document.querySelector('[role="status"][aria-busy="true"]');
  if (busy) return false;
  const headings = (selector: string) =>
    [...document.querySelectorAll(selector)].filter((h) => h.textContent?.trim() === name);
  let ok = false;
  switch (what) {
    case 'Accedi':
    case 'Aggiungi al carrello': {
      const cards = document.querySelectorAll('article.category-card h2');
      ok = cards.length >= 2 && visible(cards[0]) && location.pathname.endsWith('/carrelloCategorie');
      if (what === 'Aggiungi al carrello')
        ok &&= document.querySelector('[data-testid="cart-count"]')?.textContent?.trim() === '1';
      break;
    }
    case 'categoria': {
      const title = headings('article h2')[0];
      const article = title?.closest('article');
      ok =
        visible(title) &&
        [...(article?.querySelectorAll('button') ?? [])].some((b) => b.textContent?.trim() === 'Seleziona');
      break;
    }
    case 'Seleziona': {
      ok =
        visible(headings('h1#prodotto-titolo')[0]) &&
        visible(document.querySelector('[data-campo="Cognome"] input, input[data-campo="Cognome"]')) &&
        [...document.querySelectorAll('button')].some(
          (b) => b.textContent?.trim() === 'Aggiungi al carrello' && visible(b),
        ) &&
        [...document.querySelectorAll('label')].some((l) => l.textContent?.includes('Dichiaro di aver'));
      break;
    }
    case 'Carrello': {
      const dialog = [...document.querySelectorAll('[role="dialog"]')].find((d) =>
        d.textContent?.includes('Acquista'),
      );
      ok = visible(dialog) && !!dialog?.textContent?.includes('Bench');
      break;
    }
    case 'Acquista': {
      const totals = document.querySelector('[data-testid="riepilogo-totali"]');
      ok = visible(totals) && !!document.querySelector('[aria-label^="Scarica certificato assicurativo"]');
      break;
    }
  }
  return ok ? performance.timeOrigin + performance.now() : false;
};

/** Arms a one-shot listener that keeps the next click's time (epoch ms) in the page. */
async function armClick(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __clickAt?: number };
    delete w.__clickAt;
    document.addEventListener(
      'click',
      (e) => {
        w.__clickAt = performance.timeOrigin + e.timeStamp;
      },
      { capture: true, once: true },
    );
  });
}

const clickTime = (page: Page) =>
  page.evaluate(() => (window as unknown as { __clickAt?: number }).__clickAt ?? Number.NaN);

interface Timed {
  request: Request;
  url: string;
  kind: 'chunk' | 'api';
}

/** Requests of the click window, with their depth in the chain of requests. */
async function requestsOf(seen: Timed[], clickAt: number, shownAt: number): Promise<RequestSeen[]> {
  const rows: RequestSeen[] = [];
  for (const s of seen) {
    const timing = s.request.timing();
    if (timing.startTime < clickAt || timing.startTime > shownAt) continue;
    const response = await s.request.response().catch(() => null);
    if (response) await response.finished().catch(() => null);
    const t = s.request.timing();
    const end = t.responseEnd >= 0 ? t.startTime + t.responseEnd : Number.POSITIVE_INFINITY;
    rows.push({ url: s.url, kind: s.kind, start: t.startTime - clickAt, end: end - clickAt, depth: 1 });
  }
  rows.sort((a, b) => a.start - b.start);
  for (const r of rows)
    r.depth = 1 + Math.max(0, ...rows.filter((o) => o !== r && o.end <= r.start).map((o) => o.depth));
  return rows;
}

async function oneRun(
  browser: Awaited<ReturnType<typeof launchBrowser>>,
  baseUrl: string,
  surname: string,
): Promise<FirstVisitRun> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: 'it-IT',
    viewport: { width: 1366, height: 900 },
  });
  context.setDefaultTimeout(60_000);
  // As source text with a no-op `__name`: tsx (this script's loader) wraps named inner functions in
  // a `__name(...)` helper that exists only in Node (tests/e2e/layoutShift.ts does the same).
  await context.addInitScript({
    content: `var __name = (f) => f; window.__shown = (w, n) => (${shownTest.toString()})([w, n]);`,
  });
  const page = await context.newPage();
  const seen: Timed[] = [];
  page.on('request', (request) => {
    const url = request.url().replace(baseUrl, '');
    if (url.startsWith('/assets/') && url.endsWith('.js')) seen.push({ request, url, kind: 'chunk' });
    else if (url.startsWith('/api/') && !url.startsWith('/api/file/image/'))
      seen.push({ request, url, kind: 'api' });
  });
  const clicks: ClickRun[] = [];
  /** Clicks `target` and times the screen it leads to. */
  const timedClick = async (click: Click, target: () => Promise<void>) => {
    await armClick(page);
    const shownAt = shown(
      page,
      click,
      click === 'Seleziona' ? PRODOTTO : click === 'categoria' ? PRODOTTO : '',
    );
    await target();
    const at = await shownAt;
    const clickAt = await clickTime(page);
    const requests = await requestsOf(seen, clickAt, at);
    const run: ClickRun = {
      click,
      ms: at - clickAt,
      chunks: requests.filter((r) => r.kind === 'chunk').length,
      api: requests.filter((r) => r.kind === 'api').length,
      depth: Math.max(0, ...requests.map((r) => r.depth)),
      requests,
    };
    clicks.push(run);
    return run;
  };

  try {
    await page.goto('/login');
    await page.getByLabel('Nome utente').fill('agenzia');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await timedClick('Accedi', () => page.getByRole('button', { name: 'Accedi' }).click());

    const card = page.getByRole('article', { name: CATEGORIA, exact: true });
    const back = card.getByRole('button');
    await faceBack(card, back);
    await timedClick('categoria', () => back.click());

    const product = page.getByRole('article', { name: PRODOTTO, exact: true });
    await timedClick('Seleziona', () => product.getByRole('button', { name: 'Seleziona' }).click());

    // The trip, the travellers and the declarations: typed, not timed.
    await page.getByLabel('Data inizio viaggio').fill(dayOffset(40));
    await page.keyboard.press('Tab');
    await page.getByLabel('Data fine viaggio').fill(dayOffset(47));
    await page.keyboard.press('Tab');
    await page.getByLabel('Destinazione').first().selectOption({ index: 1 });
    await page.getByLabel('Età').selectOption({ label: 'Da 18 a 40 anni' });
    await page.getByLabel('Numero partecipanti').first().fill('2');
    await page.getByLabel('Area di partenza').first().selectOption({ label: 'Italia' });
    await page.getByLabel('Importo viaggio').fill('1500');
    for (const [i, nome] of ['Giulia', 'Paolo'].entries()) {
      await page.getByLabel(`Cognome partecipante ${i + 1}`, { exact: true }).fill(surname);
      await page.getByLabel(`Nome partecipante ${i + 1}`, { exact: true }).fill(nome);
    }
    for (const label of [
      'Dichiaro di aver ricevuto e preso visione delle condizioni di assicurazione e del set informativo',
      /Dichiaro di aver raccolto il consenso/,
      'Procedo con le dichiarazioni di adeguatezza',
    ])
      await page.getByLabel(label).check();
    await page.getByTestId('premio-totale').filter({ hasText: '€' }).waitFor();
    await timedClick('Aggiungi al carrello', () =>
      page.getByRole('button', { name: 'Aggiungi al carrello' }).click(),
    );
    await timedClick('Carrello', () => page.getByRole('button', { name: /^Carrello: 1 prodott/ }).click());
    await timedClick('Acquista', () =>
      page.getByRole('dialog', { name: 'Carrello' }).getByRole('button', { name: 'Acquista' }).click(),
    );

    // References of the same run: a round trip, and a click to a screen already visited.
    const healthMs = await page.evaluate(async () => {
      const t = performance.now();
      await fetch('/api/health', { cache: 'no-store' });
      return performance.now() - t;
    });
    await page
      .getByRole('dialog', { name: 'Riepilogo acquisto' })
      .getByRole('button', { name: 'Chiudi' })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Riepilogo acquisto' }).waitFor({ state: 'detached' });
    await faceBack(card, back);
    const revisit = await timedClick('categoria', () => back.click());
    clicks.pop();
    return { clicks, healthMs, revisitMs: revisit.ms, load: os.loadavg()[0]! };
  } finally {
    await context.close();
  }
}

/**
 * The category cards turn on hover (a half-second flip): the user points at the card and clicks its
 * back once it faces them.
 */
async function faceBack(card: Locator, back: Locator): Promise<void> {
  await card.hover();
  await back.evaluate((el) =>
    Promise.all(
      el
        .closest('article')!
        .querySelector('.category-card-inner')!
        .getAnimations()
        .map((a) => a.finished),
    ),
  );
}

async function main() {
  const a = args();
  const runs = a.int('runs', 5);
  const dist = path.resolve(a.get('dist', 'dist'));
  if (!process.argv.includes('--no-build')) {
    log('  building the client (npx vite build)…');
    execFileSync('npx', ['vite', 'build', '--outDir', dist], { stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const loadBefore = os.loadavg()[0]!;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-first-visit-'));
  const server = await startServerProcess(
    { CLIENT_DIR: dist, DATA_DIR: dataDir, LOG_LEVEL: 'error', NODE_ENV: 'production', SEED_DEMO: '1' },
    120_000,
  );
  const browser = await launchBrowser(USER_CHROMIUM_PATH);
  try {
    const all: FirstVisitRun[] = [];
    for (let i = 0; i <= runs; i++) {
      const run = await oneRun(browser, server.baseUrl, `Bench${String.fromCharCode(65 + i)}`);
      log(
        `  run ${i}${i === 0 ? ' (warm-up)' : ''} (load ${run.load.toFixed(2)}): ` +
          run.clicks
            .map((c) => `${c.click} ${c.ms.toFixed(0)} ms [${c.chunks} js, ${c.api} api, depth ${c.depth}]`)
            .join('; ') +
          `; health ${run.healthMs.toFixed(1)} ms, revisit ${run.revisitMs.toFixed(0)} ms`,
      );
      if (i > 0) all.push(run);
    }
    const perClick = CLICKS.map((click) => {
      const runsOf = all.map((r) => r.clicks.find((c) => c.click === click)!);
      const sorted = [...runsOf].sort((x, y) => x.ms - y.ms);
      const mid = sorted[Math.floor((sorted.length - 1) / 2)]!;
      return {
        click,
        shows: SHOWS[click],
        minMs: sorted[0]!.ms,
        medianMs: median(runsOf.map((r) => r.ms)),
        chunks: median(runsOf.map((r) => r.chunks)),
        api: median(runsOf.map((r) => r.api)),
        depth: median(runsOf.map((r) => r.depth)),
        medianRequests: mid.requests,
      };
    });
    const result: FirstVisitResult = {
      runs,
      chromium: browser.version(),
      goalMs: GOAL_MS,
      load: { before: loadBefore, after: os.loadavg()[0]! },
      perClick,
      healthMs: { min: Math.min(...all.map((r) => r.healthMs)), median: median(all.map((r) => r.healthMs)) },
      revisitMs: {
        min: Math.min(...all.map((r) => r.revisitMs)),
        median: median(all.map((r) => r.revisitMs)),
      },
      all,
    };
    await writeResult('first-visit', result);
    for (const c of perClick)
      log(
        `  ${c.click}: min ${c.minMs.toFixed(0)} ms, median ${c.medianMs.toFixed(0)} ms; ${c.chunks} scripts, ${c.api} API calls, depth ${c.depth}` +
          `\n    ${c.medianRequests.map((r) => `${r.depth}:${r.url.replace(/\?.*/, '')} ${r.start.toFixed(0)}→${r.end.toFixed(0)}`).join('\n    ')}`,
      );
  } finally {
    if (browser.isConnected()) await browser.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
