/** Texts of the cart-area refusals; the codes are label keys (schemas/catalogues/labels/it-IT.json). */
export const CARRELLO_MSG = {
  pacchettoNonDisponibile: 'Il prodotto richiesto non è disponibile per la tua agenzia',
  prodottiCollegatiNonValidi: 'L’elenco delle polizze integrative non è valido',
  integrativaNonCollegata: (pacchetto: string) =>
    `La polizza integrativa scelta non è abbinabile a ${pacchetto}`,
  integrativaNonDisponibile: 'La polizza integrativa scelta non è disponibile per la tua agenzia',
  soloIntegrativa: (pacchetto: string) =>
    `${pacchetto} è una polizza integrativa: si acquista solo insieme a un prodotto a cui è abbinata`,
  prodottoNonCorrispondente: 'Il prodotto indicato non corrisponde al pacchetto',
  immagineNonTrovata: 'Immagine non trovata',
};
