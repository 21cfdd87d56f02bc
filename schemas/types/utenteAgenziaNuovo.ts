/* generated — run npm run gen:types */
/* source: schemas/entities/utenteAgenziaNuovo.schema.json */

/**
 * A new user of the caller's agency (spec 1 §3 "User creation": username, passwordNuova, passwordConferma, inviaEmail), with the e-mail address, name and the web role chosen from dropdown/ruoli/web. With inviaEmail the user receives a link to choose the first password; the passwords may then be left empty.
 */
export interface UtenteAgenziaNuovo {
  username: string;
  email: string;
  nome?: string;
  cognome?: string;
  ruoloID: number;
  passwordNuova?: string;
  passwordConferma?: string;
  inviaEmail?: boolean;
}
