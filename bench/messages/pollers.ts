import http from 'node:http';
import { performance } from 'node:perf_hooks';

/**
 * The simulated bells (issue 28 item 3), in a process of their own so that autocannon's load in the
 * parent does not delay their timers: each client polls `GET /api/carrello/message` once per
 * interval, at its own offset (clients spread evenly: N / interval requests per second), with its own
 * session and the ETag of its last answer in If-None-Match. The parent sends `{ run: ms }`; the answer
 * is each poll's latency and how many were 200 and 304.
 */
export interface PollersInit {
  base: string;
  tokens: string[];
  intervalMs: number;
}
export interface PollWindow {
  latencies: number[];
  ok: number;
  notModified: number;
  failed: number;
  /** How late the timers fired (event-loop lag of this process), p99 in ms. */
  lateP99: number;
}

let init: PollersInit | undefined;
const etags: Array<string | undefined> = [];
// Enough sockets that a slow answer never queues the next client's poll behind it.
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** One GET with keep-alive: status and ETag, the body read to its end. */
function get(url: string, headers: Record<string, string>): Promise<{ status: number; etag?: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers, agent }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve({ status: res.statusCode ?? 0, etag: res.headers.etag }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

async function poll(i: number, out: PollWindow): Promise<void> {
  const headers: Record<string, string> = { authorization: `Bearer ${init!.tokens[i]}` };
  if (etags[i]) headers['if-none-match'] = etags[i]!;
  const start = performance.now();
  try {
    const res = await get(`${init!.base}/api/carrello/message`, headers);
    out.latencies.push(performance.now() - start);
    if (res.etag) etags[i] = res.etag;
    if (res.status === 200) out.ok++;
    else if (res.status === 304) out.notModified++;
    else out.failed++;
  } catch {
    out.failed++;
  }
}

/** Every client once, a few at a time: the first poll of a bell (200, its ETag) before any window. */
async function prime(): Promise<void> {
  const out: PollWindow = { latencies: [], ok: 0, notModified: 0, failed: 0, lateP99: 0 };
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < init!.tokens.length) await poll(next++, out);
    }),
  );
  if (out.failed > 0) throw new Error(`priming: ${out.failed} polls failed`);
}

/** One window of `ms`: client i polls at (i / N) × interval, then every interval. */
async function run(ms: number): Promise<PollWindow> {
  const out: PollWindow = { latencies: [], ok: 0, notModified: 0, failed: 0, lateP99: 0 };
  const { tokens, intervalMs } = init!;
  const n = tokens.length;
  const t0 = performance.now();
  const pending: Array<Promise<void>> = [];
  const late: number[] = [];
  let k = 0; // polls fired so far; poll k is client k % n, due at t0 + k × interval / n
  await new Promise<void>((done) => {
    const tick = () => {
      const now = performance.now();
      while (t0 + (k * intervalMs) / n <= now && (k * intervalMs) / n < ms) {
        late.push(now - (t0 + (k * intervalMs) / n));
        pending.push(poll(k % n, out));
        k++;
      }
      if ((k * intervalMs) / n >= ms) done();
      else setTimeout(tick, Math.max(0, t0 + (k * intervalMs) / n - performance.now()));
    };
    tick();
  });
  await Promise.all(pending);
  late.sort((a, b) => a - b);
  out.lateP99 = late[Math.min(late.length - 1, Math.floor(late.length * 0.99))] ?? 0;
  return out;
}

process.on('message', (msg: { init?: PollersInit; prime?: true; run?: number; exit?: true }) => {
  void (async () => {
    try {
      if (msg.init) {
        init = msg.init;
        process.send!({ ready: true });
      } else if (msg.prime) {
        await prime();
        process.send!({ primed: true });
      } else if (msg.run !== undefined) {
        process.send!({ window: await run(msg.run) });
      } else if (msg.exit) {
        agent.destroy();
        process.exit(0);
      }
    } catch (e) {
      process.send!({ error: String(e) });
    }
  })();
});
