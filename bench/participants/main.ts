import { performance } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import type { DatiViaggio } from '../../schemas/types';
import { csvDi, INTESTAZIONE, xlsDi, xlsxDi } from '../../server/areas/carrello/partecipanti/fileDiProva';
import { parsePartecipanti } from '../../server/areas/carrello/partecipanti/parsePartecipanti';
import { validaPartecipanti } from '../../server/areas/carrello/partecipanti/validaPartecipanti';
import { args, log, writeResult } from '../lib/cli';
import { median } from '../lib/stats';

export interface ParticipantsMeasure {
  format: string;
  rows: number;
  bytes: number;
  /** Reading the file into rows and validating them as the cart does (parsePartecipanti + validaPartecipanti). */
  minMs: number;
  medianMs: number;
  /** Reference in the same run (min, ms): see `reference`. */
  referenceMs: number;
  reference: string;
  /** minMs ÷ referenceMs. */
  ratio: number;
}

export interface ParticipantsResult {
  runs: number;
  /** The goal: parse and validate 10,000 participants in at most this many ms. */
  goalMs: number;
  measures: ParticipantsMeasure[];
}

const ROWS = 10_000;
const GOAL_MS = 1000;

async function timesAsync(run: () => Promise<unknown>, runs: number): Promise<number[]> {
  await run();
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await run();
    out.push(performance.now() - start);
  }
  return out;
}

/** 10,000 participants with every column filled: a valid tax code (checked on each row), birth date, email. */
function righe(): string[][] {
  return Array.from({ length: ROWS }, (_, i) => [
    `Cognomè${i}`,
    `Nome${i}`,
    'RSSMRA80B01H501T',
    `${String((i % 28) + 1).padStart(2, '0')}/${String((i % 12) + 1).padStart(2, '0')}/${1940 + (i % 60)}`,
    `p${i}@esempio.it`,
  ]);
}

const prodotto = {
  extraInfo: [
    { labelID: 2, valore: null },
    { labelID: 11, valore: null },
    { labelID: 10, valore: '0' },
    { labelID: 4, valore: '99' },
  ],
  richiedeEmail: true,
  caricaImmagine: false,
};

/** What the upload and then the cart do with a file: read it (in a worker), then validate every participant. */
async function parseAndValidate(bytes: Uint8Array, name: string): Promise<number> {
  const read = await parsePartecipanti(bytes, name);
  if (!read.ok) throw new Error(read.message);
  const dati: DatiViaggio = {
    pacchettoID: 1,
    parametri: { inizioViaggio: '2027-06-01', numeroPartecipanti: read.rows.length },
    partecipanti: read.rows,
  };
  const messages = validaPartecipanti(dati, prodotto, new Date(2026, 10, 25));
  if (messages.length > 0) throw new Error(messages.join('\n'));
  return read.rows.length;
}

/**
 * `tsx bench/participants/main.ts [--runs 5]`: reading and validating a 10,000-row participant file
 * (.xlsx, legacy .xls, CSV in Windows-1252), the goal being 1 s. References in the same run:
 * exceljs loading the same .xlsx with its own API, and JSON.parse of the same rows sent as JSON
 * (what the cart call parses when the agent types them instead).
 */
async function main() {
  const runs = args().int('runs', 5);
  const grid = [INTESTAZIONE, ...righe()];
  const xlsx = await xlsxDi(grid);
  const files: Array<[string, Uint8Array, string]> = [
    ['xlsx', xlsx, 'partecipanti.xlsx'],
    ['xls (BIFF8)', xlsDi(grid), 'partecipanti.xls'],
    ['csv ; Windows-1252', csvDi(grid, ';', 'win1252'), 'partecipanti.csv'],
    ['csv , UTF-8 BOM', csvDi(grid, ',', 'utf8bom'), 'partecipanti.csv'],
  ];
  const first = await parsePartecipanti(files[2]![1], 'partecipanti.csv');
  if (!first.ok) throw new Error(first.message);
  const json = JSON.stringify({ partecipanti: first.rows });
  const jsonMs = Math.min(...(await timesAsync(async () => JSON.parse(json), runs)));
  const excelJsMs = Math.min(
    ...(await timesAsync(async () => {
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(xlsx as unknown as ArrayBuffer);
      let n = 0;
      wb.worksheets[0]!.eachRow(() => n++);
      return n;
    }, runs)),
  );

  const measures: ParticipantsMeasure[] = [];
  for (const [format, bytes, name] of files) {
    log(`participants: ${format}`);
    const all = await timesAsync(() => parseAndValidate(bytes, name), runs);
    const minMs = Math.min(...all);
    const refs: Array<[string, number]> = [['JSON.parse of the same rows', jsonMs]];
    if (format === 'xlsx') refs.unshift(['exceljs loading the same .xlsx', excelJsMs]);
    for (const [reference, referenceMs] of refs)
      measures.push({
        format,
        rows: ROWS,
        bytes: bytes.length,
        minMs,
        medianMs: median(all),
        referenceMs,
        reference,
        ratio: minMs / Math.max(referenceMs, 0.001),
      });
  }
  for (const m of measures)
    log(
      `${m.format.padEnd(20)} ${(m.bytes / 1024).toFixed(0).padStart(6)} kB  min ${m.minMs.toFixed(0)} ms  median ${m.medianMs.toFixed(0)} ms  ` +
        `(${m.reference}: ${m.referenceMs.toFixed(1)} ms, ×${m.ratio.toFixed(1)})${m.medianMs > GOAL_MS ? '  OVER GOAL' : ''}`,
    );
  return writeResult('participants', { runs, goalMs: GOAL_MS, measures } satisfies ParticipantsResult);
}

main().then(
  (file) => log(`participants → ${file}`),
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
