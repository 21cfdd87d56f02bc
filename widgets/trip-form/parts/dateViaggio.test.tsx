import { describe, expect, it } from 'vitest';
import { itIT } from '../../../schemas/catalogues/labelTexts';
import { limitiDate, problemiDate, testiProblemiDate } from './dateViaggio';

const t = (key: string) => itIT[key] ?? key;
const TODAY = '2026-07-01';

describe('the trip-date rules of spec 2 §5', () => {
  it('finds a start in the past, only before today', () => {
    expect(testiProblemiDate({ inizioViaggio: '2026-06-30T00:00:00' }, t, TODAY)).toEqual([
      'La data di inizio viaggio non può essere nel passato',
    ]);
    expect(problemiDate({ inizioViaggio: TODAY }, TODAY)).toEqual([]);
    expect(problemiDate({}, TODAY)).toEqual([]);
  });

  it('finds an end before the start, and dates after 31/12/2099', () => {
    expect(testiProblemiDate({ inizioViaggio: '2026-08-10', fineViaggio: '2026-08-01' }, t, TODAY)).toEqual([
      'La data di fine viaggio non può precedere la data di inizio',
    ]);
    expect(problemiDate({ inizioViaggio: '2026-08-10', fineViaggio: '2100-01-01' }, TODAY)).toEqual([
      { field: 'fineViaggio', messaggio: expect.objectContaining({ key: 'viaggio.dataOltreMassimo' }) },
    ]);
    expect(problemiDate({ fineViaggio: '2026-06-01' }, TODAY)[0]?.messaggio.key).toBe(
      'viaggio.fineViaggioPassata',
    );
  });

  it('gives the date fields their bounds and messages', () => {
    const l = limitiDate({ inizioViaggio: '2026-08-10' }, t, TODAY);
    expect(l.inizioViaggio).toMatchObject({ min: TODAY, max: '2099-12-31' });
    expect(l.fineViaggio).toMatchObject({
      min: '2026-08-10',
      messaggioMin: 'La data di fine viaggio non può precedere la data di inizio',
    });
  });
});
