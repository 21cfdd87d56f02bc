/* generated — run npm run gen:types */
/* source: schemas/entities/totaliRisposta.schema.json */

import type { ErroreTotale } from './erroreTotale';
import type { Totali } from './totali';

/**
 * The answer of POST carrello/totali: data holds the totals of the package and its supplementary policies (F15: field-by-field sums) with each package's own figures in pacchetti, or erroriTotaleCarrello.
 */
export interface TotaliRisposta {
  data: {
    totaleViaggio?: number;
    totaleViaggioImposte?: number;
    totaleViaggioPersona?: number;
    totaleViaggioPersonaImposte?: number;
    totaleMarkup?: number;
    commissioni?: number;
    scontoCoupon?: number;
    totaleViaggioDaPagare?: number;
    ritenutaAcconto?: number;
    costiAccessori?: number;
    commissioneRete?: number;
    pacchetti?: (Totali & {
      pacchettoID: number;
      pacchetto: string;
    })[];
    erroriTotaleCarrello?: ErroreTotale[];
  };
}
