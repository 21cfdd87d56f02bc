/* generated — run npm run gen:types */
/* source: schemas/entities/signInAsList.schema.json */

import type { SignInAsUser } from './signInAsUser';

/**
 * GET account/asusers: one page of users one may sign in as, with the total count.
 */
export interface SignInAsList {
  items: SignInAsUser[];
  total: number;
}
