import { parentPort } from 'node:worker_threads';
import { readSheet } from './readSheet';
import type { ReadOptions, SheetResult } from './types';

/**
 * A spreadsheet reader's thread (started by `pool.ts`): one file at a time, so that a costly one
 * uses this thread's time and memory, which the pool bounds, and never the server's.
 */
export interface Job {
  id: number;
  bytes: Uint8Array;
  options: ReadOptions;
}
export type Answer = { ready: true } | { id: number; result: SheetResult };

const port = parentPort!;
port.on('message', (job: Job) => {
  void readSheet(job.bytes, job.options).then((result) =>
    port.postMessage({ id: job.id, result } satisfies Answer),
  );
});
port.postMessage({ ready: true } satisfies Answer);
