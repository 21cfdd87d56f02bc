/* generated — run npm run gen:types */
/* source: schemas/entities/prodottoComplementare.schema.json */

import type { DestinazionePacchetto } from './destinazionePacchetto';
import type { ExtraInfo } from './extraInfo';
import type { NazionalitaPacchetto } from './nazionalitaPacchetto';
import type { TestoCarrello } from './testoCarrello';

/**
 * A supplementary policy offered with a package (spec 2 §3 "Complementary product"); obbligatoria ones are added automatically and cannot be removed.
 */
export interface ProdottoComplementare {
  pacchettoID: number;
  prodottoID: number;
  pacchetto: string;
  descrizioneSintetica: string;
  descrizioneEstesa: string;
  testiCarrello: TestoCarrello[];
  obbligatoria: boolean;
  destinazioni: DestinazionePacchetto[];
  nazionalita: NazionalitaPacchetto[];
  extraInfo: ExtraInfo[];
  commissione?: number | null;
  tipoCommissioneID?: number | null;
}
