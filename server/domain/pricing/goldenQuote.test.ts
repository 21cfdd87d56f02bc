import { describe, expect, it } from 'vitest';
import { computeTotali } from './computeTotali';
import { attesi, garanziaFissa, input, pacchetto, tariffa, totaliDi, viaggio } from './testFixtures';

/*
 * Hand-computed golden cases. Amounts in cents. Unless a case says otherwise: 2 people aged 40,
 * 1–8 June 2026 (8 days), Italy, today 1 May 2026, one guarantee of 1000 per person taxed as
 * 'assistenza' (10%), default withholding 23% × 50% = 11.5%. round() is half up to the cent.
 */

const base = tariffa();

const perEta = tariffa({
  regole: { etaMassima: 80, etaMinima: 18 },
  garanzie: [
    {
      codice: 'MED',
      descrizione: 'Spese mediche',
      classeImposta: 'malattia',
      premio: {
        tabella: [
          { etaMax: 70, prezzo: { importo: 1000 } },
          { etaMin: 71, prezzo: { importo: 1500 } },
        ],
      },
    },
  ],
});

describe('age bands', () => {
  it('G25 each participant priced at their age on the start day; per person rounds half up', () => {
    // born 1956-06-02: 69 on 2026-06-01 (birthday the next day) → 1000 + 25 = 1025
    // born 1955-06-01: 71 on the day → 1500 + 37.5 → 38 = 1538
    // total 2563, taxes 63; per person 2563 / 2 = 1281.5 → 1282, taxes 63 / 2 = 31.5 → 32
    const v = viaggio({ partecipanti: [{ DataNascita: '1956-06-02' }, { DataNascita: '1955-06-01' }] });
    expect(totaliDi(input(pacchetto(perEta), { viaggio: v }))).toEqual(
      attesi({
        totaleViaggio: 2563,
        totaleViaggioImposte: 63,
        totaleViaggioPersona: 1282,
        totaleViaggioPersonaImposte: 32,
        totaleViaggioDaPagare: 2563,
      }),
    );
  });

  it('G26 without birth dates the band of the form reads its upper age', () => {
    // etaRange 71–80 → age 80 → 1538 per person × 2 = 3076
    const v = viaggio({ eta: null, etaRange: { min: 71, max: 80 } });
    expect(totaliDi(input(pacchetto(perEta), { viaggio: v })).totaleViaggio).toBe(3076);
  });

  it('G27 a participant above the maximum age → limiteEtaMax', () => {
    // born 1945-05-31 → 81 on 2026-06-01 > 80
    const v = viaggio({ partecipanti: [{ DataNascita: '1945-05-31' }] });
    const r = computeTotali(input(pacchetto(perEta), { viaggio: v }));
    expect(r.ok ? [] : r.erroriTotaleCarrello).toEqual([
      {
        codice: 'pricing.limiteEtaMax',
        descrizione: "L'età dei partecipanti supera il massimo previsto dalla polizza",
        data: { pacchetto: 'Polizza Test' },
      },
    ]);
  });

  it('G28 a band starting below the minimum age → limiteEtaMin', () => {
    const r = computeTotali(
      input(pacchetto(perEta), { viaggio: viaggio({ eta: null, etaRange: { min: 0, max: 17 } }) }),
    );
    expect(r.ok ? [] : r.erroriTotaleCarrello.map((e) => e.codice)).toEqual(['pricing.limiteEtaMin']);
  });
});

