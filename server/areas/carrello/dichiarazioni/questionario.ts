import type { QuestionarioAdeguatezza } from '../../../../schemas/types';
import testo from './questionario.it.json';

/**
 * The demands-and-needs questionnaire in force (IDD art. 20, D.Lgs. 209/2005 art. 119-ter, IVASS
 * Reg. 40/2018): what the declarations show and what each record keeps a copy of. A change of its
 * wording is a new `versione`, so every record says which text the customer saw.
 */
export const QUESTIONARIO: QuestionarioAdeguatezza = testo;
