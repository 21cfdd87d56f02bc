import agencyRegistration from '../../../schemas/entities/agencyRegistration.schema.json';
import type { ErrorMessage } from '../../errors';

/**
 * The registration's fields as the form names them, for messages that say which field is wrong: the
 * property titles of schemas/entities/agencyRegistration, the one list of them.
 */
export const FIELD_LABELS: Record<string, string> = Object.fromEntries(
  Object.entries(agencyRegistration.properties).map(([field, p]) => [field, p.title]),
);

export const FILE_FIELDS = [
  'visuraCameraleFile',
  'cartaIdentitaFile',
  'autorizzazioneFile',
  'codiceFiscaleFile',
] as const;
export type FileField = (typeof FILE_FIELDS)[number];

/** Files are kept by kind, without the `File` suffix of the form field. */
export const FILE_KIND: Record<FileField, string> = {
  visuraCameraleFile: 'visuraCamerale',
  cartaIdentitaFile: 'cartaIdentita',
  autorizzazioneFile: 'autorizzazione',
  codiceFiscaleFile: 'codiceFiscale',
};

export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const ALLOWED_MIME = ['application/pdf', 'image/jpeg', 'image/png'] as const;

/** Shapes of the fields whose pattern alone would give an unhelpful message. */
const FORMAT_TEXT: Record<string, string> = {
  partitaIva: 'La partita IVA deve essere composta da 11 cifre.',
  codiceFiscale: 'Il codice fiscale deve essere di 11 cifre (società) o di 16 caratteri (ditta individuale).',
  cap: 'Il CAP deve essere composto da 5 cifre.',
  provincia: 'Selezionare una provincia dall’elenco.',
  provLeg: 'Selezionare una provincia dall’elenco.',
  telefono: 'Il numero di telefono non è valido: usare solo cifre, spazi e il prefisso +.',
  email: 'L’indirizzo e-mail non è valido.',
  username:
    'Il nome utente deve avere da 3 a 50 caratteri tra lettere, cifre, punto, trattino e trattino basso.',
};

/**
 * A message about one field. The code is `registrazione.<field>`: the form shows the text at the
 * top and under the field the code names.
 */
export function fieldMessage(field: string, text: string): ErrorMessage {
  return { code: `registrazione.${field}`, text, type: 'error' };
}

const label = (field: string) => FIELD_LABELS[field] ?? field;

export const TEXT = {
  obbligatorio: (field: string) => `Il campo "${label(field)}" è obbligatorio.`,
  documentoObbligatorio: (field: string) => `Il documento "${label(field)}" è obbligatorio.`,
  formato: (field: string) => FORMAT_TEXT[field] ?? `Il campo "${label(field)}" non è valido.`,
  troppoCorto: (field: string, min: number) =>
    `Il campo "${label(field)}" deve contenere almeno ${min} caratteri.`,
  troppoLungo: (field: string, max: number) =>
    `Il campo "${label(field)}" può contenere al massimo ${max} caratteri.`,
  nonPrevisto: (field: string) => `Il campo "${field}" non è previsto.`,
  partitaIvaErrata: 'La partita IVA non è valida: controllare le cifre.',
  codiceFiscaleErrato: 'Il codice fiscale non è valido: controllare i caratteri.',
  provinciaSconosciuta: 'La provincia indicata non esiste: selezionarla dall’elenco.',
  comuneSconosciuto: 'Il comune indicato non è tra quelli della provincia scelta: selezionarlo dall’elenco.',
  provinciaSedeLegaleMancante: 'Selezionare la provincia della sede legale.',
  comuneSedeLegaleMancante: 'Selezionare il comune della sede legale.',
  partitaIvaEsistente:
    'Esiste già un’agenzia registrata con questa partita IVA. Per assistenza contatta il supporto.',
  usernameEsistente: 'Il nome utente scelto è già in uso: scegline un altro.',
  tipoFile: (field: string, name: string) =>
    `Il file "${name}" (${label(field)}) non è di un tipo ammesso: caricare un PDF o un’immagine JPEG o PNG.`,
  fileVuoto: (field: string, name: string) => `Il file "${name}" (${label(field)}) è vuoto.`,
  fileGrande: (field: string, name: string) =>
    `Il file "${name}" (${label(field)}) supera la dimensione massima di 5 MB.`,
  parteSconosciuta: (name: string) => `La parte "${name}" della richiesta non è prevista.`,
  datiMancanti: 'Dati della registrazione mancanti: la richiesta deve contenere la parte "data".',
  datiNonValidi: 'I dati della registrazione non sono in formato JSON valido.',
  richiestaNonMultipart: 'La registrazione va inviata come multipart/form-data con i quattro documenti.',
  richiestaIlleggibile:
    'La richiesta di registrazione è incompleta o non leggibile come multipart/form-data: inviala di nuovo.',
  inviata: {
    code: 'registrazione.inviata',
    text: 'Richiesta di registrazione inviata. Ti abbiamo scritto all’indirizzo indicato: potrai accedere al portale dopo l’approvazione della tua agenzia.',
  },
} as const;
