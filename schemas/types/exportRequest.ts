/* generated — run npm run gen:types */
/* source: schemas/entities/exportRequest.schema.json */

/**
 * A server-mode grid's Excel export (spec 1 §8, §9): the list's path as the grid calls it, the same filter, sort and full-text search in the list grammar, the grouping fields, and the columns flagged export with their titles, widths and cell types.
 */
export interface ExportRequest {
  /**
   * The list's path, e.g. myoverins/elencoadesioni/distributore
   */
  path: string;
  filter?: string;
  sort?: string;
  fullTextSearch?: string;
  /**
   * Grouping fields, outermost first
   *
   * @maxItems 5
   */
  group?: string[];
  /**
   * @maxItems 200
   */
  columns: {
    field: string;
    title: string;
    exportWidth?: number;
    type?: string;
    /**
     * Text written for a raw value (the column's translated valueLabels)
     */
    values?: {
      [k: string]: string;
    };
  }[];
}
