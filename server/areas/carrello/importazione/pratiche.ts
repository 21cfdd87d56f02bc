import { readSpreadsheet, type SheetPool } from '../../../spreadsheets/pool';
import type { Cell, SheetLimits, SheetRefusal } from '../../../spreadsheets/types';
import { hasUnsafeText } from '../../../plugins/safeText';
import { headerKey } from '../../../spreadsheets/types';
import { dataDaSeriale, leggiData } from '../partecipanti/dataNascita';

/**
 * The multi-policy import's two templates (spec 2 "Multi-policy import", issue 29) and the reading of
 * a filled one into practices. The file is read by the participants' reader (server/spreadsheets:
 * .xls and .xlsx, Italian dates, Windows-1252, header synonyms, hostile files refused in a worker).
 */

export const MODELLI = [
  { text: 'Modello nominativi divisi per riga', value: 1 },
  { text: 'Modello nominativi su unica riga', value: 2 },
] as const;
export type ModelId = 1 | 2;

/** Practices one file may hold (a departure season of a tour operator). */
export const MAX_PRATICHE = 2_000;
/** Travellers one practice may name in the one-row model (columns Cognome 1 … Cognome 20). */
export const MAX_VIAGGIATORI_RIGA = 20;
/** Traveller groups the one-row template shows (more may be added up to `MAX_VIAGGIATORI_RIGA`). */
const GRUPPI_MODELLO = 6;
export const MAX_FILE_MB = 10;

export const IMPORT_MSG = {
  modelloMancante: 'Selezionare il modello del file da importare',
  fileMancante: 'Selezionare il file delle pratiche da importare',
  estensione: 'Il file delle pratiche deve essere in formato .xls o .xlsx',
  illeggibile:
    'Il file delle pratiche non è leggibile: salvarlo di nuovo in formato .xls o .xlsx dal modello',
  protetto: 'Il file delle pratiche è protetto da password: salvarlo senza password e caricarlo di nuovo',
  troppoGrande: `Il file delle pratiche è troppo grande (massimo ${MAX_FILE_MB} MB)`,
  troppeColonne:
    'Il foglio delle pratiche ha troppe colonne: copiare le pratiche nel modello scaricato e caricarlo di nuovo',
  troppeRighe: `Il file contiene troppe righe: massimo ${MAX_PRATICHE.toLocaleString('it-IT')} pratiche per file`,
  troppePratiche: (n: number) =>
    `Il file contiene ${n.toLocaleString('it-IT')} pratiche: massimo ${MAX_PRATICHE.toLocaleString('it-IT')} per file, dividerlo in più file`,
  colonne: (mancanti: string[]) =>
    `Il file non corrisponde al modello scelto: mancano le colonne ${mancanti.join(', ')}`,
  nessunaPratica: 'Verificare il file caricato: non risultano pratiche presenti al suo interno',
  occupato: 'Il server sta leggendo molti file: riprovare tra qualche secondo',
  distributoreMancante: 'Solo un utente di un distributore può importare pratiche',
  modelloNonValido:
    'Modello non valido: scegliere 1 (nominativi divisi per riga) o 2 (nominativi su unica riga)',
  // Per practice (praticheConErrori[].errore).
  riferimento: 'Riferimento pratica mancante',
  pacchetto: 'Codice pacchetto mancante',
  pacchettoNonVendibile: (c: string) => `Il pacchetto ${c} non esiste o non è vendibile dal distributore`,
  data: (campo: string, v: string) => `${campo} non valida: ${v} (usare GG/MM/AAAA)`,
  dataMancante: (campo: string) => `${campo} mancante`,
  importo: (v: string) => `Importo viaggio non valido: ${v}`,
  viaggiatori: 'Nessun viaggiatore con cognome e nome',
  nomeMancante: (n: string) => `Cognome e nome obbligatori per il viaggiatore ${n}`,
  nascita: (n: string, v: string) => `Data di nascita di ${n} non valida: ${v} (usare GG/MM/AAAA)`,
  nascitaMancante: (n: string) => `Data di nascita di ${n} mancante`,
  testo: (campo: string) => `${campo}: testo troppo lungo o con caratteri non ammessi`,
  troppiViaggiatori: (n: number) => `La pratica ha ${n} viaggiatori: massimo 500 per pratica`,
};