describe('bases other than the person', () => {
  it('G29 per accommodation: rate on the amount per accommodation', () => {
    // 1500 € per accommodation = 150000 × 3.5% = 5250 (≥ min 2500); tax 5250 × 21.25% = 1115.625 → 1116
    // unit 6366 × 2 accommodations = 12732, taxes 2232; 4 people: 12732 / 4 = 3183, 2232 / 4 = 558
    const t = tariffa({
      base: 'alloggio',
      garanzie: [
        {
          codice: 'ANN',
          descrizione: 'Annullamento',
          classeImposta: 'perditePecuniarie',
          premio: { aliquota: 3.5, premioMinimo: 2500 },
        },
      ],
    });
    const v = viaggio({ importoViaggio: 1500, numeroAlloggi: 2, numeroPartecipanti: 4 });
    expect(totaliDi(input(pacchetto(t), { viaggio: v }))).toEqual(
      attesi({
        totaleViaggio: 12732,
        totaleViaggioImposte: 2232,
        totaleViaggioPersona: 3183,
        totaleViaggioPersonaImposte: 558,
        totaleViaggioDaPagare: 12732,
      }),
    );
  });

  it('G30 per boat: rate on the boat amount plus a fixed RC', () => {
    // 8000 € = 800000 × 4% = 32000, tax 21.25% = 6800; RC 3500, tax 22.25% = 778.75 → 779
    // 1 boat: 35500 + 7579 = 43079; 6 people: 43079 / 6 = 7179.83 → 7180, 7579 / 6 = 1263.17 → 1263
    const t = tariffa({
      base: 'imbarcazione',
      garanzie: [
        {
          codice: 'ANN',
          descrizione: 'Annullamento noleggio',
          classeImposta: 'perditePecuniarie',
          premio: { aliquota: 4, premioMinimo: 5000 },
        },
        garanziaFissa(3500, 'rcGenerale', 'RC'),
      ],
    });
    const v = viaggio({ secondoImporto: 8000, numeroAlloggi: 1, numeroPartecipanti: 6 });
    expect(totaliDi(input(pacchetto(t), { viaggio: v }))).toEqual(
      attesi({
        totaleViaggio: 43079,
        totaleViaggioImposte: 7579,
        totaleViaggioPersona: 7180,
        totaleViaggioPersonaImposte: 1263,
        totaleViaggioDaPagare: 43079,
      }),
    );
  });

  it('G31 per trip: rate on the whole trip amount', () => {
    // 750 € × 3 people = 225000 × 2% = 4500; tax 21.25% = 956.25 → 956; total 5456
    // per person 5456 / 3 = 1818.67 → 1819; 956 / 3 = 318.67 → 319
    const t = tariffa({
      base: 'viaggio',
      garanzie: [
        {
          codice: 'ANN',
          descrizione: 'Annullamento',
          classeImposta: 'perditePecuniarie',
          premio: { aliquota: 2 },
        },
      ],
    });
    const v = viaggio({ importoViaggio: 750, numeroPartecipanti: 3 });
    expect(totaliDi(input(pacchetto(t), { viaggio: v }))).toEqual(
      attesi({
        totaleViaggio: 5456,
        totaleViaggioImposte: 956,
        totaleViaggioPersona: 1819,
        totaleViaggioPersonaImposte: 319,
        totaleViaggioDaPagare: 5456,
      }),
    );
  });

  it('G32 per boat and per accommodation need their count and amount', () => {
    const barca = tariffa({
      base: 'imbarcazione',
      garanzie: [
        { codice: 'ANN', descrizione: 'A', classeImposta: 'perditePecuniarie', premio: { aliquota: 4 } },
      ],
    });
    const r1 = computeTotali(input(pacchetto(barca)));
    expect(r1.ok ? [] : r1.erroriTotaleCarrello.map((e) => e.codice)).toEqual([
      'pricing.importoImbarcazioneRichiesto',
      'pricing.numeroImbarcazioniRichiesto',
    ]);
    const r2 = computeTotali(
      input(pacchetto(tariffa({ base: 'alloggio' })), { viaggio: viaggio({ numeroAlloggi: 0 }) }),
    );
    expect(r2.ok ? [] : r2.erroriTotaleCarrello.map((e) => e.codice)).toEqual([
      'pricing.numeroAlloggiRichiesto',
    ]);
  });
});

