/** The Italian texts of the participants' calls (spec 2 §5 quotes the first). */

export const MAX_RIGHE = 10_000;
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

export const TESTO = {
  nessunPartecipante: 'Verificare il file caricato: non risultano partecipanti presenti al suo interno',
  estensione: 'Il file dei partecipanti deve essere in formato .xls, .xlsx o .csv',
  illeggibile:
    'Il file dei partecipanti non è un foglio Excel (.xls, .xlsx) o un file CSV leggibile: salvarlo di nuovo o usare il modello',
  excelProtetto:
    'Il file Excel è protetto da password o danneggiato: salvarlo senza password e caricarlo di nuovo',
  troppeRighe: `Il file contiene più di ${MAX_RIGHE.toLocaleString('it-IT')} righe di partecipanti: dividerlo in più file`,
  colonne:
    'Il file deve avere le colonne Cognome e Nome nella prima riga (colonne del modello: Cognome, Nome, Codice Fiscale, Data di nascita, Email)',
  fileGrande: 'Il file supera la dimensione massima di 5 MB',
  fileMancante: 'Allegare il file dei partecipanti nel campo filePartecipanti',
  immagineMancante: 'Allegare l’immagine o il PDF dei partecipanti nel campo imgPartecipanti',
  immagineTipo: 'Il file dei partecipanti deve essere un’immagine (.jpg, .bmp, .png, .gif) o un PDF',
  richiestaNonMultipart: 'La richiesta deve essere inviata come multipart/form-data',
  fileNonTrovato: 'File non trovato',
  rigaCsv: (riga: number) => `Il file CSV non è leggibile alla riga ${riga}: controllare le virgolette`,
  data: (riga: number, valore: string) =>
    `Riga ${riga}: data di nascita non riconosciuta «${valore}» (usare il formato GG/MM/AAAA)`,
  lungo: (riga: number, colonna: string) => `Riga ${riga}: il valore della colonna ${colonna} è troppo lungo`,
  caratteri: (riga: number) => `Riga ${riga}: il file contiene caratteri non ammessi`,
  altreRighe: (n: number) => `e altre ${n} righe da correggere`,
};
