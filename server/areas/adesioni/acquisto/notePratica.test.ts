import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EsitoAcquisto } from '../../../../schemas/types';
import { adesioni, pratiche } from '../../../db/schema';
import { bearer, createTestApp, login, type TestApp } from '../../../test/testApp';
import { pacchettoIds, tra } from '../../carrello/testUtils';

let t: TestApp;
let agenzia: Record<string, string>;
let ids: Record<string, number>;
let banda: number;

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: agenzia, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  ids = await pacchettoIds(t.db);
  agenzia = bearer(await login(t.app, 'agenzia'));
  const eta = (await call('GET', '/dropdown/eta')).json() as {
    items: Array<{ value: number; text: string }>;
  };
  banda = eta.items.find((i) => i.text === 'Da 18 a 40 anni')!.value;
  await call('POST', '/carrello/svuotacarrello', {});
});
afterAll(() => t?.close());

const item = (note: string | null) => ({
  pacchettoID: ids['ANN-SP'],
  note,
  parametri: {
    inizioViaggio: tra(30),
    fineViaggio: tra(37),
    destinazioneStato: 'FR',
    nazionalita: 'IT',
    eta: banda,
    numeroPartecipanti: 1,
    importoViaggio: 900,
  },
  partecipanti: [{ ItemID: 1, Cognome: 'Note', Nome: 'Maria' }],
  prodottiCollegati: [],
  parametriDichiarazione: { adeguatezza: true, checkPolizza: true, checkPrivacy: true },
});

// Issue 24: the notes of the purchase form (spec 2 §3 datiViaggio `note`) were kept in the cart
// and lost at purchase; the practice keeps them and the policy card reads them back.
describe('POST adesioni keeps the notes of the practice', () => {
  it('stores the note on the practice and answers it in datiAdesione and in the policy card', async () => {
    expect(
      (await call('POST', '/carrello', item('  Cliente abituale, chiamare dopo le 18  '))).statusCode,
    ).toBe(200);
    const res = await call('POST', '/adesioni');
    expect(res.statusCode, res.body).toBe(200);
    const [polizza] = (res.json() as EsitoAcquisto).data.adesioni;
    expect(polizza!.note).toBe('Cliente abituale, chiamare dopo le 18');

    const [riga] = await t.db
      .select({ note: pratiche.note })
      .from(adesioni)
      .innerJoin(pratiche, eq(pratiche.id, adesioni.praticaId))
      .where(eq(adesioni.itemGuid, polizza!.itemGUID));
    expect(riga!.note).toBe('Cliente abituale, chiamare dopo le 18');

    const card = await call('GET', `/my${t.config.brand.slug}/adesioni/${polizza!.itemGUID}`);
    expect(card.statusCode).toBe(200);
    expect(card.json().data.note).toBe('Cliente abituale, chiamare dopo le 18');
  });

  it('keeps no note when none was typed', async () => {
    expect((await call('POST', '/carrello', item('   '))).statusCode).toBe(200);
    const res = await call('POST', '/adesioni');
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as EsitoAcquisto).data.adesioni[0]!.note).toBeNull();
  });
});
