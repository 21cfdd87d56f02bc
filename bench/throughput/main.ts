import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startServerProcess } from '../../server/test/serverProcess';
import { args, log, writeResult } from '../lib/cli';
import { login, serverDatabaseEnv } from '../lib/server';
import { median } from '../lib/stats';

export interface ThroughputRound {
  requestsPerSecond: number;
  p50: number;
  p99: number;
}

export interface ThroughputCase {
  label: string;
  /** Per round, measured in turn with the reference so background load falls on both alike. */
  rounds: ThroughputRound[];
  /** This case's req/s ÷ `/api/health`'s in the same round: min and median over the rounds. */
  ofHealth: { min: number; median: number };
  median: ThroughputRound;
}

export interface ThroughputResult {
  connections: number;
  seconds: number;
  cases: ThroughputCase[];
}

interface Target {
  label: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  auth: boolean;
  /** Each request a query never asked before (the path plus this), so no cache can answer it. */
  fresh?: (n: number) => string;
  /** Each request a body never sent before, so no cache of whole answers can answer it. */
  freshBody?: (n: number) => string;
}

/**
 * `tsx bench/throughput/main.ts [--rounds 3] [--seconds 5] [--connections 16]`: requests per second
 * of the signed-in calls issue 13 names, against `GET /api/health` on the same server in the same
 * round — a real server process on a scratch PGlite with the demo seed, driven over HTTP by
 * autocannon (which shares the machine's cores with the server, as a real client on the same host would).
 */
