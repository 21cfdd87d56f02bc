import type { Labels, LoadLabels } from '../engine/react/runtime/labelCache';

/** The portal's texts of a culture: `GET localization/labels/{culture}` (spec 1 §7). */
export const loadPortalLabels: LoadLabels = (client, culture) =>
  client.get(`localization/labels/${encodeURIComponent(culture)}`).json<Labels>();
