/**
 * JSON schemas of the change calls (issue 26 contract points 1–4, 6), for validation and OpenAPI.
 * Amounts and counts are `number` here on purpose: a decimal amount or count reaches the rules
 * (regole.ts), which refuse it with the spec's Italian message instead of a schema error.
 */

const DATA = { type: 'string', maxLength: 30 } as const;
const TESTO = { type: ['string', 'null'], maxLength: 500 } as const;

const PARTECIPANTE = {
  type: 'object',
  properties: {
    ItemID: { type: ['integer', 'null'] },
    Cognome: { type: ['string', 'null'], maxLength: 200 },
    Nome: { type: ['string', 'null'], maxLength: 200 },
    CodiceFiscale: { type: ['string', 'null'], maxLength: 100 },
    DataNascita: { type: ['string', 'null'], maxLength: 30 },
  },
} as const;

/** ModificaRichiesta (spec 2 §3 "Change request"). */
export const MODIFICA_RICHIESTA = {
  type: 'object',
  properties: {
    adesioneModificata: {
      type: 'object',
      properties: {
        itemID: { type: 'integer' },
        inizioViaggio: DATA,
        fineViaggio: DATA,
        importoViaggio: { type: ['number', 'null'] },
        numeroPartecipanti: { type: 'number' },
        partecipantiElenco: { type: 'array', maxItems: 1000, items: PARTECIPANTE },
      },
      required: ['inizioViaggio', 'fineViaggio', 'numeroPartecipanti', 'partecipantiElenco'],
    },
    richiestaModifica: { type: 'boolean' },
    versione: { type: 'integer', minimum: 1, maximum: 1_000_000 },
    chDateCausale: TESTO,
    chDateFlagWarning: { type: 'boolean' },
    chImportoViaggioCausale: TESTO,
    chImportoViaggioFlagWarning: { type: 'boolean' },
    chNumeroAssicuratiCausale: TESTO,
    chNumeroAssicuratiFlagWarning: { type: 'boolean' },
    chNomiCausali: TESTO,
    chNomiFlagWarning: { type: 'boolean' },
  },
  required: ['adesioneModificata', 'versione'],
} as const;

const EURO = { type: 'number' } as const;

/** AnteprimaModifica: the preview of a change, amounts in euros with 2 decimals. */
export const ANTEPRIMA = {
  type: 'object',
  properties: {
    areeCambiate: { type: 'array', items: { type: 'string' } },
    richiestaModifica: { type: 'boolean' },
    premioPrima: EURO,
    premioDopo: EURO,
    differenzaPremio: EURO,
    commissioniPrima: EURO,
    commissioniDopo: EURO,
    differenzaCommissioni: EURO,
    daPagarePrima: EURO,
    daPagareDopo: EURO,
    differenza: EURO,
    modo: { type: ['string', 'null'], enum: ['credito', 'estrattoConto', 'carta', null] },
  },
  required: [
    'areeCambiate',
    'richiestaModifica',
    'premioPrima',
    'premioDopo',
    'differenzaPremio',
    'commissioniPrima',
    'commissioniDopo',
    'differenzaCommissioni',
    'daPagarePrima',
    'daPagareDopo',
    'differenza',
    'modo',
  ],
} as const;

/** PraticaModificabile: item2 of GET carrello/modifiche/abilitazione. */
export const PRATICA_MODIFICABILE = {
  type: 'object',
  properties: {
    itemID: { type: 'integer' },
    versione: { type: 'integer' },
    stato: { type: 'string', enum: ['emessa', 'modificata', 'annullata'] },
    inizioViaggio: { type: 'string' },
    fineViaggio: { type: 'string' },
    importoViaggio: { type: ['number', 'null'] },
    numeroPartecipanti: { type: 'integer' },
    partecipantiElenco: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          ItemID: { type: ['integer', 'null'] },
          Cognome: { type: 'string' },
          Nome: { type: 'string' },
          CodiceFiscale: { type: ['string', 'null'] },
          DataNascita: { type: ['string', 'null'] },
        },
        required: ['ItemID', 'Cognome', 'Nome', 'CodiceFiscale', 'DataNascita'],
      },
    },
    richiestaInAttesa: { type: 'boolean' },
  },
  required: [
    'itemID',
    'versione',
    'stato',
    'inizioViaggio',
    'fineViaggio',
    'importoViaggio',
    'numeroPartecipanti',
    'partecipantiElenco',
    'richiestaInAttesa',
  ],
} as const;

/** One Idempotency-Key per press of the confirm button (as POST adesioni). */
export const HEADERS_CHIAVE = {
  type: 'object',
  properties: {
    'idempotency-key': { type: 'string', minLength: 8, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' },
  },
  required: ['idempotency-key'],
} as const;

export const PARAMS_OPERAZIONE = {
  type: 'object',
  properties: {
    operazioneId: {
      type: 'string',
      pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
    },
  },
  required: ['operazioneId'],
  additionalProperties: false,
} as const;
