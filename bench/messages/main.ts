import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { hashToken } from '../../server/auth/tokens';
import { messaggi, sessions, users } from '../../server/db/schema';
import { setupDatabase } from '../../server/db/setup';
import { startServerProcess } from '../../server/test/serverProcess';
import { testConfig } from '../../server/test/testDatabase';
import { args, log, writeResult } from '../lib/cli';
import { median } from '../lib/stats';
import type { PollersInit, PollWindow } from './pollers';

/** One round: the list alone, the polls alone, then both at once (same server, same seconds each). */
export interface MessagesRound {
  listAlone: number;
  listWithPolls: number;
  /** listWithPolls ÷ listAlone. */
  ratio: number;
  pollsAlone: PollStats;
  pollsWithList: PollStats;
}
export interface PollStats {
  count: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  ok: number;
  notModified: number;
  /** p99 of how late the pollers' own timers fired (their process's event-loop lag). */
  lateP99: number;
}
export interface MessagesResult {
  engine: 'pglite' | 'postgres';
  clients: number;
  intervalSeconds: number;
  seconds: number;
  connections: number;
  rounds: MessagesRound[];
  summary: {
    pollP99WithList: { min: number; median: number };
    pollP99Alone: { min: number; median: number };
    ratio: { min: number; median: number };
  };
}

const here = path.dirname(fileURLToPath(import.meta.url));
const LIST = '/api/myoverins/elencoadesioni/distributore?page=1&pageSize=20';
/** The demo's web users the simulated ones copy (role, distributor, company): several distributors of each kind. */
const TEMPLATES = ['agenzia', 'tour', 'network', 'agenzia.rete'];

/**
 * `tsx bench/messages/main.ts [--clients 2000] [--interval 30] [--rounds 3] [--seconds 10]
 * [--connections 16]` (issue 28 item 3): 2,000 bells polling `GET /api/carrello/message` every 30 s
 * (≈ 67 requests per second, spread evenly, each with its own session and the ETag of its last
 * answer) against the list page's throughput (`myoverins/elencoadesioni/distributore`, page of 20,
 * as bench/throughput) with and without the pollers, in one run on one server process. On a scratch
 * PGlite, or on the empty PostgreSQL database BENCH_DATABASE_URL names.
 */
