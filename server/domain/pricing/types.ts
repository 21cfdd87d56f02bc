import type { ErroreTotale } from '../../../schemas/types';
import type { Regole, Tariffa } from './tariffa';

export type { ErroreTotale };

/** A participant as the trip data holds it (spec 2 §3); only what pricing reads. */
export interface PartecipantePricing {
  DataNascita?: string | null;
  CodiceFiscale?: string | null;
}

/**
 * Trip parameters of spec 2 §3 as the engine reads them: destination and nationality resolved to codes,
 * the age band to a range (the API's `ParametriViaggio` becomes this in `carrello/prezzi.ts`). Dates are `YYYY-MM-DD` (only the first 10 characters are read);
 * amounts are in euro as the form sends them.
 */
export interface ViaggioDaPrezzare {
  inizioViaggio?: string | null;
  fineViaggio?: string | null;
  destinazioneGruppoStato?: string | null;
  destinazioneStato?: string | null;
  nazionalita?: string | null;
  /** Exact age in years, for participants without a birth date. */
  eta?: number | null;
  /** The age band chosen on the form, for participants without a birth date and without `eta`. */
  etaRange?: { min: number; max: number } | null;
  tipologiaPolizza?: number | null;
  numeroPartecipanti?: number | null;
  /** Euro per person (per accommodation on a per-accommodation tariff). */
  importoViaggio?: number | null;
  /** Euro per boat. */
  secondoImporto?: number | null;
  numeroAlloggi?: number | null;
  codicePromo?: string | null;
  partecipanti?: PartecipantePricing[] | null;
}

/** A distributor's commission on a package, in the API's shape: euro when type 1, else percent. */
export interface Commissione {
  tipoCommissioneID: number;
  commissione: number;
  /** Only for type 1: per policy (default) or per insured person. */
  applicazione?: 'polizza' | 'persona';
}

/** The distributor's surcharge, kept by the distributor. Percent of the unit's gross premium, or cents. */
export type Markup =
  | { tipo: 'percentuale'; valore: number }
  | { tipo: 'fisso'; valore: number; applicazione?: 'polizza' | 'persona' };

/** Withholding on commission: `aliquotaIrpef`% of `quotaImponibile`% of the commission. */
export interface Ritenuta {
  aliquotaIrpef: number;
  quotaImponibile: number;
}

export interface PacchettoDaPrezzare {
  pacchettoID: number;
  /** Package name, echoed in `data.pacchetto` of its errors. */
  pacchetto: string;
  tariffa: Tariffa;
  /** Rules from the catalogue's extra-info rows; they win over `tariffa.regole`. */
  regole?: Regole;
  /** The selling distributor's commission. */
  commissione?: Commissione | null;
  /** The network's inherited commission (commissioneEred) when the distributor is a member agency. */
  commissioneEred?: Commissione | null;
  markup?: Markup | null;
  /** Per-package trip values (a supplementary policy's own destination, nationality, amount). */
  viaggio?: Partial<ViaggioDaPrezzare>;
}

export interface PricingInput {
  /** Today, `YYYY-MM-DD`, injected so the engine stays pure. */
  oggi: string;
  /** `carrello` also enforces the participant-data rules (birth date, tax code). Default `preventivo`. */
  fase?: 'preventivo' | 'carrello';
  viaggio: ViaggioDaPrezzare;
  pacchetto: PacchettoDaPrezzare;
  complementari?: PacchettoDaPrezzare[];
  /** The distributor's withholding; undefined = 23% on 50%, null = not subject to withholding. */
  ritenuta?: Ritenuta | null;
  /**
   * Refuse an unknown or expired `codicePromo` (erroreCodicePromo) instead of pricing without a
   * discount: true for an item being bought, false (default) for the list of products.
   */
  controllaCodicePromo?: boolean;
}

/**
 * The figures of spec 2 §3 "Totals", in integer euro cents, plus two extra figures: what the engine
 * computes with. The API's `Totali` (schemas/types) are the same figures in euro (`totaliInEuro`).
 */
export interface TotaliCentesimi {
  totaleViaggio: number;
  totaleViaggioImposte: number;
  totaleViaggioPersona: number;
  totaleViaggioPersonaImposte: number;
  totaleMarkup: number;
  commissioni: number;
  scontoCoupon: number;
  totaleViaggioDaPagare: number;
  ritenutaAcconto: number;
  /** Accessory charges including their tax ("di cui costi accessori"). */
  costiAccessori: number;
  /** The network's share (commissioneEred); paid to the network, not part of the amount due. */
  commissioneRete: number;
}

/** One priced line: a group of identically priced units (participants of one age, or all units). */
export interface RigaPrezzata {
  unita: number;
  eta: number | null;
  garanzie: Array<{ codice: string; netto: number; imposta: number }>;
  netto: number;
  imposta: number;
  markup: number;
  commissione: number;
}

export interface TotaliPacchetto extends TotaliCentesimi {
  pacchettoID: number;
  pacchetto: string;
  premioNetto: number;
  impostePremio: number;
  couponApplicato: string | null;
  righe: RigaPrezzata[];
}

export type EsitoPricing =
  | { ok: true; totali: TotaliCentesimi; pacchetti: TotaliPacchetto[] }
  | { ok: false; erroriTotaleCarrello: ErroreTotale[] };
