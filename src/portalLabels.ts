import type { LoadLabels } from '../engine/react/runtime/labelCache';
import type { Labels } from '../schemas/types';

/** The portal's texts of a culture: `GET localization/labels/{culture}` (spec 1 §7). */
export const loadPortalLabels: LoadLabels = (client, culture) =>
  client.get(`localization/labels/${encodeURIComponent(culture)}`).json<Labels>();
