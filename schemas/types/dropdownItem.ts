/* generated — run npm run gen:types */
/* source: schemas/entities/dropdownItem.schema.json */

/**
 * One option of a dropdown list (dropdown/*): the value to send and the Italian text to show.
 */
export interface DropdownItem {
  value: string | number;
  text: string;
}