interface Colonna {
  header: string;
  sinonimi: string[];
}

/** The practice's columns, in both models, in the templates' order. */
export const COLONNE_PRATICA = {
  riferimentoPratica: {
    header: 'Riferimento Pratica',
    sinonimi: ['riferimentopratica', 'riferimento', 'rifpratica', 'numeropratica', 'pratica'],
  },
  codicePacchetto: { header: 'Codice Pacchetto', sinonimi: ['codicepacchetto', 'pacchetto', 'codprodotto'] },
  inizioViaggio: {
    header: 'Data Inizio Viaggio',
    sinonimi: ['datainizioviaggio', 'inizioviaggio', 'datainizio', 'datapartenza', 'partenza', 'dal'],
  },
  fineViaggio: {
    header: 'Data Fine Viaggio',
    sinonimi: ['datafineviaggio', 'fineviaggio', 'datafine', 'dataritorno', 'datarientro', 'ritorno', 'al'],
  },
  destinazione: {
    header: 'Destinazione',
    sinonimi: ['destinazione', 'codicedestinazione', 'statodestinazione', 'paese'],
  },
  areaPartenza: {
    header: 'Area di Partenza',
    sinonimi: ['areadipartenza', 'areapartenza', 'nazionalita', 'nazionalitapartecipanti'],
  },
  importoViaggio: {
    header: 'Importo Viaggio a Persona',
    sinonimi: ['importoviaggioapersona', 'importoviaggio', 'importo', 'costoviaggio'],
  },
  contraente: { header: 'Contraente', sinonimi: ['contraente', 'intestatario', 'cliente'] },
  note: { header: 'Note', sinonimi: ['note', 'annotazioni'] },
} satisfies Record<string, Colonna>;
type CampoPratica = keyof typeof COLONNE_PRATICA;

export const COLONNE_VIAGGIATORE = {
  cognome: { header: 'Cognome', sinonimi: ['cognome', 'surname', 'lastname'] },
  nome: { header: 'Nome', sinonimi: ['nome', 'name', 'firstname'] },
  codiceFiscale: { header: 'Codice Fiscale', sinonimi: ['codicefiscale', 'cf', 'codfiscale', 'codfisc'] },
  dataNascita: {
    header: 'Data di nascita',
    sinonimi: ['datadinascita', 'datanascita', 'nascita', 'datanasc', 'natoil'],
  },
  email: { header: 'Email', sinonimi: ['email', 'mail', 'indirizzoemail'] },
} satisfies Record<string, Colonna>;
type CampoViaggiatore = keyof typeof COLONNE_VIAGGIATORE;

const OBBLIGATORIE: CampoPratica[] = [
  'riferimentoPratica',
  'codicePacchetto',
  'inizioViaggio',
  'fineViaggio',
];

export interface ViaggiatoreLetto {
  cognome: string;
  nome: string;
  codiceFiscale: string;
  /** YYYY-MM-DD. */
  dataNascita: string;
  email: string;
}

/** A practice as read: what the import validates, with the problems found while reading it. */
export interface PraticaLetta {
  /** The Excel row the user sees (the first of the practice in the one-row-per-traveller model). */
  rigaExcel: number;
  riferimentoPratica: string;
  codicePacchetto: string;
  inizioViaggio: string;
  fineViaggio: string;
  destinazione: string;
  areaPartenza: string;
  importoViaggio: number | null;
  contraente: string;
  note: string;
  viaggiatori: ViaggiatoreLetto[];
  /** The further data written in the columns named after them, by column key (headerKey). */
  ulterioriDati?: Record<string, string>;
  errori: string[];
}

export type EsitoPratiche =
  { ok: true; pratiche: PraticaLetta[] } | { ok: false; message: string; occupato?: true };

const MAX_TESTO = 200;

const testo = (c: Cell | undefined): string =>
  c === null || c === undefined ? '' : String(c).replace(/\s+/g, ' ').trim();

