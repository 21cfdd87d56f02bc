/* generated — run npm run gen:types */
/* source: schemas/entities/prodottoLista.schema.json */

import type { ErroreTotale } from './erroreTotale';
import type { ExtraInfo } from './extraInfo';
import type { ParametroConfronto } from './parametroConfronto';
import type { Totali } from './totali';

/**
 * A product in the list (spec 2 §3 "Product in list"). totali are for the trip parameters sent (null without them or when the package refuses the trip; erroriTotaleCarrello then says why). Commission: tipoCommissioneID 1 = fixed euro, otherwise percent; commissioneEred is the network's share when the caller is a member agency. Images are names for file/image/{name}.
 */
export interface ProdottoLista {
  itemID: number;
  pacchettoID: number;
  prodottoID: number;
  pacchetto: string;
  nomeProdotto?: string;
  fornitore?: string;
  categoriaID: number;
  tipologiaPolizzaID?: number;
  logoImageThumb?: string | null;
  categoriaImmagine?: string | null;
  immagine?: string | null;
  preferito: boolean;
  totali: null | Totali;
  erroriTotaleCarrello?: ErroreTotale[];
  commissione: number | null;
  tipoCommissioneID: number | null;
  commissioneEred: number | null;
  tipoCommissioneEredID: number | null;
  extraInfo: ExtraInfo[];
  parametri: ParametroConfronto[];
  caricaImmagine?: boolean;
  abilitaDatiVolo?: boolean;
}
