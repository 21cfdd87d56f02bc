import Spinner from 'react-bootstrap/Spinner';
import { useT } from '../../engine/react/runtime/EngineContext';
import type { WidgetComponentProps } from '../../engine/react/widgets/defineWidget';

/** Above every Bootstrap layer (modals 1055, toasts 1090), as spec 1 §9 sets it. */
export const BUSY_OVERLAY_Z_INDEX = 10010;

export interface BusyOverlayProps {
  /** Main-client requests pending or loading forced; background calls never set it. */
  busy: boolean;
}

/** Covers the page while the main client works, so nothing is clicked twice. */
export function BusyOverlay({ busy }: BusyOverlayProps) {
  const t = useT();
  if (!busy) return null;
  return (
    <div
      role="status"
      aria-busy="true"
      aria-live="polite"
      className="position-fixed top-0 start-0 w-100 h-100 d-flex align-items-center justify-content-center"
      style={{ zIndex: BUSY_OVERLAY_Z_INDEX, backgroundColor: 'rgba(255, 255, 255, 0.6)' }}
    >
      <Spinner animation="border" variant="primary" aria-hidden="true" />
      <span className="visually-hidden">{t('generico.caricamento')}</span>
    </div>
  );
}

/**
 * The registry's entry point. The busy state comes from the API clients, which the shell holds; a
 * screen file has nothing to give it, so placed in a screen it renders nothing.
 */
export default function BusyOverlayWidget(_: WidgetComponentProps<Record<string, never>>) {
  return null;
}
