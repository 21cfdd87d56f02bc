import { describe, expect, it } from 'vitest';
import { computeTotali } from './computeTotali';
import type { Tariffa } from './tariffa';
import { attesi, garanziaFissa, input, pacchetto, tariffa, totaliDi, viaggio } from './testFixtures';

/*
 * Hand-computed golden cases. Amounts in cents. Unless a case says otherwise: 2 people aged 40,
 * 1–8 June 2026 (8 days), Italy, today 1 May 2026, one guarantee of 1000 per person taxed as
 * 'assistenza' (10%), default withholding 23% × 50% = 11.5%. round() is half up to the cent.
 */

const base = tariffa();

describe('premium, tax, commission and withholding', () => {
  it('G1 fixed premium per person, no commission', () => {
    // unit: net 1000, tax 1000 × 10% = 100 → gross 1100; × 2 people = 2200, taxes 200
    // due = 2200 − 0 − 0 + 0
    expect(totaliDi(input(pacchetto(base)))).toEqual(
      attesi({
        totaleViaggio: 2200,
        totaleViaggioImposte: 200,
        totaleViaggioPersona: 1100,
        totaleViaggioPersonaImposte: 100,
        totaleViaggioDaPagare: 2200,
      }),
    );
  });

  it('G2 percent commission on the net premium, with withholding', () => {
    // commission per unit 1000 × 20% = 200; × 2 = 400; withholding 400 × 11.5% = 46
    // due = 2200 − 400 + 46 = 1846
    const p = pacchetto(base, { commissione: { tipoCommissioneID: 2, commissione: 20 } });
    expect(totaliDi(input(p))).toEqual(
      attesi({
        totaleViaggio: 2200,
        totaleViaggioImposte: 200,
        totaleViaggioPersona: 1100,
        totaleViaggioPersonaImposte: 100,
        commissioni: 400,
        ritenutaAcconto: 46,
        totaleViaggioDaPagare: 1846,
      }),
    );
  });

  it('G3 type 1 commission: fixed euro per policy, withholding rounds x.5 up', () => {
    // 5 € = 500 per policy; withholding 500 × 11.5% = 57.5 → 58; due = 2200 − 500 + 58 = 1758
    const p = pacchetto(base, { commissione: { tipoCommissioneID: 1, commissione: 5 } });
    const t = totaliDi(input(p));
    expect([t.commissioni, t.ritenutaAcconto, t.totaleViaggioDaPagare]).toEqual([500, 58, 1758]);
  });

  it('G4 type 1 commission per person', () => {
    // 3.50 € = 350 × 2 people = 700; withholding 700 × 11.5% = 80.5 → 81; due = 2200 − 700 + 81 = 1581
    const p = pacchetto(base, {
      commissione: { tipoCommissioneID: 1, commissione: 3.5, applicazione: 'persona' },
    });
    const t = totaliDi(input(p));
    expect([t.commissioni, t.ritenutaAcconto, t.totaleViaggioDaPagare]).toEqual([700, 81, 1581]);
  });

  it('G5 a fixed commission above the net premium is capped at the net premium', () => {
    // 25 € = 2500 > net 2000 → 2000; withholding 2000 × 11.5% = 230; due = 2200 − 2000 + 230 = 430
    const p = pacchetto(base, { commissione: { tipoCommissioneID: 1, commissione: 25 } });
    const t = totaliDi(input(p));
    expect([t.commissioni, t.ritenutaAcconto, t.totaleViaggioDaPagare]).toEqual([2000, 230, 430]);
  });

  it('G6 a distributor not subject to withholding', () => {
    // commission 400, withholding 0; due = 2200 − 400 = 1800
    const p = pacchetto(base, { commissione: { tipoCommissioneID: 2, commissione: 20 } });
    const t = totaliDi(input(p, { ritenuta: null }));
    expect([t.commissioni, t.ritenutaAcconto, t.totaleViaggioDaPagare]).toEqual([400, 0, 1800]);
  });

  it('G7 withholding on 20% of the commission (agent with employees)', () => {
    // 400 × 23% × 20% = 18.4 → 18; due = 2200 − 400 + 18 = 1818
    const p = pacchetto(base, { commissione: { tipoCommissioneID: 2, commissione: 20 } });
    const t = totaliDi(input(p, { ritenuta: { aliquotaIrpef: 23, quotaImponibile: 20 } }));
    expect([t.ritenutaAcconto, t.totaleViaggioDaPagare]).toEqual([18, 1818]);
  });

  it('G8 tax x.xx5 rounds half up', () => {
    // 1000 × 21.25% = 212.5 → 213; 1 person: gross 1213
    const t = totaliDi(
      input(pacchetto(tariffa({ garanzie: [garanziaFissa(1000, 'perditePecuniarie')] })), {
        viaggio: viaggio({ numeroPartecipanti: 1 }),
      }),
    );
    expect(t).toEqual(
      attesi({
        totaleViaggio: 1213,
        totaleViaggioImposte: 213,
        totaleViaggioPersona: 1213,
        totaleViaggioPersonaImposte: 213,
        totaleViaggioDaPagare: 1213,
      }),
    );
  });

  it('G9 the default tax table per class', () => {
    // 10000 each: infortuni 2.5% = 250, malattia 2.5% = 250, assistenza 10% = 1000, perdite pecuniarie 21.25% = 2125,
    // tutela legale 21.25% = 2125, danni ai beni 21.25% = 2125, RC 22.25% = 2225, esente 0 → taxes 10100
    // net 80000 + 10100 = 90100 for 1 person
    const classi = [
      'infortuni',
      'malattia',
      'assistenza',
      'perditePecuniarie',
      'tutelaLegale',
      'danniBeni',
      'rcGenerale',
      'esente',
    ] as const;
    const t = totaliDi(
      input(pacchetto(tariffa({ garanzie: classi.map((c) => garanziaFissa(10000, c, c)) })), {
        viaggio: viaggio({ numeroPartecipanti: 1 }),
      }),
    );
    expect([t.totaleViaggio, t.totaleViaggioImposte]).toEqual([90100, 10100]);
  });

  it('G10 a tariff overrides a tax rate', () => {
    // assistenza overridden to 12.5%: 1000 × 12.5% = 125; × 2 → 2250, taxes 250
    const t = totaliDi(input(pacchetto(tariffa({ aliquoteImposta: { assistenza: 12.5 } }))));
    expect([t.totaleViaggio, t.totaleViaggioImposte]).toEqual([2250, 250]);
  });

  it('G11 tax-inclusive premiums: the tax is scorporated, commission on the net', () => {
    // gross 1000 incl. 10%: tax = 1000 × 10 / 110 = 90.909 → 91, net 909; 1 person
    // commission 10% of 909 = 90.9 → 91; withholding 91 × 11.5% = 10.465 → 10; due = 1000 − 91 + 10 = 919
    const p = pacchetto(tariffa({ imposteIncluse: true }), {
      commissione: { tipoCommissioneID: 2, commissione: 10 },
    });
    expect(totaliDi(input(p, { viaggio: viaggio({ numeroPartecipanti: 1 }) }))).toEqual(
      attesi({
        totaleViaggio: 1000,
        totaleViaggioImposte: 91,
        totaleViaggioPersona: 1000,
        totaleViaggioPersonaImposte: 91,
        commissioni: 91,
        ritenutaAcconto: 10,
        totaleViaggioDaPagare: 919,
      }),
    );
  });
});

