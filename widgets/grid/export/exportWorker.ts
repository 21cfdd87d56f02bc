import { buildWorkbook } from './buildWorkbook';
import type { WorkerMessage, WorkerRequest } from './exportTypes';
import { transferableBuffer } from './transferableBuffer';

/** The worker's own scope, typed by what it sends (the DOM lib types `self` as a window). */
const reply = (message: WorkerMessage, transfer: Transferable[] = []) =>
  self.postMessage(message, { transfer });

/**
 * The client-mode export off the main thread. exceljs is imported here, lazily, so it is never
 * part of the first screen's JavaScript (spec: exceljs only when exporting).
 */
self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  void (async () => {
    try {
      const excel = await import('exceljs');
      const Workbook = (excel.default ?? excel).Workbook;
      const workbook = buildWorkbook(Workbook, event.data, (done, total) =>
        reply({ type: 'progress', done, total }),
      );
      const buffer = transferableBuffer(await workbook.xlsx.writeBuffer());
      reply({ type: 'done', buffer }, [buffer]);
    } catch (error) {
      reply({ type: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  })();
};
