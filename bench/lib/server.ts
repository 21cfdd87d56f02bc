/** The demo accounts' password (as benchApp's, without loading the app into the client's process). */
const DEMO_PASSWORD = 'Viaggi2026!';

/**
 * The database and processes of a benchmark's server process, from the environment:
 * BENCH_DATABASE_URL, a PostgreSQL database (it must exist; the server migrates and seeds an empty one),
 * else PGlite in the server's DATA_DIR; BENCH_WORKERS, the server's WORKERS (processes sharing the port;
 * PostgreSQL only).
 */
export function serverDatabaseEnv(): Record<string, string> {
  const env: Record<string, string> = process.env.BENCH_DATABASE_URL
    ? { DATABASE_URL: process.env.BENCH_DATABASE_URL }
    : {};
  if (process.env.BENCH_WORKERS) env.WORKERS = process.env.BENCH_WORKERS;
  return env;
}

/** Signs in to a running server over HTTP with the demo password: the bearer token. */
export async function login(base: string, username: string): Promise<string> {
  const res = await fetch(`${base}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  const body = (await res.json()) as { data?: { token?: string } };
  if (!body.data?.token) throw new Error(`login ${username}: ${res.status} ${JSON.stringify(body)}`);
  return body.data.token;
}
