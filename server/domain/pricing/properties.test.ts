import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CAMPI_TOTALI } from './campiTotali';
import { computeTotali } from './computeTotali';
import type { BaseTariffa, ClasseImposta, CostoAccessorio, Garanzia, Prezzo, Tariffa } from './tariffa';
import { OGGI } from './testFixtures';
import type {
  Commissione,
  EsitoPricing,
  Markup,
  PacchettoDaPrezzare,
  ViaggioDaPrezzare,
  PricingInput,
  Ritenuta,
  TotaliCentesimi,
} from './types';

const classi: ClasseImposta[] = [
  'infortuni',
  'malattia',
  'assistenza',
  'perditePecuniarie',
  'tutelaLegale',
  'danniBeni',
  'rcGenerale',
  'esente',
];
const basi: BaseTariffa[] = ['persona', 'alloggio', 'imbarcazione', 'viaggio'];

/** A rate in percent with up to 4 decimals. */
const rate = (maxPercent: number) => fc.integer({ min: 0, max: maxPercent * 10_000 }).map((x) => x / 10_000);

const prezzo: fc.Arbitrary<Prezzo> = fc.oneof(
  fc.record({ importo: fc.integer({ min: 0, max: 50_000 }) }),
  fc.record(
    { aliquota: rate(20), premioMinimo: fc.integer({ min: 0, max: 5_000 }) },
    { requiredKeys: ['aliquota'] },
  ),
);
const garanzia: fc.Arbitrary<Garanzia> = fc.record({
  codice: fc.constant('G'),
  descrizione: fc.constant('G'),
  classeImposta: fc.constantFrom(...classi),
  premio: prezzo,
});
const accessorio = (applicazioni: Array<CostoAccessorio['applicazione']>): fc.Arbitrary<CostoAccessorio> =>
  fc.record(
    {
      descrizione: fc.constant('C'),
      importo: fc.integer({ min: 0, max: 2_000 }),
      applicazione: fc.constantFrom(...applicazioni),
      classeImposta: fc.constantFrom(...classi),
    },
    { requiredKeys: ['descrizione', 'importo', 'applicazione'] },
  );
const tariffaArb = (basiAmmesse: BaseTariffa[], applicazioni: Array<CostoAccessorio['applicazione']>) =>
  fc.record({
    versione: fc.constant(1 as const),
    base: fc.constantFrom(...basiAmmesse),
    imposteIncluse: fc.boolean(),
    garanzie: fc.array(garanzia, { minLength: 1, maxLength: 4 }),
    costiAccessori: fc.array(accessorio(applicazioni), { maxLength: 2 }),
    coupon: fc.array(
      fc.oneof(
        fc.record({
          codice: fc.constant('PROMO'),
          tipo: fc.constant('percentuale' as const),
          valore: rate(100),
        }),
        fc.record({
          codice: fc.constant('PROMO'),
          tipo: fc.constant('fisso' as const),
          valore: fc.integer({ min: 0, max: 100_000 }),
        }),
      ),
      { maxLength: 1 },
    ),
  }) satisfies fc.Arbitrary<Tariffa>;

const commissione: fc.Arbitrary<Commissione | null> = fc.oneof(
  fc.constant(null),
  fc.record({
    tipoCommissioneID: fc.constant(1),
    commissione: fc.integer({ min: 0, max: 10_000 }).map((c) => c / 100),
    applicazione: fc.constantFrom('polizza' as const, 'persona' as const),
  }),
  fc.record({
    tipoCommissioneID: fc.constantFrom(2, 3),
    commissione: fc.integer({ min: 0, max: 10_000 }).map((c) => c / 100),
  }),
);
const markup = (fissoApplicazioni: Array<'polizza' | 'persona'>): fc.Arbitrary<Markup | null> =>
  fc.oneof(
    fc.constant(null),
    fc.record({ tipo: fc.constant('percentuale' as const), valore: rate(50) }),
    fc.record({
      tipo: fc.constant('fisso' as const),
      valore: fc.integer({ min: 0, max: 5_000 }),
      applicazione: fc.constantFrom(...fissoApplicazioni),
    }),
  );
const ritenuta: fc.Arbitrary<Ritenuta | null | undefined> = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.record({ aliquotaIrpef: rate(50), quotaImponibile: rate(100) }),
);
const viaggioArb = (codicePromo: fc.Arbitrary<string | null>): fc.Arbitrary<ViaggioDaPrezzare> =>
  fc.record({
    inizioViaggio: fc.constant('2026-06-01'),
    fineViaggio: fc.integer({ min: 1, max: 28 }).map((d) => `2026-06-${String(d).padStart(2, '0')}`),
    destinazioneStato: fc.constant('IT'),
    numeroPartecipanti: fc.integer({ min: 1, max: 10 }),
    eta: fc.integer({ min: 0, max: 99 }),
    importoViaggio: fc.integer({ min: 1, max: 20_000 }),
    secondoImporto: fc.integer({ min: 1, max: 50_000 }),
    numeroAlloggi: fc.integer({ min: 1, max: 5 }),
    codicePromo,
  });
const pacchettoArb = (
  t: fc.Arbitrary<Tariffa>,
  m: fc.Arbitrary<Markup | null>,
): fc.Arbitrary<PacchettoDaPrezzare> =>
  fc.record({
    pacchettoID: fc.integer({ min: 1, max: 1000 }),
    pacchetto: fc.constant('P'),
    tariffa: t,
    commissione,
    commissioneEred: commissione,
    markup: m,
  });

