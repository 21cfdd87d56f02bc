import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { pacchetti } from '../../db/schema';
import { bearer, login } from '../../test/testApp';

/** Package ids of the demo catalogue by code. */
export async function pacchettoIds(db: Db): Promise<Record<string, number>> {
  const rows = await db.select({ id: pacchetti.id, codice: pacchetti.codice }).from(pacchetti);
  return Object.fromEntries(rows.map((r) => [r.codice, r.id]));
}

/** A date `days` from today, YYYY-MM-DD (UTC; trips start at least a day ahead, so the zone never matters). */
export const tra = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A signed-in client: `call('GET', '/api/…')`. */
export async function clientOf(app: FastifyInstance, username: string) {
  const headers = bearer(await login(app, username));
  return (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}
