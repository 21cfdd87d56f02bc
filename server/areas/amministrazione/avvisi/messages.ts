/**
 * The popup notices' refusals (issue 28): `code` is the label key the client shows as the toast
 * title, `text` the Italian wording.
 */
export const AVVISI_MSG = {
  nonTrovato: 'Avviso non trovato o non destinato a te',
  versioneSuperata: {
    code: 'popup.versioneSuperata',
    text: 'L’avviso è stato aggiornato nel frattempo: leggi la versione nuova prima di confermare.',
  },
  sempreVisibile: {
    code: 'popup.sempreVisibile',
    text: 'Questo avviso si mostra sempre: non c’è nulla da confermare.',
  },
  soloConferma: {
    code: 'popup.soloConferma',
    text: 'Questo avviso chiede la conferma di lettura: non si può solo nascondere.',
  },
  idMancante: {
    code: 'errore.validazione',
    text: 'Indica l’avviso (id o itemID).',
  },
  idDiversi: {
    code: 'errore.validazione',
    text: 'id e itemID indicano due avvisi diversi.',
  },
  tipiMancanti: {
    code: 'avvisiAdmin.tipiMancanti',
    text: 'Per un avviso a tipi di distributore scegli almeno un tipo.',
  },
  distributoriMancanti: {
    code: 'avvisiAdmin.distributoriMancanti',
    text: 'Per un avviso a distributori scelti scegli almeno un distributore.',
  },
  validitaNonValida: {
    code: 'avvisiAdmin.validitaNonValida',
    text: 'La fine della validità deve venire dopo il suo inizio.',
  },
  dataNonValida: {
    code: 'avvisiAdmin.dataNonValida',
    text: 'Una data di validità non è valida.',
  },
  linkNonValido: {
    code: 'avvisiAdmin.linkNonValido',
    text: 'Il link deve essere un indirizzo http o https.',
  },
  titoloVuoto: {
    code: 'avvisiAdmin.titoloVuoto',
    text: 'Il titolo dell’avviso è obbligatorio.',
  },
  valoreInesistente: {
    code: 'errore.validazione',
    text: 'Il prodotto, la polizza o un distributore indicati non esistono.',
  },
  fileNonPdf: {
    code: 'avvisiAdmin.fileNonPdf',
    text: 'L’allegato deve essere un file PDF.',
  },
  fileTroppoGrande: {
    code: 'avvisiAdmin.fileTroppoGrande',
    text: 'L’allegato supera la dimensione massima di 5 MB.',
  },
  fileMancante: {
    code: 'avvisiAdmin.fileMancante',
    text: 'Allega un file PDF nel campo «file».',
  },
  linkFileNonValido: 'Il link dell’allegato non è valido o è scaduto',
} as const;
