import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { computeTotali } from './computeTotali';
import type { Tariffa } from './tariffa';
import { attesi, input, pacchetto, totaliDi } from './testFixtures';
import { validateTariffa } from './validateTariffa';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'examples');
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));

function esempio(name: string): Tariffa {
  const result = validateTariffa(JSON.parse(readFileSync(path.join(dir, name), 'utf8')));
  if (!result.ok) throw new Error(`${name}: ${result.errori.join('; ')}`);
  return result.tariffa;
}

describe('example tariffs', () => {
  it('there are four and each validates against the schema', () => {
    expect(files.sort()).toEqual([
      'alloggio-casa-vacanze.json',
      'annullamento-viaggio.json',
      'crociera-imbarcazione.json',
      'medico-bagaglio.json',
    ]);
    for (const f of files)
      expect(validateTariffa(JSON.parse(readFileSync(path.join(dir, f), 'utf8')))).toMatchObject({
        ok: true,
      });
  });

  it('annullamento-viaggio: rate per person, fixed assistance, charge per policy, coupon, commission', () => {
    // ANN 150000 × 5.5% = 8250, tax 21.25% = 1753.125 → 1753; ASS 300, tax 10% = 30
    // unit: net 8550, tax 1783, gross 10333; × 2 = 20666; + diritti 200 = 20866 before coupon; taxes 3566
    // commission 15%: 8550 × 15% = 1282.5 → 1283 × 2 = 2566; coupon 10%: 20866 × 10% = 2086.6 → 2087
    // total 20866 − 2087 = 18779; per person 9389.5 → 9390, 1783; withholding 2566 × 11.5% = 295.09 → 295
    // due = 18779 − 2566 + 295 = 16508
    const p = pacchetto(esempio('annullamento-viaggio.json'), {
      commissione: { tipoCommissioneID: 2, commissione: 15 },
    });
    const i = input(p);
    i.viaggio = { ...i.viaggio, importoViaggio: 1500, codicePromo: 'ESTATE10' };
    expect(totaliDi(i)).toEqual(
      attesi({
        totaleViaggio: 18779,
        totaleViaggioImposte: 3566,
        totaleViaggioPersona: 9390,
        totaleViaggioPersonaImposte: 1783,
        commissioni: 2566,
        scontoCoupon: 2087,
        ritenutaAcconto: 295,
        costiAccessori: 200,
        totaleViaggioDaPagare: 16508,
      }),
    );
  });

  it('medico-bagaglio: duration × zone × age, each participant at their age', () => {
    // ES → EUROPA; 1–10 June = 10 days; ages 76 and 41 on 1 June 2026
    // 41: medical 2600 + 65, baggage 800 + 170, assistance 500 + 50 → net 3900, tax 285, gross 4185
    // 76: medical 3900 + 97.5 → 98, baggage 800 + 170, assistance 500 + 50 → net 5200, tax 318, gross 5518
    // total 9703, taxes 603; per person 4851.5 → 4852, 301.5 → 302
    // commission 4 € per person = 800; withholding 92; due = 9703 − 800 + 92 = 8995
    const p = pacchetto(esempio('medico-bagaglio.json'), {
      commissione: { tipoCommissioneID: 1, commissione: 4, applicazione: 'persona' },
    });
    const i = input(p);
    i.viaggio = {
      ...i.viaggio,
      fineViaggio: '2026-06-10',
      destinazioneStato: 'ES',
      partecipanti: [{ DataNascita: '1950-01-15' }, { DataNascita: '1985-03-03' }],
    };
    expect(totaliDi(i)).toEqual(
      attesi({
        totaleViaggio: 9703,
        totaleViaggioImposte: 603,
        totaleViaggioPersona: 4852,
        totaleViaggioPersonaImposte: 302,
        commissioni: 800,
        ritenutaAcconto: 92,
        totaleViaggioDaPagare: 8995,
      }),
    );
    i.viaggio = { ...i.viaggio, fineViaggio: '2026-07-01' };
    const r = computeTotali(i);
    expect(r.ok ? [] : r.erroriTotaleCarrello.map((e) => e.codice)).toEqual(['pricing.limite30GG']); // rules refuse before any band is looked up
  });

  it('crociera-imbarcazione: per boat, rate on the boat amount, taxed charge', () => {
    // 12000 € = 1200000 × 4% = 48000, tax 21.25% = 10200; RC 8 days → 5500, tax 22.25% = 1223.75 → 1224
    // boat: net 53500, tax 11424, gross 64924; charge 500 + 106.25 → 106 = 606; total 65530, taxes 11530
    // 5 people: 13106, 2306; commission 12% of 53500 = 6420; withholding 738.3 → 738; due = 65530 − 6420 + 738 = 59848
    const p = pacchetto(esempio('crociera-imbarcazione.json'), {
      commissione: { tipoCommissioneID: 2, commissione: 12 },
    });
    const i = input(p);
    i.viaggio = {
      ...i.viaggio,
      inizioViaggio: '2026-07-04',
      fineViaggio: '2026-07-11',
      destinazioneStato: 'HR',
      numeroPartecipanti: 5,
      numeroAlloggi: 1,
      secondoImporto: 12000,
      eta: 45,
    };
    expect(totaliDi(i)).toEqual(
      attesi({
        totaleViaggio: 65530,
        totaleViaggioImposte: 11530,
        totaleViaggioPersona: 13106,
        totaleViaggioPersonaImposte: 2306,
        commissioni: 6420,
        ritenutaAcconto: 738,
        costiAccessori: 606,
        totaleViaggioDaPagare: 59848,
      }),
    );
    i.viaggio = { ...i.viaggio, destinazioneStato: 'US', eta: 16 };
    const r = computeTotali(i);
    expect(r.ok ? [] : r.erroriTotaleCarrello.map((e) => e.codice)).toEqual([
      'pricing.destinazioneNonCoperta',
      'pricing.limiteEtaMin',
    ]);
  });

  it('alloggio-casa-vacanze: per accommodation, tax-inclusive premiums, fixed coupon', () => {
    // ANN 200000 × 3.5% = 7000 gross, tax 7000 × 21.25 / 121.25 = 1226.8 → 1227, net 5773
    // ASS 500 gross, tax 500 × 10 / 110 = 45.45 → 45, net 455; unit net 6228, tax 1272, gross 7500
    // + 150 charge = 7650; coupon 500 (cap 6228 − 623); total 7150; 4 people: 1787.5 → 1788, 318
    // commission 10% of 6228 = 622.8 → 623; withholding 71.645 → 72; due = 7150 − 623 + 72 = 6599
    const p = pacchetto(esempio('alloggio-casa-vacanze.json'), {
      commissione: { tipoCommissioneID: 2, commissione: 10 },
    });
    const i = input(p);
    i.viaggio = {
      ...i.viaggio,
      inizioViaggio: '2026-08-01',
      fineViaggio: '2026-08-15',
      numeroPartecipanti: 4,
      numeroAlloggi: 1,
      importoViaggio: 2000,
      codicePromo: 'CASA5',
    };
    expect(totaliDi(i)).toEqual(
      attesi({
        totaleViaggio: 7150,
        totaleViaggioImposte: 1272,
        totaleViaggioPersona: 1788,
        totaleViaggioPersonaImposte: 318,
        commissioni: 623,
        scontoCoupon: 500,
        ritenutaAcconto: 72,
        costiAccessori: 150,
        totaleViaggioDaPagare: 6599,
      }),
    );
    i.viaggio = { ...i.viaggio, inizioViaggio: '2027-12-28', fineViaggio: '2028-01-02' };
    const r = computeTotali(i);
    expect(r.ok ? [] : r.erroriTotaleCarrello.map((e) => e.codice)).toEqual(['pricing.dataMassima']);
  });
});

