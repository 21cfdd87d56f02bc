import { useSourceMutation } from '../../engine/react/data';

/**
 * Opens a product's terms PDF in a new tab (spec 2 §7 `terminiecondizioni`). The call needs the
 * bearer token, which a plain link cannot send, so the PDF is downloaded through the engine (a `get`
 * command read as a Blob: a download, nothing to cache) and shown as a blob URL; the tab is opened
 * during the click so that pop-up blockers let it through.
 */
export function useOpenTermini(): (pacchettoID: number, prodottoID: number) => Promise<void> {
  const download = useSourceMutation<{ pacchettoId: number; prodottoId: number }, Blob>({
    method: 'get',
    path: 'carrello/terminiecondizioni',
    read: (response) => response.blob(),
  });
  return async (pacchettoID, prodottoID) => {
    const tab = window.open('', '_blank');
    try {
      const blob = await download.mutateAsync({ pacchettoId: pacchettoID, prodottoId: prodottoID });
      const url = URL.createObjectURL(blob);
      if (tab) tab.location.href = url;
      else window.location.assign(url);
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch {
      tab?.close();
    }
  };
}
