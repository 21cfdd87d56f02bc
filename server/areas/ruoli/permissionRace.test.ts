import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../adapters/mail';
import { buildApp } from '../../app';
import { setupDatabase } from '../../db/setup';
import {
  createScratchDatabase,
  databasesOfThisPass,
  startServerProcess,
  type ServerProcess,
} from '../../test/serverProcess';
import { testConfig } from '../../test/testDatabase';

const databases = await databasesOfThisPass();

const PERMESSO = 'WEB_MYOVERINS_TUOI_ACQUISTI';
const LIST = '/api/myoverins/elencoadesioni/distributore?page=1&pageSize=20&sort=itemID';
/** Remove, add back: this many times each. */
const CYCLES = 12;
/** Quiet time after each change, while the requests keep running. */
const WINDOW_MS = 250;

interface Answer {
  status: number;
  body: unknown;
}

/** The servers under test: `call` reaches process `p`; `write` changes the database behind their back. */
interface Servers {
  processes: number;
  call(p: number, method: 'GET' | 'POST', url: string, token: string | null, body?: object): Promise<Answer>;
  write(statement: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * The embedded database as `npm start` runs it, in a thread of its own on disk (its notices reach the
 * read caches in the order the thread sends them), under one app driven in process.
 */
async function embedded(): Promise<Servers> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'overins-permessi-'));
  const config = testConfig({ dataDir, databaseUrl: undefined, seedDemo: true });
  const database = await setupDatabase(config);
  const mailer = createMailer({ smtpUrl: undefined, from: config.mailFrom, outboxDir: dataDir });
  const app = await buildApp({ config, db: database.db, mailer }, { logger: false });
  // Over real HTTP, as the other driver: each request then waits on a socket, as a browser's would.
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    processes: 1,
    call: (_p, method, url, token, body) => httpCall(`http://127.0.0.1:${port}`, method, url, token, body),
    async write(statement) {
      await database.db.execute(sql.raw(statement));
    },
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Two real server processes on one PostgreSQL database, as behind a load balancer. */
async function twoProcesses(): Promise<Servers> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'overins-permessi-'));
  const scratch = await createScratchDatabase('permessi');
  const seeded = await setupDatabase(testConfig({ dataDir, databaseUrl: scratch.url, seedDemo: true }));
  await seeded.close();
  const servers: ServerProcess[] = await Promise.all(
    [0, 1].map((i) =>
      startServerProcess({ DATABASE_URL: scratch.url, DATA_DIR: path.join(dataDir, String(i)) }),
    ),
  );
  const admin = new pg.Client({ connectionString: scratch.url });
  await admin.connect();
  return {
    processes: 2,
    call: (p, method, url, token, body) => httpCall(servers[p]!.baseUrl, method, url, token, body),
    async write(statement) {
      await admin.query(statement);
    },
    async close() {
      await Promise.all(servers.map((s) => s.stop()));
      await admin.end();
      await scratch.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function httpCall(
  baseUrl: string,
  method: 'GET' | 'POST',
  url: string,
  token: string | null,
  body?: object,
): Promise<Answer> {
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
}

interface Seen {
  p: number;
  kind: 'me' | 'list';
  start: number;
  end: number;
  /** Whether the answer shows the permission held: in account/me's list, or the list answering 200. */
  held: boolean | 'unexpected';
  detail: string;
}

interface Change {
  sent: number;
  answered: number;
  held: boolean;
}

const drivers = [
  ...(databases.pglite ? [{ name: 'PGlite, one process', start: embedded }] : []),
  ...(databases.postgres ? [{ name: 'PostgreSQL, two processes', start: twoProcesses }] : []),
];

/**
 * A permission taken from a role (and given back) through the roles API while its signed-in user's
 * requests keep running: every request that starts after the change has answered sees the new rights
 * — account/me's permissions and the list's 200 or 403 — in every process, never the old ones.
 * The user's session is aged past a minute over and over, so that requests also write their activity
 * (a database round trip between reading the caller and answering): where a change can slip in.
 */
describe.each(drivers)('a permission change raced against requests, on $name', ({ start }) => {
  let servers: Servers;
  beforeAll(async () => {
    servers = await start();
  }, 120_000);
  afterAll(async () => {
    await servers?.close();
  }, 60_000);

  const login = async (username: string) => {
    const res = await servers.call(0, 'POST', '/api/account/login', null, {
      username,
      password: 'Viaggi2026!',
    });
    expect(res.status).toBe(200);
    return (res.body as { data: { token: string } }).data.token;
  };

  it('shows the new rights to every request started after the change answered', async () => {
    const admin = await login('admin');
    const agenzia = await login('agenzia');
    const me = await servers.call(0, 'GET', '/api/account/me', agenzia);
    const { ruoloID } = (me.body as { userInfo: { ruoloID: number } }).userInfo;
    const entries = await servers.call(0, 'GET', `/api/ruoli/${ruoloID}/permessi`, admin);
    const azioni = (entries.body as { items: Array<{ codice: string; azioni: string[] }> }).items.find(
      (i) => i.codice === PERMESSO,
    )!.azioni;

    const seen: Seen[] = [];
    const changes: Change[] = [];
    let running = true;

    async function request(p: number, kind: 'me' | 'list') {
      const begun = performance.now();
      const res = await servers.call(p, 'GET', kind === 'me' ? '/api/account/me' : LIST, agenzia);
      const end = performance.now();
      let held: Seen['held'] = 'unexpected';
      if (kind === 'list') held = res.status === 200 ? true : res.status === 403 ? false : 'unexpected';
      else if (res.status === 200)
        held = (res.body as { userInfo: { permessi: string[] } }).userInfo.permessi.some((x) =>
          x.startsWith(`${PERMESSO}|`),
        );
      seen.push({ p, kind, start: begun, end, held, detail: `${res.status}` });
    }
    async function loop(p: number, kind: 'me' | 'list') {
      while (running) await request(p, kind);
    }
    async function age() {
      while (running) {
        await servers.write(
          `update sessions set last_seen_at = now() - interval '2 minutes'
            where revoked_at is null and user_id = (select id from users where username = 'agenzia')`,
        );
        await new Promise((r) => setTimeout(r, 5));
      }
    }
    async function change(held: boolean) {
      const sent = performance.now();
      const res = await servers.call(0, 'POST', `/api/ruoli/${ruoloID}/add-or-remove-permesso`, admin, {
        ruoloID,
        aggiungi: held,
        permesso: PERMESSO,
        azioni,
      });
      changes.push({ sent, answered: performance.now(), held });
      expect(res.status).toBe(200);
    }

    const loops: Promise<void>[] = [age()];
    for (let p = 0; p < servers.processes; p++)
      for (const kind of ['me', 'list', 'me', 'list'] as const) loops.push(loop(p, kind));
    try {
      await new Promise((r) => setTimeout(r, WINDOW_MS));
      for (let i = 0; i < CYCLES; i++) {
        await change(false);
        await new Promise((r) => setTimeout(r, WINDOW_MS));
        await change(true);
        await new Promise((r) => setTimeout(r, WINDOW_MS));
      }
    } finally {
      running = false;
      await Promise.all(loops);
    }

    // Each request against the last change answered before it started (the rights it must see), unless
    // it was still running when the next change was sent: then it may see either.
    const wrong: string[] = [];
    let judged = 0;
    for (const s of seen) {
      const k = changes.findLastIndex((c) => c.answered < s.start);
      const next = changes[k + 1];
      const expected = k < 0 ? true : changes[k]!.held;
      if (s.held === 'unexpected') {
        wrong.push(`${s.kind} on process ${s.p}: status ${s.detail}`);
        continue;
      }
      if (next && s.end >= next.sent) continue;
      judged++;
      if (s.held !== expected)
        wrong.push(
          `${s.kind} on process ${s.p}, started ${(s.start - (changes[k]?.answered ?? 0)).toFixed(1)} ms after change ${k} (${expected ? 'given back' : 'removed'}) answered, saw it ${s.held ? 'held' : 'absent'}`,
        );
    }
    console.info(
      `${seen.length} requests (${judged} judged, the others overlapped a change) over ${changes.length} changes`,
    );
    expect(wrong).toEqual([]);
    expect(judged).toBeGreaterThan(changes.length * 2);
    // The role is as it was.
    const after = await servers.call(0, 'GET', `/api/ruoli/${ruoloID}/permessi`, admin);
    expect(
      (after.body as { items: Array<{ codice: string; azioni: string[] }> }).items.find(
        (i) => i.codice === PERMESSO,
      )?.azioni,
    ).toEqual(azioni);
  }, 120_000);
});
