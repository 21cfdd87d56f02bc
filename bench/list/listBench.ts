import { encodeListQuery } from '../../engine/core/query';
import { adesioniList } from '../../server/areas/myarea/lists';
import { loadPrincipal } from '../../server/auth/principal';
import { runList } from '../../server/lists';
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
      return res.json() as { items: Array<{ itemID: number }>; total: number };
    };
    const ours = () => runList(bench.db, adesioniList, c.query, { scope: viewer.scope(principal) });
    const hand = handQuery(raw, c, viewer, principal);

    const [a, b, h] = [await route(), await ours(), await hand()];
    const ids = (rows: Array<Record<string, unknown>>) => rows.map((r) => Number(r.itemID)).join(',');
    if (
      a.total !== b.total ||
      a.total !== h.total ||
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
      total: a.total,
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
