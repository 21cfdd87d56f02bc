import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pacchetti } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/testApp';
import { pacchettoIds } from './testUtils';

let t: TestApp;
let ids: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  ids = await pacchettoIds(t.db);
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const prodottoDi = async (id: number) =>
  (await t.db.select({ p: pacchetti.prodottoId }).from(pacchetti).where(eq(pacchetti.id, id)))[0]!.p;
const refusal = { text: 'I termini e condizioni di questo prodotto non sono disponibili' };

describe('public terms (spec 1 §2 /terminiecondizioni)', () => {
  it('serves an active package’s terms PDF and names to anyone, without sign-in', async () => {
    const id = ids['ANN-PLUS']!;
    const prodottoId = await prodottoDi(id);
    const pdf = await get(`/api/terminiecondizioni?pacchettoId=${id}&prodottoId=${prodottoId}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.headers['content-disposition']).toMatch(/^inline; filename="condizioni-.+\.pdf"$/);

    const info = await get(`/api/terminiecondizioni/prodotto?pacchettoId=${id}&prodottoId=${prodottoId}`);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({
      data: {
        pacchettoID: id,
        prodottoID: prodottoId,
        nome: 'Annullamento Viaggio Plus',
        nomeProdotto: expect.any(String),
        fornitore: expect.any(String),
      },
    });
    // Same answer without the product id: the package alone names the terms.
    expect((await get(`/api/terminiecondizioni?pacchettoId=${id}`)).statusCode).toBe(200);
  });

  it('answers only for packages that exist and are sold, with the product they belong to', async () => {
    const id = ids['ANN-PLUS']!;
    const prodottoId = await prodottoDi(id);
    const inactive = ids.GITE!;
    await t.db.update(pacchetti).set({ attivo: false }).where(eq(pacchetti.id, inactive));
    try {
      for (const query of [
        'pacchettoId=999999',
        `pacchettoId=${id}&prodottoId=${prodottoId + 1000}`,
        `pacchettoId=${inactive}`,
      ]) {
        for (const path of ['/api/terminiecondizioni', '/api/terminiecondizioni/prodotto']) {
          const res = await get(`${path}?${query}`);
          expect(res.statusCode, `${path}?${query}`).toBe(404);
          expect(res.json()).toEqual(refusal);
        }
      }
    } finally {
      await t.db.update(pacchetti).set({ attivo: true }).where(eq(pacchetti.id, inactive));
    }
    for (const query of ['', 'pacchettoId=abc', `pacchettoId=${id}&file=../../etc/passwd`]) {
      expect((await get(`/api/terminiecondizioni?${query}`)).statusCode, query).toBe(400);
    }
  });
});
