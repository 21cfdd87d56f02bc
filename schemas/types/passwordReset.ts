/* generated — run npm run gen:types */
/* source: schemas/entities/passwordReset.schema.json */

/**
 * POST account/change-password: a new password with the one-time token from the recovery mail.
 */
export interface PasswordReset {
  passwordNuova: string;
  passwordConferma: string;
  token: string;
}
