import type { TotaliCentesimi } from './types';

/** The figures of `TotaliCentesimi`, in the spec's order followed by the two extra ones. */
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
] as const satisfies readonly (keyof TotaliCentesimi)[];
