/* generated — run npm run gen:types */
/* source: schemas/entities/prodottoDettaglio.schema.json */

import type { DestinazionePacchetto } from './destinazionePacchetto';
import type { ExtraInfo } from './extraInfo';
import type { NazionalitaPacchetto } from './nazionalitaPacchetto';
import type { ParametroConfronto } from './parametroConfronto';
import type { TestoCarrello } from './testoCarrello';
import type { UlterioreDato } from './ulterioreDato';

/**
 * Product detail (spec 2 §3): descriptions are sanitised HTML; destinazioni are the destinations the tariff covers (state groups or states, the code to send as statoID), nazionalita the departure areas it accepts; testiCarrello the package's texts for the cart text kinds 1-12; etichettaAlloggio the lodging label (1 Tratte, 2 Alloggi, 3 Imbarcazioni, 4 Unità abitative).
 */
export interface ProdottoDettaglio {
  itemID: number;
  pacchettoID: number;
  prodottoID: number;
  pacchetto: string;
  nomeProdotto: string;
  fornitore?: string;
  descrizioneSintetica: string;
  descrizioneEstesa: string;
  destinazioni: DestinazionePacchetto[];
  nazionalita: NazionalitaPacchetto[];
  testiCarrello: TestoCarrello[];
  categoriaID: number;
  tipologiaPolizzaID?: number;
  etichettaAlloggioID?: number | null;
  etichettaAlloggio?: string | null;
  caricaImmagine: boolean;
  abilitaDatiVolo: boolean;
  extraInfo: ExtraInfo[];
  parametri?: ParametroConfronto[];
  logoImageThumb?: string | null;
  categoriaImmagine?: string | null;
  immagine?: string | null;
  commissione?: number | null;
  tipoCommissioneID?: number | null;
  commissioneEred?: number | null;
  tipoCommissioneEredID?: number | null;
  /**
   * The further data items the package asks (without valore).
   */
  ulterioriDati?: UlterioreDato[];
  /**
   * The participants table has an Email column.
   */
  richiedeEmail?: boolean;
}
