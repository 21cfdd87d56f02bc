/* generated — run npm run gen:types */
/* source: schemas/entities/errorBody.schema.json */

/**
 * The body of a refused call (spec 1 §8): a list of messages, one toast each (code is a label key used as the title, text the Italian wording), or a single text.
 */
export interface ErrorBody {
  messages?: {
    code: string;
    text: string;
    type: 'error' | 'warning' | 'info';
  }[];
  text?: string;
}
