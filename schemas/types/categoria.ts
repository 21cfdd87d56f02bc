/* generated — run npm run gen:types */
/* source: schemas/entities/categoria.schema.json */

/**
 * A shopping category card (spec 2 §3 "Category"): image name for file/image/{name}, CSS classes of the card's front and back, and how many packages the caller may sell in it.
 */
export interface Categoria {
  itemID: number;
  categoria: string;
  descrizione: string;
  image: string | null;
  classeFronte: string;
  classeRetro: string;
  ordine: number;
  numeroProdotti: number;
}
