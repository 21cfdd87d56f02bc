import type { AppDeps } from '../../../deps';
import type { ApiInstance } from '../../../plugins/typeProvider';

/** Routes of the purchase form's voli (filled in by its own work). */
export default async function voliRoutes(_app: ApiInstance, _deps: AppDeps) {}
