import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarrelloItem, EsitoAcquisto } from '../../../schemas/types';
import { pratiche } from '../../db/schema';
import { PRICING_ERROR_TEXTS, erroreCodicePromo } from '../../domain/pricing';
import { tariffa as tariffaDi } from '../../domain/pricing/testFixtures';
import { agenziaDiProva, tra } from './testUtils';

let ctx: Awaited<ReturnType<typeof agenziaDiProva>>;
beforeAll(async () => {
  ctx = await agenziaDiProva();
});
afterAll(() => ctx?.t.close());

const item = (codicePromo?: string) => ({
  pacchettoID: ctx.ids['ANN-SP'],
  parametri: {
    inizioViaggio: tra(30),
    fineViaggio: tra(37),
    destinazioneStato: 'FR',
    nazionalita: 'IT',
    eta: ctx.banda,
    numeroPartecipanti: 2,
    importoViaggio: 1500,
    ...(codicePromo === undefined ? {} : { codicePromo }),
  },
  riferimentoPratica: 'PRAT-2026/0042',
  note: 'Cliente abituale: preferisce il contatto via e-mail',
  partecipanti: [
    { ItemID: 1, Cognome: 'Rossi', Nome: 'Mario', DataNascita: '1980-05-10' },
    { ItemID: 2, Cognome: 'Bianchi', Nome: 'Anna', DataNascita: '1982-11-02' },
  ],
  prodottiCollegati: [],
  parametriDichiarazione: { adeguatezza: true, checkPolizza: true, checkPrivacy: true },
});
const totali = async (codicePromo?: string) => {
  const res = await ctx.call('POST', '/carrello/totali', item(codicePromo));
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: Record<string, unknown> }).data;
};
const texts = (body: string) =>
  (JSON.parse(body) as { messages: Array<{ text: string }> }).messages.map((m) => m.text);

describe('erroreCodicePromo', () => {
  const tariffa = tariffaDi({
    coupon: [
      { codice: 'VALIDO', tipo: 'percentuale', valore: 10, validoDal: '2026-01-01' },
      { codice: 'VECCHIO', tipo: 'fisso', valore: 500, validoAl: '2026-03-31' },
    ],
  });
  it('accepts an empty code and a code valid today (any case, spaces), refuses unknown and expired ones', () => {
    expect(erroreCodicePromo(null, [tariffa], '2026-05-01')).toBeNull();
    expect(erroreCodicePromo('  ', [tariffa], '2026-05-01')).toBeNull();
    expect(erroreCodicePromo(' valido ', [tariffa], '2026-05-01')).toBeNull();
    expect(erroreCodicePromo('VALIDO', [tariffa], '2025-12-31')?.codice).toBe('pricing.codicePromoScaduto');
    expect(erroreCodicePromo('VECCHIO', [tariffa], '2026-05-01')?.codice).toBe('pricing.codicePromoScaduto');
    expect(erroreCodicePromo('BOH', [tariffa], '2026-05-01')?.codice).toBe('pricing.codicePromoSconosciuto');
    // A code one package of the item knows is enough.
    expect(erroreCodicePromo('VALIDO', [tariffaDi(), tariffa], '2026-05-01')).toBeNull();
  });
});

describe('the promo code of an item (spec 2 §3 codicePromo)', () => {
  it('the demo code BENVENUTO10 takes 10% off the quote, through the pricing engine', async () => {
    const senza = await totali();
    const con = await totali('benvenuto10');
    expect(senza.scontoCoupon).toBe(0);
    expect(con.scontoCoupon as number).toBeGreaterThan(0);
    expect(con.totaleViaggio).toBeCloseTo((senza.totaleViaggio as number) - (con.scontoCoupon as number), 2);
  });

  it('an unknown or expired code stops the quote with an Italian message, and the cart refuses the item', async () => {
    for (const [codice, chiave] of [
      ['NONESISTE', 'pricing.codicePromoSconosciuto'],
      ['ESTATE2025', 'pricing.codicePromoScaduto'],
    ] as const) {
      const data = await totali(codice);
      expect(data.erroriTotaleCarrello).toEqual([
        { codice: chiave, descrizione: PRICING_ERROR_TEXTS[chiave] },
      ]);
      const res = await ctx.call('POST', '/carrello', item(codice));
      expect(res.statusCode).toBe(400);
      expect(texts(res.body).join('\n')).toContain(PRICING_ERROR_TEXTS[chiave]);
    }
    const cart = (await ctx.call('GET', '/carrello')).json() as { data: CarrelloItem[] };
    expect(cart.data).toEqual([]);
  });

  it('the cart keeps the code, the practice reference and the notes; the policy carries the reference and the discount', async () => {
    const res = await ctx.call('POST', '/carrello', item('BENVENUTO10'));
    expect(res.statusCode, res.body).toBe(200);
    const [saved] = ((await ctx.call('GET', '/carrello')).json() as { data: CarrelloItem[] }).data;
    expect(saved!.datiCarrello.dati).toMatchObject({
      codicePromo: 'BENVENUTO10',
      riferimentoPratica: 'PRAT-2026/0042',
      note: 'Cliente abituale: preferisce il contatto via e-mail',
    });
    const atteso = await totali('BENVENUTO10');
    const acquisto = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/adesioni',
      headers: { ...ctx.agenzia, 'idempotency-key': 'promo-test-0001' },
    });
    const esito = acquisto.json() as EsitoAcquisto;
    expect(esito.status, acquisto.body).toBe('ok');
    const [polizza] = esito.data.adesioni;
    expect(polizza!.riferimentoPratica).toBe('PRAT-2026/0042');
    expect(polizza!.totalePremio).toBeCloseTo(atteso.totaleViaggio as number, 2);
    const [pratica] = await ctx.t.db
      .select({ riferimento: pratiche.riferimentoPratica })
      .from(pratiche)
      .where(eq(pratiche.riferimentoPratica, 'PRAT-2026/0042'));
    expect(pratica?.riferimento).toBe('PRAT-2026/0042');
  });
});
