/**
 * Codes of `erroriTotaleCarrello` and their Italian texts, for the label seed (it-IT) and for the
 * `descrizione` fallback. Texts quoted by spec 2 §5 are verbatim.
 */
export const PRICING_ERROR_TEXTS = {
  'pricing.dataInizioRichiesta': 'Data Inizio Viaggio richiesta',
  'pricing.dataFineRichiesta': 'Data Fine Viaggio richiesta',
  'pricing.dataNonValida': 'Data di viaggio non valida',
  'pricing.fineViaggioPrimaInizio': 'La data di fine viaggio non può precedere la data di inizio',
  'pricing.inizioViaggioPassato': 'La data di inizio viaggio non può essere nel passato',
  'pricing.numeroPartecipantiRichiesto': 'Numero Partecipanti richiesto',
  'pricing.destinazioneRichiesta': 'Destinazione richiesta',
  'pricing.etaRichiesta': 'Età richiesta',
  'pricing.importoViaggioRichiesto': 'Importo Viaggio richiesto',
  'pricing.importoImbarcazioneRichiesto': "Importo dell'imbarcazione richiesto",
  'pricing.numeroAlloggiRichiesto': 'Numero di alloggi richiesto',
  'pricing.numeroImbarcazioniRichiesto': 'Numero di imbarcazioni richiesto',
  'pricing.limite30GG': 'La polizza copre viaggi di durata massima di 30 giorni',
  'pricing.durataMassima': 'La durata del viaggio supera il massimo previsto dalla polizza',
  'pricing.limiteEtaMin': "L'età dei partecipanti è inferiore al minimo previsto dalla polizza",
  'pricing.limiteEtaMax': "L'età dei partecipanti supera il massimo previsto dalla polizza",
  'pricing.dataNascitaNonValida': 'Data di nascita non valida o successiva alla partenza',
  'pricing.dataMinima': 'La data di inizio viaggio è precedente alla data minima prevista dalla polizza',
  'pricing.dataMassima': 'La data di fine viaggio è successiva alla data massima prevista dalla polizza',
  'pricing.destinazioneNonCoperta': 'Destinazione non coperta dalla polizza',
  'pricing.nazionalitaNonCoperta': 'Area di partenza non coperta dalla polizza',
  'pricing.tariffaNonTrovata': 'Nessuna tariffa disponibile per i dati del viaggio inseriti',
  'pricing.importoViaggioOltreLimite': "L'importo del viaggio supera il massimo assicurabile dalla polizza",
  'pricing.dataNascitaRichiesta': 'Data di nascita richiesta per tutti i partecipanti',
  'pricing.codiceFiscaleRichiesto': 'Codice fiscale richiesto per tutti i partecipanti',
  'pricing.complementareRichiesta': 'La polizza richiede una polizza integrativa',
  'pricing.codicePromoSconosciuto': 'Codice promozionale non valido per la polizza scelta',
  'pricing.codicePromoScaduto': 'Codice promozionale scaduto o non ancora valido',
} as const;

export type PricingErrorCode = keyof typeof PRICING_ERROR_TEXTS;
