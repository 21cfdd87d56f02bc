/**
 * How often a notice comes back: until the user says not to show it again, until the user confirms
 * reading it (no way to close it otherwise), or on every opening of its pages.
 */
export type NoticeRepeat = 'until-dismissed' | 'until-confirmed' | 'always';

/**
 * A notice as the engine sees it, whatever the app's API calls its fields: the app's notices
 * provider maps its records to these, keeping its own record in `app` for its dialog.
 */
export interface EngineNotice {
  /** Identity of this notice at this version: a new version is a new notice to show. */
  key: string;
  /** The `popupPosition` of the screens it opens on. */
  position: number;
  repeat: NoticeRepeat;
  /** The app's own record, opaque to the engine. */
  app?: unknown;
}

/**
 * The notices still to show, in order, on a page at `position` during one opening of it: those of
 * that position the page applies to, less those already shown during this opening (each at most once
 * per opening; the server leaves out the answered ones).
 *
 * @example noticesDue(all, 2, new Set(), () => true)[0]
 */
export function noticesDue(
  all: readonly EngineNotice[],
  position: number | null | undefined,
  seen: ReadonlySet<string>,
  appliesHere: (notice: EngineNotice) => boolean = () => true,
): EngineNotice[] {
  if (position === null || position === undefined) return [];
  return all.filter((n) => n.position === position && !seen.has(n.key) && appliesHere(n));
}
