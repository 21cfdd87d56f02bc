/* generated — run npm run gen:types */
/* source: schemas/entities/datiViaggio.schema.json */

import type { ParametriViaggio } from './parametriViaggio';
import type { PartecipanteViaggio } from './partecipanteViaggio';
import type { ProdottoCollegato } from './prodottoCollegato';
import type { Totali } from './totali';
import type { UlterioreDato } from './ulterioreDato';

/**
 * Trip data (datiViaggio, spec 2 §3): the package being bought and what the agent entered for it — trip parameters, participants, declarations, supplementary policies, further data. totali are the server's figures for it (the client reads them from carrello/totali and never keeps them); datiExtra is encoded and holds datiVolo.
 */
export interface DatiViaggio {
  itemID?: number | string | null;
  pacchettoID: number;
  parametri: ParametriViaggio;
  note?: string | null;
  riferimentoPratica?: string | null;
  /**
   * @maxItems 10000
   */
  partecipanti?: PartecipanteViaggio[] | null;
  immaginePartecipanti?: number | string | null;
  tesseraSingola?: boolean | null;
  parametriDichiarazione?: null | {
    adeguatezza?: boolean | null;
    checkPolizza?: boolean | null;
    checkPrivacy?: boolean | null;
  };
  /**
   * @maxItems 20
   */
  prodottiCollegati?: ProdottoCollegato[];
  totali?: null | Totali;
  /**
   * Not read: the server lists supplementary policies from prodottiCollegati.
   */
  complementari?: {
    [k: string]: unknown;
  };
  /**
   * @maxItems 50
   */
  ulterioriDati?: UlterioreDato[] | null;
  inModifica?: boolean | null;
  /**
   * base64url (safe-base64) of the UTF-8 JSON { "datiVolo": Volo[] }.
   */
  datiExtra?: string | null;
}
