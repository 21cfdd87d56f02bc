import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarrelloItem, EsitoAcquisto, UlterioreDato } from '../../../schemas/types';
import { adesioni, carrelloItems } from '../../db/schema';
import { stagioneNeve } from '../../db/seed/catalogo';
import { bearer, createTestApp, login, type TestApp } from '../../test/testApp';
import { CASI, type Attesi, type CasoGolden } from './goldenPacchettiCasi';
import { pacchettoIds, tra } from './testUtils';

/*
 * Issue 23 defect 1: every package is charged for each traveller's own age, alike in the quote
 * (POST carrello/totali), the cart (POST carrello) and the policies the purchase stores (POST adesioni).
 * The figures are computed by hand in goldenPacchettiCasi.ts.
 */

let t: TestApp;
let ids: Record<string, number>;
let rete: Record<string, string>;
let banda: number;
const itemIds = new Map<string, number>();

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: rete, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  ids = await pacchettoIds(t.db);
  rete = bearer(await login(t.app, 'agenzia.rete'));
  const eta = (await call('GET', '/dropdown/eta')).json() as {
    items: Array<{ value: number; text: string }>;
  };
  banda = eta.items.find((i) => i.text === 'Da 18 a 40 anni')!.value;
}, 60_000);
afterAll(() => t?.close());

