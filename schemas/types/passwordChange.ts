/* generated — run npm run gen:types */
/* source: schemas/entities/passwordChange.schema.json */

/**
 * POST account/cambia-password: the signed-in user changes their own password. The policy (length, common passwords) is checked by the server with Italian messages.
 */
export interface PasswordChange {
  passwordVecchia: string;
  passwordNuova: string;
  passwordConferma: string;
}
