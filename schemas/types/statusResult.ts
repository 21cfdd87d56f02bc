/* generated — run npm run gen:types */
/* source: schemas/entities/statusResult.schema.json */

/**
 * An accepted request with nothing else to return, and the Italian message(s) the client shows as toasts.
 */
export interface StatusResult {
  data: {
    status: 'ok' | 'ko' | 'warning';
  };
  messages?: {
    code: string;
    text: string;
    type: 'error' | 'warning' | 'info';
  }[];
}
