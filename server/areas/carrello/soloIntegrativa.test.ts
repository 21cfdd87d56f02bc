import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarrelloItem, EsitoAcquisto } from '../../../schemas/types';
import { adesioni, carrelloItems } from '../../db/schema';
import type { TestApp } from '../../test/testApp';
import { agenziaDiProva, viaggioInFrancia } from './testUtils';

/*
 * Issue 23 defect 6: a package sold only as a supplementary policy (soloIntegrativa, the demo's
 * INT-COVID "Integrativa Quarantena e COVID") has no product page, quote, cart item or purchase of its
 * own; it is still sold with the packages it is offered with.
 */

let t: TestApp;
let ids: Record<string, number>;
let agenzia: Record<string, string>;
let banda: number;
let call: Awaited<ReturnType<typeof agenziaDiProva>>['call'];

beforeAll(async () => {
  ({ t, ids, agenzia, call, banda } = await agenziaDiProva());
}, 60_000);
afterAll(() => t?.close());

const TESTO =
  'Integrativa Quarantena e COVID è una polizza integrativa: si acquista solo insieme a un prodotto a cui è abbinata';
const RIFIUTO = { messages: [{ code: 'carrello.soloIntegrativa', text: TESTO, type: 'error' }] };

const parametri = () => viaggioInFrancia(banda, 1);
const item = (pacchettoID: number, over: Record<string, unknown> = {}) => ({
  pacchettoID,
  parametri: parametri(),
  partecipanti: [{ ItemID: 1, Cognome: 'Galli', Nome: 'Sara', DataNascita: '1990-04-04' }],
  prodottiCollegati: [],
  parametriDichiarazione: { adeguatezza: true, checkPolizza: true, checkPrivacy: true },
  ...over,
});
const items = async () => (await t.db.select({ n: count() }).from(carrelloItems))[0]!.n;

describe('supplementary-only packages (issue 23 defect 6)', () => {
  it('has no product page of its own', async () => {
    const res = await call('GET', `/carrello/${ids['INT-COVID']}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(RIFIUTO);
  });

  it('is neither quoted nor added to the cart on its own, and nothing is stored', async () => {
    const quote = await call('POST', '/carrello/totali', {
      pacchettoID: ids['INT-COVID'],
      parametri: parametri(),
    });
    expect(quote.statusCode).toBe(400);
    expect(quote.json()).toEqual(RIFIUTO);
    const before = await items();
    const added = await call('POST', '/carrello', item(ids['INT-COVID']!));
    expect(added.statusCode).toBe(400);
    expect(added.json()).toEqual(RIFIUTO);
    expect(await items()).toBe(before);
  });

  it('is still quoted and sold as a supplementary policy of its parent package', async () => {
    const collegati = [{ pacchettoID: ids['INT-COVID'], destinazioneID: 'EUROPA', nazionalitaID: 'IT' }];
    const quote = await call('POST', '/carrello/totali', {
      pacchettoID: ids['MB-CLASSIC'],
      parametri: parametri(),
      prodottiCollegati: collegati,
    });
    expect(quote.statusCode, quote.body).toBe(200);
    const pacchetti = (quote.json() as { data: { pacchetti: Array<{ pacchettoID: number }> } }).data
      .pacchetti;
    expect(pacchetti.map((p) => p.pacchettoID)).toEqual([ids['MB-CLASSIC'], ids['INT-COVID']]);
    const added = await call('POST', '/carrello', item(ids['MB-CLASSIC']!, { prodottiCollegati: collegati }));
    expect(added.statusCode, added.body).toBe(200);
    await call('POST', '/carrello/svuotacarrello', {});
  });

  it('is not bought from a cart item that holds it (stored before this check): it stays in adesioniErrori', async () => {
    const added = await call('POST', '/carrello', item(ids['MB-CLASSIC']!));
    expect(added.statusCode, added.body).toBe(200);
    const { itemID } = (added.json() as { data: { itemID: number } }).data;
    const [row] = await t.db.select().from(carrelloItems).where(eq(carrelloItems.id, itemID));
    await t.db
      .update(carrelloItems)
      .set({ pacchettoId: ids['INT-COVID']!, dati: { ...row!.dati, pacchettoID: ids['INT-COVID']! } })
      .where(eq(carrelloItems.id, itemID));
    const policies = (await t.db.select({ n: count() }).from(adesioni))[0]!.n;

    const res = await t.app.inject({ method: 'POST', url: '/api/adesioni', headers: agenzia });
    expect(res.statusCode, res.body).toBe(200);
    const esito = res.json() as EsitoAcquisto;
    expect(esito.status).toBe('ko');
    expect(esito.data.adesioni).toEqual([]);
    expect(esito.data.adesioniErrori).toEqual([
      {
        codice: 'carrello.soloIntegrativa',
        descrizione: TESTO,
        data: { pacchetto: 'Integrativa Quarantena e COVID' },
      },
    ]);
    expect((await t.db.select({ n: count() }).from(adesioni))[0]!.n).toBe(policies);
    const cart = (await call('GET', '/carrello')).json() as { data: CarrelloItem[] };
    expect(cart.data.map((i) => i.datiCarrello.dati.itemID)).toEqual([itemID]);
  });
});
