/* generated — run npm run gen:types */
/* source: schemas/entities/forcePassword.schema.json */

/**
 * PUT account/forza-password: back office sets a user's password; the user's sessions are revoked and a change is required at next sign-in.
 */
export interface ForcePassword {
  userId: number;
  passwordNuova: string;
  passwordConferma: string;
}
