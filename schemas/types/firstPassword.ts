/* generated — run npm run gen:types */
/* source: schemas/entities/firstPassword.schema.json */

/**
 * POST account/set-first-password: the first password of an invited user, with the one-time token from the invitation mail.
 */
export interface FirstPassword {
  passwordNuova: string;
  passwordConferma: string;
  token: string;
}
