/**
 * The back office's messages about distributors (issue 27 item 5): `code` is the label key the client
 * shows as the toast title, `text` the Italian refusal.
 */
export const DISTRIBUTORI_MSG = {
  networkNonValido: {
    code: 'distributori.networkNonValido',
    text: 'Il network scelto non esiste o non è un distributore di tipo network.',
  },
  networkSeStesso: {
    code: 'distributori.networkSeStesso',
    text: 'Un distributore non può essere il network di sé stesso.',
  },
  statoInAttesa: {
    code: 'distributori.statoInAttesa',
    text: 'Un distributore in attesa si approva o si rifiuta dalle richieste di registrazione: qui il suo stato non cambia.',
  },
  statoNonValido: {
    code: 'distributori.statoNonValido',
    text: 'Lo stato di un distributore può essere solo Attivo o Sospeso.',
  },
  commissionePercentuale: {
    code: 'commissioni.percentualeNonValida',
    text: 'Una commissione in percentuale va da 0 a 100.',
  },
  commissioneDecimali: {
    code: 'commissioni.decimaliNonValidi',
    text: 'La commissione ha al massimo 2 decimali.',
  },
  importoNonValido: {
    code: 'credito.importoNonValido',
    text: 'L’importo della ricarica deve essere maggiore di zero e al massimo 1.000.000 €, con al massimo 2 decimali.',
  },
  motivoObbligatorio: {
    code: 'credito.motivoObbligatorio',
    text: 'Indica il motivo della ricarica (al massimo 500 caratteri).',
  },
  distributoreNonTrovato: 'Distributore non trovato',
} as const;

/** The causale of a credit movement written by back office, with its reason (crediti.causale). */
export const causaleRicaricaBackOffice = (motivo: string) => `Ricarica del back office: ${motivo}`;
