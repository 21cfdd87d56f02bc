/* generated — run npm run gen:types */
/* source: schemas/meta/data-source.schema.json */

/**
 * An API call a widget reads from or submits to. The path is relative to the API base path (`/api`).
 */
export interface DataSource {
  /**
   * API path without the leading slash, e.g. `my{product}/elencoadesioni/distributore`. `{product}` is the brand slug; other `{name}` placeholders are filled from the route parameters.
   */
  path: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /**
   * Fixed query parameters (arrays are sent as repeated keys).
   */
  params?: {
    [k: string]: string | number | boolean | (string | number | boolean)[];
  };
  /**
   * list: the response is `{ items, total }` and takes filter, sort, page, pageSize; single: one object.
   */
  kind?: 'list' | 'single';
}
