/* generated — run npm run gen:types */
/* source: schemas/entities/tokenResult.schema.json */

/**
 * A new bearer token: POST account/asusers/{id} (the sign-in-as session) and POST account/cambia-password (the fresh session after every other one was revoked).
 */
export interface TokenResult {
  data: {
    token: string;
  };
}
