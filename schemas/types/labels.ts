/* generated — run npm run gen:types */
/* source: schemas/entities/labels.schema.json */

/**
 * The UI texts of one culture (localization/labels/{culture}): label key to text.
 */
export interface Labels {
  [k: string]: string;
}