const tutto = fc.record({
  oggi: fc.constant(OGGI),
  viaggio: viaggioArb(fc.constantFrom('PROMO', null)),
  pacchetto: pacchettoArb(tariffaArb(basi, ['polizza', 'persona']), markup(['polizza', 'persona'])),
  complementari: fc.array(
    pacchettoArb(tariffaArb(basi, ['polizza', 'persona']), markup(['polizza', 'persona'])),
    { maxLength: 2 },
  ),
  ritenuta,
}) satisfies fc.Arbitrary<PricingInput>;

function priced(r: EsitoPricing) {
  if (!r.ok) throw new Error(JSON.stringify(r.erroriTotaleCarrello));
  return r;
}

const dueFormula = (t: TotaliCentesimi) =>
  t.totaleViaggio - t.commissioni - t.totaleMarkup + t.ritenutaAcconto;

describe('pricing properties', () => {
  it('totals are non-negative integers and the amount due is the documented formula', () => {
    fc.assert(
      fc.property(tutto, (i) => {
        const r = priced(computeTotali(i));
        for (const t of [r.totali, ...r.pacchetti]) {
          for (const k of CAMPI_TOTALI) {
            expect(Number.isInteger(t[k]), k).toBe(true);
            expect(t[k], k).toBeGreaterThanOrEqual(0);
          }
          expect(t.totaleViaggioDaPagare).toBe(
            t.totaleViaggio - t.commissioni - t.totaleMarkup + t.ritenutaAcconto,
          );
          expect(t.totaleViaggioImposte).toBeLessThanOrEqual(t.totaleViaggio);
        }
        expect(r.totali.totaleViaggioDaPagare).toBe(dueFormula(r.totali));
      }),
      { numRuns: 400 },
    );
  });

  it('item totals are the sums of the package totals', () => {
    fc.assert(
      fc.property(tutto, (i) => {
        const r = priced(computeTotali(i));
        for (const k of CAMPI_TOTALI) expect(r.totali[k]).toBe(r.pacchetti.reduce((s, p) => s + p[k], 0));
      }),
    );
  });

  it('commission: type 1 is euro × (1 or persons), else per-unit percents of the net; both capped at the net', () => {
    fc.assert(
      fc.property(tutto, (i) => {
        const p = priced(computeTotali({ ...i, complementari: [] })).pacchetti[0]!;
        const n = i.viaggio.numeroPartecipanti!;
        const c = i.pacchetto.commissione;
        if (!c) expect(p.commissioni).toBe(0);
        else if (c.tipoCommissioneID === 1) {
          const raw = Math.round(c.commissione * 100) * (c.applicazione === 'persona' ? n : 1);
          expect(p.commissioni).toBe(Math.min(raw, p.premioNetto));
        } else {
          // each unit rounds by at most half a cent
          const units = p.righe.reduce((s, r) => s + r.unita, 0);
          const exact = (p.premioNetto * c.commissione) / 100;
          expect(Math.abs(p.commissioni - exact)).toBeLessThanOrEqual(units / 2 + 1e-6);
        }
        expect(p.commissioni + p.commissioneRete).toBeLessThanOrEqual(p.premioNetto);
      }),
    );
  });

  it('default withholding is 11.5% of the commission, half up', () => {
    fc.assert(
      fc.property(tutto, (i) => {
        const p = priced(computeTotali({ ...i, complementari: [], ritenuta: undefined })).pacchetti[0]!;
        expect(p.ritenutaAcconto).toBe(Math.floor((230 * p.commissioni + 1000) / 2000));
      }),
    );
  });

  it('a coupon only lowers the total, by scontoCoupon, never below commission + markup + taxes', () => {
    fc.assert(
      fc.property(tutto, (i) => {
        const con = priced(
          computeTotali({ ...i, complementari: [], viaggio: { ...i.viaggio, codicePromo: 'PROMO' } }),
        ).pacchetti[0]!;
        const senza = priced(
          computeTotali({ ...i, complementari: [], viaggio: { ...i.viaggio, codicePromo: null } }),
        ).pacchetti[0]!;
        expect(senza.scontoCoupon).toBe(0);
        expect(con.totaleViaggio).toBe(senza.totaleViaggio - con.scontoCoupon);
        expect(con.scontoCoupon).toBeLessThanOrEqual(con.premioNetto - con.commissioni);
        expect(con.totaleViaggio).toBeGreaterThanOrEqual(
          con.commissioni + con.totaleMarkup + con.totaleViaggioImposte,
        );
        expect(con.totaleViaggioDaPagare).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('per person × persons = total when the basis is the person and nothing is charged per policy', () => {
    const perPersona = fc.record({
      oggi: fc.constant(OGGI),
      viaggio: viaggioArb(fc.constant(null)),
      pacchetto: pacchettoArb(tariffaArb(['persona'], ['persona']), markup(['persona'])),
      ritenuta,
    }) satisfies fc.Arbitrary<PricingInput>;
    fc.assert(
      fc.property(perPersona, (i) => {
        const t = priced(computeTotali(i)).totali;
        const n = i.viaggio.numeroPartecipanti!;
        expect(t.totaleViaggioPersona * n).toBe(t.totaleViaggio);
        expect(t.totaleViaggioPersonaImposte * n).toBe(t.totaleViaggioImposte);
        const unoSolo = priced(
          computeTotali({ ...i, viaggio: { ...i.viaggio, numeroPartecipanti: 1 } }),
        ).totali;
        expect(unoSolo.totaleViaggio).toBe(t.totaleViaggioPersona);
      }),
      { numRuns: 300 },
    );
  });
});
