/* generated — run npm run gen:types */
/* source: schemas/entities/carrelloItem.schema.json */

import type { DatiViaggio } from './datiViaggio';

/**
 * Cart item (spec 2 §3) as GET carrello lists it: datiProdotto is the package (name, description, terms), datiCarrello.dati the saved trip data in the spec's cart form (trip dates cut to 10 characters; prodottiCollegati as JSON text; elencoPartecipanti, ulterioriDati and datiExtra encoded as safe-base64 JSON; infoTotali as base64 JSON of { tot: { totaleViaggio, commissioni, totaleViaggioDaPagare } }), datiCarrello.complementari the supplementary policies with their totals. datiViaggio is the same item as the product page edits it (MODIFICA reloads it).
 */
export interface CarrelloItem {
  datiProdotto: {
    pacchettoID: number;
    prodottoID: number;
    pacchetto: string;
    nomeProdotto?: string;
    descrizioneSintetica?: string;
  };
  datiCarrello: {
    dati: {
      itemID: number;
      pacchettoID: number;
      numeroPartecipanti: number;
      inizioViaggio: string;
      fineViaggio: string;
      statoID?: string | null;
      nazionalitaID?: string | null;
      importoViaggio?: number | null;
      secondoImporto?: number | null;
      numeroAlloggi?: number | null;
      riferimentoPratica?: string | null;
      codicePromo?: string | null;
      note?: string | null;
      tesseraSingola: boolean;
      imageFilePartecipanti?: string | null;
      prodottiCollegati: string;
      elencoPartecipanti: string;
      ulterioriDati: string;
      datiExtra?: string | null;
      infoTotali: string;
    };
    complementari: {
      pacchettoID: number;
      pacchetto: string;
      destinazioneID?: string | null;
      nazionalitaID?: string | null;
      importoViaggio?: number | null;
      totaleViaggio: number;
      commissioni?: number;
    }[];
  };
  datiViaggio: DatiViaggio;
}