describe('accessory charges, markup, coupon, network', () => {
  it('G33 accessory charges per policy (untaxed) and per person (taxed)', () => {
    // premium 2200 (taxes 200); charges: 200 once + 2 × (150 + 150 × 10% = 15) = 330 → 530, their taxes 30
    // total 2730, taxes 230; per person 1365, 115
    const t = tariffa({
      costiAccessori: [
        { descrizione: 'Diritti', importo: 200, applicazione: 'polizza' },
        {
          descrizione: 'Assistenza pratica',
          importo: 150,
          applicazione: 'persona',
          classeImposta: 'assistenza',
        },
      ],
    });
    expect(totaliDi(input(pacchetto(t)))).toEqual(
      attesi({
        totaleViaggio: 2730,
        totaleViaggioImposte: 230,
        totaleViaggioPersona: 1365,
        totaleViaggioPersonaImposte: 115,
        costiAccessori: 530,
        totaleViaggioDaPagare: 2730,
      }),
    );
  });

  it('G34 percent markup on each unit gross premium; the distributor keeps it', () => {
    // unit gross 1100 × 10% = 110; × 2 = 220; total 2420; due = 2420 − 0 − 220 + 0 = 2200
    const p = pacchetto(base, { markup: { tipo: 'percentuale', valore: 10 } });
    expect(totaliDi(input(p))).toEqual(
      attesi({
        totaleViaggio: 2420,
        totaleViaggioImposte: 200,
        totaleViaggioPersona: 1210,
        totaleViaggioPersonaImposte: 100,
        totaleMarkup: 220,
        totaleViaggioDaPagare: 2200,
      }),
    );
  });

  it('G35 fixed markup per policy with commission', () => {
    // markup 500; total 2700; commission 400, withholding 46; due = 2700 − 400 − 500 + 46 = 1846
    const p = pacchetto(base, {
      markup: { tipo: 'fisso', valore: 500 },
      commissione: { tipoCommissioneID: 2, commissione: 20 },
    });
    const t = totaliDi(input(p));
    expect([t.totaleViaggio, t.totaleMarkup, t.totaleViaggioPersona, t.totaleViaggioDaPagare]).toEqual([
      2700, 500, 1350, 1846,
    ]);
  });

  const conCoupon = tariffa({
    coupon: [
      { codice: 'ESTATE10', tipo: 'percentuale', valore: 10, validoAl: '2026-09-30' },
      { codice: 'MENO50', tipo: 'fisso', valore: 5000 },
      { codice: 'SCADUTO', tipo: 'percentuale', valore: 10, validoAl: '2026-04-30' },
      { codice: 'QUARTO', tipo: 'percentuale', valore: 12.5 },
    ],
  });
  const venti = { tipoCommissioneID: 2, commissione: 20 };

  it('G36 percent coupon (code matched ignoring case and spaces)', () => {
    // 2200 × 10% = 220 (cap 2000 − 400 = 1600); total 1980; due = 1980 − 400 + 46 = 1626
    const p = pacchetto(conCoupon, { commissione: venti });
    const r = computeTotali(input(p, { viaggio: viaggio({ codicePromo: ' estate10 ' }) }));
    expect(r.ok && r.totali).toEqual(
      attesi({
        totaleViaggio: 1980,
        totaleViaggioImposte: 200,
        totaleViaggioPersona: 990,
        totaleViaggioPersonaImposte: 100,
        commissioni: 400,
        scontoCoupon: 220,
        ritenutaAcconto: 46,
        totaleViaggioDaPagare: 1626,
      }),
    );
    expect(r.ok && r.pacchetti[0]?.couponApplicato).toBe('ESTATE10');
  });

  it('G37 a fixed coupon is capped at the net premium less the commission', () => {
    // 5000 > 2000 − 400 = 1600 → 1600; total 600 (still ≥ taxes 200); due = 600 − 400 + 46 = 246
    const t = totaliDi(
      input(pacchetto(conCoupon, { commissione: venti }), { viaggio: viaggio({ codicePromo: 'MENO50' }) }),
    );
    expect([t.scontoCoupon, t.totaleViaggio, t.totaleViaggioDaPagare]).toEqual([1600, 600, 246]);
  });

  it('G38 an expired or unknown code gives no discount', () => {
    for (const codicePromo of ['SCADUTO', 'NONESISTE']) {
      const t = totaliDi(input(pacchetto(conCoupon), { viaggio: viaggio({ codicePromo }) }));
      expect([t.scontoCoupon, t.totaleViaggio]).toEqual([0, 2200]);
    }
  });

  it('G39 coupon x.xx5 rounds half up', () => {
    // 1 person: 1100 × 12.5% = 137.5 → 138; total 962, per person 962
    const t = totaliDi(
      input(pacchetto(conCoupon), { viaggio: viaggio({ numeroPartecipanti: 1, codicePromo: 'QUARTO' }) }),
    );
    expect([t.scontoCoupon, t.totaleViaggio, t.totaleViaggioPersona]).toEqual([138, 962, 962]);
  });

  it("G40 the network's inherited commission is reported apart and does not change the amount due", () => {
    // agency 15%: 150 × 2 = 300, withholding 34.5 → 35; network 5%: 50 × 2 = 100; due = 2200 − 300 + 35 = 1935
    const p = pacchetto(base, {
      commissione: { tipoCommissioneID: 2, commissione: 15 },
      commissioneEred: { tipoCommissioneID: 2, commissione: 5 },
    });
    const t = totaliDi(input(p));
    expect([t.commissioni, t.commissioneRete, t.ritenutaAcconto, t.totaleViaggioDaPagare]).toEqual([
      300, 100, 35, 1935,
    ]);
  });

  it("G41 the network's share is capped at the net premium left after the agency's", () => {
    // network 30 € = 3000 > 2000 − 300 = 1700 → 1700
    const p = pacchetto(base, {
      commissione: { tipoCommissioneID: 2, commissione: 15 },
      commissioneEred: { tipoCommissioneID: 1, commissione: 30 },
    });
    expect(totaliDi(input(p)).commissioneRete).toBe(1700);
  });
});

