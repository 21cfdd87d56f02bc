/* generated — run npm run gen:types */
/* source: schemas/entities/parametroConfronto.schema.json */

/**
 * A comparison row (guarantee parameter) of a package. fieldType: 1 yes/no (valore 1/0), 2 percentage, 3 currency (-1 = Illimitato for both), 4 decimal with decimalSlot decimals (default 2), 5 integer, 6 and 7 text (valoreTesto), -1 rich text (valoreTesto, sanitised HTML). tipo is the input type code of spec 2 §3.
 */
export interface ParametroConfronto {
  parametroID: number;
  categoria: string;
  nomeParametro: string;
  valore: number | null;
  valoreTesto: string | null;
  tipo: number;
  fieldType: -1 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
  decimalSlot: number | null;
}
