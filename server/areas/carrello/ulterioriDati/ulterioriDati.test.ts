import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UlterioreDato } from '../../../../schemas/types';
import { pacchettiUlterioriDati } from '../../../db/schema';
import { seedUlterioriDati } from '../../../db/seed/ulterioriDati';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { clientOf, pacchettoIds } from '../testUtils';
import { opzioniCombo } from './opzioniCombo';

let t: TestApp;
let ids: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  ids = await pacchettoIds(t.db);
  // Whether or not the demo seed already ran it: a second run must change nothing.
  await seedUlterioriDati(t.db);
  await seedUlterioriDati(t.db);
});
afterAll(() => t?.close());

const dettaglio = async (codice: string) => {
  const agenzia = await clientOf(t.app, 'agenzia');
  const res = await agenzia('GET', `/api/carrello/${ids[codice]}`);
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: { ulterioriDati: UlterioreDato[] } }).data.ulterioriDati;
};

describe('the demo further data items', () => {
  it('are seeded once however often the seed runs', async () => {
    const rows = await t.db
      .select()
      .from(pacchettiUlterioriDati)
      .where(eq(pacchettiUlterioriDati.pacchettoId, ids.CROC!));
    expect(rows.map((r) => r.descrizione)).toEqual(['Nome della nave', 'Numero di prenotazione', 'Cabina']);
  });

  it('reach the product detail in order, with type and mandatory flag', async () => {
    const crociera = await dettaglio('CROC');
    expect(
      crociera.map(({ descrizione, tipo, obbligatorio }) => ({ descrizione, tipo, obbligatorio })),
    ).toEqual([
      { descrizione: 'Nome della nave', tipo: 'testo', obbligatorio: true },
      { descrizione: 'Numero di prenotazione', tipo: 'testo', obbligatorio: true },
      { descrizione: 'Cabina', tipo: 'testo', obbligatorio: false },
    ]);
    const annullamento = await dettaglio('ANN-PLUS');
    const sistemazione = annullamento.find((d) => d.descrizione === 'Tipo di sistemazione');
    expect(opzioniCombo(sistemazione?.tipo)?.slice(0, 2)).toEqual([
      { Codice: 'HOT', Descrizione: 'Hotel' },
      { Codice: 'APP', Descrizione: 'Appartamento' },
    ]);
    expect(await dettaglio('GRUPPI')).toContainEqual(
      expect.objectContaining({ descrizione: 'Codice prenotazione del tour operator', obbligatorio: true }),
    );
    expect(await dettaglio('MB-CLASSIC')).toEqual([]);
  });
});
