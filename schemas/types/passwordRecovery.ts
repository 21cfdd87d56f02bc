/* generated — run npm run gen:types */
/* source: schemas/entities/passwordRecovery.schema.json */

/**
 * POST account/recupera-password: the e-mail address (or the username) of the account to recover. The answer is the same whether it is known or not.
 */
export type PasswordRecovery = {
  [k: string]: unknown;
} & {
  email?: string;
  username?: string;
};
