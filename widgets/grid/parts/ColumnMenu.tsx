import { Icon } from '../../icons/icons';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { useT } from '../../../engine/react/runtime/EngineContext';

/** Spec 1 §9: the column menu closes 200 ms after it loses focus. */
export const MENU_CLOSE_DELAY = 200;

/**
 * A header's menu: a button that opens a small panel; it closes 200 ms after focus leaves it (so
 * moving between its own inputs never closes it), on Escape (focus returns to the button), or
 * when `close` is called.
 */
export function ColumnMenu({
  label,
  active,
  children,
}: {
  label: string;
  active: boolean;
  children: (close: () => void) => ReactNode;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const id = useId();
  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  const close = () => {
    cancel();
    setOpen(false);
  };
  useEffect(() => cancel, []);
  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>('input, select, button')?.focus();
  }, [open]);

  return (
    <span className="position-relative d-inline-block">
      <Button
        ref={button}
        size="sm"
        variant={active ? 'primary' : 'link'}
        className="py-0 px-1"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={`${t('griglia.menuColonna')} ${label}${active ? ` (${t('griglia.filtroAttivo')})` : ''}`}
        onClick={() => (open ? close() : setOpen(true))}
        onKeyDown={(e) => e.stopPropagation()}
      >
        <Icon name={active ? 'funnelFill' : 'threeDotsVertical'} />
      </Button>
      {open && (
        <div
          ref={panel}
          id={id}
          role="dialog"
          aria-label={`${t('griglia.menuColonna')} ${label}`}
          className="position-absolute end-0 mt-1 p-2 bg-white border rounded shadow text-start fw-normal"
          style={{ zIndex: 20, minWidth: 260 }}
          onFocus={cancel}
          onBlur={(e) => {
            if (panel.current?.contains(e.relatedTarget as Node | null)) return;
            cancel();
            timer.current = setTimeout(() => setOpen(false), MENU_CLOSE_DELAY);
          }}
          onKeyDown={(e) => {
            // The grid's arrow keys must not move cell focus while typing in the menu.
            e.stopPropagation();
            if (e.key === 'Escape') {
              close();
              button.current?.focus();
            }
          }}
        >
          {children(close)}
        </div>
      )}
    </span>
  );
}
