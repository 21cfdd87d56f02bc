import { useSourceMutation } from '../../engine/react/data';

/** The printable customer form of a package (GET carrello/moduloCliente), for the link's address. */
export const moduloClienteHref = (pacchettoID: number) =>
  `/api/carrello/moduloCliente?pacchettoId=${pacchettoID}`;

/**
 * Opens the printable customer form in a new tab. The call needs the bearer token, which a plain link
 * cannot send: the PDF is downloaded through the engine and shown as a blob URL, the tab opened
 * during the click so that pop-up blockers let it through.
 */
export function useOpenModuloCliente(): (pacchettoID: number) => Promise<void> {
  const download = useSourceMutation<{ pacchettoId: number }, Blob>({
    method: 'get',
    path: 'carrello/moduloCliente',
    read: (response) => response.blob(),
  });
  return async (pacchettoID) => {
    const tab = window.open('', '_blank');
    try {
      const blob = await download.mutateAsync({ pacchettoId: pacchettoID });
      const url = URL.createObjectURL(blob);
      if (tab) tab.location.href = url;
      else window.location.assign(url);
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch {
      tab?.close();
    }
  };
}
