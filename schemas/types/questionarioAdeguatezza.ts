/* generated — run npm run gen:types */
/* source: schemas/entities/questionarioAdeguatezza.schema.json */

/**
 * The demands-and-needs questionnaire (IDD art. 20) shown with the suitability choice of the declarations (GET carrello/questionarioAdeguatezza): its version, the statements the customer confirms by proceeding, and the two choices. The server records the version and its text with each answer.
 */
export interface QuestionarioAdeguatezza {
  versione: string;
  titolo: string;
  introduzione?: string;
  dichiarazioni: {
    codice: string;
    testo: string;
  }[];
  sceltaProcedi: string;
  sceltaRifiuta: string;
}