const annullamento = (premio: Tariffa['garanzie'][number]['premio']): Tariffa =>
  tariffa({
    garanzie: [{ codice: 'ANN', descrizione: 'Annullamento', classeImposta: 'perditePecuniarie', premio }],
  });

describe('rates on the trip amount', () => {
  it('G12 rate on the amount per person', () => {
    // 1234 € = 123400 × 5.5% = 6787; tax 6787 × 21.25% = 1442.2375 → 1442; unit 8229 × 2 = 16458
    const t = totaliDi(
      input(pacchetto(annullamento({ aliquota: 5.5 })), { viaggio: viaggio({ importoViaggio: 1234 }) }),
    );
    expect(t).toEqual(
      attesi({
        totaleViaggio: 16458,
        totaleViaggioImposte: 2884,
        totaleViaggioPersona: 8229,
        totaleViaggioPersonaImposte: 1442,
        totaleViaggioDaPagare: 16458,
      }),
    );
  });

  it('G13 the premium rounds half up before the tax', () => {
    // 1001 € = 100100 × 5.5% = 5505.5 → 5506; tax 5506 × 21.25% = 1170.025 → 1170; 1 person: 6676
    const t = totaliDi(
      input(pacchetto(annullamento({ aliquota: 5.5 })), {
        viaggio: viaggio({ importoViaggio: 1001, numeroPartecipanti: 1 }),
      }),
    );
    expect([t.totaleViaggio, t.totaleViaggioImposte]).toEqual([6676, 1170]);
  });

  it('G14 the minimum premium applies', () => {
    // 200 € = 20000 × 5.5% = 1100 < minimum 1500 → 1500; tax 1500 × 21.25% = 318.75 → 319; 1 person: 1819
    const t = totaliDi(
      input(pacchetto(annullamento({ aliquota: 5.5, premioMinimo: 1500 })), {
        viaggio: viaggio({ importoViaggio: 200, numeroPartecipanti: 1 }),
      }),
    );
    expect([t.totaleViaggio, t.totaleViaggioImposte]).toEqual([1819, 319]);
  });

  it('G15 an amount above the insurable maximum is refused', () => {
    // 12000 € = 1200000 > 1000000
    const r = computeTotali(
      input(pacchetto(annullamento({ aliquota: 5.5, importoMassimo: 1000000 })), {
        viaggio: viaggio({ importoViaggio: 12000 }),
      }),
    );
    expect(r).toEqual({
      ok: false,
      erroriTotaleCarrello: [
        {
          codice: 'pricing.importoViaggioOltreLimite',
          descrizione: "L'importo del viaggio supera il massimo assicurabile dalla polizza",
          data: { pacchetto: 'Polizza Test' },
        },
      ],
    });
  });

  it('G16 euro amounts with decimals are read half up to the cent', () => {
    // 100.005 € → 10000.5 cents → 10001; × 10% = 1000.1 → 1000; tax 21.25% = 212.5 → 213; 1 person: 1213
    const t = totaliDi(
      input(pacchetto(annullamento({ aliquota: 10 })), {
        viaggio: viaggio({ importoViaggio: 100.005, numeroPartecipanti: 1 }),
      }),
    );
    expect([t.totaleViaggio, t.totaleViaggioImposte]).toEqual([1213, 213]);
  });
});

