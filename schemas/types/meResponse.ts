/* generated — run npm run gen:types */
/* source: schemas/entities/meResponse.schema.json */

import type { UserInfo } from './userInfo';

/**
 * GET account/me: the user and the route the client must open first (tuoiPagamenti when the user must pay), or null.
 */
export interface MeResponse {
  userInfo: UserInfo;
  redirectTo: string | null;
}
