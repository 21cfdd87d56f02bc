/* generated — run npm run gen:types */
/* source: schemas/entities/totali.schema.json */

/**
 * Totals of spec 2 §3 in euro with 2 decimals (server/domain/pricing/README.md gives each formula), plus costiAccessori (of which accessory charges) and commissioneRete (the network's share).
 */
export interface Totali {
  totaleViaggio: number;
  totaleViaggioImposte: number;
  totaleViaggioPersona: number;
  totaleViaggioPersonaImposte: number;
  totaleMarkup: number;
  commissioni: number;
  scontoCoupon: number;
  totaleViaggioDaPagare: number;
  ritenutaAcconto: number;
  costiAccessori: number;
  commissioneRete: number;
}
