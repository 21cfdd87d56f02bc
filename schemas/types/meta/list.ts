/* generated — run npm run gen:types */
/* source: schemas/meta/list.schema.json */

/**
 * One server list (spec 1 §7): the API fields over a named, reviewed source, how it sorts and searches, the routes that serve it (path, access, scope) and, optionally, the row edit and create routes. No SQL: sources, scope rules and edit checks are names of the server's catalogue (server/lists/catalogue), columns are checked against the database schema at start-up.
 */
export interface List {
  $schema?: string;
  /**
   * For messages and logs; unique among lists.
   */
  name: string;
  description?: string;
  /**
   * A named source of server/lists/catalogue/sources.ts, or a table of the database schema by its SQL name (its alias is then the table name).
   */
  source: string;
  /**
   * The whitelist of API fields: name as the API gives it → its column.
   */
  fields: {
    [k: string]: {
      /**
       * `alias.column` of the source (alias of a table or derived table of the source, column as in the database), or the name of one of the source's expressions.
       */
      column: string;
      type: 'string' | 'number' | 'boolean' | 'date';
      sortable?: boolean;
      filterable?: boolean;
      /**
       * A date column holding a timestamptz; found out by itself for table columns.
       */
      withTimezone?: boolean;
    };
  };
  /**
   * The list answers fullTextSearch over every string field it declares (what its grids show), except those in exclude. Text of a big source is matched through the indexed searches its catalogue entry declares; every other string field row by row.
   */
  fullText?: {
    /**
     * String fields never searched: identifiers no user reads (GUIDs).
     */
    exclude?: string[];
    /**
     * Also match the text as a substring of the fields searched row by row. Default true.
     */
    substring?: boolean;
  };
  /**
   * @minItems 1
   */
  defaultSort: {
    field: string;
    direction: 'asc' | 'desc';
  }[];
  /**
   * `alias.column` of the source (alias of a table or derived table of the source, column as in the database), or the name of one of the source's expressions.
   */
  tiebreaker: string;
  timeZone?: string;
  /**
   * Fields whose column holds a stored file's id and whose value the server replaces with a signed, expiring token of that kind (`documentoAgenzia`: the `/agenzie/file?token=` link of an agency's registration document). Such a field is a string, neither sortable nor filterable, and out of the free text.
   */
  signedLinks?: {
    [k: string]: 'documentoAgenzia';
  };
  /**
   * @minItems 1
   */
  routes: {
    /**
     * API path under /api, without leading slash; {product} is the brand slug.
     */
    path: string;
    /**
     * OpenAPI summary, in Italian.
     */
    summary: string;
    tags?: string[];
    /**
     * Who may call the route: permissions (`{product}` is the upper-case brand slug) and user-type attributes, as guards (schemas/meta/guard.schema.json).
     */
    access: {
      permissions?: string[];
      mode?: 'any' | 'all';
      /**
       * Facts of the caller that must hold these values: { "backOffice": true } for back-office users only.
       */
      userFlags?: {
        backOffice?: boolean;
      };
      attributes?: (
        | 'ALL'
        | 'fornitore'
        | 'distributore'
        | 'commerciale'
        | 'distributore_network'
        | 'distributore_agenziadettagliante'
        | 'distributore_touroperator'
      )[];
    };
    /**
     * Whose rows the caller sees: a rule of the scope catalogue by name, over the named columns (a distributor id column; `fornitore` and `polizza` a supplier id column too). `tutti` is for lists with no tenant (reference data).
     */
    scope: {
      rule: 'distributore' | 'network' | 'commerciale' | 'auto' | 'fornitore' | 'polizza' | 'tutti';
      /**
       * `alias.column` of the source (alias of a table or derived table of the source, column as in the database), or the name of one of the source's expressions.
       */
      column?: string;
      /**
       * `alias.column` of the source (alias of a table or derived table of the source, column as in the database), or the name of one of the source's expressions.
       */
      supplierColumn?: string;
      /**
       * A user id column: the caller's own row is out of scope (e.g. no self-delete).
       */
      excludeSelf?: string;
      /**
       * true: a back-office caller sees every tenant's rows (the My area's purchases for the back office); everyone else stays in the rule's scope.
       */
      backOffice?: boolean;
    };
    /**
     * An entity schema ($id) for one row, when the list has one.
     */
    item?: string;
  }[];
  /**
   * The row edit route `PUT {path}/{id}`: which fields of a row may change, each with its JSON Schema and its table column; the row must be in the caller's scope (else 404); every change is audited.
   */
  edit?: {
    /**
     * API path under /api, without leading slash; {product} is the brand slug.
     */
    path: string;
    summary: string;
    tags?: string[];
    /**
     * Table by SQL name.
     */
    table: string;
    /**
     * The integer key column of the table.
     */
    key: string;
    /**
     * Who may call the route: permissions (`{product}` is the upper-case brand slug) and user-type attributes, as guards (schemas/meta/guard.schema.json).
     */
    access: {
      permissions?: string[];
      mode?: 'any' | 'all';
      /**
       * Facts of the caller that must hold these values: { "backOffice": true } for back-office users only.
       */
      userFlags?: {
        backOffice?: boolean;
      };
      attributes?: (
        | 'ALL'
        | 'fornitore'
        | 'distributore'
        | 'commerciale'
        | 'distributore_network'
        | 'distributore_agenziadettagliante'
        | 'distributore_touroperator'
      )[];
    };
    /**
     * Whose rows the caller sees: a rule of the scope catalogue by name, over the named columns (a distributor id column; `fornitore` and `polizza` a supplier id column too). `tutti` is for lists with no tenant (reference data).
     */
    scope: {
      rule: 'distributore' | 'network' | 'commerciale' | 'auto' | 'fornitore' | 'polizza' | 'tutti';
      /**
       * `alias.column` of the source (alias of a table or derived table of the source, column as in the database), or the name of one of the source's expressions.
       */
      column?: string;
      /**
       * `alias.column` of the source (alias of a table or derived table of the source, column as in the database), or the name of one of the source's expressions.
       */
      supplierColumn?: string;
      /**
       * A user id column: the caller's own row is out of scope (e.g. no self-delete).
       */
      excludeSelf?: string;
    };
    /**
     * Audit action.
     */
    audit: string;
    /**
     * API field (one of the list's fields) → table column and JSON Schema of its value.
     */
    fields: {
      [k: string]: {
        column: string;
        schema: {
          [k: string]: unknown;
        };
        /**
         * A check of server/lists/catalogue/editChecks.ts the value must pass (e.g. a role the caller may give).
         */
        check?: string;
      };
    };
  };
  /**
   * The create route `POST {path}` of plain rows: the fields of the body, each with its JSON Schema, its table column and whether it is required; `fixed` column values; the caller's access; the scope column the new row takes from the caller (rule `distributore`: the caller's distributor, refused to a caller without one; `tutti`: none); the audit action. Answers 201 { id }; a bad body is an Italian 400 and nothing is written.
   */
  create?: {
    /**
     * API path under /api, without leading slash; {product} is the brand slug.
     */
    path: string;
    summary: string;
    tags?: string[];
    /**
     * Table by SQL name.
     */
    table: string;
    /**
     * The integer key column of the table, answered as id.
     */
    key: string;
    /**
     * Who may call the route: permissions (`{product}` is the upper-case brand slug) and user-type attributes, as guards (schemas/meta/guard.schema.json).
     */
    access: {
      permissions?: string[];
      mode?: 'any' | 'all';
      /**
       * Facts of the caller that must hold these values: { "backOffice": true } for back-office users only.
       */
      userFlags?: {
        backOffice?: boolean;
      };
      attributes?: (
        | 'ALL'
        | 'fornitore'
        | 'distributore'
        | 'commerciale'
        | 'distributore_network'
        | 'distributore_agenziadettagliante'
        | 'distributore_touroperator'
      )[];
    };
    /**
     * Whose row is created: `distributore` sets the table column `column` to the caller's distributor (a caller without one is refused); `tutti` is for rows of no tenant.
     */
    scope: {
      rule: 'distributore' | 'tutti';
      /**
       * Table column of the distributor id (rule distributore).
       */
      column?: string;
    };
    /**
     * Audit action.
     */
    audit: string;
    /**
     * Body property → table column, JSON Schema of its value, and whether the body must carry it.
     */
    fields: {
      [k: string]: {
        column: string;
        schema: {
          [k: string]: unknown;
        };
        required?: boolean;
      };
    };
    /**
     * Table column → the value every created row gets (not from the body).
     */
    fixed?: {
      [k: string]: string | number | boolean | null;
    };
  };
}
