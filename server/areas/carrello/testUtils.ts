import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { pacchetti } from '../../db/schema';
import { bearer, createTestApp, login, type TestApp } from '../../test/testApp';

/** Package ids of the demo catalogue by code. */
export async function pacchettoIds(db: Db): Promise<Record<string, number>> {
  const rows = await db.select({ id: pacchetti.id, codice: pacchetti.codice }).from(pacchetti);
  return Object.fromEntries(rows.map((r) => [r.codice, r.id]));
}

/** A date `days` from today, YYYY-MM-DD (UTC; trips start at least a day ahead, so the zone never matters). */
export const tra = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The trip of the cart tests: France, a week from 30 days ahead, Italians of age band `eta`. */
export const viaggioInFrancia = (eta: number, numeroPartecipanti: number, importoViaggio = 1500) => ({
  inizioViaggio: tra(30),
  fineViaggio: tra(37),
  destinazioneStato: 'FR',
  nazionalita: 'IT',
  eta,
  numeroPartecipanti,
  importoViaggio,
});

/** A signed-in client: `call('GET', '/api/…')`. */
export async function clientOf(app: FastifyInstance, username: string) {
  const headers = bearer(await login(app, username));
  return (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

/**
 * What the cart's item tests share: a test app on the demo catalogue, its package ids by code, calls as
 * `agenzia` (`call('POST', '/carrello', item)`, paths under /api) with its headers, the id of the
 * age band "Da 18 a 40 anni", and a one-traveller item to add.
 */
export async function agenziaDiProva() {
  const t: TestApp = await createTestApp();
  const ids = await pacchettoIds(t.db);
  const agenzia = bearer(await login(t.app, 'agenzia'));
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: agenzia, ...(payload ? { payload } : {}) });
  const eta = (await call('GET', '/dropdown/eta')).json() as {
    items: Array<{ value: number; text: string }>;
  };
  const banda = eta.items.find((i) => i.text === 'Da 18 a 40 anni')!.value;
  /** One traveller on the annual cancellation policy, France, a week from 30 days ahead; `extra` at the top. */
  const viaggiatore = (Cognome: string, Nome: string, extra: object = {}) => ({
    pacchettoID: ids['ANN-SP'],
    ...extra,
    parametri: viaggioInFrancia(banda, 1, 900),
    partecipanti: [{ ItemID: 1, Cognome, Nome }],
    prodottiCollegati: [],
    parametriDichiarazione: { adeguatezza: true, checkPolizza: true, checkPrivacy: true },
  });
  return { t, ids, agenzia, call, banda, viaggiatore };
}
