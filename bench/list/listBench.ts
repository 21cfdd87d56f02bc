import { encodeListQuery } from '../../engine/core/query';
import { adesioniList } from '../../server/areas/myarea/lists';
import { loadPrincipal } from '../../server/auth/principal';
import { runList } from '../../server/lists';
import { EXACT_TOTAL_UP_TO } from '../../server/lists/runList';
import type { BenchApp } from '../lib/benchApp';
import { median, timed } from '../lib/stats';
import { HAND_COLUMNS, HAND_FROM, listCases, type ListCase } from './cases';
import type { Viewer } from './viewers';

export interface ListTiming {
  viewer: string;
  case: string;
  /** Rows matching (the page's `total`). */
  total: number;
  /** Median ms through app.inject of the real route (auth, validation, SQL, serialisation). */
  route: number;
  /** Median ms of runList alone (the SQL our list mechanism writes, count + page). */
  runList: number;
  /** Median ms of the hand-written count + page. */
  hand: number;
  /** The route gave the database's estimate as total (more rows than runList counts exactly). */
  totalEstimated?: boolean;
}

/** Page 1 with its total through the route, many times: its p50 and p95, beside /api/health's. */
export interface PageOneTiming {
  viewer: string;
  total: number;
  totalEstimated: boolean;
  runs: number;
  p50: number;
  p95: number;
  healthP50: number;
  healthP95: number;
}

/** Runs a statement on the driver itself (pg Pool or PGlite), bypassing Drizzle. */
export type RawQuery = (text: string, params: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }>;

/**
 * Every case for one viewer: route, runList and hand-written query timed in turn within each
 * round (so background load hits all three alike), medians over `runs` rounds after `warmup`.
 * Before timing, the three must agree on the total and on the ids of the page.
 */
