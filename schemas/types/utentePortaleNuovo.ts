/* generated — run npm run gen:types */
/* source: schemas/entities/utentePortaleNuovo.schema.json */

/**
 * A new user of any kind, created by back office (POST amministrazione/utenti): the kind of user, its distributor (retail agency, tour operator, network: of that kind) or supplier, and a role meant for that kind. The user receives by mail a link to choose the first password.
 */
export interface UtentePortaleNuovo {
  username: string;
  nome: string;
  cognome: string;
  email: string;
  tipo: 'backOffice' | 'agenziadettagliante' | 'touroperator' | 'network' | 'fornitore' | 'commerciale';
  /**
   * The distributor, for a retail agency, tour operator or network user; absent or null otherwise.
   */
  distributoreId?: number | null;
  /**
   * The supplier, for a supplier's user; absent or null otherwise.
   */
  fornitoreId?: number | null;
  ruoloId: number;
}
