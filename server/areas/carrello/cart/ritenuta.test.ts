import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarrelloItem } from '../../../../schemas/types';
import { bearer, createTestApp, login, type TestApp } from '../../../test/testApp';
import { pacchettoIds, tra } from '../testUtils';

let t: TestApp;
let agenzia: Record<string, string>;

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: agenzia, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  agenzia = bearer(await login(t.app, 'agenzia'));
});
afterAll(() => t?.close());

// Issue 24: Da pagare shows the withholding tax it includes, so the cart carries it in infoTotali.
describe('GET carrello: infoTotali', () => {
  it('carries the withholding tax (ritenutaAcconto) the item was priced with, within Da pagare', async () => {
    const ids = await pacchettoIds(t.db);
    const eta = (await call('GET', '/dropdown/eta')).json() as {
      items: Array<{ value: number; text: string }>;
    };
    await call('POST', '/carrello/svuotacarrello', {});
    const parametri = {
      inizioViaggio: tra(30),
      fineViaggio: tra(37),
      destinazioneStato: 'FR',
      nazionalita: 'IT',
      eta: eta.items.find((i) => i.text === 'Da 18 a 40 anni')!.value,
      numeroPartecipanti: 2,
      importoViaggio: 1500,
    };
    const added = await call('POST', '/carrello', {
      pacchettoID: ids['ANN-SP'],
      parametri,
      partecipanti: [
        { ItemID: 1, Cognome: 'Ritenuta', Nome: 'Mario' },
        { ItemID: 2, Cognome: 'Ritenuta', Nome: 'Anna' },
      ],
      prodottiCollegati: [],
      parametriDichiarazione: { adeguatezza: true, checkPolizza: true, checkPrivacy: true },
    });
    expect(added.statusCode, added.body).toBe(200);
    const [item] = ((await call('GET', '/carrello')).json() as { data: CarrelloItem[] }).data;
    const { tot } = JSON.parse(Buffer.from(item!.datiCarrello.dati.infoTotali, 'base64').toString()) as {
      tot: {
        totaleViaggio: number;
        commissioni: number;
        totaleViaggioDaPagare: number;
        ritenutaAcconto: number;
      };
    };
    expect(tot.commissioni).toBeGreaterThan(0);
    // Spec default: 23 % IRPEF on 50 % of the commissions, included in what is left to pay.
    expect(tot.ritenutaAcconto).toBeCloseTo(Math.round(tot.commissioni * 0.5 * 0.23 * 100) / 100, 2);
    expect(tot.totaleViaggioDaPagare).toBeGreaterThanOrEqual(tot.ritenutaAcconto);
  });
});