export async function benchViewer(
  bench: BenchApp,
  raw: RawQuery,
  viewer: Viewer,
  opts: { runs: number; warmup: number; log: (msg: string) => void },
): Promise<ListTiming[]> {
  const token = await bench.login(viewer.username);
  const userId = await bench.userId(viewer.username);
  const principal = await loadPrincipal(bench.db, userId);
  if (!principal) throw new Error(`No principal for ${viewer.username}`);
  const results: ListTiming[] = [];
  for (const c of listCases()) {
    const url = `/api/${viewer.path}?${new URLSearchParams(encodeListQuery(c.query)).toString()}`;
    const route = async () => {
      const res = await bench.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}` },
      });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      return res.json() as { items: Array<{ itemID: number }>; total: number; totalEstimated?: boolean };
    };
    const ours = () => runList(bench.db, adesioniList, c.query, { scope: viewer.scope(principal) });
    const hand = handQuery(raw, c, viewer, principal);

    const [a, b, h] = [await route(), await ours(), await hand()];
    const ids = (rows: Array<Record<string, unknown>>) => rows.map((r) => Number(r.itemID)).join(',');
    // Past the bound the route gives an estimate: at least the rows it counted, and said so.
    const offset = (c.query.page - 1) * c.query.pageSize;
    const totalAgrees = (t: { total: number; totalEstimated?: boolean }) =>
      t.totalEstimated
        ? h.total > offset + c.query.pageSize + EXACT_TOTAL_UP_TO && t.total > offset + c.query.pageSize
        : t.total === h.total;
    if (
      !totalAgrees(a) ||
      !totalAgrees(b) ||
      ids(a.items) !== ids(h.items) ||
      ids(b.items) !== ids(h.items)
    ) {
      throw new Error(`${viewer.username} / ${c.name}: route, runList and hand-written SQL disagree`);
    }

    const times = { route: [] as number[], runList: [] as number[], hand: [] as number[] };
    for (let i = 0; i < opts.warmup + opts.runs; i++) {
      const r = await timed(route);
      const o = await timed(ours);
      const x = await timed(hand);
      if (i < opts.warmup) continue;
      times.route.push(r.ms);
      times.runList.push(o.ms);
      times.hand.push(x.ms);
    }
    const timing: ListTiming = {
      viewer: viewer.username,
      case: c.name,
      total: h.total,
      ...(a.totalEstimated ? { totalEstimated: true } : {}),
      route: median(times.route),
      runList: median(times.runList),
      hand: median(times.hand),
    };
    opts.log(
      `  ${viewer.username} · ${c.name}: route ${timing.route.toFixed(1)} ms, runList ${timing.runList.toFixed(1)} ms, hand ${timing.hand.toFixed(1)} ms (${a.total} rows)`,
    );
    results.push(timing);
  }
  return results;
}

/**
 * Page 1 of the viewer's list (newest first) with its total, `runs` times through the route, each
 * followed by a `/api/health` (one `select 1`) so that background load falls on both alike.
 */
export async function pageOneTimes(bench: BenchApp, viewer: Viewer, runs: number): Promise<PageOneTiming> {
  const token = await bench.login(viewer.username);
  const first = listCases()[0]!;
  const url = `/api/${viewer.path}?${new URLSearchParams(encodeListQuery(first.query)).toString()}`;
  const call = async (u: string, auth: boolean) => {
    const res = await bench.app.inject({
      method: 'GET',
      url: u,
      headers: auth ? { authorization: `Bearer ${token}` } : {},
    });
    if (res.statusCode !== 200) throw new Error(`${u}: ${res.statusCode}`);
    return res.json() as { total: number; totalEstimated?: boolean };
  };
  const page = await call(url, true);
  const times: number[] = [];
  const health: number[] = [];
  for (let i = 0; i < runs + 3; i++) {
    const r = await timed(() => call(url, true));
    const h = await timed(() => call('/api/health', false));
    if (i < 3) continue;
    times.push(r.ms);
    health.push(h.ms);
  }
  return {
    viewer: viewer.username,
    total: page.total,
    totalEstimated: page.totalEstimated === true,
    runs,
    p50: median(times),
    p95: percentile(times, 95),
    healthP50: median(health),
    healthP95: percentile(health, 95),
  };
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** The page and its count as written by hand for this viewer and case. */
function handQuery(
  raw: RawQuery,
  c: ListCase,
  viewer: Viewer,
  principal: Parameters<Viewer['scope']>[0],
): () => Promise<{ items: Array<Record<string, unknown>>; total: number }> {
  const scope = viewer.handScope(principal, 1);
  const filter = c.handWhere(scope.params.length + 1);
  const conditions = [...scope.conditions, ...filter.conditions];
  const where = conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
  const params = [...scope.params, ...filter.params];
  const offset = (c.query.page - 1) * c.query.pageSize;
  const pageSql = `select ${HAND_COLUMNS} from ${HAND_FROM} ${where} order by ${c.handOrder} limit ${c.query.pageSize} offset ${offset}`;
  const countSql = `select count(*)::int as n from adesioni a ${where}`;
  return async () => {
    const counted = await raw(countSql, params);
    const page = await raw(pageSql, params);
    return { items: page.rows, total: Number(counted.rows[0]?.n ?? 0) };
  };
}

/** The hand-written page query of a case, for EXPLAIN. */
export function handPageSql(c: ListCase, viewer: Viewer, principal: Parameters<Viewer['scope']>[0]) {
  const scope = viewer.handScope(principal, 1);
  const filter = c.handWhere(scope.params.length + 1);
  const conditions = [...scope.conditions, ...filter.conditions];
  const where = conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
  const offset = (c.query.page - 1) * c.query.pageSize;
  return {
    text: `select ${HAND_COLUMNS} from ${HAND_FROM} ${where} order by ${c.handOrder} limit ${c.query.pageSize} offset ${offset}`,
    params: [...scope.params, ...filter.params],
  };
}
