/**
 * The client-mode export worker. Its own module so that Vite sees the `new URL(…, import.meta.url)`
 * form and bundles the worker (with exceljs) as a separate chunk, and so tests can replace it.
 */
export function createExportWorker(): Worker {
  return new Worker(new URL('./exportWorker.ts', import.meta.url), { type: 'module' });
}