function dataDi(c: Cell | undefined): string | null {
  if (typeof c === 'number') return dataDaSeriale(c);
  const t = testo(c);
  if (t === '') return '';
  if (/^\d{1,6}(\.\d+)?$/.test(t)) return dataDaSeriale(Number(t));
  return leggiData(t);
}

function importoDi(c: Cell | undefined): number | null | undefined {
  if (typeof c === 'number') return Number.isFinite(c) && c >= 0 ? Math.round(c) : undefined;
  const t = testo(c).replace(/€/g, '').trim();
  if (t === '') return null;
  // Italian writing: 1.500,00 → 1500.00
  const n = Number(t.replace(/\./g, '').replace(',', '.'));
  return Number.isFinite(n) && n >= 0 ? Math.round(n) : undefined;
}

/** The selection key of the further-data column `i` (its description's headerKey is its name). */
const ULTERIORE = (i: number) => `ulteriore${i}`;

function selezione(modelId: ModelId, ulteriori: string[]): Record<string, string[]> {
  const cols: Record<string, string[]> = {};
  for (const [k, c] of Object.entries(COLONNE_PRATICA)) cols[k] = c.sinonimi;
  ulteriori.forEach((u, i) => (cols[ULTERIORE(i)] = [headerKey(u)]));
  if (modelId === 1) for (const [k, c] of Object.entries(COLONNE_VIAGGIATORE)) cols[k] = c.sinonimi;
  else
    for (let i = 1; i <= MAX_VIAGGIATORI_RIGA; i++)
      for (const [k, c] of Object.entries(COLONNE_VIAGGIATORE))
        cols[`${k}${i}`] = c.sinonimi.map((s) => `${s}${i}`);
  return cols;
}

function limiti(modelId: ModelId, ulteriori: number): SheetLimits {
  const righe = modelId === 1 ? MAX_PRATICHE * 10 : MAX_PRATICHE;
  return {
    maxRows: righe,
    maxColumns: ulteriori + (modelId === 1 ? 60 : 20 + MAX_VIAGGIATORI_RIGA * 6),
    maxSheetRows: righe + 1_000,
    maxUncompressedBytes: 100 * 1024 * 1024,
    maxParts: 1000,
  };
}

function messaggio(refusal: SheetRefusal): string {
  switch (refusal.kind) {
    case 'protected':
      return IMPORT_MSG.protetto;
    case 'tooLarge':
      return IMPORT_MSG.troppoGrande;
    case 'tooWide':
      return IMPORT_MSG.troppeColonne;
    case 'tooLong':
    case 'tooManyRows':
      return IMPORT_MSG.troppeRighe;
    case 'busy':
      return IMPORT_MSG.occupato;
    default:
      return IMPORT_MSG.illeggibile;
  }
}

function viaggiatoreDa(
  leggi: (c: CampoViaggiatore) => Cell | undefined,
  errori: string[],
): ViaggiatoreLetto | null {
  const v = {
    cognome: testo(leggi('cognome')),
    nome: testo(leggi('nome')),
    codiceFiscale: testo(leggi('codiceFiscale')).replace(/\s/g, '').toUpperCase(),
    dataNascita: '',
    email: testo(leggi('email')),
  };
  if (v.cognome === '' && v.nome === '') return null;
  const chi = `${v.cognome} ${v.nome}`.trim();
  if (v.cognome === '' || v.nome === '') errori.push(IMPORT_MSG.nomeMancante(chi));
  const nascita = dataDi(leggi('dataNascita'));
  if (nascita === null) errori.push(IMPORT_MSG.nascita(chi, testo(leggi('dataNascita'))));
  else if (nascita === '') errori.push(IMPORT_MSG.nascitaMancante(chi));
  else v.dataNascita = nascita;
  for (const c of ['cognome', 'nome', 'codiceFiscale', 'email'] as const)
    if (v[c].length > MAX_TESTO || hasUnsafeText(v[c]))
      errori.push(IMPORT_MSG.testo(COLONNE_VIAGGIATORE[c].header));
  return v;
}