describe('supplementary policies', () => {
  const bagaglio = pacchetto(tariffa({ garanzie: [garanziaFissa(600, 'danniBeni')] }), {
    pacchettoID: 2,
    pacchetto: 'Bagaglio Plus',
    commissione: { tipoCommissioneID: 2, commissione: 10 },
  });

  it('G42 each package priced alone, the item totals are their sums', () => {
    // main (G2): 2200, taxes 200, per person 1100/100, commission 400, withholding 46, due 1846
    // bagaglio: 600 + 127.5 → 128 = 728 × 2 = 1456, taxes 256; commission 60 × 2 = 120, withholding 13.8 → 14;
    //   due = 1456 − 120 + 14 = 1350
    // sums: 3656, 456, 1828, 228, commission 520, withholding 60, due 3196
    const main = pacchetto(base, { commissione: { tipoCommissioneID: 2, commissione: 20 } });
    const r = computeTotali(input(main, { complementari: [bagaglio] }));
    expect(r.ok && r.totali).toEqual(
      attesi({
        totaleViaggio: 3656,
        totaleViaggioImposte: 456,
        totaleViaggioPersona: 1828,
        totaleViaggioPersonaImposte: 228,
        commissioni: 520,
        ritenutaAcconto: 60,
        totaleViaggioDaPagare: 3196,
      }),
    );
    expect(r.ok && r.pacchetti.map((p) => [p.pacchetto, p.totaleViaggio, p.totaleViaggioDaPagare])).toEqual([
      ['Polizza Test', 2200, 1846],
      ['Bagaglio Plus', 1456, 1350],
    ]);
  });

  it("G43 a supplementary policy's own destination is checked against its zones", () => {
    const conZone = {
      ...bagaglio,
      tariffa: { ...bagaglio.tariffa, zone: [{ codice: 'EU', descrizione: 'Europa', stati: ['FR'] }] },
    };
    const r = computeTotali(
      input(pacchetto(base), { complementari: [{ ...conZone, viaggio: { destinazioneStato: 'JP' } }] }),
    );
    expect(r.ok ? [] : r.erroriTotaleCarrello).toEqual([
      {
        codice: 'pricing.destinazioneNonCoperta',
        descrizione: 'Destinazione non coperta dalla polizza',
        data: { pacchetto: 'Bagaglio Plus' },
      },
    ]);
  });

  it('G44 a mandatory supplementary policy must be present', () => {
    const main = pacchetto(tariffa({ regole: { complementareObbligatoria: [2] } }));
    const senza = computeTotali(input(main));
    expect(senza.ok ? [] : senza.erroriTotaleCarrello.map((e) => e.codice)).toEqual([
      'pricing.complementareRichiesta',
    ]);
    expect(totaliDi(input(main, { complementari: [bagaglio] })).totaleViaggio).toBe(3656);
  });
});
