import { lazy, Suspense, useState } from 'react';
import { useT } from '../../engine/react/runtime/EngineContext';
import type { WidgetComponentProps } from '../../engine/react/widgets/defineWidget';
import { useCartPanel } from '../cart-panel/useCartPanel';
import { NavIconButton } from '../icons/NavIconButton';

export type PolicyImportProps = Record<string, never>;

// The dialog (form, polling, result) is loaded the first time the icon is pressed, not with the shell.
const ImportDialog = lazy(() => import('./ImportDialog'));

/** The navigation bar's upload icon (spec 2 §2 "Navigation bar"): it opens the multi-policy import. */
export function ImportIcon({ onOpen }: { onOpen: () => void }) {
  const t = useT();
  const label = t('importazione.icona');
  return (
    <NavIconButton
      label={label}
      // Bootstrap Icons "upload" (MIT licence, © The Bootstrap Authors).
      paths={[
        'M.5 9.9a.5.5 0 0 1 .5.5v2.5a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-2.5a.5.5 0 0 1 1 0v2.5a2 2 0 0 1-2 2H2a2 2 0 0 1-2-2v-2.5a.5.5 0 0 1 .5-.5',
        'M7.646 1.146a.5.5 0 0 1 .708 0l3 3a.5.5 0 0 1-.708.708L8.5 2.707V11.5a.5.5 0 0 1-1 0V2.707L5.354 4.854a.5.5 0 1 1-.708-.708z',
      ]}
      data-import-icon=""
      onOpen={onOpen}
    />
  );
}

/**
 * The icon with its dialog, placed by the shell's navigation bar (desktop and mobile) for users who
 * may use the cart. The dialog stays mounted once loaded, so an import still running when it is
 * closed keeps being followed (and the cart refreshed) and shows its progress when reopened; it gives
 * the focus back to the icon, and 'Vai al carrello' opens the cart panel once it has closed.
 */
export function LivePolicyImport() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const cart = useCartPanel();
  return (
    <>
      <ImportIcon
        onOpen={() => {
          setLoaded(true);
          setOpen(true);
        }}
      />
      {loaded && (
        <Suspense fallback={null}>
          <ImportDialog show={open} onHide={() => setOpen(false)} onGoToCart={cart.show} />
        </Suspense>
      )}
    </>
  );
}

export default function PolicyImportWidget(_: WidgetComponentProps<PolicyImportProps>) {
  return <LivePolicyImport />;
}
