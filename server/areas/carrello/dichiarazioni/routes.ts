import type { AppDeps } from '../../../deps';
import type { ApiInstance } from '../../../plugins/typeProvider';

/** Routes of the purchase form's dichiarazioni (filled in by its own work). */
export default async function dichiarazioniRoutes(_app: ApiInstance, _deps: AppDeps) {}
