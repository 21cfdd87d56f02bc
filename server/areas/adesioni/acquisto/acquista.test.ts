import type { PGlite } from '@electric-sql/pglite';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CarrelloItem, EsitoAcquisto } from '../../../../schemas/types';
import { loadPrincipal } from '../../../auth/principal';
import { driverOf, type Db } from '../../../db/client';
import * as schema from '../../../db/schema';
import { acquisti, adesioni, carrelloItems, crediti, pacchettiDistributori, users } from '../../../db/schema';
import { bearer, createTestApp, login, type TestApp } from '../../../test/testApp';
import { pacchettoIds, tra, viaggioInFrancia } from '../../carrello/testUtils';
import { acquista } from './acquista';

let t: TestApp;
let ids: Record<string, number>;
let banda: number;
let agenzia: Record<string, string>;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (headers: Record<string, string>, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  ids = await pacchettoIds(t.db);
  agenzia = bearer(await login(t.app, 'agenzia'));
  const eta = (await call(agenzia, 'GET', '/dropdown/eta')).json() as {
    items: Array<{ value: number; text: string }>;
  };
  banda = eta.items.find((i) => i.text === 'Da 18 a 40 anni')!.value;
});
afterAll(() => t?.close());
beforeEach(async () => {
  await call(agenzia, 'POST', '/carrello/svuotacarrello', {});
});

const item = (cognome: string, over: Record<string, unknown> = {}) => ({
  pacchettoID: ids['ANN-SP'],
  parametri: viaggioInFrancia(banda, 2),
  partecipanti: [
    { ItemID: 1, Cognome: cognome, Nome: 'Mario' },
    { ItemID: 2, Cognome: cognome, Nome: 'Anna' },
  ],
  prodottiCollegati: [],
  parametriDichiarazione: { adeguatezza: true, checkPolizza: true, checkPrivacy: true },
  ...over,
});
async function riempi(...cognomi: string[]): Promise<CarrelloItem[]> {
  for (const c of cognomi) expect((await call(agenzia, 'POST', '/carrello', item(c))).statusCode).toBe(200);
  return ((await call(agenzia, 'GET', '/carrello')).json() as { data: CarrelloItem[] }).data;
}
const compra = (key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/adesioni',
    headers: { ...agenzia, ...(key ? { 'idempotency-key': key } : {}) },
  });
const polizze = async () => (await t.db.select({ n: count() }).from(adesioni))[0]!.n;
const totCarrello = (items: CarrelloItem[]) =>
  items.reduce((s, i) => {
    const tot = (
      JSON.parse(Buffer.from(i.datiCarrello.dati.infoTotali, 'base64').toString()) as {
        tot: { totaleViaggio: number };
      }
    ).tot;
    return s + Math.round(tot.totaleViaggio * 100);
  }, 0);

