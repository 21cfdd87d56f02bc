import { buildWorkbook } from './buildWorkbook';
import type { WorkerMessage, WorkerRequest } from './exportTypes';

interface WorkerScope {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerMessage, transfer?: Transferable[]): void;
}

const scope = self as unknown as WorkerScope;

/**
 * The client-mode export off the main thread. exceljs is imported here, lazily, so it is never
 * part of the first screen's JavaScript (spec: exceljs only when exporting).
 */
scope.onmessage = (event) => {
  void (async () => {
    try {
      const excel = await import('exceljs');
      const Workbook = (excel.default ?? excel).Workbook;
      const workbook = buildWorkbook(Workbook, event.data, (done, total) =>
        scope.postMessage({ type: 'progress', done, total }),
      );
      const buffer = (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
      scope.postMessage({ type: 'done', buffer }, [buffer]);
    } catch (error) {
      scope.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  })();
};
