/* generated — run npm run gen:types */
/* source: schemas/entities/rifiutoRegistrazione.schema.json */

/**
 * Back office's refusal of an agency registration, with the reason mailed to the agency.
 */
export interface RifiutoRegistrazione {
  motivo: string;
}
