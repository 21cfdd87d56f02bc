import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { createPGlite } from './create';
import { errorProps, type Answer, type Notification, type Opened, type Request } from './protocol';

/**
 * The embedded PostgreSQL in a thread of its own (started by `thread.ts`): its queries run here,
 * in WebAssembly, while the server's thread answers other requests and writes the export that asked
 * for them. PGlite's own locks still order everything: a query waits for an open transaction.
 */
const port = parentPort!;
const { dataDir } = workerData as { dataDir: string | undefined };

const answer = (message: Answer) => port.postMessage(message);
const fail = (id: number, error: unknown) => answer({ id, ok: false, error: errorProps(error) });

const ROLLBACK = Symbol('rollback');

interface OpenTransaction {
  tx: Transaction;
  /** Ends the transaction; the outcome is the answer to the `end` request `endId`. */
  end(commit: boolean, endId: number): void;
}

const transactions = new Map<number, OpenTransaction>();

async function handle(pg: PGlite, request: Request): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const on = request.tx === undefined ? pg : transactionOf(request.tx);
      return on.query(request.sql, request.params, { rowMode: request.rowMode ?? 'object' });
    }
    case 'exec':
      return (request.tx === undefined ? pg : transactionOf(request.tx)).exec(request.sql);
    case 'rollback':
      return transactionOf(request.tx).rollback();
    case 'listen':
      await pg.listen(request.channel, (payload) =>
        port.postMessage({ channel: request.channel, payload } satisfies Notification),
      );
      return undefined;
    default:
      throw new Error(`unknown request ${request.op}`);
  }
}

function transactionOf(id: number): Transaction {
  const open = transactions.get(id);
  if (!open) throw new Error(`transaction ${id} is not open`);
  return open.tx;
}

/** The transaction stays open, inside PGlite's own lock, until the server's thread sends `end`. */
function begin(pg: PGlite, id: number): void {
  let endId = -1;
  let ended!: (commit: boolean) => void;
  const commit = new Promise<boolean>((resolve) => {
    ended = resolve;
  });
  let begun = false;
  pg.transaction(async (tx) => {
    transactions.set(id, {
      tx,
      end: (value, requestId) => {
        endId = requestId;
        ended(value);
      },
    });
    begun = true;
    answer({ id, ok: true, value: id });
    if (!(await commit)) throw ROLLBACK;
  })
    .then(
      () => answer({ id: endId, ok: true, value: undefined }),
      (error: unknown) => {
        if (!begun) fail(id, error);
        else if (error === ROLLBACK) answer({ id: endId, ok: true, value: undefined });
        else fail(endId, error);
      },
    )
    .finally(() => transactions.delete(id));
}

async function main() {
  let pg: PGlite;
  try {
    pg = createPGlite(dataDir);
    await pg.waitReady;
  } catch (error) {
    port.postMessage({ opened: false, error: errorProps(error) } satisfies Opened);
    return;
  }
  port.postMessage({ opened: true } satisfies Opened);
  port.on('message', (request: Request) => {
    if (request.op === 'begin') return begin(pg, request.id);
    if (request.op === 'end') {
      const open = transactions.get(request.tx);
      if (!open) return fail(request.id, new Error(`transaction ${request.tx} is not open`));
      return open.end(request.commit, request.id);
    }
    if (request.op === 'close') {
      pg.close().then(
        () => {
          answer({ id: request.id, ok: true, value: undefined });
          port.close();
        },
        (error: unknown) => fail(request.id, error),
      );
      return;
    }
    handle(pg, request).then(
      (value) => answer({ id: request.id, ok: true, value }),
      (error: unknown) => fail(request.id, error),
    );
  });
}

void main();
