import { configureCulture, type Culture } from '../../engine/core/format/culture';
import { portalCulture as data } from '../../schemas/catalogues/portalCulture';

/** The portal's culture as the engine takes it. */
export const portalCulture: Culture = data;

/**
 * Hands the portal's culture to the engine and starts loading dayjs's Italian month and day
 * names. The names come in their own chunk, not in the first load (issue 13): until they arrive
 * only numeric formats are written, which do not need them.
 */
export function applyPortalCulture(): void {
  configureCulture(portalCulture);
  void loadItalianDateNames();
}

/** dayjs's Italian locale; once loaded the engine's date functions switch to it. */
export const loadItalianDateNames = () => import('dayjs/locale/it');
