/** The Italian texts of the participants' calls (spec 2 §5 quotes the first). */

export const MAX_RIGHE = 10_000;
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
/** Columns a participants sheet may use: the template has five, an agency's own sheet a few more. */
export const MAX_COLONNE = 50;
/** The last row a sheet may reach, blank rows included: 10,000 participants and room to spare. */
export const MAX_RIGHE_FOGLIO = 20_000;
/** An .xlsx uncompressed: 10,000 real rows take ~3 MB (~7 MB with a dozen filled columns). */
export const MAX_ESPANSO_MB = 32;

const numero = (n: number) => n.toLocaleString('it-IT');

export const TESTO = {
  nessunPartecipante: 'Verificare il file caricato: non risultano partecipanti presenti al suo interno',
  estensione: 'Il file dei partecipanti deve essere in formato .xls, .xlsx o .csv',
  illeggibile:
    'Il file dei partecipanti non è un foglio Excel (.xls, .xlsx) o un file CSV leggibile: salvarlo di nuovo o usare il modello',
  excelProtetto:
    'Il file Excel è protetto da password o danneggiato: salvarlo senza password e caricarlo di nuovo',
  troppeRighe: `Il file contiene più di ${numero(MAX_RIGHE)} righe di partecipanti: dividerlo in più file`,
  troppeColonne: `Il foglio ha più di ${MAX_COLONNE} colonne: il file dei partecipanti può averne al massimo ${MAX_COLONNE} (colonne del modello: Cognome, Nome, Codice Fiscale, Data di nascita, Email)`,
  foglioLungo: `Il foglio arriva oltre la riga ${numero(MAX_RIGHE_FOGLIO)}: eliminare le righe vuote in fondo o copiare i partecipanti nel modello (al massimo ${numero(MAX_RIGHE)} righe di partecipanti)`,
  espanso: `Il file Excel supera i ${MAX_ESPANSO_MB} MB una volta decompresso: copiare i partecipanti nel modello e caricarlo di nuovo (al massimo ${numero(MAX_RIGHE)} righe di partecipanti)`,
  troppoOneroso:
    'La lettura del file dei partecipanti richiede troppo tempo o memoria: copiare i partecipanti nel modello e caricarlo di nuovo',
  occupato: 'Troppi file dei partecipanti in lettura in questo momento: riprovare tra qualche secondo',
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
