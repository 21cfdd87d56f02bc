/* generated — run npm run gen:types */
/* source: schemas/entities/ulterioreDato.schema.json */

/**
 * Further data item (spec 2 §3): a question the package asks with the purchase. tipo is free text ('testo', or empty) or 'combo' followed by a JSON list of options [{"Codice":…,"Descrizione":…}]; a dropdown's valore is an option's Codice. The product detail lists the package's items without valore; datiViaggio.ulterioriDati carries them with the agent's answers.
 */
export interface UlterioreDato {
  itemID: number;
  descrizione: string;
  tipo?: string | null;
  obbligatorio?: boolean | null;
  valore?: string | null;
}