function praticaDa(
  riga: number,
  leggi: (c: CampoPratica) => Cell | undefined,
  ulteriori: Array<{ descrizione: string; cella: Cell | undefined }>,
): PraticaLetta {
  const errori: string[] = [];
  const data = (c: 'inizioViaggio' | 'fineViaggio') => {
    const d = dataDi(leggi(c));
    const nome = COLONNE_PRATICA[c].header;
    if (d === null) errori.push(IMPORT_MSG.data(nome, testo(leggi(c))));
    else if (d === '') errori.push(IMPORT_MSG.dataMancante(nome));
    return d ?? '';
  };
  const p: PraticaLetta = {
    rigaExcel: riga,
    riferimentoPratica: testo(leggi('riferimentoPratica')),
    codicePacchetto: testo(leggi('codicePacchetto')).toUpperCase(),
    inizioViaggio: data('inizioViaggio'),
    fineViaggio: data('fineViaggio'),
    destinazione: testo(leggi('destinazione')).toUpperCase(),
    areaPartenza: testo(leggi('areaPartenza')).toUpperCase() || 'IT',
    importoViaggio: null,
    contraente: testo(leggi('contraente')),
    note: testo(leggi('note')),
    viaggiatori: [],
    errori,
  };
  if (p.riferimentoPratica === '') errori.unshift(IMPORT_MSG.riferimento);
  if (p.codicePacchetto === '') errori.unshift(IMPORT_MSG.pacchetto);
  const importo = importoDi(leggi('importoViaggio'));
  if (importo === undefined) errori.push(IMPORT_MSG.importo(testo(leggi('importoViaggio'))));
  else p.importoViaggio = importo;
  for (const c of [
    'riferimentoPratica',
    'codicePacchetto',
    'destinazione',
    'areaPartenza',
    'contraente',
    'note',
  ] as const)
    if (p[c].length > MAX_TESTO || hasUnsafeText(p[c]))
      errori.push(IMPORT_MSG.testo(COLONNE_PRATICA[c].header));
  for (const { descrizione, cella } of ulteriori) {
    const valore = testo(cella);
    if (valore === '') continue;
    if (valore.length > MAX_TESTO || hasUnsafeText(valore)) errori.push(IMPORT_MSG.testo(descrizione));
    else (p.ulterioriDati ??= {})[headerKey(descrizione)] = valore;
  }
  return p;
}

/**
 * Reads a filled template: model 1 groups the rows by practice reference and package (the practice's
 * data from its first row, one traveller per row), model 2 reads a practice per row with its travellers
 * in the column groups `Cognome 1`, `Nome 1`… A problem of one practice is kept with it (the others go
 * on); a file that cannot be read, is not the model, or holds no practice is one Italian message.
 * `ulteriori`: the descriptions of the further data the distributor's packages ask, each a column.
 */
