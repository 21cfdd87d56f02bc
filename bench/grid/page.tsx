import 'bootstrap/dist/css/bootstrap.min.css';
import { createRoot, type Root } from 'react-dom/client';
import { createTestEngine, demoUsers } from '../../engine/react/testing/createTestEngine';
import { DataGrid } from '../../widgets/grid/DataGrid';
import type { GridRow } from '../../widgets/grid/types';
import { benchColumns, makeRows } from './rows';
import type { GridRunOptions, GridRunResult } from './types';

// The real engine a screen gets (labels, toasts, session), with no network: the rows are given.
const engine = createTestEngine({ user: demoUsers.agenzia, labels: {}, initialPath: '/' });

const cache = new Map<number, GridRow[]>();
const rowsOf = (n: number) => {
  let rows = cache.get(n);
  if (!rows) {
    rows = makeRows(n);
    cache.set(n, rows);
  }
  return rows;
};

/** Resolves once `ready()` holds, checked after every DOM change. */
function until(ready: () => boolean, timeoutMs = 120_000): Promise<void> {
  if (ready()) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error('timeout waiting for the grid'));
    }, timeoutMs);
    const observer = new MutationObserver(() => {
      if (!ready()) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });
}

/** After the next frame has been painted (a task queued from requestAnimationFrame runs after paint). */
const painted = () => new Promise<void>((r) => requestAnimationFrame(() => setTimeout(r, 0)));

const grid = () => document.querySelector<HTMLElement>('[role="grid"]');
const rowAt = (index: number) => document.querySelector(`[role="grid"] tbody tr[aria-rowindex="${index}"]`);
const headerOf = (title: string) =>
  [...document.querySelectorAll<HTMLElement>('[role="columnheader"]')].find((th) =>
    th.querySelector('[data-grid-activate]')?.textContent?.startsWith(title),
  );

async function measure(action: () => void, ready: () => boolean): Promise<number> {
  const start = performance.now();
  action();
  await until(ready);
  await painted();
  return performance.now() - start;
}

const clickHeader = (title: string) => {
  const button = headerOf(title)?.querySelector<HTMLElement>('[data-grid-activate]');
  if (!button) throw new Error(`no column ${title}`);
  button.click();
};
const sortOf = (title: string) => headerOf(title)?.getAttribute('aria-sort');

/** Sorts ascending by one column (timed), then clicks on through descending back to unsorted. */
async function sortBy(title: string): Promise<number> {
  const time = await measure(
    () => clickHeader(title),
    () => sortOf(title) === 'ascending',
  );
  clickHeader(title);
  await until(() => sortOf(title) === 'descending');
  clickHeader(title);
  await until(() => sortOf(title) === 'none');
  await painted();
  return time;
}

async function groupBy(title: string): Promise<number> {
  const toggle = document.querySelector<HTMLElement>(`button[aria-label="Menu della colonna ${title}"]`);
  if (!toggle) throw new Error(`no menu for ${title}`);
  toggle.click();
  const findItem = () =>
    [...document.querySelectorAll<HTMLElement>('button')].find(
      (b) => b.textContent === 'Raggruppa per questa colonna',
    );
  await until(() => findItem() !== undefined);
  // Group rows add to the grid's row count (the visible ones may all be data rows).
  const before = grid()!.getAttribute('aria-rowcount');
  return measure(
    () => findItem()!.click(),
    () => grid()!.getAttribute('aria-rowcount') !== before,
  );
}

/** Jump to the last row, then a fast continuous scroll back up: frame intervals while it lasts. */
async function scroll(total: number, frames: number, step: number) {
  const box = grid()!.parentElement!;
  const jump = await measure(
    () => {
      box.scrollTop = box.scrollHeight;
    },
    () => rowAt(total + 1) !== null,
  );
  await painted();
  const intervals: number[] = [];
  await new Promise<void>((resolve) => {
    let last = performance.now();
    let left = frames;
    const tick = (now: number) => {
      intervals.push(now - last);
      last = now;
      box.scrollTop = Math.max(0, box.scrollTop - step);
      if (--left > 0) requestAnimationFrame(tick);
      else resolve();
    };
    requestAnimationFrame((now) => {
      last = now;
      box.scrollTop -= step;
      requestAnimationFrame(tick);
    });
  });
  intervals.sort((a, b) => a - b);
  const mean = intervals.reduce((s, x) => s + x, 0) / intervals.length;
  return {
    jump,
    frameMean: mean,
    frameP95: intervals[Math.floor(intervals.length * 0.95)] ?? Number.NaN,
    frameMax: intervals[intervals.length - 1] ?? Number.NaN,
  };
}

let root: Root | null = null;

async function run(opts: GridRunOptions): Promise<GridRunResult> {
  root?.unmount();
  document.getElementById('root')!.replaceChildren();
  const host = document.createElement('div');
  document.getElementById('root')!.append(host);
  const genStart = performance.now();
  const rows = rowsOf(opts.rows);
  const generate = performance.now() - genStart;
  await painted();

  const firstRender = await measure(
    () => {
      root = createRoot(host);
      root.render(
        <engine.Provider>
          <div className="p-2">
            <DataGrid
              title="Acquisti"
              mode="client"
              rows={rows}
              columns={benchColumns}
              pageSize={opts.pageSize}
              groupable
              fullTextSearch
              export={{}}
            />
          </div>
        </engine.Provider>,
      );
    },
    () => rowAt(2) !== null,
  );
  const virtual = opts.pageSize >= opts.rows;
  const scrolled = virtual ? await scroll(opts.rows, opts.scrollFrames, opts.scrollStep) : null;
  grid()!.parentElement!.scrollTop = 0;
  await painted();
  const sortText = await sortBy('Contraente');
  const sortNumber = await sortBy('Totale premio');
  const group = await groupBy('Prodotto');
  return { generate, firstRender, sortText, sortNumber, group, scroll: scrolled };
}

window.gridBench = { run };
