/* generated — run npm run gen:types */
/* source: schemas/entities/signInAsUser.schema.json */

/**
 * A row of the sign-in-as grid (spec 1 §3): a user a back-office operator may act as.
 */
export interface SignInAsUser {
  itemID: number;
  userId: number;
  username: string;
  nome: string;
  cognome: string;
  fornitoreID: number | null;
  distributoreID: number | null;
}
