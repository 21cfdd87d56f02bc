import { useSourceMutation } from '../../../engine/react/data';
import { useT, useToast } from '../../../engine/react/runtime/EngineContext';

/** Saves a blob under a name through a temporary link (the browser's own download). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Downloads a file call (`file/{name}`, `file/adesione/{id}`) with the main client; a failure
 * shows the spec's "file not found" toast (spec 1 §8) instead of the generic one.
 */
export function useFileDownload(): (path: string, fileName: string) => Promise<void> {
  const toast = useToast();
  const t = useT();
  const download = useSourceMutation<{ path: string }, Blob>({
    method: 'get',
    path: (v) => v.path,
    body: () => undefined,
    read: (response) => response.blob(),
    silent: true,
  });
  return async (path, fileName) => {
    try {
      saveBlob(await download.mutateAsync({ path }), fileName);
    } catch {
      toast({
        variant: 'danger',
        title: t('errore.fileNotFound'),
        body: t('errore.fileDaScaricareNonTrovato'),
      });
    }
  };
}
