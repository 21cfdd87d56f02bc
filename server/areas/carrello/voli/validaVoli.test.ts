import { describe, expect, it } from 'vitest';
import type { Volo } from '../../../../schemas/types';
import { localFlightSchedule } from '../../../adapters/flights';
import { codificaDatiExtra, TESTI_VOLI, voliDa } from './validaVoli';

const schedule = localFlightSchedule();
const voliTra = (from: string, to: string, date: string) => schedule.byRoute(from, to, date);
const [fcoCdg] = voliTra('FCO', 'CDG', '2026-12-01');
const altri = [
  ...voliTra('MXP', 'LHR', '2026-12-02'),
  ...voliTra('NAP', 'MXP', '2026-12-03'),
  ...voliTra('CTA', 'LIN', '2026-12-04'),
  ...voliTra('FCO', 'JFK', '2026-12-05'),
];

describe('voliDa', () => {
  it('accepts real flights and gives back the schedule’s own data', () => {
    const scelti = [fcoCdg!, ...altri.slice(0, 2)];
    expect(voliDa(codificaDatiExtra(scelti))).toEqual({ voli: scelti, errori: [] });
    const senzaNomi = scelti.map(({ aeroportoPartenza: _a, aeroportoArrivo: _b, compagnia: _c, ...v }) => v);
    expect(voliDa(codificaDatiExtra(senzaNomi)).voli).toEqual(scelti);
  });

  it('has nothing to check without flights', () => {
    for (const empty of [null, undefined, '', codificaDatiExtra([])])
      expect(voliDa(empty)).toEqual({ voli: [], errori: [] });
  });

  it('refuses a flight the schedule does not have', () => {
    const inventato: Volo = { ...fcoCdg!, numeroVolo: 'ZZ9999' };
    expect(voliDa(codificaDatiExtra([inventato])).errori).toEqual([
      TESTI_VOLI.nonTrovato(inventato, '01/12/2026'),
    ]);
    expect(TESTI_VOLI.nonTrovato(inventato, '01/12/2026')).toBe(
      "Il volo ZZ9999 del 01/12/2026 non risulta nell'operativo voli",
    );
  });

  it('refuses the same flight twice', () => {
    const { voli, errori } = voliDa(codificaDatiExtra([fcoCdg!, altri[0]!, fcoCdg!]));
    expect(voli).toEqual([fcoCdg, altri[0]]);
    expect(errori).toEqual([`Il volo ${fcoCdg!.numeroVolo} da FCO a CDG è già stato selezionato`]);
  });

  it('refuses a seventh flight', () => {
    expect(altri.length).toBeGreaterThanOrEqual(6);
    expect(voliDa(codificaDatiExtra(altri.slice(0, 6))).errori).toEqual([]);
    expect(voliDa(codificaDatiExtra([fcoCdg!, ...altri.slice(0, 6)]))).toEqual({
      voli: [],
      errori: ['È possibile selezionare al massimo 6 voli'],
    });
  });

  it('refuses times or airports changed by the client', () => {
    const tardi = { ...fcoCdg!, timestampArrivo: fcoCdg!.timestampArrivo.replace(/T\d{2}/, 'T23') };
    const altrove = { ...fcoCdg!, aeroportoArrivoIata: 'ORY' };
    const { voli, errori } = voliDa(codificaDatiExtra([tardi, altrove]));
    expect(voli).toEqual([]);
    expect(errori).toEqual([TESTI_VOLI.orari(tardi)]);
  });

  it('refuses what is not base64url JSON of the volo shape', () => {
    const illeggibile = { voli: [], errori: [TESTI_VOLI.illeggibili] };
    expect(voliDa('%%%')).toEqual(illeggibile);
    expect(voliDa(Buffer.from('not json').toString('base64url'))).toEqual(illeggibile);
    expect(voliDa(Buffer.from('{"datiVolo":{}}').toString('base64url'))).toEqual(illeggibile);
    const forma = voliDa(codificaDatiExtra([{ ...fcoCdg!, numeroVolo: 'x' } as Volo]));
    expect(forma.errori).toEqual([TESTI_VOLI.illeggibili]);
  });
});