async function main() {
  const a = args();
  const rounds = a.int('rounds', 3);
  const seconds = a.int('seconds', 5);
  const connections = a.int('connections', 16);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-throughput-'));
  // BENCH_DATABASE_URL: the same cases on that PostgreSQL database (it must exist and be empty).
  const database = serverDatabaseEnv();
  const server = await startServerProcess(
    { DATA_DIR: dataDir, SEED_DEMO: '1', LOG_LEVEL: 'error', ...database },
    120_000,
  );
  try {
    const token = await login(server.baseUrl, 'agenzia');
    const compare = await compareBody(server.baseUrl, token);
    const targets: Target[] = [
      { label: 'GET /api/health (reference)', method: 'GET', path: '/api/health', auth: false },
      {
        label: 'GET myoverins/elencoadesioni/distributore (page of 20)',
        method: 'GET',
        path: '/api/myoverins/elencoadesioni/distributore?page=1&pageSize=20',
        auth: true,
      },
      {
        label: 'GET myoverins/elencoadesioni/distributore, every request a new query (cache miss)',
        method: 'GET',
        path: '/api/myoverins/elencoadesioni/distributore?page=1&pageSize=20',
        auth: true,
        // Always true, always different: the answer is the page above, read from the database.
        fresh: (n) => `&filter=${encodeURIComponent(`(itemID[gt]!!n=-${n + 1})`)}`,
      },
      { label: 'GET account/me', method: 'GET', path: '/api/account/me', auth: true },
      {
        label: 'POST carrello/confrontaProdotti (a category)',
        method: 'POST',
        path: '/api/carrello/confrontaProdotti',
        body: JSON.stringify(compare),
        auth: true,
      },
      {
        label: 'POST carrello/confrontaProdotti, every request a new trip (cache miss)',
        method: 'POST',
        path: '/api/carrello/confrontaProdotti',
        body: JSON.stringify(compare),
        auth: true,
        freshBody: (n) => JSON.stringify(newTrip(compare, n)),
      },
    ];
    for (const t of targets) await check(server.baseUrl, t, token);

    const measured = targets.map(() => [] as ThroughputRound[]);
    // One short warm-up round, then the measured ones.
    for (let round = -1; round < rounds; round++) {
      for (const [k, t] of targets.entries()) {
        const r = await cannon(server.baseUrl, t, token, round < 0 ? 1 : seconds, connections);
        if (round >= 0) measured[k]!.push(r);
      }
      if (round >= 0)
        log(
          `  round ${round + 1}: ` +
            targets
              .map(
                (t, k) => `${t.label.split(' ')[1]} ${measured[k]![round]!.requestsPerSecond.toFixed(0)}/s`,
              )
              .join(', '),
        );
    }
    const health = measured[0]!;
    const cases: ThroughputCase[] = targets.map((t, k) => {
      const mine = measured[k]!;
      const ratios = mine.map((r, i) => r.requestsPerSecond / health[i]!.requestsPerSecond);
      return {
        label: t.label,
        rounds: mine,
        ofHealth: { min: Math.min(...ratios), median: median(ratios) },
        median: {
          requestsPerSecond: median(mine.map((r) => r.requestsPerSecond)),
          p50: median(mine.map((r) => r.p50)),
          p99: median(mine.map((r) => r.p99)),
        },
      };
    });
    for (const c of cases)
      log(
        `${c.label}: ${c.median.requestsPerSecond.toFixed(0)} req/s, p99 ${c.median.p99} ms, ` +
          `${c.ofHealth.median.toFixed(2)} × health (min ${c.ofHealth.min.toFixed(2)})`,
      );
    return await writeResult('throughput', { connections, seconds, cases } satisfies ThroughputResult);
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** What the shop asks when an agent opens a category: every product of it, priced for one trip. */
async function compareBody(base: string, token: string) {
  const get = async <T>(url: string): Promise<T> => {
    const res = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    return (await res.json()) as T;
  };
  const categorie = await get<{ data: Array<{ itemID: number; categoria: string }> }>(
    '/api/carrello/pacchettiCategorie',
  );
  const categoria = categorie.data.find((c) => c.categoria === 'Medico e Bagaglio') ?? categorie.data[0]!;
  const prodotti = await get<{ data: Array<{ itemID: number }> }>(
    `/api/carrello/prodottiCategoria?categoriaID=${categoria.itemID}`,
  );
  const eta = await get<{ items: Array<{ value: number; text: string }> }>('/api/dropdown/eta');
  const day = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
  return {
    listIDs: prodotti.data.map((p) => p.itemID),
    parametri: {
      inizioViaggio: day(30),
      fineViaggio: day(37),
      destinazioneStato: 'FR',
      nazionalita: 'IT',
      eta: eta.items.find((i) => i.text === 'Da 18 a 40 anni')?.value ?? eta.items[0]!.value,
      numeroPartecipanti: 2,
    },
  };
}

type CompareBody = Awaited<ReturnType<typeof compareBody>>;

/**
 * The n-th trip of a run: departure in 10 to 309 days, 1 to 30 days long, 1 to 9 travellers — 81,000
 * trips before one repeats, more than any run sends.
 */
function newTrip(body: CompareBody, n: number): CompareBody {
  const day = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
  const start = 10 + (n % 300);
  const length = 1 + (Math.floor(n / 300) % 30);
  return {
    ...body,
    parametri: {
      ...body.parametri,
      inizioViaggio: day(start),
      fineViaggio: day(start + length),
      numeroPartecipanti: 1 + (Math.floor(n / 9_000) % 9),
    },
  };
}

async function check(base: string, t: Target, token: string): Promise<void> {
  const res = await fetch(`${base}${t.path}`, {
    method: t.method,
    headers: headersOf(t, token),
    ...(t.body ? { body: t.body } : {}),
  });
  if (res.status !== 200) throw new Error(`${t.label}: ${res.status} ${await res.text()}`);
}

function headersOf(t: Target, token: string): Record<string, string> {
  return {
    ...(t.auth ? { authorization: `Bearer ${token}` } : {}),
    ...(t.body ? { 'content-type': 'application/json' } : {}),
  };
}

/** Requests sent with a fresh query so far, over every round: none is ever repeated. */
let sent = 0;

async function cannon(
  base: string,
  t: Target,
  token: string,
  duration: number,
  connections: number,
): Promise<ThroughputRound> {
  const fresh = t.fresh;
  const freshBody = t.freshBody;
  const result = await autocannon({
    url: `${base}${t.path}`,
    method: t.method,
    headers: headersOf(t, token),
    ...(t.body ? { body: t.body } : {}),
    ...(fresh ? { requests: [{ setupRequest: (req) => ({ ...req, path: t.path + fresh(sent++) }) }] } : {}),
    ...(freshBody ? { requests: [{ setupRequest: (req) => ({ ...req, body: freshBody(sent++) }) }] } : {}),
    connections,
    duration,
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`${t.label}: ${failed} failed requests of ${result.requests.total}`);
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

main().then(
  (file) => log(`throughput → ${file}`),
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