const perDurata = tariffa({
  garanzie: [
    {
      codice: 'MED',
      descrizione: 'Spese mediche',
      classeImposta: 'malattia',
      premio: {
        tabella: [
          { giorniMax: 8, prezzo: { importo: 900 } },
          { giorniMin: 9, giorniMax: 15, prezzo: { importo: 1300 } },
        ],
      },
    },
  ],
});

describe('duration bands (inclusive day count)', () => {
  it('G17 1–8 June is 8 days → first band', () => {
    // 900 + 900 × 2.5% = 22.5 → 23 → 923; × 2 = 1846, taxes 46
    const t = totaliDi(input(pacchetto(perDurata)));
    expect([t.totaleViaggio, t.totaleViaggioImposte, t.totaleViaggioPersona]).toEqual([1846, 46, 923]);
  });

  it('G18 1–9 June is 9 days → second band', () => {
    // 1300 + 32.5 → 33 = 1333; 1 person
    const t = totaliDi(
      input(pacchetto(perDurata), { viaggio: viaggio({ fineViaggio: '2026-06-09', numeroPartecipanti: 1 }) }),
    );
    expect(t.totaleViaggio).toBe(1333);
  });

  it('G19 a same-day trip is 1 day', () => {
    // 900 + 23 = 923; 1 person
    const t = totaliDi(
      input(pacchetto(perDurata), { viaggio: viaggio({ fineViaggio: '2026-06-01', numeroPartecipanti: 1 }) }),
    );
    expect(t.totaleViaggio).toBe(923);
  });

  it('G20 no band for the duration → tariffaNonTrovata', () => {
    // 1–16 June = 16 days, bands end at 15
    const r = computeTotali(input(pacchetto(perDurata), { viaggio: viaggio({ fineViaggio: '2026-06-16' }) }));
    expect(r.ok ? [] : r.erroriTotaleCarrello.map((e) => e.codice)).toEqual(['pricing.tariffaNonTrovata']);
  });
});

const perZona = tariffa({
  zone: [
    { codice: 'ITALIA', descrizione: 'Italia', stati: ['IT'] },
    { codice: 'EUROPA', descrizione: 'Europa', stati: ['FR'], gruppiStato: ['EUROPA'] },
    { codice: 'MONDO', descrizione: 'Mondo', stati: ['*'] },
  ],
  garanzie: [
    {
      codice: 'MED',
      descrizione: 'Spese mediche',
      classeImposta: 'malattia',
      premio: {
        tabella: [
          { zona: 'ITALIA', prezzo: { importo: 1000 } },
          { zona: 'EUROPA', prezzo: { importo: 2000 } },
          { zona: 'MONDO', prezzo: { importo: 4000 } },
        ],
      },
    },
  ],
});
const uno = (over: Parameters<typeof viaggio>[0]) => viaggio({ numeroPartecipanti: 1, ...over });

describe('destination zones', () => {
  it('G21 a listed state picks its zone', () => {
    // FR → EUROPA: 2000 + 2.5% = 50 → 2050
    expect(
      totaliDi(input(pacchetto(perZona), { viaggio: uno({ destinazioneStato: 'FR' }) })).totaleViaggio,
    ).toBe(2050);
  });

  it('G22 an unlisted state falls to its group before the wildcard', () => {
    // 'XX' not listed; group EUROPA → EUROPA (not MONDO's '*'): 2050
    const v = uno({ destinazioneStato: 'XX', destinazioneGruppoStato: 'EUROPA' });
    expect(totaliDi(input(pacchetto(perZona), { viaggio: v })).totaleViaggio).toBe(2050);
  });

  it('G23 any other destination takes the wildcard zone', () => {
    // US → MONDO: 4000 + 100 = 4100
    const v = uno({ destinazioneStato: 'US', destinazioneGruppoStato: 'AMERICA' });
    expect(totaliDi(input(pacchetto(perZona), { viaggio: v })).totaleViaggio).toBe(4100);
  });

  it('G24 no zone covers the destination → destinazioneNonCoperta', () => {
    const senzaMondo = { ...perZona, zone: perZona.zone!.slice(0, 2) };
    const r = computeTotali(input(pacchetto(senzaMondo), { viaggio: uno({ destinazioneStato: 'JP' }) }));
    expect(r.ok ? [] : r.erroriTotaleCarrello).toEqual([
      {
        codice: 'pricing.destinazioneNonCoperta',
        descrizione: 'Destinazione non coperta dalla polizza',
        data: { pacchetto: 'Polizza Test' },
      },
    ]);
  });
});
