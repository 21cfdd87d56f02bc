import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
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
/**
 * The result as JSON text: one string crosses threads as a copy of its bytes, and JSON.parse of
 * 10,000 rows takes the server's thread ~5 ms where deserialising them as objects took ~15-20 ms.
 */
export type Answer = { ready: true } | { id: number; json: string };

/**
 * On Linux a thread has its own priority: this one lowers its own (nice 10), so that on a busy
 * machine the server's thread, answering everyone else, gets the cores first. Elsewhere, nothing.
 */
function yieldToTheServer(): void {
  try {
    const thread = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(thread) && thread > 0) setPriority(thread, 10);
  } catch {
    // No /proc/thread-self (not Linux), or not allowed: the thread keeps the process's priority.
  }
}

yieldToTheServer();
const port = parentPort!;
port.on('message', (job: Job) => {
  void readSheet(job.bytes, job.options).then((result: SheetResult) =>
    port.postMessage({ id: job.id, json: JSON.stringify(result) } satisfies Answer),
  );
});
port.postMessage({ ready: true } satisfies Answer);
