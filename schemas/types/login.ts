/* generated — run npm run gen:types */
/* source: schemas/entities/login.schema.json */

/**
 * Credentials of POST account/login. The username is matched case-insensitively.
 */
export interface Login {
  username: string;
  password: string;
}
