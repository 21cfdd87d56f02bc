import { availableParallelism } from 'node:os';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { formatOf } from './readSheet';
import { SheetRefused, type ReadOptions, type SheetResult } from './types';
import type { Answer, Job } from './worker';
import { PlanDeferred, planXlsx } from './xlsxPlan';

export interface PoolOptions {
  /** Threads reading at once. */
  size: number;
  /** Files waiting for a thread; one more is answered `busy`. */
  maxWaiting: number;
  /** The longest wait for a thread before `busy`, ms. */
  maxWaitMs: number;
  /** The longest read, from when its thread takes it: past it the thread is ended (`tooCostly`). */
  timeoutMs: number;
  /** A thread's JavaScript heap, MB: past it V8 ends the thread (`tooCostly`). */
  maxHeapMb: number;
  /** An idle thread ends after this, ms, giving its memory back. */
  idleMs: number;
}

/**
 * One reader per core but one, at most two (this machine kind has two cores: the server's thread
 * keeps one); 10 s and 256 MB per file, where a real 10,000-row file takes well under a second and
 * 50 MB.
 */
export const DEFAULT_POOL: PoolOptions = {
  size: Math.max(1, Math.min(2, availableParallelism() - 1)),
  maxWaiting: 8,
  maxWaitMs: 20_000,
  timeoutMs: 10_000,
  maxHeapMb: 256,
  idleMs: 60_000,
};

/** A thread gets this long to start (tsx compiles the reader's sources first in tests and dev). */
const START_MS = 60_000;

const tooCostly: SheetResult = { ok: false, refusal: { kind: 'tooCostly' } };
const busy: SheetResult = { ok: false, refusal: { kind: 'busy' } };

/**
 * The worker's file beside this one: `worker.ts` under tsx (tests, `npm run dev`), the built
 * `spreadsheetWorker.js` next to the bundle (scripts/build-server.mjs). `import.meta['url']` is
 * written so on purpose: the build rewrites `import.meta.url` to the source file's place.
 */
function workerFile(): URL {
  const here = import.meta['url'];
  return extname(fileURLToPath(here)) === '.ts'
    ? new URL('./worker.ts', here)
    : new URL('./spreadsheetWorker.js', here);
}

