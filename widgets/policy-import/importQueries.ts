import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataSource, useSourceMutation } from '../../engine/react/data';
import { readData, readItems } from '../shopping/readBody';

/** GET carrello/modelli: the templates for multiple practices (spec 2 §7), as text and value. */
export interface ModelloPratiche {
  text: string;
  value: number | string;
}

/** One practice the server refused (spec 2 §3 "Import result", §8). */
export interface PraticaConErrori {
  rigaExcel: number;
  riferimentoPratica: string;
  contraente: string;
  errore?: string;
}

/** Spec 2 §3: `tipoEsecuzione` 1 = the policies went into the cart (§9); otherwise they were issued. */
export interface EsitoControllo {
  tipoEsecuzione: number;
  totalePratiche: number;
  praticheAggiunte?: number;
  praticheGiaPresenti?: number;
  praticheConErrori: PraticaConErrori[];
  /** Issued policies to be paid at purchase: the payment pages (as the purchase's redirect URL). */
  urlPagamento?: string[];
}

export type StatoImportazione = 'inCoda' | 'inCorso' | 'completata' | 'fallita';

/** The queued import job: how far it is, and its outcome once `completata`. */
export interface Importazione {
  importazioneID: number | string;
  stato: StatoImportazione;
  totalePratiche: number;
  elaborate: number;
  esitoControllo?: EsitoControllo;
}

/** The import job is read again this often while it runs. */
export const IMPORT_POLL_MS = 1000;

export const isFinished = (stato: StatoImportazione | undefined): boolean =>
  stato === 'completata' || stato === 'fallita';

/** GET carrello/modelli, in the background (spec 2 §8: import call failures are only logged). */
export function useModelli(enabled: boolean): UseQueryResult<ModelloPratiche[]> {
  return useDataSource<ModelloPratiche[]>({ path: 'carrello/modelli' }, undefined, {
    background: true,
    enabled,
    select: readItems<ModelloPratiche>,
    staleTime: Infinity,
  });
}

/**
 * POST carrello/caricapratiche (multipart: filePratiche, modelId): the queued job (202). A 400 carries
 * an Italian `message` that the dialog shows; other failures are only logged (background client).
 */
export function useCaricaPratiche() {
  return useSourceMutation<{ file: File; modelId: string }, Importazione>({
    method: 'post',
    path: 'carrello/caricapratiche',
    background: true,
    body: ({ file, modelId }) => {
      const form = new FormData();
      form.append('modelId', modelId);
      form.append('filePratiche', file, file.name);
      return form;
    },
    read: async (response) => readData<Importazione>(await response.json()),
    // A big file may take longer than the client's default timeout to send.
    timeout: false,
  });
}

/**
 * GET carrello/caricapratiche/{importazioneID}, polled in the background every second (TanStack's
 * timer, as the messages are polled) until the job is `completata` or `fallita`, or a read fails
 * (only logged, spec 2 §8).
 */
export function useImportazione(importazioneID: number | string | null): UseQueryResult<Importazione> {
  const [running, setRunning] = useState(true);
  const query = useDataSource<Importazione>(
    importazioneID === null
      ? null
      : { path: `carrello/caricapratiche/${encodeURIComponent(String(importazioneID))}` },
    undefined,
    {
      background: true,
      select: (raw) => readData<Importazione>(raw),
      refetchInterval: running ? IMPORT_POLL_MS : false,
    },
  );
  const stato = query.data?.stato;
  const failed = query.isError;
  useEffect(() => {
    setRunning(!isFinished(stato) && !failed);
  }, [stato, failed, importazioneID]);
  return query;
}

/**
 * GET amministrazione/settingspratichemultiple/filemodel/{modelId}/0: the template as an .xls Blob
 * (0 = the caller's distributor). The dialog shows the spec's toast when it fails (spec 2 §8).
 */
export function useScaricaModelloPratiche() {
  return useSourceMutation<{ modelId: string }, Blob>({
    method: 'get',
    path: ({ modelId }) =>
      `amministrazione/settingspratichemultiple/filemodel/${encodeURIComponent(modelId)}/0`,
    background: true,
    body: () => undefined,
    read: (response) => response.blob(),
  });
}
