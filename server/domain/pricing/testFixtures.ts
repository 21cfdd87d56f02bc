import { computeTotali } from './computeTotali';
import type { ClasseImposta, Garanzia, Tariffa } from './tariffa';
import type {
  EsitoPricing,
  PacchettoDaPrezzare,
  ViaggioDaPrezzare,
  PricingInput,
  TotaliCentesimi,
} from './types';

/** Shared builders for the pricing tests: a trip of 8 days (1–8 June 2026), 2 people aged 40, Italy. */
export const OGGI = '2026-05-01';

export function viaggio(over: Partial<ViaggioDaPrezzare> = {}): ViaggioDaPrezzare {
  return {
    inizioViaggio: '2026-06-01',
    fineViaggio: '2026-06-08',
    destinazioneStato: 'IT',
    nazionalita: 'IT',
    numeroPartecipanti: 2,
    eta: 40,
    ...over,
  };
}

export const garanziaFissa = (importo: number, classeImposta: ClasseImposta, codice = 'G'): Garanzia => ({
  codice,
  descrizione: codice,
  classeImposta,
  premio: { importo },
});

export function tariffa(over: Partial<Tariffa> = {}): Tariffa {
  return { versione: 1, base: 'persona', garanzie: [garanziaFissa(1000, 'assistenza')], ...over };
}

export function pacchetto(t: Tariffa, over: Partial<PacchettoDaPrezzare> = {}): PacchettoDaPrezzare {
  return { pacchettoID: 1, pacchetto: 'Polizza Test', tariffa: t, ...over };
}

export function input(p: PacchettoDaPrezzare, over: Partial<PricingInput> = {}): PricingInput {
  return { oggi: OGGI, viaggio: viaggio(), pacchetto: p, ...over };
}

/** The totals of a priced input; fails the test with the errors when it does not price. */
export function totaliDi(i: PricingInput): TotaliCentesimi {
  const r: EsitoPricing = computeTotali(i);
  if (!r.ok) throw new Error(`expected totals, got ${JSON.stringify(r.erroriTotaleCarrello)}`);
  return r.totali;
}

/** Expected totals: the figures given, every other figure 0. */
export function attesi(figures: Partial<TotaliCentesimi>): TotaliCentesimi {
  return {
    totaleViaggio: 0,
    totaleViaggioImposte: 0,
    totaleViaggioPersona: 0,
    totaleViaggioPersonaImposte: 0,
    totaleMarkup: 0,
    commissioni: 0,
    scontoCoupon: 0,
    totaleViaggioDaPagare: 0,
    ritenutaAcconto: 0,
    costiAccessori: 0,
    commissioneRete: 0,
    ...figures,
  };
}