async function main() {
  const a = args();
  const clients = a.int('clients', 2000);
  const intervalSeconds = a.int('interval', 30);
  const rounds = a.int('rounds', 3);
  const seconds = a.int('seconds', 10);
  const connections = a.int('connections', 16);
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-messages-'));
  const engine = databaseUrl ? 'postgres' : 'pglite';

  log(`messages (${engine}): preparing ${clients} users, their sessions and messages…`);
  const tokens = await prepare(dataDir, databaseUrl, clients);
  const server = await startServerProcess(
    {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      MONTHLY_STATEMENTS: '0',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    180_000,
  );
  const pollers = fork(path.join(here, 'pollers.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    const agenzia = await login(server.baseUrl, 'agenzia');
    const admin = await login(server.baseUrl, 'admin');
    await ask(pollers, {
      init: { base: server.baseUrl, tokens, intervalMs: intervalSeconds * 1000 } satisfies PollersInit,
    });
    log('  first poll of every bell (its ETag)…');
    await ask(pollers, { prime: true });

    const measured: MessagesRound[] = [];
    // One short warm-up round, then the measured ones.
    for (let round = -1; round < rounds; round++) {
      const s = round < 0 ? 2 : seconds;
      const listAlone = await cannon(server.baseUrl, agenzia, s, connections);
      const pollsAlone = stats(await window(pollers, s * 1000), s);
      // A few messages arrive meanwhile (back office writes to one bench user a second), so some
      // polls find something new (200) as the bell would; the rest answer 304.
      const sending = sendEverySecond(server.baseUrl, admin, s, clients);
      const [listWithPolls, pollsWithList] = await Promise.all([
        cannon(server.baseUrl, agenzia, s, connections),
        window(pollers, s * 1000).then((w) => stats(w, s)),
      ]);
      await sending;
      if (round < 0) continue;
      const r = { listAlone, listWithPolls, ratio: listWithPolls / listAlone, pollsAlone, pollsWithList };
      measured.push(r);
      log(
        `  round ${round + 1}: list ${listAlone.toFixed(0)}/s alone, ${listWithPolls.toFixed(0)}/s with polls ` +
          `(${r.ratio.toFixed(3)}); polls p99 ${pollsAlone.p99.toFixed(1)} ms alone, ${pollsWithList.p99.toFixed(1)} ms ` +
          `with the list (${pollsWithList.perSecond.toFixed(1)}/s, ${pollsWithList.ok} × 200, ${pollsWithList.notModified} × 304)`,
      );
    }
    const mm = (v: number[]) => ({ min: Math.min(...v), median: median(v) });
    const result: MessagesResult = {
      engine,
      clients,
      intervalSeconds,
      seconds,
      connections,
      rounds: measured,
      summary: {
        pollP99WithList: mm(measured.map((r) => r.pollsWithList.p99)),
        pollP99Alone: mm(measured.map((r) => r.pollsAlone.p99)),
        ratio: mm(measured.map((r) => r.ratio)),
      },
    };
    log(`  summary: ${JSON.stringify(result.summary)}`);
    return await writeResult(`messages-${engine}`, result);
  } finally {
    pollers.send({ exit: true });
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * Migrates and seeds the demo, then writes `clients` web users (copies of the demo's agency, tour
 * operator and network users, spread over their distributors), a session each — what their sign-in
 * would write, without 2,000 scrypt hashes — and three messages each. Returns the bearer tokens.
 */
async function prepare(dataDir: string, databaseUrl: string | undefined, clients: number): Promise<string[]> {
  const database = await setupDatabase({
    ...testConfig(),
    databaseUrl,
    dataDir,
    seedDemo: true,
  });
  const { db } = database;
  try {
    const templates = await db
      .select()
      .from(users)
      .where(and(inArray(users.username, TEMPLATES), isNotNull(users.distributoreId)));
    if (templates.length === 0) throw new Error('no demo web users to copy');
    const tokens: string[] = [];
    for (let from = 0; from < clients; from += 500) {
      const slice = Array.from({ length: Math.min(500, clients - from) }, (_, k) => from + k);
      const created = await db
        .insert(users)
        .values(
          slice.map((i) => {
            const { id: _id, createdAt: _c, ...t } = templates[i % templates.length]!;
            return { ...t, username: `bench.bell.${i}`, email: `bench.bell.${i}@esempio.it` };
          }),
        )
        .returning({ id: users.id });
      const mine = created.map(() => randomBytes(32).toString('base64url'));
      tokens.push(...mine);
      const expiresAt = new Date(Date.now() + 12 * 3600_000);
      await db
        .insert(sessions)
        .values(created.map((u, k) => ({ tokenHash: hashToken(mine[k]!), userId: u.id, expiresAt })));
      await db.insert(messaggi).values(
        created.flatMap((u) =>
          [1, 2, 3].map((n) => ({
            userId: u.id,
            testo: `Messaggio di prova ${n} per il benchmark della campanella.`,
            origine: 'backoffice' as const,
          })),
        ),
      );
    }
    const [check] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'bench.bell.0'));
    if (!check) throw new Error('bench users not written');
    return tokens;
  } finally {
    await database.close();
  }
}

async function login(base: string, username: string): Promise<string> {
  const res = await fetch(`${base}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Viaggi2026!' }),
  });
  const body = (await res.json()) as { data?: { token?: string } };
  if (!body.data?.token) throw new Error(`login ${username}: ${res.status} ${JSON.stringify(body)}`);
  return body.data.token;
}

/** Requests per second of the list page over `seconds`, 16 connections (as bench/throughput). */
async function cannon(base: string, token: string, seconds: number, connections: number): Promise<number> {
  const result = await autocannon({
    url: `${base}${LIST}`,
    headers: { authorization: `Bearer ${token}` },
    connections,
    duration: seconds,
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`list: ${failed} failed requests of ${result.requests.total}`);
  return result.requests.average;
}

/** Back office sends one bench user a message every second for `seconds` (POST amministrazione/messaggi). */
async function sendEverySecond(base: string, token: string, seconds: number, clients: number) {
  const ids = await fetch(`${base}/api/dropdown/messaggi/utenti`, {
    headers: { authorization: `Bearer ${token}` },
  }).then(async (r) => ((await r.json()) as { items: Array<{ value: number; text: string }> }).items);
  const bench = ids.filter((i) => i.text.includes('(bench.bell.'));
  for (let s = 0; s < seconds; s++) {
    const target = bench[Math.floor(Math.random() * Math.min(bench.length, clients))]!;
    const res = await fetch(`${base}/api/amministrazione/messaggi`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ pubblico: 'utente', utenteId: target.value, testo: `Novità ${s}` }),
    });
    if (res.status !== 201) throw new Error(`send: ${res.status} ${await res.text()}`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

function ask(child: ChildProcess, msg: unknown): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const onMessage = (answer: Record<string, unknown>) => {
      child.off('message', onMessage);
      if (answer.error) reject(new Error(String(answer.error)));
      else resolve(answer);
    };
    child.on('message', onMessage);
    child.send(msg as object);
  });
}

async function window(child: ChildProcess, ms: number): Promise<PollWindow> {
  return (await ask(child, { run: ms })).window as PollWindow;
}

function stats(w: PollWindow, seconds: number): PollStats {
  if (w.failed > 0) throw new Error(`polls: ${w.failed} failed`);
  const sorted = [...w.latencies].sort((x, y) => x - y);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? NaN;
  return {
    count: sorted.length,
    perSecond: sorted.length / seconds,
    p50: at(0.5),
    p99: at(0.99),
    max: sorted.at(-1) ?? NaN,
    ok: w.ok,
    notModified: w.notModified,
    lateP99: w.lateP99,
  };
}

main().then(
  (file) => log(`messages → ${file}`),
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