export async function leggiPratiche(
  bytes: Uint8Array,
  filename: string,
  modelId: ModelId,
  pool?: SheetPool,
  ulteriori: string[] = [],
): Promise<EsitoPratiche> {
  const lower = filename.toLowerCase();
  if (!lower.endsWith('.xls') && !lower.endsWith('.xlsx'))
    return { ok: false, message: IMPORT_MSG.estensione };
  if (bytes.length === 0) return { ok: false, message: IMPORT_MSG.nessunaPratica };
  const cols = selezione(modelId, ulteriori);
  const chiavi = Object.keys(cols);
  const read = await readSpreadsheet(
    bytes,
    { limits: limiti(modelId, ulteriori.length), select: { columns: cols } },
    pool,
  );
  if (!read.ok) {
    const message = messaggio(read.refusal);
    return read.refusal.kind === 'busy' ? { ok: false, message, occupato: true } : { ok: false, message };
  }
  const { headerRow, columns, rows } = read.sheet;
  if (headerRow === 0 || rows.length === 0) return { ok: false, message: IMPORT_MSG.nessunaPratica };
  const mancanti = OBBLIGATORIE.filter((c) => columns[c] === undefined).map((c) => COLONNE_PRATICA[c].header);
  if (modelId === 1 && (columns.cognome === undefined || columns.nome === undefined))
    mancanti.push('Cognome', 'Nome');
  if (modelId === 2 && (columns.cognome1 === undefined || columns.nome1 === undefined))
    mancanti.push('Cognome 1', 'Nome 1');
  if (mancanti.length > 0) return { ok: false, message: IMPORT_MSG.colonne(mancanti) };

  const pratiche: PraticaLetta[] = [];
  const perChiave = new Map<string, PraticaLetta>();
  for (const { row, cells } of rows) {
    const cella = (k: string) => cells[chiavi.indexOf(k)];
    const ulterioriDellaRiga = ulteriori.map((descrizione, i) => ({
      descrizione,
      cella: cella(ULTERIORE(i)),
    }));
    if (modelId === 1) {
      const rif = testo(cella('riferimentoPratica'));
      const pac = testo(cella('codicePacchetto')).toUpperCase();
      const chiave = `${rif}\u0000${pac}`;
      let p = rif === '' ? undefined : perChiave.get(chiave);
      if (!p) {
        p = praticaDa(row, cella, ulterioriDellaRiga);
        pratiche.push(p);
        if (rif !== '') perChiave.set(chiave, p);
      }
      const v = viaggiatoreDa(cella, p.errori);
      if (v) p.viaggiatori.push(v);
    } else {
      const p = praticaDa(row, cella, ulterioriDellaRiga);
      for (let i = 1; i <= MAX_VIAGGIATORI_RIGA; i++) {
        const v = viaggiatoreDa((c) => cella(`${c}${i}`), p.errori);
        if (v) p.viaggiatori.push(v);
      }
      pratiche.push(p);
    }
    if (pratiche.length > MAX_PRATICHE)
      return { ok: false, message: IMPORT_MSG.troppePratiche(pratiche.length) };
  }
  for (const p of pratiche) {
    if (p.viaggiatori.length === 0) p.errori.push(IMPORT_MSG.viaggiatori);
    if (p.viaggiatori.length > 500) p.errori.push(IMPORT_MSG.troppiViaggiatori(p.viaggiatori.length));
  }
  if (pratiche.length === 0) return { ok: false, message: IMPORT_MSG.nessunaPratica };
  return { ok: true, pratiche };
}

export interface RigaModello {
  codice: string;
  pacchetto: string;
  prodotto: string;
  /** Its further data, as the Pacchetti sheet describes them ('' for none). */
  ulterioriDati: string;
  /** Whether it asks a further data item that must be filled (the example row avoids those). */
  ulterioriObbligatori: boolean;
}

/**
 * The template's header row: the practice's columns, the travellers', then the further data's (last,
 * so that a sheet filled from an older template keeps its columns where they were).
 */
export function intestazioni(modelId: ModelId, ulteriori: string[] = []): string[] {
  const pratica = Object.values(COLONNE_PRATICA).map((c) => c.header);
  const viaggiatore = Object.values(COLONNE_VIAGGIATORE).map((c) => c.header);
  if (modelId === 1) return [...pratica, ...viaggiatore, ...ulteriori];
  const gruppi: string[] = [];
  for (let i = 1; i <= GRUPPI_MODELLO; i++) gruppi.push(...viaggiatore.map((h) => `${h} ${i}`));
  return [...pratica, ...gruppi, ...ulteriori];
}

