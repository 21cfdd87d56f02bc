import { describe, expect, it } from 'vitest';
import { computeTotali } from './computeTotali';
import { PRICING_ERROR_TEXTS } from '../../../schemas/catalogues/pricingErrorTexts';
import { regoleDaExtraInfo } from './regoleDaExtraInfo';
import type { Regole } from './tariffa';
import { input, pacchetto, tariffa, totaliDi, viaggio } from './testFixtures';
import type { ViaggioDaPrezzare, PricingInput } from './types';

const codici = (i: PricingInput) => {
  const r = computeTotali(i);
  return r.ok ? [] : r.erroriTotaleCarrello.map((e) => e.codice);
};
const conRegole = (regole: Regole, v: Partial<ViaggioDaPrezzare> = {}, over: Partial<PricingInput> = {}) =>
  input(pacchetto(tariffa({ regole })), { viaggio: viaggio(v), ...over });

describe('trip checks (spec 2 §5)', () => {
  it('missing dates and participants, with the spec texts and no package', () => {
    const r = computeTotali(
      input(pacchetto(tariffa()), { viaggio: { destinazioneStato: 'IT', numeroPartecipanti: 0 } }),
    );
    expect(r).toEqual({
      ok: false,
      erroriTotaleCarrello: [
        { codice: 'pricing.dataInizioRichiesta', descrizione: 'Data Inizio Viaggio richiesta' },
        { codice: 'pricing.dataFineRichiesta', descrizione: 'Data Fine Viaggio richiesta' },
        { codice: 'pricing.numeroPartecipantiRichiesto', descrizione: 'Numero Partecipanti richiesto' },
      ],
    });
  });

  it('end before start, impossible dates', () => {
    expect(codici(conRegole({}, { fineViaggio: '2026-05-31' }))).toEqual(['pricing.fineViaggioPrimaInizio']);
    expect(codici(conRegole({}, { fineViaggio: '2026-02-30' }))).toEqual(['pricing.dataNonValida']);
  });

  it('a start before today is refused; today is allowed', () => {
    expect(codici(conRegole({}, { inizioViaggio: '2026-04-30' }))).toEqual(['pricing.inizioViaggioPassato']);
    expect(totaliDi(conRegole({}, { inizioViaggio: '2026-05-01' })).totaleViaggio).toBe(2200);
  });

  it('policy types 5 and 6 need the trip amount (at least 1 €)', () => {
    expect(codici(conRegole({}, { tipologiaPolizza: 5 }))).toEqual(['pricing.importoViaggioRichiesto']);
    expect(codici(conRegole({}, { tipologiaPolizza: 6, importoViaggio: 0 }))).toEqual([
      'pricing.importoViaggioRichiesto',
    ]);
    expect(codici(conRegole({}, { tipologiaPolizza: 6, importoViaggio: 1 }))).toEqual([]);
    expect(codici(conRegole({}, { tipologiaPolizza: 1 }))).toEqual([]);
  });
});

describe('package rules (extra-info kinds)', () => {
  it('limite30GG: 30 days pass, 31 do not', () => {
    expect(codici(conRegole({ limite30GG: true }, { fineViaggio: '2026-06-30' }))).toEqual([]);
    const r = computeTotali(conRegole({ limite30GG: true }, { fineViaggio: '2026-07-01' }));
    expect(r.ok ? [] : r.erroriTotaleCarrello).toEqual([
      {
        codice: 'pricing.limite30GG',
        descrizione: 'La polizza copre viaggi di durata massima di 30 giorni',
        data: { pacchetto: 'Polizza Test' },
      },
    ]);
  });

  it('maximum duration', () => {
    expect(codici(conRegole({ durataMassimaGiorni: 7 }))).toEqual(['pricing.durataMassima']);
  });

  it('minimum and maximum date', () => {
    expect(codici(conRegole({ dataMinima: '2026-06-02', dataMassima: '2026-06-07' }))).toEqual([
      'pricing.dataMinima',
      'pricing.dataMassima',
    ]);
    expect(codici(conRegole({ dataMinima: '2026-06-01', dataMassima: '2026-06-08' }))).toEqual([]);
  });

  it('nationality not covered', () => {
    expect(codici(conRegole({ nazionalitaAmmesse: ['IT', 'SM'] }, { nazionalita: 'FR' }))).toEqual([
      'pricing.nazionalitaNonCoperta',
    ]);
  });

  it('trip amount required', () => {
    expect(codici(conRegole({ importoViaggioRichiesto: true }))).toEqual(['pricing.importoViaggioRichiesto']);
  });

  it('age required when the package limits age', () => {
    expect(codici(conRegole({ etaMassima: 80 }, { eta: null }))).toEqual(['pricing.etaRichiesta']);
  });

  it('a birth date after the start is refused', () => {
    expect(codici(conRegole({}, { partecipanti: [{ DataNascita: '2026-06-02' }] }))).toEqual([
      'pricing.dataNascitaNonValida',
    ]);
  });

  it('birth date and tax code are required only at the cart stage', () => {
    const regole = { dataNascitaRichiesta: true, codiceFiscaleRichiesto: true };
    const partecipanti = [
      { DataNascita: '1980-01-01', CodiceFiscale: 'RSSMRA80A01H501U' },
      { DataNascita: null, CodiceFiscale: ' ' },
    ];
    expect(codici(conRegole(regole, { partecipanti }))).toEqual([]);
    expect(codici(conRegole(regole, { partecipanti }, { fase: 'carrello' }))).toEqual([
      'pricing.dataNascitaRichiesta',
      'pricing.codiceFiscaleRichiesto',
    ]);
  });

  it("rules passed by the catalogue win over the tariff's", () => {
    const p = pacchetto(tariffa({ regole: { etaMassima: 30 } }), { regole: { etaMassima: 90 } });
    expect(totaliDi(input(p)).totaleViaggio).toBe(2200);
  });
});

describe('regoleDaExtraInfo', () => {
  it('maps every pricing-relevant extra-info kind of spec 2 §3', () => {
    expect(
      regoleDaExtraInfo([
        { labelID: 1 },
        { labelID: 2 },
        { labelID: 3 },
        { labelID: 4, valore: '75' },
        { labelID: 6, valore: '2026-01-01T00:00:00' },
        { labelID: 7, valore: '2027-12-31' },
        { labelID: 8 },
        { labelID: 9 },
        { labelID: 10, valore: 18 },
        { labelID: 11 },
        { labelID: 14, valore: '12, 13' },
      ]),
    ).toEqual({
      importoViaggioRichiesto: true,
      dataNascitaRichiesta: true,
      etaMassima: 75,
      dataMinima: '2026-01-01',
      dataMassima: '2027-12-31',
      limite30GG: true,
      etaMinima: 18,
      codiceFiscaleRichiesto: true,
      complementareObbligatoria: [12, 13],
    });
  });
});

describe('error texts', () => {
  it('every code is a pricing.* label key with an Italian text', () => {
    for (const [codice, testo] of Object.entries(PRICING_ERROR_TEXTS)) {
      expect(codice).toMatch(/^pricing\.[a-zA-Z0-9]+$/);
      expect(testo.length).toBeGreaterThan(5);
    }
  });
});
