/* generated — run npm run gen:types */
/* source: schemas/entities/esitoAcquisto.schema.json */

import type { DatiAdesione } from './datiAdesione';
import type { ErroreTotale } from './erroreTotale';

/**
 * POST adesioni (spec 2 §3 "Multi-purchase result"): status ok when every item was issued, warning when some were and others refused, ko when none was; data.adesioni the issued policies, data.adesioniErrori the refused items (codice a label key, descrizione the Italian text, data.pacchetto the package), data.redirecUrl where to pay the remaining policies when the distributor pays at purchase.
 */
export interface EsitoAcquisto {
  status: 'ok' | 'ko' | 'warning';
  data: {
    adesioni: DatiAdesione[];
    adesioniErrori: ErroreTotale[];
    redirecUrl?: string | null;
  };
}