describe('validateTariffa', () => {
  const valida = () => esempio('medico-bagaglio.json');

  it('reports schema errors with their JSON pointer', () => {
    expect(validateTariffa({ ...valida(), base: 'famiglia' })).toEqual({
      ok: false,
      errori: ['/base: must be equal to one of the allowed values'],
    });
    expect(validateTariffa({ versione: 1, base: 'persona', garanzie: [] })).toMatchObject({
      ok: false,
      errori: ['/garanzie: must NOT have fewer than 1 items'],
    });
  });

  it('a fixed coupon is in whole cents, a percent coupon at most 100', () => {
    expect(validateTariffa({ ...valida(), coupon: [{ codice: 'X', tipo: 'fisso', valore: 1.5 }] }).ok).toBe(
      false,
    );
    expect(
      validateTariffa({ ...valida(), coupon: [{ codice: 'X', tipo: 'percentuale', valore: 150 }] }).ok,
    ).toBe(false);
    expect(validateTariffa({ ...valida(), coupon: [{ codice: 'X', tipo: 'fisso', valore: 1500 }] }).ok).toBe(
      true,
    );
  });

  it('reports references and bounds the schema cannot check', () => {
    const t = valida();
    const g = t.garanzie[0]!;
    const tabella = 'tabella' in g.premio ? g.premio.tabella : [];
    const rotta = {
      ...t,
      garanzie: [
        {
          ...g,
          premio: {
            tabella: [
              { ...tabella[0]!, zona: 'LUNA' },
              { giorniMin: 9, giorniMax: 3, prezzo: { aliquota: 1.23456 } },
            ],
          },
        },
      ],
    };
    expect(validateTariffa(rotta)).toEqual({
      ok: false,
      errori: [
        "/garanzie/0/premio/tabella/0/zona: zona 'LUNA' non definita",
        '/garanzie/0/premio/tabella/1: giorniMin > giorniMax',
        '/garanzie/0/premio (prezzo 1): al massimo 4 decimali',
      ],
    });
  });
});
