import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CarrelloItem, EsitoAcquisto } from '../../../schemas/types';
import { adesioni, partecipanti } from '../../db/schema';
import type { TestApp } from '../../test/testApp';
import { agenziaDiProva, tra } from './testUtils';

/*
 * Issue 23 defect 1: an item is priced from its own travellers (prezzaItem over itemDaPrezzare), in
 * the quote, the cart and the purchase alike. The figures are Medico Bagaglio Classic's, 8 days in
 * France, band "Da 18 a 40 anni" (the table reads 40):
 *   at the band, a person: SPESE_MEDICHE 1800 + tax 45, BAGAGLIO 600 + 127.5 → 128, ASSISTENZA 500 + 50
 *   = 3123; two: 62,46 €.
 *   aged 72 (row etaMin 71): SPESE_MEDICHE 2700 + 67.5 → 68, BAGAGLIO 728, ASSISTENZA 550 = 4046;
 *   two: 80,92 €.
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
beforeEach(async () => {
  await call('POST', '/carrello/svuotacarrello', {});
});

const inizio = () => tra(30);
/** Born 72 (or `anni`) years and 10 days before the trip's start. */
const nato = (anni: number) => {
  const d = new Date(`${inizio()}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() - anni);
  return new Date(d.getTime() - 10 * 86_400_000).toISOString().slice(0, 10);
};
const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

const parametri = () => ({
  inizioViaggio: inizio(),
  fineViaggio: tra(37),
  destinazioneStato: 'FR',
  nazionalita: 'IT',
  eta: banda,
  numeroPartecipanti: 2,
  importoViaggio: 1500,
});
const anziani = () => [
  { ItemID: 1, Cognome: 'Ferri', Nome: 'Aldo', DataNascita: nato(72) },
  { ItemID: 2, Cognome: 'Ferri', Nome: 'Irma', DataNascita: nato(72) },
];
const item = (over: Record<string, unknown> = {}) => ({
  pacchettoID: ids['MB-CLASSIC'],
  parametri: parametri(),
  partecipanti: anziani(),
  prodottiCollegati: [],
  parametriDichiarazione: { adeguatezza: true, checkPolizza: true, checkPrivacy: true },
  ...over,
});

const totale = async (body: object) => {
  const res = await call('POST', '/carrello/totali', body);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { totaleViaggio?: number } }).data.totaleViaggio;
};
const nelCarrello = async () => {
  const cart = (await call('GET', '/carrello')).json() as { data: CarrelloItem[] };
  return cart.data.map(
    (i) =>
      (
        JSON.parse(Buffer.from(i.datiCarrello.dati.infoTotali, 'base64').toString('utf8')) as {
          tot: { totaleViaggio: number };
        }
      ).tot.totaleViaggio,
  );
};
const compra = async () => {
  const res = await t.app.inject({ method: 'POST', url: '/api/adesioni', headers: agenzia });
  expect(res.statusCode, res.body).toBe(200);
  const esito = res.json() as EsitoAcquisto;
  expect(esito.data.adesioniErrori).toEqual([]);
  return t.db
    .select()
    .from(adesioni)
    .where(
      inArray(
        adesioni.itemGuid,
        esito.data.adesioni.map((a) => a.itemGUID),
      ),
    );
};

describe('prezzaItem: the item’s travellers at their ages (issue 23 defect 1)', () => {
  it('quotes the travellers typed so far at their ages, those without a birth date at the band', async () => {
    const base = { pacchettoID: ids['MB-CLASSIC'], parametri: parametri() };
    expect(await totale(base)).toBe(62.46);
    expect(await totale({ ...base, partecipanti: anziani() })).toBe(80.92);
    // One birth date typed so far: 4046 + 3123 = 71,69 €.
    expect(await totale({ ...base, partecipanti: [{ DataNascita: nato(72) }, { DataNascita: null }] })).toBe(
      71.69,
    );
  });

  it('charges two 72-year-olds 80,92 € in the cart and in the stored policy, not the band’s 62,46 €', async () => {
    const res = await call('POST', '/carrello', item());
    expect(res.statusCode, res.body).toBe(200);
    expect(await nelCarrello()).toEqual([80.92]);
    const [polizza] = await compra();
    expect(polizza!.totalePremioImposte).toBe('80.92');
  });

  it('prices the item’s own travellers, never the young copy a client puts inside parametri', async () => {
    const giovani = [
      { ItemID: 1, Cognome: 'Ferri', Nome: 'Aldo', DataNascita: nato(25) },
      { ItemID: 2, Cognome: 'Ferri', Nome: 'Irma', DataNascita: nato(25) },
    ];
    const conCopia = { ...parametri(), partecipanti: giovani };
    expect(
      await totale({ pacchettoID: ids['MB-CLASSIC'], parametri: conCopia, partecipanti: anziani() }),
    ).toBe(80.92);
    const res = await call('POST', '/carrello', item({ parametri: conCopia }));
    expect(res.statusCode, res.body).toBe(200);
    expect(await nelCarrello()).toEqual([80.92]);
    const cart = (await call('GET', '/carrello')).json() as { data: CarrelloItem[] };
    // The cart keeps the item's travellers only: the copy is not stored to be bought later.
    expect(cart.data[0]!.datiViaggio.parametri).not.toHaveProperty('partecipanti');
    const [polizza] = await compra();
    expect(polizza!.totalePremioImposte).toBe('80.92');
  });

  it('reads a birth date typed DD/MM/YYYY as the same day, and stores it as YYYY-MM-DD', async () => {
    const scritti = anziani().map((p) => ({ ...p, DataNascita: dmy(p.DataNascita) }));
    expect(
      await totale({ pacchettoID: ids['MB-CLASSIC'], parametri: parametri(), partecipanti: scritti }),
    ).toBe(80.92);
    const res = await call('POST', '/carrello', item({ partecipanti: scritti }));
    expect(res.statusCode, res.body).toBe(200);
    expect(await nelCarrello()).toEqual([80.92]);
    const [polizza] = await compra();
    const persone = await t.db
      .select({ dataNascita: partecipanti.dataNascita })
      .from(partecipanti)
      .where(eq(partecipanti.praticaId, polizza!.praticaId));
    expect(persone.map((p) => p.dataNascita)).toEqual([nato(72), nato(72)]);
  });

  it('refuses a birth date after the trip’s start in the quote instead of pricing it at the band', async () => {
    const res = await call('POST', '/carrello/totali', {
      pacchettoID: ids['MB-CLASSIC'],
      parametri: parametri(),
      partecipanti: [{ DataNascita: tra(40) }, { DataNascita: 'ieri' }],
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { data: { erroriTotaleCarrello: Array<{ codice: string }> } }).data).toMatchObject({
      erroriTotaleCarrello: [{ codice: 'pricing.dataNascitaNonValida' }],
    });
  });
});
