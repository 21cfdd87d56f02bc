import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HOSTILE_SHEETS,
  lyingLong,
  lyingWide,
  millionCells,
  rows9900x600,
} from '../../../fuzz/hostileSheets';
import { bearer, createTestApp, login, type TestApp } from '../../../test/testApp';
import { multipartBody } from '../../registrazione/testParts';
import { csvDi, INTESTAZIONE } from './fileDiProva';
import { TESTO } from './messaggi';

/*
 * Issue 23, defect 2: a 300 KB .xlsx that expands to ~90 MB froze the whole server for 18-20 s
 * (three at once for 53 s). Each hostile sheet is refused with its Italian message, and the server
 * keeps answering everyone else meanwhile.
 */

let t: TestApp;
let agenzia: Record<string, string>;
/** The app listens too: the health test times real HTTP calls. */
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  agenzia = bearer(await login(t.app, 'agenzia'));
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t?.close());

const upload = (content: Buffer, filename: string) => {
  const body = multipartBody([{ name: 'filePartecipanti', filename, content }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/carrello/upload/excelpartecipanti',
    payload: body.payload,
    headers: { ...agenzia, ...body.headers },
  });
};

/** What each hostile sheet of server/fuzz gets, by the participants' limits. */
const ATTESO: Record<string, string> = {
  '1,000,000 cells': TESTO.espanso,
  '9,900 rows × 600 cells': TESTO.espanso,
  '1,000,000 cells, dimension A1:E10': TESTO.espanso,
  '9,900 × 600, no dimension': TESTO.espanso,
  'two rows declaring 600 columns': TESTO.troppeColonne,
  'two rows declaring 1,048,576 rows': TESTO.foglioLungo,
  '2,000 × 600 within the sizes, dimension A1:E10': TESTO.troppeColonne,
  '200,000 rows within the sizes, dimension A1:E10': TESTO.troppeRighe,
  'part claiming 1 KB': TESTO.espanso,
  'overlapping entries': TESTO.espanso,
  'nested zips': TESTO.illeggibile,
  'shared strings bomb': TESTO.espanso,
  'one 60 MB cell': TESTO.espanso,
  'blank rows then column XFD': TESTO.foglioLungo,
  'entity expansion': TESTO.illeggibile,
};

describe('hostile participant files', () => {
  it('refuses each hostile sheet within a second, with its Italian message', async () => {
    expect(Object.keys(ATTESO).sort()).toEqual(HOSTILE_SHEETS.map((h) => h.name).sort());
    // A first upload starts the reader's thread (tsx compiles its sources in tests): not timed.
    expect((await upload(csvDi([INTESTAZIONE, ['Rossi', 'Mario', '', '', '']]), 'p.csv')).statusCode).toBe(
      200,
    );
    for (const sheet of HOSTILE_SHEETS) {
      const bytes = sheet.bytes();
      // The fastest of up to three tries: a neighbour's burst on this shared machine slows one try,
      // a sheet read whole slows every one.
      let ms = Number.POSITIVE_INFINITY;
      for (let attempt = 0; attempt < 3 && ms >= 1000; attempt++) {
        const started = performance.now();
        const res = await upload(bytes, sheet.filename);
        ms = Math.min(ms, performance.now() - started);
        expect(res.statusCode, `${sheet.name}: ${res.body}`).toBe(400);
        expect(res.json(), sheet.name).toEqual({
          messages: [{ code: 'partecipanti.file', text: ATTESO[sheet.name], type: 'error' }],
        });
      }
      expect(ms, sheet.name).toBeLessThan(1000);
    }
  }, 120_000);

  it('words the new limits in Italian', () => {
    expect(TESTO.espanso).toBe(
      'Il file Excel supera i 32 MB una volta decompresso: copiare i partecipanti nel modello e caricarlo di nuovo (al massimo 10.000 righe di partecipanti)',
    );
    expect(TESTO.troppeColonne).toBe(
      'Il foglio ha più di 50 colonne: il file dei partecipanti può averne al massimo 50 (colonne del modello: Cognome, Nome, Codice Fiscale, Data di nascita, Email)',
    );
    expect(TESTO.foglioLungo).toBe(
      'Il foglio arriva oltre la riga 20.000: eliminare le righe vuote in fondo o copiare i partecipanti nel modello (al massimo 10.000 righe di partecipanti)',
    );
  });

  // Timed on a machine others share: a retry tells a passing stall of the machine (another process
  // taking both cores) from a server that stops answering, which fails every attempt.
  it(
    'keeps /api/health under 100 ms (p99) while hostile sheets are uploaded several at once',
    { timeout: 60_000, retry: 2 },
    async () => {
      const files: Array<[Buffer, string]> = [
        [millionCells(), 'milione.xlsx'],
        [rows9900x600(), 'larga.xlsx'],
        [millionCells(), 'milione2.xlsx'],
        [rows9900x600(), 'larga2.xlsx'],
        [millionCells('A1:E10'), 'bugiarda.xlsx'],
        // These two are only found out by reading them, in the reader's thread.
        [lyingWide(), 'bugiardalarga.xlsx'],
        [lyingLong(), 'bugiardalunga.xlsx'],
      ];
      const uploads = files.map(([content, filename]) => {
        const body = multipartBody([{ name: 'filePartecipanti', filename, content }]);
        return { headers: { ...agenzia, ...body.headers }, payload: new Uint8Array(body.payload) };
      });
      const health = async () => {
        const started = performance.now();
        await (await fetch(`${base}/api/health`)).text();
        return performance.now() - started;
      };
      for (let i = 0; i < 5; i++) await health();

      const uploader = uploading(base, uploads);
      try {
        await uploader.started;
        const latencies: number[] = [];
        while (latencies.length < 200) {
          latencies.push(await health());
          await new Promise((resolve) => setTimeout(resolve, 2));
        }
        const statuses = await uploader.stop();

        expect(statuses.length).toBeGreaterThanOrEqual(files.length);
        expect(statuses).toEqual(Array(statuses.length).fill(400));
        latencies.sort((a, b) => a - b);
        const p99 = latencies[Math.ceil(latencies.length * 0.99) - 1]!;
        expect(p99, `health p99 over ${latencies.length} calls`).toBeLessThan(100);
      } finally {
        await uploader.end();
      }
    },
  );
});

/**
 * Rounds of all the uploads at once, one after another until stopped, from a thread of their own
 * at the lowest priority (Linux), as if from other machines: the server's thread does only the
 * server's work, and the health calls made from it time what it can still answer.
 */
function uploading(base: string, uploads: Array<{ headers: Record<string, string>; payload: Uint8Array }>) {
  const source = `
    const { parentPort, workerData: { base, uploads } } = require('node:worker_threads');
    try {
      const thread = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
      require('node:os').setPriority(thread, 19);
    } catch {}
    let stopping = false;
    parentPort.once('message', () => (stopping = true));
    const send = async ({ headers, payload }) =>
      (await fetch(base + '/api/carrello/upload/excelpartecipanti', { method: 'POST', headers, body: payload })).status;
    (async () => {
      const statuses = [];
      parentPort.postMessage('started');
      while (!stopping) statuses.push(...(await Promise.all(uploads.map(send))));
      parentPort.postMessage(statuses);
    })();`;
  const worker = new Worker(source, { eval: true, workerData: { base, uploads } });
  const answer = (): Promise<unknown> =>
    new Promise((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  const started = answer();
  return {
    started,
    async stop(): Promise<number[]> {
      const statuses = answer() as Promise<number[]>;
      worker.postMessage('stop');
      return statuses;
    },
    end: () => worker.terminate(),
  };
}
