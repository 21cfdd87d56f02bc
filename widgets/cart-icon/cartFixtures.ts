import type { CarrelloItem } from '../../schemas/types';

/** A saved cart item as GET carrello answers it, for stories and tests. */
export function itemCarrello(
  itemID: number,
  pacchetto: string,
  partecipanti: CarrelloItem['datiViaggio']['partecipanti'],
): CarrelloItem {
  const parametri = {
    inizioViaggio: '2026-12-10',
    fineViaggio: '2026-12-17',
    numeroPartecipanti: partecipanti?.length ?? 1,
  };
  return {
    datiProdotto: { pacchettoID: 12, prodottoID: 202, pacchetto },
    datiCarrello: {
      dati: {
        itemID,
        pacchettoID: 12,
        numeroPartecipanti: parametri.numeroPartecipanti,
        inizioViaggio: parametri.inizioViaggio,
        fineViaggio: parametri.fineViaggio,
        tesseraSingola: false,
        prodottiCollegati: '[]',
        elencoPartecipanti: '',
        ulterioriDati: '',
        infoTotali: '',
      },
      complementari: [],
    },
    datiViaggio: { itemID, pacchettoID: 12, parametri, partecipanti, prodottiCollegati: [] },
  };
}

export const itemsCarrello: CarrelloItem[] = [
  itemCarrello(1, 'Viaggio Sicuro Plus', [{ ItemID: 1, Cognome: 'Rossi', Nome: 'Mario' }]),
  itemCarrello(2, 'Annullamento Viaggio Plus', []),
];
