/* generated — run npm run gen:types */
/* source: schemas/entities/userCreation.schema.json */

/**
 * A new portal user (spec 1 §3). With inviaEmail the user receives a link to choose the first password instead.
 */
export interface UserCreation {
  username: string;
  passwordNuova?: string;
  passwordConferma?: string;
  inviaEmail?: boolean;
}
