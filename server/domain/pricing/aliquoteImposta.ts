import type { ClasseImposta } from './tariffa';

/**
 * Default Italian premium-tax rates (imposte sulle assicurazioni, L. 1216/1961, tariff annex A), percent,
 * by the class of the guarantee. A tariff can override any of them (`aliquoteImposta`), so a rate the
 * insurer applies differently is data, not code.
 */
export const ALIQUOTE_IMPOSTA_DEFAULT: Readonly<Record<ClasseImposta, number>> = {
  infortuni: 2.5,
  malattia: 2.5,
  assistenza: 10,
  perditePecuniarie: 21.25,
  tutelaLegale: 21.25,
  danniBeni: 21.25,
  rcGenerale: 22.25,
  esente: 0,
};

/** Withholding on agents' commission: IRPEF 23% on 50% of the commission (11.5% effective). */
export const RITENUTA_DEFAULT = { aliquotaIrpef: 23, quotaImponibile: 50 } as const;
