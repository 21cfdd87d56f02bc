/**
 * The portal's culture (spec 1 §1, §5): Italian separators, euro, DD/MM/YYYY, weeks from Monday.
 * Here, not in src/, because the server writes certificates, receipts and mails in it too; the
 * client hands it to the engine in src/culture. Amounts always group thousands: it-IT leaves
 * four-digit ones ungrouped by default (1234,50 €), the portal writes 1.234,50 €.
 */
export const portalCulture = {
  locale: 'it-IT',
  currency: 'EUR',
  dateFormat: 'DD/MM/YYYY',
  timeFormat: 'HH:mm',
  // One-digit day and month, and the eight digits alone (no slashes to type on a numeric keypad).
  dateInputFormats: ['D/M/YYYY', 'DDMMYYYY'],
  numberFormat: { useGrouping: 'always' },
  firstDayOfWeek: 1,
  dayjsLocale: 'it',
} as const;
