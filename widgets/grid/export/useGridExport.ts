import { useEffect, useRef, useState } from 'react';
import { formatNumber } from '../../../engine/core/format';
import { encodeFilter, encodeSort, type FilterGroup, type SortField } from '../../../engine/core/query';
import { refusalOf, useSourceMutation } from '../../../engine/react/data';
import { useT, useToast } from '../../../engine/react/runtime/EngineContext';
import { saveBlob } from '../cells/useFileDownload';
import type { GridColumn, GridRow } from '../types';
import { createExportWorker } from './createExportWorker';
import { EXPORT_FILE_NAME, EXPORT_SHEET_NAME, type ExportColumn, type WorkerMessage } from './exportTypes';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface ExportProgressState {
  percent: number | null;
  detail: string;
}

export interface GridExportOptions {
  mode: 'server' | 'client';
  columns: readonly GridColumn[];
  path: string | null;
  filter: FilterGroup | null;
  sort: SortField[];
  fullTextSearch: string;
  groupBy: string[];
  /** Client mode: every filtered and sorted row. */
  rows: () => readonly GridRow[];
  /** Rows the list has now; 0 means there is nothing to export. */
  total: number;
  fileName?: string;
}

const megabytes = (bytes: number) => `${formatNumber(bytes / 1_048_576, { maximumFractionDigits: 1 })} MB`;

/**
 * The grid's Excel export (spec 1 §8, §9): only columns flagged `export`; none is a configuration
 * error, an empty list a warning, a failure `msg.exporterror`. Server mode posts the list's query to
 * `export/xlsx` and streams the file; client mode builds it in a Web Worker. Both can be cancelled.
 */
interface ServerExport {
  body: Record<string, unknown>;
  signal: AbortSignal;
  onBytes: (received: number) => void;
}

/** The file of a streamed answer, read chunk by chunk so the bytes received can be shown. */
async function readStreamed(response: Response, onBytes: (received: number) => void): Promise<Blob> {
  const reader = response.body?.getReader();
  if (!reader) return response.blob();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onBytes(received);
  }
  return new Blob(chunks as BlobPart[], { type: XLSX });
}

export function useGridExport(options: GridExportOptions) {
  const download = useSourceMutation<ServerExport, Blob>({
    method: 'post',
    path: 'export/xlsx',
    background: true,
    body: (v) => v.body,
    signal: (v) => v.signal,
    timeout: false,
    read: (response, v) => readStreamed(response, v.onBytes),
  });
  const toast = useToast();
  const t = useT();
  const [progress, setProgress] = useState<ExportProgressState | null>(null);
  const cancelRef = useRef<(() => void) | null>(null);
  useEffect(() => () => cancelRef.current?.(), []);

  const fileName = options.fileName ?? EXPORT_FILE_NAME;
  const failed = () =>
    toast({
      variant: 'danger',
      title: t('msg.erroreGenerico'),
      body: t('msg.exporterror'),
    });
  const noData = () =>
    toast({
      variant: 'warning',
      title: t('msg.warningGenerico'),
      body: t('export.nodataexport'),
    });
  const configError = () =>
    toast({
      variant: 'danger',
      title: t('generico.configurationerror'),
      body: t('msg.exportcolumnserror'),
    });
  const finish = () => {
    cancelRef.current = null;
    setProgress(null);
  };

  const exportColumns = (): ExportColumn[] =>
    options.columns
      .filter((c) => c.export === true)
      .map((c) => ({
        field: c.field,
        title: t(c.title ?? c.field),
        ...(c.exportWidth !== undefined ? { exportWidth: c.exportWidth } : {}),
        type: c.type ?? 'text',
        ...(c.valueLabels
          ? {
              values: Object.fromEntries(
                Object.entries(c.valueLabels).map(([raw, label]) => [raw, t(label)]),
              ),
            }
          : {}),
      }));

  async function onServer(columns: ExportColumn[]) {
    const controller = new AbortController();
    cancelRef.current = () => {
      controller.abort();
      finish();
    };
    setProgress({ percent: null, detail: '' });
    try {
      const blob = await download.mutateAsync({
        body: {
          path: options.path,
          ...(options.filter ? { filter: encodeFilter(options.filter) } : {}),
          ...(options.sort.length > 0 ? { sort: encodeSort(options.sort) } : {}),
          ...(options.fullTextSearch ? { fullTextSearch: options.fullTextSearch } : {}),
          ...(options.groupBy.length > 0 ? { group: options.groupBy } : {}),
          columns,
        },
        signal: controller.signal,
        onBytes: (received) => setProgress({ percent: null, detail: megabytes(received) }),
      });
      saveBlob(blob, fileName);
    } catch (error) {
      if (controller.signal.aborted) return;
      const codes = messageCodes(error);
      if (codes.includes('export.nodataexport')) noData();
      else if (codes.includes('msg.exportcolumnserror')) configError();
      else failed();
    } finally {
      finish();
    }
  }

  function onClient(columns: ExportColumn[], rows: readonly GridRow[]) {
    let worker: Worker;
    try {
      worker = createExportWorker();
    } catch {
      failed();
      return;
    }
    cancelRef.current = () => {
      worker.terminate();
      finish();
    };
    setProgress({ percent: 0, detail: '' });
    const byField = new Map(options.columns.map((c) => [c.field, c]));
    worker.onmessage = (event: MessageEvent<WorkerMessage>) => {
      const message = event.data;
      if (message.type === 'progress') {
        setProgress({ percent: Math.round((message.done / Math.max(1, message.total)) * 100), detail: '' });
        return;
      }
      worker.terminate();
      finish();
      if (message.type === 'done') saveBlob(new Blob([message.buffer], { type: XLSX }), fileName);
      else failed();
    };
    worker.onerror = () => {
      worker.terminate();
      finish();
      failed();
    };
    worker.postMessage({
      columns,
      rows: [...rows],
      groups: options.groupBy.map((field) => {
        const c = byField.get(field);
        return { field, title: t(c?.title ?? field), type: c?.type ?? 'text' };
      }),
      sheetName: EXPORT_SHEET_NAME,
      labels: { yes: t('griglia.vero'), no: t('griglia.falso') },
    });
  }

  const start = () => {
    if (progress) return;
    const columns = exportColumns();
    if (columns.length === 0) return configError();
    if (options.total === 0) return noData();
    if (options.mode === 'server') void onServer(columns);
    else {
      const rows = options.rows();
      if (rows.length === 0) return noData();
      onClient(columns, rows);
    }
  };

  return { progress, start, cancel: () => cancelRef.current?.() };
}

function messageCodes(error: unknown): string[] {
  const body = refusalOf(error)?.body as { messages?: Array<{ code?: unknown }> } | null | undefined;
  return (body?.messages ?? []).map((m) => String(m.code ?? ''));
}