/** As server/db/pglite/thread.ts: a TypeScript worker registers tsx's loader before its entry. */
function spawn(maxHeapMb: number): Worker {
  const file = workerFile();
  const options = {
    resourceLimits: { maxOldGenerationSizeMb: maxHeapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
  };
  if (!file.pathname.endsWith('.ts')) return new Worker(file, options);
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(file.href)}); })`;
  return new Worker(entry, { ...options, eval: true });
}

interface Reader {
  worker: Worker;
  ready: Promise<void>;
  idle?: NodeJS.Timeout;
}

/**
 * Worker threads that read spreadsheets (`readSheet`), a few at once, each file with a time and a
 * memory limit: a hostile file costs at most one thread for `timeoutMs`, the server's thread stays
 * free to answer everyone else, and a thread that runs out of time or memory is ended and replaced.
 */
export class SheetPool {
  readonly #idle: Reader[] = [];
  readonly #waiting: Array<(go: boolean) => void> = [];
  #running = 0;
  #nextId = 1;

  constructor(readonly options: PoolOptions) {}

  async read(bytes: Uint8Array, options: ReadOptions): Promise<SheetResult> {
    if (!(await this.#turn())) return busy;
    try {
      return await this.#run(bytes, options);
    } finally {
      this.#running--;
      this.#next();
    }
  }

  /** Ends the idle threads (the busy ones end when their read does). */
  async close(): Promise<void> {
    await Promise.all(this.#idle.splice(0).map((r) => this.#end(r)));
  }

  #turn(): Promise<boolean> {
    if (this.#running < this.options.size) {
      this.#running++;
      return Promise.resolve(true);
    }
    if (this.#waiting.length >= this.options.maxWaiting) return Promise.resolve(false);
    return new Promise((resolve) => {
      const go = (yes: boolean) => {
        clearTimeout(timer);
        resolve(yes);
      };
      const timer = setTimeout(() => {
        this.#waiting.splice(this.#waiting.indexOf(go), 1);
        go(false);
      }, this.options.maxWaitMs);
      this.#waiting.push(go);
    });
  }

  #next(): void {
    while (this.#running < this.options.size && this.#waiting.length > 0) {
      this.#running++;
      this.#waiting.shift()!(true);
    }
  }

  #reader(): Reader {
    const idle = this.#idle.pop();
    if (idle) {
      clearTimeout(idle.idle);
      return idle;
    }
    const worker = spawn(this.options.maxHeapMb);
    // An idle thread that fails must not become the server's uncaught error; a read sees it by itself.
    worker.on('error', () => {});
    worker.on('exit', () => {
      const at = this.#idle.findIndex((r) => r.worker === worker);
      if (at >= 0) clearTimeout(this.#idle.splice(at, 1)[0]!.idle);
    });
    const ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the spreadsheet reader did not start')), START_MS);
      worker.once('message', () => {
        clearTimeout(timer);
        resolve();
      });
      worker.once('error', reject);
      worker.once('exit', () => reject(new Error('the spreadsheet reader ended')));
    });
    ready.catch(() => {});
    return { worker, ready };
  }

  #release(reader: Reader): void {
    reader.worker.unref();
    reader.idle = setTimeout(() => {
      this.#idle.splice(this.#idle.indexOf(reader), 1);
      void this.#end(reader);
    }, this.options.idleMs);
    reader.idle.unref();
    this.#idle.push(reader);
  }

  async #end(reader: Reader): Promise<void> {
    clearTimeout(reader.idle);
    await reader.worker.terminate().catch(() => {});
  }

  async #run(bytes: Uint8Array, options: ReadOptions): Promise<SheetResult> {
    const reader = this.#reader();
    const { worker } = reader;
    worker.ref();
    try {
      await reader.ready;
    } catch {
      void this.#end(reader);
      return tooCostly;
    }
    const id = this.#nextId++;
    return new Promise<SheetResult>((resolve) => {
      const done = (result: SheetResult, keep: boolean) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onFailure);
        worker.off('exit', onFailure);
        if (keep) this.#release(reader);
        else void this.#end(reader);
        resolve(result);
      };
      const onMessage = (answer: Answer) => {
        if ('id' in answer && answer.id === id) done(JSON.parse(answer.json) as SheetResult, true);
      };
      // Out of memory (ERR_WORKER_OUT_OF_MEMORY) or any other end of the thread.
      const onFailure = () => done(tooCostly, false);
      const timer = setTimeout(() => done(tooCostly, false), this.options.timeoutMs);
      worker.on('message', onMessage);
      worker.once('error', onFailure);
      worker.once('exit', onFailure);
      // The thread gets its own copy, moved rather than copied again.
      const copy = new Uint8Array(bytes);
      worker.postMessage({ id, bytes: copy, options } satisfies Job, [copy.buffer]);
    });
  }
}

/** The server's readers, shared by every upload that reads a spreadsheet. */
export const sheetPool = new SheetPool(DEFAULT_POOL);

/**
 * Reads the first sheet of an .xlsx, .xls or CSV upload within `options.limits`, in a worker thread
 * of `pool`. An .xlsx is first judged here by its central directory and declared dimension (no
 * inflating but its small parts and the sheet's first bytes): a zip bomb or a sheet declaring a
 * million cells is refused in microseconds, without taking a thread.
 *
 * @example const read = await readSpreadsheet(file.bytes, { limits: LIMITI_PARTECIPANTI, select });
 */
export async function readSpreadsheet(
  bytes: Uint8Array,
  options: ReadOptions,
  pool: SheetPool = sheetPool,
): Promise<SheetResult> {
  if (formatOf(bytes) === 'xlsx') {
    try {
      planXlsx(bytes, options.limits, true);
    } catch (error) {
      if (!(error instanceof PlanDeferred))
        return { ok: false, refusal: error instanceof SheetRefused ? error.refusal : { kind: 'unreadable' } };
    }
  }
  return pool.read(bytes, options);
}
