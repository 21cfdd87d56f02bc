/* generated — run npm run gen:types */
/* source: schemas/entities/tipologiaConImporto.schema.json */

/**
 * The policy types (tipologiaPolizza) whose quote needs the trip amount, importoViaggio (spec 2 §5, §9). The one list of them: the server's pricing checks read its enum, and a form schema refers to it (an if on tipologiaPolizza with { "$ref": "tipologiaConImporto#" }).
 */
export type TipologiaConImporto = 5 | 6;
