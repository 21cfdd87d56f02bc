import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';
import type { ToastSpec } from '../../engine/core/errors/clientErrorCatalogue';
import { useT } from '../../engine/react/runtime/EngineContext';
import type { WidgetComponentProps } from '../../engine/react/widgets/defineWidget';

/** One toast on screen: the catalogue's ToastSpec plus an id to close it by. */
export interface ToastMessage extends ToastSpec {
  id: string;
}

export interface ToastsProps {
  toasts: ToastMessage[];
  onClose: (id: string) => void;
  /** Milliseconds before a toast closes itself; absent, toasts stay until closed. */
  delay?: number;
}

// Above the busy overlay (10010): an error toast must show while the page is still covered.
const TOASTS_Z_INDEX = 10020;

/**
 * The stack starts below the shell's header (its height, which the shell publishes as this CSS
 * variable; 0 on pages without one), so no toast covers the navigation at any width (issue 24,
 * defect 2). Outside the toasts themselves the container lets clicks through (Bootstrap's
 * `pointer-events: none`).
 */
export const HEADER_HEIGHT_VAR = '--shell-header-height';

const TEXT_CLASS: Record<ToastSpec['variant'], string> = {
  danger: 'text-white',
  success: 'text-white',
  warning: 'text-dark',
  info: 'text-dark',
};

/** The stack of toasts every message of the error catalogue (spec 1 §8) and every success goes to. */
export function Toasts({ toasts, onClose, delay }: ToastsProps) {
  const t = useT();
  return (
    <ToastContainer
      containerPosition="fixed"
      className="p-3 end-0"
      style={{ zIndex: TOASTS_Z_INDEX, top: `var(${HEADER_HEIGHT_VAR}, 0px)` }}
    >
      {toasts.map((toast) => (
        <Toast
          key={toast.id}
          bg={toast.variant}
          onClose={() => onClose(toast.id)}
          autohide={delay !== undefined}
          delay={delay}
        >
          <Toast.Header closeLabel={t('generico.chiudi')}>
            <strong className="me-auto">{toast.title}</strong>
          </Toast.Header>
          {toast.body && <Toast.Body className={TEXT_CLASS[toast.variant]}>{toast.body}</Toast.Body>}
        </Toast>
      ))}
    </ToastContainer>
  );
}

/**
 * The registry's entry point. Toasts come from the toast service, which the shell holds; a screen
 * file has nothing to give it, so placed in a screen it renders nothing.
 */
export default function ToastsWidget(_: WidgetComponentProps<Record<string, never>>) {
  return null;
}
