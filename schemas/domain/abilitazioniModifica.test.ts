import { describe, expect, it } from 'vitest';
import {
  abilitazioniPiatte,
  AREE_MODIFICA,
  areaModificabile,
  causaliDi,
  REGOLA_NON_MODIFICABILE,
  regolaDi,
  richiestaModificaForzata,
  type RegolaModifica,
} from './abilitazioniModifica';

const INIZIO = '2027-07-01';

describe('areaModificabile (spec 2 §4: flag on and, with DeltaGiorni, trip start + delta already past)', () => {
  it('is off when the flag is off, whatever the dates', () => {
    expect(areaModificabile({ modificabile: false, deltaGiorni: null }, INIZIO, '2026-01-01')).toBe(false);
    expect(areaModificabile({ modificabile: false, deltaGiorni: 0 }, INIZIO, '2030-01-01')).toBe(false);
  });

  it('is on with the flag and no DeltaGiorni, before and after the trip', () => {
    expect(areaModificabile({ modificabile: true, deltaGiorni: null }, INIZIO, '2026-01-01')).toBe(true);
    expect(areaModificabile({ modificabile: true, deltaGiorni: null }, INIZIO, '2030-01-01')).toBe(true);
  });

  it('with DeltaGiorni 10: start + 10 = 2027-07-11 is not past on that day, and is the day after', () => {
    const regola = { modificabile: true, deltaGiorni: 10 };
    expect(areaModificabile(regola, INIZIO, '2027-07-10')).toBe(false);
    expect(areaModificabile(regola, INIZIO, '2027-07-11')).toBe(false);
    expect(areaModificabile(regola, INIZIO, '2027-07-12')).toBe(true);
  });

  it('with DeltaGiorni 0: the trip start itself must be past', () => {
    const regola = { modificabile: true, deltaGiorni: 0 };
    expect(areaModificabile(regola, INIZIO, '2027-07-01')).toBe(false);
    expect(areaModificabile(regola, INIZIO, '2027-07-02')).toBe(true);
  });

  it('with a negative DeltaGiorni (-30): from the day after 2027-06-01', () => {
    const regola = { modificabile: true, deltaGiorni: -30 };
    expect(areaModificabile(regola, INIZIO, '2027-06-01')).toBe(false);
    expect(areaModificabile(regola, INIZIO, '2027-06-02')).toBe(true);
  });

  it('counts calendar days across month and year ends and a leap day', () => {
    expect(areaModificabile({ modificabile: true, deltaGiorni: 1 }, '2027-12-31', '2028-01-01')).toBe(false);
    expect(areaModificabile({ modificabile: true, deltaGiorni: 1 }, '2027-12-31', '2028-01-02')).toBe(true);
    expect(areaModificabile({ modificabile: true, deltaGiorni: 1 }, '2028-02-28', '2028-02-29')).toBe(false);
    expect(areaModificabile({ modificabile: true, deltaGiorni: 1 }, '2028-02-28', '2028-03-01')).toBe(true);
  });

  it("opens every area of a 'change request only' package, even one the catalogue closes", () => {
    expect(areaModificabile({ modificabile: false, deltaGiorni: null }, INIZIO, '2026-01-01', true)).toBe(
      true,
    );
    expect(areaModificabile({ modificabile: true, deltaGiorni: 10 }, INIZIO, '2027-07-10', true)).toBe(true);
  });

  it('refuses a date that is not YYYY-MM-DD instead of guessing', () => {
    expect(() =>
      areaModificabile({ modificabile: true, deltaGiorni: 1 }, '01/07/2027', '2027-07-12'),
    ).toThrow();
  });
});

describe('the request flag', () => {
  it("is forced on for a 'change request only' package, else the agent's choice", () => {
    expect(richiestaModificaForzata(true, false)).toBe(true);
    expect(richiestaModificaForzata(false, false)).toBe(false);
    expect(richiestaModificaForzata(false, true)).toBe(true);
  });
});

describe('causaliDi', () => {
  it('splits on semicolons, the default first, and gives none for an empty text', () => {
    expect(causaliDi('Richiesta del cliente;Errore di inserimento')).toEqual([
      'Richiesta del cliente',
      'Errore di inserimento',
    ]);
    expect(causaliDi('')).toEqual([]);
  });
});

describe('the flat answer', () => {
  it('round-trips each area through its flat fields', () => {
    const date: RegolaModifica = {
      modificabile: true,
      deltaGiorni: 30,
      causali: 'Prolungamento del soggiorno;Richiesta del cliente',
      causaleObbligatoria: true,
      flagWarning: true,
      messaggioWarning: 'Attenzione',
      messaggioToDo: 'Allegare la conferma',
    };
    const regole = {
      ...Object.fromEntries(AREE_MODIFICA.map((a) => [a, REGOLA_NON_MODIFICABILE])),
      chDate: date,
    };
    const piatte = abilitazioniPiatte(regole as Parameters<typeof abilitazioniPiatte>[0], true);
    expect(piatte).toMatchObject({
      chDate: true,
      chDateDeltaGiorni: 30,
      chDateCausali: 'Prolungamento del soggiorno;Richiesta del cliente',
      chDateCausaleObbligatoria: true,
      chDateFlagWarning: true,
      chDateMessaggioWarning: 'Attenzione',
      chDateMessaggioToDo: 'Allegare la conferma',
      chNomi: false,
      soloRichiestaModifica: true,
    });
    expect(Object.keys(piatte)).toHaveLength(4 * 7 + 1);
    expect(regolaDi(piatte, 'chDate')).toEqual(date);
    expect(regolaDi(piatte, 'chNomi')).toEqual(REGOLA_NON_MODIFICABILE);
  });
});
