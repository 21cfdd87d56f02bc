import { useEffect, useRef, type MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useT } from '../runtime/EngineContext';

/**
 * What a navigation may ask to be focused once the new page shows, instead of its heading:
 * `navigate(path, { state: { focus: '#first-field' } })` (a CSS selector).
 */
export interface FocusRequest {
  focus?: string;
}

// How long a page may take to show its heading (its widgets load lazily, its data after that).
const WAIT_FOR_HEADING_MS = 1_000;
const GIVE_UP_MS = 5_000;
const FIELDS = 'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)';

/** An open modal dialog keeps the focus: it has its own trap and initial focus. */
const modalOpen = () => document.querySelector('.modal.show, [aria-modal="true"]') !== null;

/** Focuses `target`, making a heading or landmark focusable by script only (tabIndex -1). */
function focusOn(target: HTMLElement): void {
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus();
}

/**
 * Where the page's content starts: its level-one heading, or after `fieldsAfterMs` its first field,
 * or at last the main landmark itself.
 */
function pageStart(kind: 'heading' | 'field' | 'main'): HTMLElement | null {
  const main = document.querySelector<HTMLElement>('main');
  if (!main) return null;
  const heading = main.querySelector<HTMLElement>('h1');
  if (heading || kind === 'heading') return heading;
  const field = main.querySelector<HTMLElement>(FIELDS);
  if (field || kind === 'field') return field;
  return main;
}

/** Moves the focus to the page's content (the skip link's target). */
export function focusPageStart(): void {
  const target = pageStart('main');
  if (target) focusOn(target);
}

/**
 * The first focusable element of every page (WCAG 2.4.1): hidden until focused, it takes the
 * keyboard past the navigation to the page's heading. Its href names the main landmark's id, which
 * the layouts give it (`main`); the focus goes where focusPageStart says either way.
 */
export function SkipLink() {
  const t = useT();
  const skip = (event: MouseEvent) => {
    event.preventDefault();
    focusPageStart();
  };
  return (
    <a
      href="#main"
      className="skip-link visually-hidden-focusable position-absolute top-0 start-0 m-2 px-3 py-2 bg-white border rounded shadow"
      style={{ zIndex: 10030 }}
      onClick={skip}
    >
      {t('menu.vaiAlContenuto')}
    </a>
  );
}

/**
 * After each change of page (not the first load), the focus goes to the new page's level-one
 * heading, or its first field when it has none, instead of staying on the link that led there or
 * falling back to the top of the document (issue 24: "focus back at the top after each page
 * change"). A navigation may name another target (FocusRequest). The focus is left alone when the
 * user or the page has put it somewhere already, and while a modal dialog is open.
 */
export function RouteFocus() {
  const location = useLocation();
  const first = useRef(true);
  const request = (location.state as FocusRequest | null)?.focus;
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const before = document.activeElement;
    const started = Date.now();
    const main = () => document.querySelector('main');
    // Untouched: nothing focused, the focused element gone, or still what was focused when the page
    // showed (the link or button that led here), unless that is a field of the new page, which the
    // page focused itself (autofocus).
    const untouched = () => {
      const active = document.activeElement;
      if (!active || active === document.body || !active.isConnected) return true;
      return active === before && !(main()?.contains(active) && active.matches(FIELDS));
    };
    const attempt = (): boolean => {
      if (!untouched() || modalOpen()) return true;
      const elapsed = Date.now() - started;
      const target = request
        ? document.querySelector<HTMLElement>(request)
        : pageStart(elapsed < WAIT_FOR_HEADING_MS ? 'heading' : elapsed < GIVE_UP_MS ? 'field' : 'main');
      if (!target) return false;
      focusOn(target);
      return true;
    };
    if (attempt()) return;
    const observer = new MutationObserver(() => attempt() && stop());
    observer.observe(document.body, { childList: true, subtree: true });
    // The timers let the field, then the landmark, be taken when no heading comes.
    const later = setTimeout(() => attempt() && stop(), WAIT_FOR_HEADING_MS);
    const last = setTimeout(() => {
      attempt();
      stop();
    }, GIVE_UP_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(later);
      clearTimeout(last);
    }
    return stop;
  }, [location.pathname, request]);
  return null;
}
