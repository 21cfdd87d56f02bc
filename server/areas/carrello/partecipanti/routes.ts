import type { AppDeps } from '../../../deps';
import type { ApiInstance } from '../../../plugins/typeProvider';

/** Routes of the purchase form's partecipanti (filled in by its own work). */
export default async function partecipantiRoutes(_app: ApiInstance, _deps: AppDeps) {}