const ISTRUZIONI = (modelId: ModelId) => [
  ['Istruzioni per la compilazione'],
  [
    modelId === 1
      ? 'Modello nominativi divisi per riga: una riga per ogni viaggiatore. Le righe con lo stesso Riferimento Pratica e lo stesso Codice Pacchetto formano una pratica; i dati della pratica sono letti dalla sua prima riga.'
      : `Modello nominativi su unica riga: una riga per ogni pratica, con i viaggiatori nei gruppi di colonne Cognome 1, Nome 1, Codice Fiscale 1, Data di nascita 1, Email 1 e seguenti (si possono aggiungere gruppi fino a ${MAX_VIAGGIATORI_RIGA}).`,
  ],
  [
    'Riferimento Pratica: obbligatorio; identifica la pratica: la stessa pratica (pacchetto e riferimento) importata di nuovo non viene emessa una seconda volta.',
  ],
  ['Codice Pacchetto: obbligatorio; uno dei codici del foglio Pacchetti.'],
  ['Data Inizio Viaggio e Data Fine Viaggio: obbligatorie, nel formato GG/MM/AAAA.'],
  ['Destinazione: codice dello stato di destinazione (foglio Destinazioni), es. FR.'],
  ['Area di Partenza: codice dell’area di partenza dei viaggiatori; se vuota IT.'],
  ['Importo Viaggio a Persona: in euro senza decimali; obbligatorio per i pacchetti che lo richiedono.'],
  ['Contraente: nome e cognome o ragione sociale del contraente; Note: facoltative.'],
  [
    'Ulteriori dati: le ultime colonne, una per dato, con il suo nome; vanno compilate per i pacchetti che lo chiedono (foglio Pacchetti, colonna Ulteriori dati). Per i dati a scelta si scrive il codice o la descrizione.',
  ],
  [
    'Viaggiatori: Cognome e Nome obbligatori, Data di nascita obbligatoria (GG/MM/AAAA), Codice Fiscale ed Email facoltativi.',
  ],
  ['Le pratiche con errori sono segnalate con il numero di riga e non vengono importate; le altre sì.'],
  [`Al massimo ${MAX_PRATICHE.toLocaleString('it-IT')} pratiche per file, in formato .xls o .xlsx.`],
];

/**
 * A template as a real .xls (BIFF8, SheetJS): the practices sheet first (the one the import reads) with
 * an example, then the instructions, the packages the distributor may sell and the destinations.
 */
export async function modelloPratiche(
  modelId: ModelId,
  pacchetti: RigaModello[],
  destinazioni: Array<{ codice: string; nome: string }>,
  ulteriori: string[] = [],
): Promise<Buffer> {
  const XLSX = await import('@e965/xlsx');
  const header = intestazioni(modelId, ulteriori);
  // The example is a practice the import takes as it is: a package that needs no further data.
  const codice = (pacchetti.find((p) => !p.ulterioriObbligatori) ?? pacchetti[0])?.codice ?? '';
  const pratica = ['PR-0001', codice, '01/03/2027', '08/03/2027', 'FR', 'IT', 900, 'Mario Rossi', ''];
  const esempio =
    modelId === 1
      ? [
          [...pratica, 'Rossi', 'Mario', 'RSSMRA80B01H501T', '01/02/1980', 'mario.rossi@esempio.it'],
          [...pratica, 'Bianchi', 'Anna', '', '15/06/1982', ''],
        ]
      : [
          [
            ...pratica,
            'Rossi',
            'Mario',
            'RSSMRA80B01H501T',
            '01/02/1980',
            'mario.rossi@esempio.it',
            'Bianchi',
            'Anna',
            '',
            '15/06/1982',
            '',
          ],
        ];
  const wb = XLSX.utils.book_new();
  const foglio = XLSX.utils.aoa_to_sheet([header, ...esempio]);
  foglio['!cols'] = header.map(() => ({ wch: 20 }));
  XLSX.utils.book_append_sheet(wb, foglio, 'Pratiche');
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(ISTRUZIONI(modelId)), 'Istruzioni');
  XLSX.utils.book_append_sheet(
    wb,
    XLSX.utils.aoa_to_sheet([
      ['Codice Pacchetto', 'Pacchetto', 'Prodotto', 'Ulteriori dati'],
      ...pacchetti.map((p) => [p.codice, p.pacchetto, p.prodotto, p.ulterioriDati]),
    ]),
    'Pacchetti',
  );
  XLSX.utils.book_append_sheet(
    wb,
    XLSX.utils.aoa_to_sheet([['Destinazione', 'Stato'], ...destinazioni.map((d) => [d.codice, d.nome])]),
    'Destinazioni',
  );
  return Buffer.from(XLSX.write(wb, { type: 'buffer', bookType: 'xls' }) as Buffer);
}
