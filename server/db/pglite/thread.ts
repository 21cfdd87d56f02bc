import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Results, Transaction } from '@electric-sql/pglite';
import { AS_TEXT, sameAsInstance } from './options';
import {
  errorFrom,
  type Answer,
  type ErrorProps,
  type Notification,
  type Opened,
  type Request,
} from './protocol';

type Parser = (value: string, type: number) => unknown;
interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<string, Parser>;
}
type Distributive<T> = T extends unknown ? Omit<T, 'id'> : never;
type Ask = Distributive<Request>;

/**
 * The worker's file beside this one. `import.meta['url']` is written so on purpose: the server's build
 * rewrites `import.meta.url` to the source file's place, while the worker must be the built `.js`
 * next to the bundle (scripts/build-server.mjs emits it as `pgliteWorker.js`).
 */
function workerFile(): URL {
  const here = import.meta['url'];
  return extname(fileURLToPath(here)) === '.ts'
    ? new URL('./worker.ts', here)
    : new URL('./pgliteWorker.js', here);
}

/**
 * A TypeScript worker (tests, `npm run dev:server`) needs tsx's loader, which a worker's own
 * `--import` cannot install before its entry module is read on Node 20: the entry registers it first.
 */
function spawn(dataDir: string | undefined): Worker {
  const file = workerFile();
  const options = { workerData: { dataDir } };
  if (!file.pathname.endsWith('.ts')) return new Worker(file, options);
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(file.href)}); })`;
  return new Worker(entry, { ...options, eval: true });
}

/**
 * PGlite, run in a thread of its own (`worker.ts`), with the part of PGlite's interface the app uses:
 * `query`, `exec`, `transaction`, `listen`, `close`. Results and PostgreSQL errors (with their code
 * and constraint) arrive as PGlite gives them. Parsers cannot cross threads: the instance reads the
 * time types as text (`AS_TEXT`) and a caller's own parsers for those types are applied here.
 */
export class PGliteThread {
  readonly #worker: Worker;
  readonly #pending = new Map<
    number,
    { resolve(value: unknown): void; reject(error: Error): void; origine: Error }
  >();
  readonly #listeners = new Map<string, Set<(payload: string) => void>>();
  #nextId = 1;
  #failure: Error | undefined;
  #closed = false;
  readonly #onFailure = new Set<(error: Error) => void>();
  readonly ready: Promise<void>;

  /**
   * Starts the thread, which opens the database in `dataDir` (see `embeddedDirectory`), or in memory.
   * Requests may be sent at once: they wait for the database to open, and fail if it cannot.
   */
  constructor(dataDir: string | undefined) {
    // The thread keeps the process alive while it opens and while a request waits for it, no longer.
    this.#worker = spawn(dataDir);
    this.ready = new Promise<void>((resolve, reject) => {
      this.#worker.once('message', (first: Opened) => {
        if (this.#pending.size === 0) this.#worker.unref();
        this.#worker.on('message', (message: Answer | Notification) => this.#receive(message));
        if (first.opened) return resolve();
        const error = errorFrom(first.error, undefined);
        this.#fail(error);
        reject(error);
      });
      this.#worker.once('error', reject);
    });
    this.ready.catch(() => {});
    this.#worker.on('error', (error) => this.#fail(error));
    this.#worker.on('exit', (code) => this.#fail(new Error(`the database thread ended (exit code ${code})`)));
  }

  #fail(error: Error): void {
    if (this.#failure) return;
    this.#failure = error;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
    this.#worker.unref();
    if (!this.#closed) for (const listener of this.#onFailure) listener(error);
  }

  /**
   * Calls `listener` if the thread cannot open the database or ends without being closed (a crash
   * of PGlite's WebAssembly): every query fails from then on, so a server should stop and be restarted.
   */
  onFailure(listener: (error: Error) => void): void {
    this.#onFailure.add(listener);
  }

  #receive(message: Answer | Notification): void {
    if ('channel' in message) {
      for (const listener of this.#listeners.get(message.channel) ?? []) listener(message.payload);
      return;
    }
    const pending = this.#pending.get(message.id);
    if (!pending) return;
    this.#pending.delete(message.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (message.ok) pending.resolve(message.value);
    else pending.reject(errorFrom(message.error as ErrorProps, pending.origine.stack));
  }

  #ask<T>(request: Ask): Promise<T> {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = this.#nextId++;
    // The caller's stack, for a failure's error: captured now, written out only if the request fails
    // (formatting it, through the source maps, cost a tenth of the server's time on every query).
    const origine = new Error();
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject, origine });
      this.#worker.ref();
      this.#worker.postMessage({ ...request, id });
    });
  }

  async query<T>(
    sql: string,
    params: unknown[] = [],
    options?: QueryOptions,
    tx?: number,
  ): Promise<Results<T>> {
    const result = await this.#ask<Results<T>>({ op: 'query', sql, params, rowMode: options?.rowMode, tx });
    return withParsers(result, options?.parsers);
  }

  async exec(sql: string, options?: QueryOptions, tx?: number): Promise<Results[]> {
    const results = await this.#ask<Results[]>({ op: 'exec', sql, tx });
    return results.map((result) => withParsers(result, options?.parsers));
  }

  async transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = await this.#ask<number>({ op: 'begin' });
    let closed = false;
    const check = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    // PGlite's Transaction also has `sql`, `listen`, `describeQuery`: neither Drizzle nor pg-boss uses them.
    const tx = {
      query: async <R>(sql: string, params?: unknown[], options?: QueryOptions) => {
        check();
        return this.query<R>(sql, params, options, id);
      },
      exec: async (sql: string, options?: QueryOptions) => {
        check();
        return this.exec(sql, options, id);
      },
      rollback: async () => {
        check();
        await this.#ask({ op: 'rollback', tx: id });
        closed = true;
      },
      get closed() {
        return closed;
      },
    } as unknown as Transaction;
    let result: T;
    try {
      result = await fn(tx);
    } catch (error) {
      closed = true;
      await this.#ask({ op: 'end', tx: id, commit: false });
      throw error;
    }
    closed = true;
    await this.#ask({ op: 'end', tx: id, commit: true });
    return result;
  }

  async listen(channel: string, listener: (payload: string) => void): Promise<() => void> {
    let listeners = this.#listeners.get(channel);
    if (!listeners) {
      listeners = new Set();
      this.#listeners.set(channel, listeners);
      await this.#ask({ op: 'listen', channel });
    }
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  async close(): Promise<void> {
    if (this.#failure) return;
    this.#closed = true;
    await this.#ask({ op: 'close' });
    await this.#worker.terminate();
  }
}

/** A caller's own parsers (the job queue's Dates), applied to the values the instance kept as text. */
function withParsers<T>(result: Results<T>, parsers: Record<string, Parser> | undefined): Results<T> {
  if (!parsers || sameAsInstance(parsers)) return result;
  const parse = result.fields.map((field) => {
    const parser = parsers[field.dataTypeID];
    if (parser && !(field.dataTypeID in AS_TEXT))
      throw new Error(
        `PGliteThread: a parser for type ${field.dataTypeID}, which the instance does not read as text`,
      );
    return (
      parser && ((value: unknown) => (value === null ? null : parser(value as string, field.dataTypeID)))
    );
  });
  if (parse.every((p) => !p)) return result;
  const rows = result.rows.map((row) => {
    if (Array.isArray(row)) return row.map((value, i) => (parse[i] ? parse[i](value) : value));
    const copy = { ...(row as Record<string, unknown>) };
    result.fields.forEach((field, i) => {
      if (parse[i]) copy[field.name] = parse[i](copy[field.name]);
    });
    return copy;
  });
  return { ...result, rows: rows as T[] };
}
