import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarrelloItem } from '../../../../schemas/types';
import { carrelloItems, dichiarazioniAdeguatezza, files } from '../../../db/schema';
import { multipartBody, PNG } from '../../registrazione/testParts';
import { bearer, createTestApp, login, type TestApp } from '../../../test/testApp';
import { pacchettoIds, tra } from '../testUtils';

let t: TestApp;
let ids: Record<string, number>;
let banda: Record<string, number>;
let agenzia: Record<string, string>;
let altra: Record<string, string>;
let nomeAnnSp: string;

beforeAll(async () => {
  t = await createTestApp();
  ids = await pacchettoIds(t.db);
  agenzia = bearer(await login(t.app, 'agenzia'));
  altra = bearer(await login(t.app, 'tour'));
  const eta = (await t.app.inject({ method: 'GET', url: '/api/dropdown/eta', headers: agenzia })).json() as {
    items: Array<{ value: number; text: string }>;
  };
  banda = Object.fromEntries(eta.items.map((i) => [i.text, i.value]));
  nomeAnnSp = (
    (await call(agenzia, 'GET', `/carrello/${ids['ANN-SP']}`)).json() as { data: { pacchetto: string } }
  ).data.pacchetto;
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (headers: Record<string, string>, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

const partecipanti = [
  { ItemID: 1, Cognome: 'Rossi', Nome: 'Mario', DataNascita: '1980-05-10' },
  { ItemID: 2, Cognome: 'Bianchi', Nome: 'Anna', DataNascita: '1982-11-02' },
];
const datiViaggio = (over: Record<string, unknown> = {}) => ({
  pacchettoID: ids['ANN-SP'],
  parametri: {
    inizioViaggio: tra(30),
    fineViaggio: tra(37),
    destinazioneStato: 'FR',
    nazionalita: 'IT',
    eta: banda['Da 18 a 40 anni'],
    numeroPartecipanti: 2,
    importoViaggio: 1500,
  },
  partecipanti,
  prodottiCollegati: [],
  parametriDichiarazione: { adeguatezza: true, checkPolizza: true, checkPrivacy: true },
  ...over,
});
const rows = async () => {
  const [items] = await t.db.select({ n: count() }).from(carrelloItems);
  const [records] = await t.db.select({ n: count() }).from(dichiarazioniAdeguatezza);
  return { items: items!.n, records: records!.n };
};
const cart = async (headers = agenzia) => {
  const res = await call(headers, 'GET', '/carrello');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: CarrelloItem[] }).data;
};
const messages = (body: string) =>
  (JSON.parse(body) as { messages: Array<{ text: string }> }).messages.map((m) => m.text);

describe('the cart: POST carrello, GET, PUT, DELETE, svuotacarrello', () => {
  it('adds an item priced by the server (client totals ignored) and lists it in the spec’s cart form', async () => {
    const veri = (
      (
        await call(agenzia, 'POST', '/carrello/totali', {
          pacchettoID: ids['ANN-SP'],
          parametri: datiViaggio().parametri,
        })
      ).json() as { data: Record<string, unknown> }
    ).data;
    const finti: Record<string, unknown> = { ...veri, totaleViaggio: 0.01, commissioni: 999 };
    delete finti.pacchetti;
    const res = await call(agenzia, 'POST', '/carrello', { ...datiViaggio(), totali: finti });
    expect(res.statusCode, res.body).toBe(200);
    const { itemID } = (res.json() as { data: { itemID: number } }).data;
    const items = await cart();
    const item = items.find((i) => i.datiCarrello.dati.itemID === itemID)!;
    expect(item.datiProdotto.pacchetto).toBe(nomeAnnSp);
    const dati = item.datiCarrello.dati;
    expect(dati.inizioViaggio).toBe(tra(30));
    expect(dati.fineViaggio).toHaveLength(10);
    expect(dati.numeroPartecipanti).toBe(2);
    expect(JSON.parse(dati.prodottiCollegati)).toEqual([]);
    expect(JSON.parse(Buffer.from(dati.elencoPartecipanti, 'base64url').toString('utf8'))).toEqual(
      partecipanti,
    );
    const tot = (
      JSON.parse(Buffer.from(dati.infoTotali, 'base64').toString('utf8')) as { tot: Record<string, number> }
    ).tot;
    const priced = (
      await call(agenzia, 'POST', '/carrello/totali', {
        pacchettoID: ids['ANN-SP'],
        parametri: datiViaggio().parametri,
        statoID: 'FR',
        nazionalitaID: 'IT',
        importoViaggio: 1500,
      })
    ).json() as { data: Record<string, number> };
    expect(tot.totaleViaggio).toBe(priced.data.totaleViaggio);
    expect(tot.totaleViaggio).toBeGreaterThan(1);
    expect(item.datiViaggio.partecipanti).toEqual(partecipanti);
    await call(agenzia, 'POST', '/carrello/svuotacarrello', {});
  });

  it('refuses an item without declarations or participants with Italian messages, storing nothing', async () => {
    const before = await rows();
    const res = await call(
      agenzia,
      'POST',
      '/carrello',
      datiViaggio({
        parametriDichiarazione: null,
        partecipanti: [{ ItemID: 1, Cognome: '', Nome: 'Mario' }],
      }),
    );
    expect(res.statusCode).toBe(400);
    const texts = messages(res.body);
    expect(texts.length).toBeGreaterThanOrEqual(3);
    for (const text of texts) expect(text).toMatch(/[a-zà-ù]/i);
    expect(await rows()).toEqual(before);
  });

  it('refuses a trip past 31/12/2099, storing nothing', async () => {
    const before = await rows();
    const dati = datiViaggio();
    const res = await call(agenzia, 'POST', '/carrello', {
      ...dati,
      parametri: { ...dati.parametri, fineViaggio: '9999-12-31' },
    });
    expect(res.statusCode).toBe(400);
    expect(messages(res.body)).toContain('Le date del viaggio non possono superare il 31/12/2099');
    expect(await rows()).toEqual(before);
  });

  it('refuses a trip that starts in the past with the pricing message, storing nothing', async () => {
    const before = await rows();
    const dati = datiViaggio();
    const res = await call(agenzia, 'POST', '/carrello', {
      ...dati,
      parametri: { ...dati.parametri, inizioViaggio: tra(-2), fineViaggio: tra(5) },
    });
    expect(res.statusCode).toBe(400);
    expect(messages(res.body).join()).toContain('La data di inizio viaggio non può essere nel passato');
    expect(await rows()).toEqual(before);
  });

  it('refuses a cruise without its mandatory supplementary policy, and stores it with its own total', async () => {
    const croc = (await call(agenzia, 'GET', `/carrello/${ids.CROC}`)).json() as {
      data: { ulterioriDati: Array<{ itemID: number; descrizione: string }> };
    };
    const ulterioriDati = croc.data.ulterioriDati.map((u) => ({ ...u, valore: 'MSC Fantasia' }));
    const offerte = (await call(agenzia, 'GET', `/carrello/prodotti/complementari/${ids.CROC}`)).json() as {
      data: Array<{
        pacchettoID: number;
        pacchetto: string;
        obbligatoria: boolean;
        destinazioni: Array<{ code: string }>;
      }>;
    };
    const med = offerte.data.find((c) => c.obbligatoria)!;
    const con = partecipanti.map((p, i) => ({ ...p, Email: `p${i}@example.it` }));
    const senza = await call(
      agenzia,
      'POST',
      '/carrello',
      datiViaggio({ pacchettoID: ids.CROC, ulterioriDati, partecipanti: con }),
    );
    expect(senza.statusCode).toBe(400);
    expect(messages(senza.body).join()).toContain(`La polizza integrativa ${med.pacchetto} è obbligatoria`);
    const destinazioneID = med.destinazioni.some((d) => d.code === 'FR') ? 'FR' : med.destinazioni[0]?.code;
    const res = await call(
      agenzia,
      'POST',
      '/carrello',
      datiViaggio({
        pacchettoID: ids.CROC,
        ulterioriDati,
        partecipanti: con,
        prodottiCollegati: [{ pacchettoID: med.pacchettoID, destinazioneID, nazionalitaID: 'IT' }],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const [item] = await cart();
    expect(item!.datiCarrello.complementari.map((c) => c.pacchetto)).toEqual([med.pacchetto]);
    expect(item!.datiCarrello.complementari[0]!.totaleViaggio).toBeGreaterThan(0);
    await call(agenzia, 'POST', '/carrello/svuotacarrello', {});
  });

  it('saves an edited item in place with a new demands-and-needs record, the old one kept', async () => {
    const added = await call(agenzia, 'POST', '/carrello', datiViaggio());
    const { itemID } = (added.json() as { data: { itemID: number } }).data;
    const [first] = await t.db.select().from(carrelloItems).where(eq(carrelloItems.id, itemID));
    const changed = [{ ...partecipanti[0]!, Nome: 'Marco' }, partecipanti[1]!];
    const res = await call(
      agenzia,
      'PUT',
      `/carrello/${itemID}`,
      datiViaggio({ partecipanti: changed, inModifica: true, itemID }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const items = await cart();
    expect(items).toHaveLength(1);
    expect(items[0]!.datiViaggio.partecipanti![0]!.Nome).toBe('Marco');
    const [after] = await t.db.select().from(carrelloItems).where(eq(carrelloItems.id, itemID));
    expect(after!.dichiarazioneId).not.toBe(first!.dichiarazioneId);
    const old = await t.db
      .select()
      .from(dichiarazioniAdeguatezza)
      .where(eq(dichiarazioniAdeguatezza.id, first!.dichiarazioneId));
    expect(old).toHaveLength(1);
  });

  it('keeps each user’s cart to itself: another user can neither edit, delete nor see an item', async () => {
    const [item] = await cart();
    const itemID = item!.datiCarrello.dati.itemID;
    expect(await cart(altra)).toEqual([]);
    expect((await call(altra, 'PUT', `/carrello/${itemID}`, datiViaggio())).statusCode).toBe(404);
    expect((await call(altra, 'DELETE', `/carrello/${itemID}`)).statusCode).toBe(404);
    expect(await cart()).toHaveLength(1);
  });

  it('survives signing out and in again; DELETE removes one item, svuotacarrello the rest', async () => {
    await call(agenzia, 'POST', '/account/logout', {});
    agenzia = bearer(await login(t.app, 'agenzia'));
    const items = await cart();
    expect(items).toHaveLength(1);
    expect(
      (await call(agenzia, 'DELETE', `/carrello/${items[0]!.datiCarrello.dati.itemID}`)).statusCode,
    ).toBe(200);
    expect(await cart()).toEqual([]);
    await call(agenzia, 'POST', '/carrello', datiViaggio());
    await call(agenzia, 'POST', '/carrello', datiViaggio());
    const res = await call(agenzia, 'POST', '/carrello/svuotacarrello', {});
    expect((res.json() as { data: { eliminati: number } }).data.eliminati).toBe(2);
    expect(await cart()).toEqual([]);
  });

  it('keeps the group document a saved item names when the form lets go of it', async () => {
    const { payload, headers } = multipartBody([
      { name: 'imgPartecipanti', filename: 'gruppo.png', contentType: 'image/png', content: PNG },
    ]);
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/carrello/upload/immaginepartecipanti',
      headers: { ...agenzia, ...headers },
      payload,
    });
    expect(up.statusCode, up.body).toBe(200);
    const fileId = (up.json() as { data: string }).data;
    const gruppi = (await call(agenzia, 'GET', `/carrello/${ids.GRUPPI}`)).json() as {
      data: { ulterioriDati: Array<{ itemID: number; descrizione: string }> };
    };
    const res = await call(
      agenzia,
      'POST',
      '/carrello',
      datiViaggio({
        pacchettoID: ids.GRUPPI,
        immaginePartecipanti: fileId,
        partecipanti: [partecipanti[0]],
        ulterioriDati: gruppi.data.ulterioriDati.map((u) => ({ ...u, valore: 'TO-4471' })),
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const del = await call(agenzia, 'DELETE', `/carrello/upload/immaginepartecipanti/${fileId}`);
    expect(del.json()).toEqual({ data: true });
    expect(
      await t.db
        .select()
        .from(files)
        .where(eq(files.id, Number(fileId))),
    ).toHaveLength(1);
    const [item] = await cart();
    expect(item!.datiCarrello.dati.imageFilePartecipanti).toBe(fileId);
    await call(agenzia, 'POST', '/carrello/svuotacarrello', {});
  });

  it('refuses a package the distributor may not sell, and never answers bad input with a 5xx', async () => {
    const other = { id: Math.max(...Object.values(ids)) + 1000 };
    expect(
      (await call(agenzia, 'POST', '/carrello', datiViaggio({ pacchettoID: other.id }))).statusCode,
    ).toBe(404);
    for (const body of [
      {},
      { pacchettoID: 'x' },
      datiViaggio({ partecipanti: 'no' }),
      datiViaggio({ datiExtra: '%%%' }),
    ]) {
      const res = await call(agenzia, 'POST', '/carrello', body);
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(res.statusCode).not.toBe(200);
    }
  });
});
