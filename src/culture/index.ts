import { configureCulture, type Culture } from '../../engine/core/format/culture';
import { portalCulture as data } from '../../schemas/catalogues/portalCulture';

/** The portal's culture as the engine takes it. */
export const portalCulture: Culture = data;

/** Hands the portal's culture to the engine, before the engine runs. */
export function applyPortalCulture(): void {
  configureCulture(portalCulture);
}

/**
 * dayjs's Italian month and day names, in their own chunk: only signed-in screens show them (no
 * anonymous screen has a date), so the login page does not load them (issue 13's budget). Once
 * loaded the engine's date functions switch to them; numeric formats never need them.
 */
export const loadItalianDateNames = () => import('dayjs/locale/it');
