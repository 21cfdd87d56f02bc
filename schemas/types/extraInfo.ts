/* generated — run npm run gen:types */
/* source: schemas/entities/extraInfo.schema.json */

/**
 * A package's extra-info rule (spec 2 §3 "Extra-info kinds"): labelID 8 limite30GG, 10 minimum age, 4 maximum age, 1 trip amount required, 2 birth date required, 11 tax code required, 6 minimum date, 7 maximum date, 3 boat, 9 accommodation, 14 supplementary policy required (valore: package ids).
 */
export interface ExtraInfo {
  labelID: number;
  valore: string | null;
}
