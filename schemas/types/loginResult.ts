/* generated — run npm run gen:types */
/* source: schemas/entities/loginResult.schema.json */

import type { UserInfo } from './userInfo';

/**
 * POST account/login: the bearer token (sent as `Authorization: Bearer …`) with the user. mustChangePassword is true after back office forced a password.
 */
export interface LoginResult {
  data: {
    token: string;
    userInfo: UserInfo;
    redirectTo: string | null;
    mustChangePassword: boolean;
  };
}
