import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EsitoAcquisto } from '../../../schemas/types';
import { adesioni, carrelloItems } from '../../db/schema';
import type { TestApp } from '../../test/testApp';
import { CODICI_MSG } from './codiciViaggio';
import { agenziaDiProva, viaggioInFrancia } from './testUtils';

/*
 * Issue 23 defect 8: a destination, departure area or age band that no dropdown offers is refused
 * wherever trip parameters are priced (quote, cart, purchase, product list), instead of being priced at
 * a tariff's catch-all zone ("Mondo").
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

const DESTINAZIONE = {
  code: 'carrello.destinazioneSconosciuta',
  text: CODICI_MSG.destinazione,
  type: 'error',
};
const AREA = { code: 'carrello.areaPartenzaSconosciuta', text: CODICI_MSG.areaPartenza, type: 'error' };
const FASCIA = { code: 'carrello.fasciaEtaSconosciuta', text: CODICI_MSG.fasciaEta, type: 'error' };

const parametri = (over: Record<string, unknown> = {}) => ({
  ...viaggioInFrancia(banda, 1),
  ...over,
});
const item = (over: Record<string, unknown> = {}) => ({
  pacchettoID: ids['MB-CLASSIC'],
  parametri: parametri(),
  partecipanti: [{ ItemID: 1, Cognome: 'Conti', Nome: 'Elia', DataNascita: '1985-01-20' }],
  prodottiCollegati: [],
  parametriDichiarazione: { adeguatezza: true, checkPolizza: true, checkPrivacy: true },
  ...over,
});
const messages = (res: { statusCode: number; body: string }) => {
  expect(res.statusCode, res.body).toBe(400);
  return (JSON.parse(res.body) as { messages: unknown[] }).messages;
};
const items = async () => (await t.db.select({ n: count() }).from(carrelloItems))[0]!.n;

describe('codes outside the dropdowns (issue 23 defect 8)', () => {
  it('refuses them in the quote: destination, group, departure area, band, the package’s own', async () => {
    const quote = (body: Record<string, unknown>) =>
      call('POST', '/carrello/totali', { pacchettoID: ids['MB-CLASSIC'], ...body });
    expect(messages(await quote({ parametri: parametri({ destinazioneStato: 'ZZ' }) }))).toEqual([
      DESTINAZIONE,
    ]);
    expect(messages(await quote({ parametri: parametri({ destinazioneStato: { value: 'ZZ' } }) }))).toEqual([
      DESTINAZIONE,
    ]);
    expect(
      messages(
        await quote({ parametri: parametri({ destinazioneStato: null, destinazioneGruppoStato: 'XX' }) }),
      ),
    ).toEqual([DESTINAZIONE]);
    expect(messages(await quote({ parametri: parametri({ nazionalita: 'QQ' }) }))).toEqual([AREA]);
    expect(messages(await quote({ parametri: parametri({ eta: 999 }) }))).toEqual([FASCIA]);
    expect(messages(await quote({ parametri: parametri(), statoID: 'ZZ', nazionalitaID: 'QQ' }))).toEqual([
      DESTINAZIONE,
      AREA,
    ]);
  });

  it('refuses them for a supplementary policy’s own destination and departure area, naming it', async () => {
    const res = await call('POST', '/carrello/totali', {
      pacchettoID: ids['MB-CLASSIC'],
      parametri: parametri(),
      prodottiCollegati: [{ pacchettoID: ids['INT-COVID'], destinazioneID: 'ZZ', nazionalitaID: 'QQ' }],
    });
    expect(messages(res)).toEqual([
      {
        code: 'carrello.destinazioneSconosciuta',
        text: 'La destinazione indicata per la polizza integrativa Integrativa Quarantena e COVID non è tra quelle disponibili',
        type: 'error',
      },
      {
        code: 'carrello.areaPartenzaSconosciuta',
        text: 'L’area di partenza indicata per la polizza integrativa Integrativa Quarantena e COVID non è tra quelle disponibili',
        type: 'error',
      },
    ]);
  });

  it('still prices the codes the dropdowns offer: a state, a state group, a departure area', async () => {
    for (const over of [{}, { destinazioneStato: 'EUROPA' }, { nazionalita: 'EXTRA_UE' }]) {
      const res = await call('POST', '/carrello/totali', {
        pacchettoID: ids['MB-CLASSIC'],
        parametri: parametri(over),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as { data: { totaleViaggio?: number } }).data.totaleViaggio).toBeGreaterThan(0);
    }
  });

  it('reads a state with its own group: a group sent beside it does not move it to a cheaper zone', async () => {
    // Erasmus covers the group EUROPA only: the United States are not covered, whatever group is sent.
    const res = await call('POST', '/carrello/totali', {
      pacchettoID: ids.ERASMUS,
      parametri: parametri({ destinazioneStato: 'US', destinazioneGruppoStato: 'EUROPA' }),
      partecipanti: [{ DataNascita: '2004-02-02' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { data: { erroriTotaleCarrello?: Array<{ codice: string }> } }).data).toMatchObject(
      {
        erroriTotaleCarrello: [{ codice: 'pricing.destinazioneNonCoperta' }],
      },
    );
  });

  it('refuses them when adding to the cart, storing nothing', async () => {
    const before = await items();
    expect(
      messages(await call('POST', '/carrello', item({ parametri: parametri({ destinazioneStato: 'ZZ' }) }))),
    ).toContainEqual(DESTINAZIONE);
    expect(
      messages(await call('POST', '/carrello', item({ parametri: parametri({ nazionalita: 'QQ' }) }))),
    ).toContainEqual(AREA);
    expect(await items()).toBe(before);
  });

  it('does not issue an item stored with one before this check: it is reported in adesioniErrori', async () => {
    const added = await call('POST', '/carrello', item());
    expect(added.statusCode, added.body).toBe(200);
    const { itemID } = (added.json() as { data: { itemID: number } }).data;
    const [row] = await t.db.select().from(carrelloItems).where(eq(carrelloItems.id, itemID));
    await t.db
      .update(carrelloItems)
      .set({ dati: { ...row!.dati, parametri: { ...row!.dati.parametri, destinazioneStato: 'ZZ' } } })
      .where(eq(carrelloItems.id, itemID));
    const policies = (await t.db.select({ n: count() }).from(adesioni))[0]!.n;
    const res = await t.app.inject({ method: 'POST', url: '/api/adesioni', headers: agenzia });
    expect(res.statusCode, res.body).toBe(200);
    const esito = res.json() as EsitoAcquisto;
    expect(esito.data.adesioniErrori).toEqual([
      {
        codice: 'carrello.destinazioneSconosciuta',
        descrizione: CODICI_MSG.destinazione,
        data: { pacchetto: 'Medico Bagaglio Classic' },
      },
    ]);
    expect((await t.db.select({ n: count() }).from(adesioni))[0]!.n).toBe(policies);
    await call('POST', '/carrello/svuotacarrello', {});
  });

  it('refuses them in the product list (confrontaProdotti) as well, and prices known ones', async () => {
    for (const [over, atteso] of [
      [{ destinazioneStato: 'ZZ' }, DESTINAZIONE],
      [{ nazionalita: 'QQ' }, AREA],
    ] as const) {
      const res = await call('POST', '/carrello/confrontaProdotti', {
        listIDs: [],
        categoriaID: null,
        parametri: parametri(over),
      });
      expect(messages(res)).toEqual([atteso]);
    }
    const ok = await call('POST', '/carrello/confrontaProdotti', {
      listIDs: [ids['MB-CLASSIC']],
      categoriaID: null,
      parametri: parametri(),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((ok.json() as { data: Array<{ totali: unknown }> }).data[0]!.totali).not.toBeNull();
  });
});
