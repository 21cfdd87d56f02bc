import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importazioniPratiche } from '../../../db/schema';
import { bearer, createTestApp, login, type TestApp } from '../../../test/testApp';
import { testConfig } from '../../../test/testDatabase';
import { multipartBody } from '../../registrazione/testParts';
import { tra } from '../testUtils';
import { IMPORTAZIONE_PRATICHE } from './elabora';
import { fileModello, rigaDueViaggiatori } from './testPratiche';

/**
 * The import's end states as the dialog polls them, and what stays of the file: `completata` with the
 * outcome, `fallita` once its job has failed its last retry; either way the travellers' personal data
 * read from the file are no longer kept.
 */
let t: TestApp;
let tour: Record<string, string>;

beforeAll(async () => {
  // Retries at once, so the job's last try comes within the test.
  t = await createTestApp({ config: { jobs: { ...testConfig().jobs, retryDelaySeconds: 0 } } });
  tour = bearer(await login(t.app, 'tour'));
}, 60_000);
afterAll(() => t?.close());

const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

async function carica(rif: string): Promise<number> {
  const body = multipartBody([
    { name: 'modelId', content: '2' },
    {
      name: 'filePratiche',
      filename: 'pratiche.xls',
      content: fileModello(2, [rigaDueViaggiatori(rif, 1, ddmmyyyy(tra(30)), ddmmyyyy(tra(37)))]),
    },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/carrello/caricapratiche',
    payload: body.payload,
    headers: { ...tour, ...body.headers },
  });
  expect(res.statusCode, res.body).toBe(202);
  return (res.json() as { data: { importazioneID: number } }).data.importazioneID;
}

async function stato(id: number) {
  const res = await t.app.inject({ method: 'GET', url: `/api/carrello/caricapratiche/${id}`, headers: tour });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: { stato: string; esitoControllo?: unknown } }).data;
}

const conservate = async (id: number) =>
  (
    await t.db
      .select({ pratiche: importazioniPratiche.pratiche })
      .from(importazioniPratiche)
      .where(eq(importazioniPratiche.id, id))
  )[0]!.pratiche;

describe('the end of an import', () => {
  it('completata: the outcome stays, the travellers read from the file do not', async () => {
    const id = await carica('FINE-1');
    expect(JSON.stringify(await conservate(id))).toContain('Rossi');
    await t.app.coda.svuotata(IMPORTAZIONE_PRATICHE);
    expect(await stato(id)).toMatchObject({
      stato: 'completata',
      esitoControllo: { praticheAggiunte: 1, praticheConErrori: [] },
    });
    expect(await conservate(id)).toEqual([]);
  });

  it('fallita: a job that fails every retry tells the dialog so, and keeps no personal data', async () => {
    const id = await carica('FINE-2');
    // A row its job cannot work on (as a fault would leave it): every try throws.
    await t.db
      .update(importazioniPratiche)
      .set({ pratiche: sql`'"non una lista"'::jsonb` })
      .where(eq(importazioniPratiche.id, id));
    await t.app.coda.svuotata(IMPORTAZIONE_PRATICHE, 60_000);
    const fine = await stato(id);
    expect(fine.stato).toBe('fallita');
    expect(fine.esitoControllo).toBeUndefined();
    expect(await conservate(id)).toEqual([]);
  }, 90_000);
});
