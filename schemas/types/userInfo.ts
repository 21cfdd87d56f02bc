/* generated — run npm run gen:types */
/* source: schemas/entities/userInfo.schema.json */

/**
 * The signed-in user as the client sees it (spec 1 §3). Under sign-in-as it describes the impersonated user; impersonatorFullName names who is acting.
 */
export interface UserInfo {
  id: number;
  anagraficaID: number | null;
  firstName: string;
  lastName: string;
  /**
   * First and last name, or the username when both are empty.
   */
  fullName: string;
  /**
   * Role description and company name, e.g. "Agenzia dettagliante — Agenzia Viaggi Il Gabbiano S.r.l.".
   */
  description: string;
  /**
   * Culture code, e.g. it-IT.
   */
  defaultLanguage: string;
  userName: string;
  email: string;
  ruoloID: number;
  superAdmin: boolean;
  /**
   * Permission strings `CODE|LETTERS`, or the single `*` of a super-admin role (spec 1 §6).
   */
  permessi: string[];
  distributoreID: number | null;
  /**
   * The user's distributor (agency, tour operator or network), null for other users.
   */
  distributore: null | {
    id: number;
    codice: string;
    ragioneSociale: string;
    tipo: 'agenziadettagliante' | 'touroperator' | 'network';
    /**
     * The network a member agency belongs to.
     */
    networkID: number | null;
  };
  fornitoreID: number | null;
  /**
   * The user's supplier, null for other users.
   */
  fornitore: null | {
    id: number;
    codice: string;
    ragioneSociale: string;
  };
  backOffice: boolean;
  web: boolean;
  /**
   * User-type attributes: ALL, fornitore, distributore, commerciale, distributore_network, distributore_agenziadettagliante, distributore_touroperator.
   */
  attributiUtente: string[];
  /**
   * Full name of the back-office user signed in as this user; null otherwise.
   */
  impersonatorFullName: string | null;
  /**
   * True while the session is a sign-in-as session.
   */
  hasImpersonateUser: boolean;
  mustPay: boolean;
  segnalazionePagamentoFineMese: boolean;
  /**
   * Back office set the user's password: until the user chooses a new one the server refuses every other call (403 errore.cambioPasswordObbligatorio) and redirectTo is the password change screen. False under sign-in-as.
   */
  mustChangePassword?: boolean;
}
