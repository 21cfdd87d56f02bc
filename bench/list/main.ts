import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { detachChangeFeed } from '../../server/db/changeFeed';
import { adesioniList } from '../../server/areas/myarea/lists';
import { loadPrincipal } from '../../server/auth/principal';
import { compileListPage } from '../../server/lists';
import { benchApp } from '../lib/benchApp';
import { args, log, OUT_DIR, writeResult } from '../lib/cli';
import { benchPostgresUrl } from '../lib/database';
import { listCases } from './cases';
import { preparePglite, preparePostgres } from './databases';
import { benchViewer, handPageSql, pageOneTimes, type ListTiming, type PageOneTiming } from './listBench';
import { VIEWERS } from './viewers';

export interface ListSectionResult {
  engine: 'postgres' | 'pglite';
  where: string;
  policies: number;
  generated: { policies: number; seconds: number } | null;
  runs: number;
  timings: ListTiming[];
  /** Page 1 with its total, many runs: p50/p95 beside /api/health's. */
  pageOne: PageOneTiming[];
  explainFile: string;
}

/**
 * `tsx bench/list/main.ts --engine postgres|pglite [--policies N] [--runs 7] [--warmup 2]`:
 * the list endpoint section, written to bench/.out/list-<engine>.json for bench/run.ts.
 */
async function main() {
  const a = args();
  const engine = a.get('engine', 'postgres') === 'pglite' ? 'pglite' : 'postgres';
  const policies = a.int('policies', 1_000_000);
  const runs = a.int('runs', 7);
  const warmup = a.int('warmup', 2);
  const prepared =
    engine === 'postgres'
      ? await preparePostgres(benchPostgresUrl(), process.env.BENCH_PG_DB ?? 'bench_list', policies, log)
      : await preparePglite(policies, log);
  try {
    // What each call costs in SQL: the embedded database's read cache would answer repeated calls from
    // memory (that is measured in bench/throughput).
    detachChangeFeed(prepared.database.db);
    const bench = await benchApp(prepared.database.db);
    const timings: ListTiming[] = [];
    try {
      log(`List endpoint on ${prepared.where}, ${prepared.policies} volume policies, median of ${runs}`);
      for (const viewer of VIEWERS)
        timings.push(...(await benchViewer(bench, prepared.raw, viewer, { runs, warmup, log })));
      const pageOneRuns = a.int('page-one-runs', 40);
      const pageOne: PageOneTiming[] = [];
      for (const viewer of VIEWERS) {
        const p = await pageOneTimes(bench, viewer, pageOneRuns);
        log(
          `  ${viewer.username} · page 1 with its total (${p.runs} runs): p50 ${p.p50.toFixed(1)} ms, p95 ${p.p95.toFixed(1)} ms; health p50 ${p.healthP50.toFixed(2)} ms`,
        );
        pageOne.push(p);
      }
      const explainFile = await explainSlowest(bench.db, prepared.raw, engine, timings);
      const result: ListSectionResult = {
        engine,
        where: prepared.where,
        policies: prepared.policies,
        generated: prepared.generated,
        runs,
        timings,
        pageOne,
        explainFile,
      };
      await writeResult(`list-${engine}`, result);
    } finally {
      await bench.close();
    }
  } finally {
    await prepared.close();
  }
}

/** EXPLAIN (ANALYZE) of the slowest route and of the worst ratio: ours beside the hand-written page. */
async function explainSlowest(
  db: Parameters<typeof loadPrincipal>[0],
  raw: Parameters<typeof benchViewer>[1],
  engine: string,
  timings: ListTiming[],
): Promise<string> {
  const slowest = [...timings].sort((x, y) => y.route - x.route)[0];
  const worst = [...timings].sort((x, y) => y.route / y.hand - x.route / x.hand)[0];
  const picked = [...new Set([slowest, worst].filter((t): t is ListTiming => t !== undefined))];
  const out: string[] = [];
  for (const t of picked) {
    const viewer = VIEWERS.find((v) => v.username === t.viewer)!;
    const c = listCases().find((x) => x.name === t.case)!;
    const userId = Number(
      (
        (await db.execute(sql`select id from users where username = ${viewer.username}`)) as unknown as {
          rows: Array<{ id: number }>;
        }
      ).rows[0]?.id,
    );
    const principal = (await loadPrincipal(db, userId))!;
    const { page } = await compileListPage(db, adesioniList, c.query, { scope: viewer.scope(principal) });
    const ours = sql`explain (analyze, buffers) ${page}`;
    const oursPlan = ((await db.execute(ours)) as unknown as { rows: Array<Record<string, string>> }).rows;
    const hand = handPageSql(c, viewer, principal);
    const handPlan = (await raw(`explain (analyze, buffers) ${hand.text}`, hand.params)).rows;
    const text = (rows: Array<Record<string, unknown>>) =>
      rows.map((r) => String(Object.values(r)[0])).join('\n');
    out.push(`### ${t.viewer} · ${t.case} — ours (page query)\n${text(oursPlan)}\n`);
    out.push(`### ${t.viewer} · ${t.case} — hand-written (page query)\n${text(handPlan)}\n`);
  }
  await mkdir(OUT_DIR, { recursive: true });
  const file = path.join(OUT_DIR, `explain-${engine}.txt`);
  await writeFile(file, out.join('\n'));
  return file;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
