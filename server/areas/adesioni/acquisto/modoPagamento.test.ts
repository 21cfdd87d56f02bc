import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crediti, distributori } from '../../../db/schema';
import { bearer, createTestApp, login, type TestApp } from '../../../test/testApp';
import { pacchettoIds, tra } from '../../carrello/testUtils';

let t: TestApp;
let agenzia: Record<string, string>;
let ids: Record<string, number>;
let banda: number;

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: agenzia, ...(payload ? { payload } : {}) });
const modo = async () => {
  const res = await call('GET', '/adesioni/pagamento');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const residuo = (euro: number) =>
  t.db.insert(crediti).values({
    distributoreId: 1,
    data: new Date(),
    causale: 'Test modo di pagamento',
    importo: '0.00',
    residuo: euro.toFixed(2),
  });

beforeAll(async () => {
  t = await createTestApp();
  ids = await pacchettoIds(t.db);
  agenzia = bearer(await login(t.app, 'agenzia'));
  const eta = (await call('GET', '/dropdown/eta')).json() as {
    items: Array<{ value: number; text: string }>;
  };
  banda = eta.items.find((i) => i.text === 'Da 18 a 40 anni')!.value;
  await call('POST', '/carrello/svuotacarrello', {});
  const res = await call('POST', '/carrello', {
    pacchettoID: ids['ANN-SP'],
    parametri: {
      inizioViaggio: tra(30),
      fineViaggio: tra(37),
      destinazioneStato: 'FR',
      nazionalita: 'IT',
      eta: banda,
      numeroPartecipanti: 1,
      importoViaggio: 900,
    },
    partecipanti: [{ ItemID: 1, Cognome: 'Modo', Nome: 'Paola' }],
    prodottiCollegati: [],
    parametriDichiarazione: { adeguatezza: true, checkPolizza: true, checkPrivacy: true },
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(() => t?.close());

// Issue 24: Acquista says what will be paid how, decided as POST adesioni decides it.
describe('GET adesioni/pagamento', () => {
  it('answers the credit when it covers the cart, else the statement or the card at purchase', async () => {
    await residuo(100_000);
    expect(await modo()).toEqual({ tuttoConCredito: true, parteConCredito: false, resto: 'estrattoConto' });
    await residuo(0);
    expect(await modo()).toEqual({ tuttoConCredito: false, parteConCredito: false, resto: 'estrattoConto' });
    await t.db.update(distributori).set({ pagamentoAllAcquisto: true }).where(eq(distributori.id, 1));
    expect(await modo()).toEqual({ tuttoConCredito: false, parteConCredito: false, resto: 'carta' });
    await t.db.update(distributori).set({ pagamentoAllAcquisto: false }).where(eq(distributori.id, 1));
  });

  it('asks for sign-in', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/adesioni/pagamento' })).statusCode).toBe(401);
  });
});
