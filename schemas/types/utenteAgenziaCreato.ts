/* generated — run npm run gen:types */
/* source: schemas/entities/utenteAgenziaCreato.schema.json */

/**
 * The answer to an agency user creation: the new user's id and the Italian message(s) shown as toasts.
 */
export interface UtenteAgenziaCreato {
  data: {
    status: 'ok' | 'warning';
    itemID: number;
  };
  messages: {
    code: string;
    text: string;
    type: 'error' | 'warning' | 'info';
  }[];
}
