import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enGB, itIT } from '../../../schemas/catalogues/labelTexts';
import { labels } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (culture: string) => t.app.inject({ method: 'GET', url: `/api/localization/labels/${culture}` });

describe('GET /api/localization/labels/{culture}', () => {
  it('gives the it-IT texts to anyone, cacheable for five minutes', async () => {
    const res = await get('it-IT');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const texts = res.json() as Record<string, string>;
    expect(texts['griglia.nessunDato']).toBe('Nessun dato presente');
    expect(texts['login.accedi']).toBe('Accedi');
    expect(Object.keys(texts)).toHaveLength(Object.keys(itIT).length);
  });

  it('puts the brand name in place of {product}', async () => {
    const texts = (await get('it-IT')).json() as Record<string, string>;
    expect(texts['menu.my']).toBe('MyOverins');
    expect(texts['integrativa.consiglia']).toBe('Overins CONSIGLIA');
  });

  it('gives en-GB texts, with the it-IT text for every key en-GB lacks', async () => {
    const res = await get('en-GB');
    expect(res.statusCode).toBe(200);
    const texts = res.json() as Record<string, string>;
    expect(texts['login.accedi']).toBe('Sign in');
    expect(texts['griglia.nessunDato']).toBe('No data');
    expect(enGB['carrello.confermaSvuota']).toBeUndefined();
    expect(texts['carrello.confermaSvuota']).toBe('Svuotare il carrello?');
    expect(Object.keys(texts).sort()).toEqual(Object.keys(itIT).sort());
  });

  it('falls back per key for a culture added later with a single text', async () => {
    await t.db.insert(labels).values({ culture: 'de-DE', chiave: 'login.accedi', testo: 'Anmelden' });
    const texts = (await get('de-DE')).json() as Record<string, string>;
    expect(texts['login.accedi']).toBe('Anmelden');
    expect(texts['login.titolo']).toBe('Accedi al portale');
  });

  it('refuses a malformed culture and one with no texts, in Italian', async () => {
    for (const culture of ['italiano', 'IT-it', 'it_IT', 'it-IT-x']) {
      const res = await get(culture);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        messages: [
          {
            code: 'errore.validazione',
            text: `Lingua non valida: "${culture}". Usare il formato lingua-PAESE, ad esempio it-IT.`,
            type: 'error',
          },
        ],
      });
    }
    const unknown = await get('fr-FR');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      messages: [{ code: 'errore.validazione', text: 'Lingua non disponibile: fr-FR', type: 'error' }],
    });
    expect(unknown.headers['cache-control']).toBe('no-store');
  });
});
