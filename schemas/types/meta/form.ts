/* generated — run npm run gen:types */
/* source: schemas/meta/form.schema.json */

import type { DataSource } from './data-source';

/**
 * A form rendered with RJSF: the entity schema of schemas/entities that shapes its data, the uiSchema that lays it out, and the calls that load and submit it.
 */
export interface Form {
  /**
   * The entity schema, referenced by id as the server routes do: `{ "$ref": "login#" }`.
   */
  schema: {
    $ref: string;
  };
  /**
   * RJSF uiSchema; its shape belongs to RJSF, so it is not constrained here.
   */
  uiSchema?: {
    [k: string]: unknown;
  };
  /**
   * Loads the initial data.
   */
  source?: DataSource;
  /**
   * Receives the form data.
   */
  submit?: DataSource;
}
