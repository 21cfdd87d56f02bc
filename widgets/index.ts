import type { ReactWidget } from '../engine/react/widgets/defineWidget';

/**
 * Every widget of the portal. Screens name widgets; the app builds its registry from this list.
 * Add a widget: create widgets/<name>/index.ts (defineWidget) and one line here.
 */
export const widgets: ReactWidget[] = [];