describe('POST adesioni', () => {
  it('buys the whole cart: one policy per item, totals equal to the cart, the cart emptied, the credit debited exactly', async () => {
    const items = await riempi('Rossi', 'Bianchi');
    const before = await polizze();
    const [credito] = await t.db
      .select({ residuo: crediti.residuo })
      .from(crediti)
      .where(eq(crediti.distributoreId, 1))
      .orderBy(desc(crediti.data), desc(crediti.id))
      .limit(1);
    const res = await compra('k-primo-acquisto');
    expect(res.statusCode, res.body).toBe(200);
    const esito = res.json() as EsitoAcquisto;
    expect(esito.status).toBe('ok');
    expect(esito.data.adesioniErrori).toEqual([]);
    expect(esito.data.adesioni).toHaveLength(2);
    expect(esito.data.adesioni.map((a) => a.partecipantiElencoLista[0]!.cognome).sort()).toEqual([
      'Bianchi',
      'Rossi',
    ]);
    const totale = esito.data.adesioni.reduce((s, a) => s + Math.round(a.totalePremio * 100), 0);
    expect(totale).toBe(totCarrello(items));
    expect(await polizze()).toBe(before + 2);
    expect(((await call(agenzia, 'GET', '/carrello')).json() as { data: unknown[] }).data).toEqual([]);
    for (const a of esito.data.adesioni) expect(a.numero).toMatch(/^AG0001-\d{4}-\d{6}$/);
    // The confirmation mail was written with the purchase, as a job.
    expect(await t.app.coda.inSospeso('conferma-acquisto')).toBeGreaterThanOrEqual(0);
    await t.app.coda.svuotata('conferma-acquisto');

    const rows = await t.db
      .select()
      .from(adesioni)
      .where(
        inArray(
          adesioni.itemGuid,
          esito.data.adesioni.map((a) => a.itemGUID),
        ),
      );
    expect(rows.every((r) => r.dichiarazioneId !== null && r.acquistoId !== null)).toBe(true);
    const pagate = esito.data.adesioni.filter((a) => a.acquistataConCredito);
    const movimenti = await t.db
      .select()
      .from(crediti)
      .where(
        inArray(
          crediti.adesioneId,
          rows.map((r) => r.id),
        ),
      );
    expect(movimenti).toHaveLength(pagate.length);
    const speso = movimenti.reduce((s, m) => s - Math.round(Number(m.importo) * 100), 0);
    expect(speso).toBe(pagate.reduce((s, a) => s + Math.round(a.totalePremioDaPagare * 100), 0));
    if (movimenti.length > 0) {
      const ultimo = movimenti.sort((a, b) => a.id - b.id).at(-1)!;
      expect(Math.round(Number(ultimo.residuo) * 100)).toBe(
        Math.round(Number(credito!.residuo) * 100) - speso,
      );
    }
  });

  it('answers a retry with the same Idempotency-Key with the same result and no second set', async () => {
    await riempi('Verdi');
    const first = (await compra('k-ripetuto')).json() as EsitoAcquisto;
    const before = await polizze();
    await riempi('Neri');
    const again = await compra('k-ripetuto');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);
    expect(await polizze()).toBe(before);
    expect(((await call(agenzia, 'GET', '/carrello')).json() as { data: unknown[] }).data).toHaveLength(1);
  });

  it('makes one set of policies from 20 concurrent purchases of one cart; the others get the same answer', async () => {
    await riempi('Gialli', 'Viola');
    const before = await polizze();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => compra(`k-concorrente-${i}`)));
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    expect(await polizze()).toBe(before + 2);
    const guids = new Set(
      answers.flatMap((a) => (a.json() as EsitoAcquisto).data.adesioni.map((x) => x.itemGUID)),
    );
    expect(guids.size).toBe(2);
  });

  it('issues the items that still pass and leaves the one refused now in the cart, with its reason', async () => {
    const items = await riempi('Azzurri', 'Celesti');
    const stale = items[1]!.datiCarrello.dati.itemID;
    const [row] = await t.db.select().from(carrelloItems).where(eq(carrelloItems.id, stale));
    await t.db
      .update(carrelloItems)
      .set({
        dati: {
          ...row!.dati,
          parametri: { ...row!.dati.parametri, inizioViaggio: tra(-3), fineViaggio: tra(4) },
        },
      })
      .where(eq(carrelloItems.id, stale));
    const esito = (await compra('k-parziale')).json() as EsitoAcquisto;
    expect(esito.status).toBe('warning');
    expect(esito.data.adesioni).toHaveLength(1);
    expect(esito.data.adesioniErrori).toHaveLength(1);
    expect(esito.data.adesioniErrori[0]!.descrizione).toContain(
      'La data di inizio viaggio non può essere nel passato',
    );
    expect(esito.data.adesioniErrori[0]!.data?.pacchetto).toBe(items[1]!.datiProdotto.pacchetto);
    const left = ((await call(agenzia, 'GET', '/carrello')).json() as { data: CarrelloItem[] }).data;
    expect(left.map((i) => i.datiCarrello.dati.itemID)).toEqual([stale]);
  });

  it('charges the price of the moment of purchase, not the one the item was added with', async () => {
    const [added] = await riempi('Marroni');
    const [commissione] = await t.db
      .select()
      .from(pacchettiDistributori)
      .where(
        and(
          eq(pacchettiDistributori.pacchettoId, ids['ANN-SP']!),
          eq(pacchettiDistributori.distributoreId, 1),
        ),
      );
    await t.db
      .update(pacchettiDistributori)
      .set({ commissione: '5.00', tipoCommissioneId: 2 })
      .where(
        and(
          eq(pacchettiDistributori.pacchettoId, ids['ANN-SP']!),
          eq(pacchettiDistributori.distributoreId, 1),
        ),
      );
    try {
      const esito = (await compra('k-prezzo-nuovo')).json() as EsitoAcquisto;
      const priced = (
        await call(agenzia, 'POST', '/carrello/totali', {
          pacchettoID: ids['ANN-SP'],
          parametri: item('x').parametri,
        })
      ).json() as { data: { commissioni: number } };
      const old = JSON.parse(Buffer.from(added!.datiCarrello.dati.infoTotali, 'base64').toString()) as {
        tot: { commissioni: number };
      };
      expect(esito.data.adesioni[0]!.commissioni).toBe(priced.data.commissioni);
      expect(esito.data.adesioni[0]!.commissioni).not.toBe(old.tot.commissioni);
    } finally {
      await t.db
        .update(pacchettiDistributori)
        .set({ commissione: commissione!.commissione, tipoCommissioneId: commissione!.tipoCommissioneId })
        .where(
          and(
            eq(pacchettiDistributori.pacchettoId, ids['ANN-SP']!),
            eq(pacchettiDistributori.distributoreId, 1),
          ),
        );
    }
  });

  it('refuses an empty cart with an Italian message, and stores the answer of every purchase', async () => {
    const res = await compra('k-vuoto-dopo');
    // The last purchase was under two minutes ago: a second tab gets its answer.
    expect(res.statusCode).toBe(200);
    await t.db.update(acquisti).set({ createdAt: new Date(Date.now() - 10 * 60_000) });
    const empty = await compra('k-vuoto-finale');
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Il carrello è vuoto');
  });
});

describe('the statements of a purchase', () => {
  /** The same database seen through a new Drizzle instance that records each statement's text. */
  function recorded(db: Db, seen: string[]): Db {
    const driver = driverOf(db);
    const logger = { logQuery: (query: string) => void seen.push(query) };
    return (driver instanceof pg.Pool
      ? drizzlePg(driver, { schema, logger })
      : drizzlePglite(driver as PGlite, { schema, logger })) as unknown as Db;
  }

  it('reads the distributor once before the transaction and once locked in it, the catalogue’s version once', async () => {
    await riempi('Contati');
    const [u] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'agenzia'));
    const user = (await loadPrincipal(t.db, u!.id))!;
    const seen: string[] = [];
    const esito = await acquista(recorded(t.db, seen), { user, impersonatoreId: null }, 'k-contati', null);
    expect(esito.status).toBe('ok');
    expect(esito.data.adesioni).toHaveLength(1);
    const da = (tabella: string) => seen.filter((q) => q.includes(`from "${tabella}"`));
    // Its state and network (the seller) before; its code, payment, state and network under the lock.
    expect(da('distributori')).toHaveLength(2);
    expect(da('distributori')[1]).toMatch(/for update$/);
    // Read by a new Drizzle instance, so with nothing kept yet: the validation and the names share it.
    expect(da('versione_catalogo')).toHaveLength(1);
  });
});
