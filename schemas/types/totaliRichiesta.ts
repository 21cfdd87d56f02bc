/* generated — run npm run gen:types */
/* source: schemas/entities/totaliRichiesta.schema.json */

import type { ParametriViaggio } from './parametriViaggio';
import type { PartecipanteViaggio } from './partecipanteViaggio';
import type { ProdottoCollegato } from './prodottoCollegato';

/**
 * POST carrello/totali: the trip data (datiViaggio, spec 2 §3) plus pacchettoID, nazionalitaID, statoID and importoViaggio, which override the trip parameters for the package priced. prodottiCollegati (a list, or its JSON text) are the supplementary policies priced with it; mandatory ones are added when missing.
 */
export interface TotaliRichiesta {
  pacchettoID: number;
  nazionalitaID?: string | number | null;
  statoID?: string | number | null;
  importoViaggio?: number | null;
  itemID?: number | string | null;
  parametri?: null | ParametriViaggio;
  note?: string | null;
  riferimentoPratica?: string | null;
  /**
   * The travellers typed so far: each is priced at their age on the trip's start (only DataNascita is read, YYYY-MM-DD or DD/MM/YYYY), one without a birth date at the age band. A list inside parametri is ignored.
   *
   * @maxItems 10000
   */
  partecipanti?: PartecipanteViaggio[] | null;
  immaginePartecipanti?: number | string | null;
  tesseraSingola?: boolean | null;
  parametriDichiarazione?: unknown;
  /**
   * A list, or its JSON text. The array comes first in anyOf: with Fastify's array coercion a one-item list would otherwise be taken apart by the other branches.
   */
  prodottiCollegati?: ProdottoCollegato[] | string | null;
  totali?: unknown;
  complementari?: unknown;
  ulterioriDati?: unknown;
  inModifica?: boolean | null;
  datiExtra?: unknown;
}