const giorni = (iso: string, n: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Born 10 days before the day `anni` years before `inizio`: exactly `anni` on the trip's start. */
function natoIl(inizio: string, anni: number): string {
  const d = new Date(`${inizio}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() - anni);
  return giorni(d.toISOString().slice(0, 10), -10);
}

const CODICI_FISCALI = ['RSSMRA80B01H501T', 'BNCNNA05H52F205D', 'NREMRC99P20F205X'];
const NOMI = [
  ['Esposito', 'Giuseppe'],
  ['Romano', 'Chiara'],
  ['Colombo', 'Luca'],
];

/** The case's trip data as the product page sends them: parameters, travellers, supplementary policies. */
async function datiDi(caso: CasoGolden) {
  const inizio = caso.inStagione ? giorni(stagioneNeve(new Date()).dal, 10) : tra(30);
  const dettaglio = (await call('GET', `/carrello/${ids[caso.codice]}`)).json() as {
    data: { ulterioriDati: UlterioreDato[] };
  };
  return {
    pacchettoID: ids[caso.codice]!,
    parametri: {
      inizioViaggio: inizio,
      fineViaggio: giorni(inizio, 7),
      destinazioneStato: 'FR',
      nazionalita: 'IT',
      eta: banda,
      numeroPartecipanti: caso.eta.length,
      importoViaggio: 1500,
      ...caso.parametri,
    },
    partecipanti: caso.eta.map((anni, i) => ({
      ItemID: i + 1,
      Cognome: NOMI[i]![0],
      Nome: NOMI[i]![1],
      ...(anni === null ? {} : { DataNascita: natoIl(inizio, anni) }),
      ...(caso.codiciFiscali ? { CodiceFiscale: CODICI_FISCALI[i] } : {}),
    })),
    prodottiCollegati: (caso.collegati ?? []).map(({ codice, ...c }) => ({
      pacchettoID: ids[codice]!,
      ...c,
    })),
    ulterioriDati: dettaglio.data.ulterioriDati.map((u) => ({
      ...u,
      valore: /^combo/i.test(u.tipo ?? '')
        ? (JSON.parse(u.tipo!.slice(5)) as Array<{ Codice: string }>)[0]!.Codice
        : 'Prova',
    })),
    parametriDichiarazione: { adeguatezza: true, checkPolizza: true, checkPrivacy: true },
  };
}

const euro = (cents: number) => cents / 100;
/** A package's figures as the pricing calls answer them (euro). */
const inEuro = (a: Attesi) => ({
  totaleViaggio: euro(a.totale),
  totaleViaggioImposte: euro(a.imposte),
  commissioni: euro(a.commissioni),
  commissioneRete: euro(a.rete),
  ritenutaAcconto: euro(a.ritenuta),
  totaleViaggioDaPagare: euro(a.daPagare),
});
const CAMPI = Object.keys(inEuro(CASI[0]!.attesi['ANN-PLUS']!));
const figure = (p: object) => Object.fromEntries(CAMPI.map((k) => [k, (p as Record<string, unknown>)[k]]));
const somma = (caso: CasoGolden, k: keyof Attesi) => Object.values(caso.attesi).reduce((s, a) => s + a[k], 0);

describe('every package priced at each traveller’s age (issue 23 defect 1)', () => {
  it('covers every package a distributor can sell, the supplementary-only ones with a parent', () => {
    const coperti = new Set(CASI.flatMap((c) => Object.keys(c.attesi)));
    expect([...coperti].sort()).toEqual(Object.keys(ids).sort());
  });

  it.each(CASI.map((c) => [c.codice, c] as const))(
    '%s: the quote and the cart charge the hand-computed figures',
    async (_codice, caso) => {
      const dati = await datiDi(caso);
      const quote = await call('POST', '/carrello/totali', {
        pacchettoID: dati.pacchettoID,
        parametri: dati.parametri,
        partecipanti: dati.partecipanti.map(({ DataNascita }) => ({ DataNascita: DataNascita ?? null })),
        statoID: dati.parametri.destinazioneStato,
        nazionalitaID: dati.parametri.nazionalita,
        importoViaggio: dati.parametri.importoViaggio,
        prodottiCollegati: dati.prodottiCollegati,
      });
      expect(quote.statusCode, quote.body).toBe(200);
      const quoted = (quote.json() as { data: { pacchetti?: Array<Record<string, unknown>> } }).data;
      expect(quoted.pacchetti, quote.body).toBeDefined();
      const attesi = Object.entries(caso.attesi).map(([codice, a]) => ({
        pacchettoID: ids[codice],
        ...inEuro(a),
      }));
      expect(quoted.pacchetti!.map((p) => ({ pacchettoID: p.pacchettoID, ...figure(p) }))).toEqual(attesi);

      const added = await call('POST', '/carrello', dati);
      expect(added.statusCode, added.body).toBe(200);
      const itemID = (added.json() as { data: { itemID: number } }).data.itemID;
      itemIds.set(caso.codice, itemID);
      const cart = (await call('GET', '/carrello')).json() as { data: CarrelloItem[] };
      const item = cart.data.find((i) => i.datiCarrello.dati.itemID === itemID)!;
      const tot = JSON.parse(Buffer.from(item.datiCarrello.dati.infoTotali, 'base64').toString('utf8')) as {
        tot: Record<string, number>;
      };
      expect(tot.tot).toEqual({
        totaleViaggio: euro(somma(caso, 'totale')),
        commissioni: euro(somma(caso, 'commissioni')),
        totaleViaggioDaPagare: euro(somma(caso, 'daPagare')),
        ritenutaAcconto: euro(somma(caso, 'ritenuta')),
      });
      const [stored] = await t.db.select().from(carrelloItems).where(eq(carrelloItems.id, itemID));
      const pacchetti = stored!.totali.pacchetti ?? [];
      expect(pacchetti.map((p) => ({ pacchettoID: p.pacchettoID, ...figure(p) }))).toEqual(attesi);
    },
  );

  it('POST adesioni stores every policy at the hand-computed figures', async () => {
    expect(itemIds.size).toBe(CASI.length);
    const res = await t.app.inject({ method: 'POST', url: '/api/adesioni', headers: rete });
    expect(res.statusCode, res.body).toBe(200);
    const esito = res.json() as EsitoAcquisto;
    expect(esito.data.adesioniErrori).toEqual([]);
    const guid = esito.data.adesioni.map((a) => a.itemGUID);
    const rows = await t.db.select().from(adesioni).where(inArray(adesioni.itemGuid, guid));
    expect(rows).toHaveLength(CASI.flatMap((c) => Object.keys(c.attesi)).length);
    const stored = new Map(rows.map((r) => [r.pacchettoCodice, r]));
    const decimale = (c: number) => (c / 100).toFixed(2);
    for (const caso of CASI) {
      for (const [codice, a] of Object.entries(caso.attesi)) {
        const r = stored.get(codice);
        expect(r, codice).toBeDefined();
        expect(
          {
            codice,
            totalePremioImposte: r!.totalePremioImposte,
            totalePremio: r!.totalePremio,
            commissioni: r!.commissioni,
            commissioniNetwork: r!.commissioniNetwork,
            totaleRitenuta: r!.totaleRitenuta,
            totalePremioDaPagare: r!.totalePremioDaPagare,
          },
          codice,
        ).toEqual({
          codice,
          totalePremioImposte: decimale(a.totale),
          totalePremio: decimale(a.totale - a.imposte),
          commissioni: decimale(a.commissioni),
          commissioniNetwork: decimale(a.rete),
          totaleRitenuta: decimale(a.ritenuta),
          totalePremioDaPagare: decimale(a.daPagare),
        });
      }
    }
  });
});
