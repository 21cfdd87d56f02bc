import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { carrelloItems, dichiarazioniAdeguatezza } from '../../../db/schema';
import { bearer, createTestApp, login, type TestApp } from '../../../test/testApp';
import { pacchettoIds, viaggioInFrancia } from '../testUtils';
import { MAX_ASSICURATI_ACQUISTO, MAX_PARTECIPANTI_ITEM, MAX_POLIZZE_ACQUISTO } from './limiti';

let t: TestApp;
let ids: Record<string, number>;
let banda: number;
let agenzia: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  ids = await pacchettoIds(t.db);
  agenzia = bearer(await login(t.app, 'agenzia'));
  const eta = (await t.app.inject({ method: 'GET', url: '/api/dropdown/eta', headers: agenzia })).json() as {
    items: Array<{ value: number; text: string }>;
  };
  banda = eta.items.find((i) => i.text === 'Da 18 a 40 anni')!.value;
});
afterAll(() => t?.close());
beforeEach(async () => {
  await call('POST', '/carrello/svuotacarrello', {});
});

const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: agenzia, payload });

/** A group of `n` travellers on the annual cancellation policy, each with a policy of their own. */
const gruppo = (n: number, over: Record<string, unknown> = {}) => ({
  pacchettoID: ids['ANN-SP'],
  parametri: viaggioInFrancia(banda, n),
  partecipanti: Array.from({ length: n }, (_, k) => ({ ItemID: k + 1, Cognome: 'Gita', Nome: `Alunno${k}` })),
  tesseraSingola: true,
  prodottiCollegati: [],
  parametriDichiarazione: { adeguatezza: true, checkPolizza: true, checkPrivacy: true },
  ...over,
});
const stored = async () => {
  const [items] = await t.db.select({ n: count() }).from(carrelloItems);
  const [records] = await t.db.select({ n: count() }).from(dichiarazioniAdeguatezza);
  return { items: items!.n, records: records!.n };
};
const messages = (body: string) =>
  (JSON.parse(body) as { messages: Array<{ code: string; text: string }> }).messages;

describe('the limits of one purchase, at POST and PUT carrello', () => {
  it(`refuses an item of more than ${MAX_PARTECIPANTI_ITEM} participants with one Italian message, storing nothing`, async () => {
    const before = await stored();
    for (const [item, indicati] of [
      [gruppo(MAX_PARTECIPANTI_ITEM + 1), '501'],
      [gruppo(MAX_PARTECIPANTI_ITEM + 1, { tesseraSingola: false }), '501'],
      // A count declared past the cap with fewer names is refused for the count too.
      [gruppo(3, { parametri: { ...gruppo(3).parametri, numeroPartecipanti: 3000 } }), '3.000'],
    ] as const) {
      const res = await call('POST', '/carrello', item);
      expect(res.statusCode, res.body).toBe(400);
      expect(messages(res.body)).toEqual([
        {
          code: 'carrello.datiNonValidi',
          text: `Un prodotto del carrello può assicurare al massimo 500 partecipanti (ne sono stati indicati ${indicati}): dividere il gruppo in più prodotti`,
          type: 'error',
        },
      ]);
    }
    expect(await stored()).toEqual(before);
  });

  it(`takes items up to ${MAX_POLIZZE_ACQUISTO} policies in the cart and refuses the one past it, added or edited, storing nothing`, async () => {
    expect((await call('POST', '/carrello', gruppo(MAX_POLIZZE_ACQUISTO - 1))).statusCode).toBe(200);
    const piccolo = await call('POST', '/carrello', gruppo(1));
    expect(piccolo.statusCode, piccolo.body).toBe(200);
    const { itemID } = (piccolo.json() as { data: { itemID: number } }).data;
    const before = await stored();

    const oltre = await call('POST', '/carrello', gruppo(1));
    expect(oltre.statusCode, oltre.body).toBe(400);
    expect(messages(oltre.body)).toEqual([
      {
        code: 'carrello.troppePolizze',
        text:
          'Un acquisto può emettere al massimo 500 polizze: con questo prodotto il carrello ne emetterebbe 501 ' +
          '(con «Documento Singolo» ogni partecipante ha la sua polizza). Acquistare prima i prodotti presenti o ridurre i partecipanti',
        type: 'error',
      },
    ]);
    const modificato = await call('PUT', `/carrello/${itemID}`, { ...gruppo(2), inModifica: true, itemID });
    expect(modificato.statusCode, modificato.body).toBe(400);
    expect(messages(modificato.body)[0]!.code).toBe('carrello.troppePolizze');
    expect(await stored()).toEqual(before);
    const [item] = await t.db.select().from(carrelloItems).where(eq(carrelloItems.id, itemID));
    expect(item!.dati.partecipanti).toHaveLength(1);

    // One document for the whole group is one policy, whatever its size: that edit fits.
    const insieme = await call('PUT', `/carrello/${itemID}`, {
      ...gruppo(2, { tesseraSingola: false }),
      inModifica: true,
      itemID,
    });
    expect(insieme.statusCode, insieme.body).toBe(200);
  });

  it(`refuses the item that would take the cart past ${MAX_ASSICURATI_ACQUISTO} insured, storing nothing`, async () => {
    const uno = gruppo(MAX_PARTECIPANTI_ITEM, { tesseraSingola: false });
    for (let i = 0; i < MAX_ASSICURATI_ACQUISTO / MAX_PARTECIPANTI_ITEM; i++)
      expect((await call('POST', '/carrello', uno)).statusCode).toBe(200);
    const before = await stored();
    const oltre = await call('POST', '/carrello', gruppo(2, { tesseraSingola: false }));
    expect(oltre.statusCode, oltre.body).toBe(400);
    expect(messages(oltre.body)).toEqual([
      {
        code: 'carrello.troppiAssicurati',
        text:
          'Un acquisto può assicurare al massimo 2.000 persone: con questo prodotto il carrello ne assicurerebbe 2.002. ' +
          'Acquistare prima i prodotti presenti o ridurre i partecipanti',
        type: 'error',
      },
    ]);
    expect(await stored()).toEqual(before);
  });
});
