/* generated — run npm run gen:types */
/* source: schemas/entities/disconnectResult.schema.json */

/**
 * PUT account/asusers: leaving sign-in-as. As the spec reads it, data IS the new bearer token of the original user.
 */
export interface DisconnectResult {
  data: string;
}
