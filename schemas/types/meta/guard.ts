/* generated — run npm run gen:types */
/* source: schemas/meta/guard.schema.json */

/**
 * What a screen demands of the user (spec 1 §2 Access guard, §6). Evaluated by engine/core/access canAccess on the client and on the server.
 */
export interface Guard {
  /**
   * The user must be signed in. Implied by permissions or attributes; false only makes sense on anonymous screens.
   */
  authenticated?: boolean;
  /**
   * Permission strings `CODE` or `CODE|LETTERS` (letters R C U D E); a code ending in `_` matches by prefix. `{product}` is the brand slug.
   */
  permissions?: string[];
  /**
   * any: one permission is enough; all: every one is needed.
   */
  mode?: 'any' | 'all';
  /**
   * User-type attributes (spec 1 §3); the user needs one of them. ALL matches any user.
   */
  attributes?: (
    | 'ALL'
    | 'fornitore'
    | 'distributore'
    | 'commerciale'
    | 'distributore_network'
    | 'distributore_agenziadettagliante'
    | 'distributore_touroperator'
  )[];
  /**
   * Flags of userInfo that must have these values, e.g. { "mustPay": false }: the cart requires the user to be up to date on payments (spec 1 §2); { "backOffice": true }: back-office users only.
   */
  userFlags?: {
    mustPay?: boolean;
    segnalazionePagamentoFineMese?: boolean;
    backOffice?: boolean;
    web?: boolean;
    hasImpersonateUser?: boolean;
  };
}
