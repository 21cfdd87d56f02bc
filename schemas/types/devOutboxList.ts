/* generated — run npm run gen:types */
/* source: schemas/entities/devOutboxList.schema.json */

/**
 * Development only (no SMTP_URL, not production): the mails written to the outbox folder, newest first.
 */
export interface DevOutboxList {
  items: {
    /**
     * File name; GET dev/outbox/{name} returns the raw message.
     */
    name: string;
    date: string;
    to: string;
    subject: string;
  }[];
  total: number;
}
