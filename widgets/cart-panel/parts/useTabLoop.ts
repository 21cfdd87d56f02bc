import { useEffect } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The dialog's controls a Tab can reach, in order (hidden and collapsed ones have no box). */
const controlsOf = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);

/**
 * Keeps Tab inside the open dialog whose title has id `titleId`: past its last control back to the
 * first, Shift+Tab from the first (or the dialog itself) to the last. react-bootstrap only pulls the
 * focus back once it has reached another control of the page, so a Tab past the end left it on <body>.
 * Only the dialog holding the focus acts, so a question open over the cart panel loops on its own.
 */
export function useTabLoop(show: boolean, titleId: string): void {
  useEffect(() => {
    if (!show) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.defaultPrevented) return;
      const dialog = document.getElementById(titleId)?.closest<HTMLElement>('[role="dialog"]');
      const active = document.activeElement;
      if (!dialog || !(active instanceof HTMLElement) || !dialog.contains(active)) return;
      const controls = controlsOf(dialog);
      const first = controls[0];
      const last = controls[controls.length - 1];
      if (!first || !last) return;
      const target = event.shiftKey
        ? active === first || active === dialog
          ? last
          : null
        : active === last
          ? first
          : null;
      if (!target) return;
      event.preventDefault();
      target.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [show, titleId]);
}
