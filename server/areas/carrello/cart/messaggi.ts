/** Texts of the cart's own refusals (the purchase form's field rules live with each part). */
export const CART_MSG = {
  carrelloPieno: (max: number) =>
    `Il carrello può contenere al massimo ${max} prodotti: acquista o elimina quelli presenti.`,
  itemNonTrovato: 'Il prodotto non è più nel carrello',
  integrativaNonPrezzata: (nome: string) =>
    `I dati inseriti non sono compatibili con la polizza integrativa ${nome}`,
};

/** Title (label key) of the 400 messages of a refused cart item: one toast per message. */
export const CODICE_DATI_NON_VALIDI = 'carrello.datiNonValidi';
