import type { Totali } from '../../../../schemas/types';

/** Euro (as the pricing calls answer them) to whole cents. */
export const cents = (euro: number | null | undefined): number => Math.round((euro ?? 0) * 100);

/** Whole cents as the numeric(12,2) text PostgreSQL stores, never through a binary float. */
export function decimale(c: number): string {
  const sign = c < 0 ? '-' : '';
  const abs = Math.abs(c);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The figures of one policy, in cents. */
export interface ImportiPolizza {
  totaleViaggio: number;
  imposte: number;
  commissioni: number;
  commissioneRete: number;
  daPagare: number;
  ritenuta: number;
}

export function importiDi(t: Partial<Totali>): ImportiPolizza {
  return {
    totaleViaggio: cents(t.totaleViaggio),
    imposte: cents(t.totaleViaggioImposte),
    commissioni: cents(t.commissioni),
    commissioneRete: cents(t.commissioneRete),
    daPagare: cents(t.totaleViaggioDaPagare),
    ritenuta: cents(t.ritenutaAcconto),
  };
}

/**
 * One policy's figures split over `n` practices (one per participant with tesseraSingola): every
 * share is whole cents and the shares add up to the whole, the remainder going to the first ones.
 */
export function ripartisci(i: ImportiPolizza, n: number): ImportiPolizza[] {
  const parti = (totale: number) => {
    const base = Math.trunc(totale / n);
    const resto = totale - base * n;
    return Array.from({ length: n }, (_, k) => base + (k < Math.abs(resto) ? Math.sign(resto) : 0));
  };
  const d = {
    totaleViaggio: parti(i.totaleViaggio),
    imposte: parti(i.imposte),
    commissioni: parti(i.commissioni),
    commissioneRete: parti(i.commissioneRete),
    daPagare: parti(i.daPagare),
    ritenuta: parti(i.ritenuta),
  };
  return Array.from({ length: n }, (_, k) => ({
    totaleViaggio: d.totaleViaggio[k]!,
    imposte: d.imposte[k]!,
    commissioni: d.commissioni[k]!,
    commissioneRete: d.commissioneRete[k]!,
    daPagare: d.daPagare[k]!,
    ritenuta: d.ritenuta[k]!,
  }));
}
