import type { Totali } from './types';

/** The figures of `Totali`, in the spec's order followed by the two extra ones. */
export const CAMPI_TOTALI = [
  'totaleViaggio',
  'totaleViaggioImposte',
  'totaleViaggioPersona',
  'totaleViaggioPersonaImposte',
  'totaleMarkup',
  'commissioni',
  'scontoCoupon',
  'totaleViaggioDaPagare',
  'ritenutaAcconto',
  'costiAccessori',
  'commissioneRete',
] as const satisfies readonly (keyof Totali)[];
