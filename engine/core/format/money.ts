const euro = new Intl.NumberFormat('it-IT', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  // it-IT leaves four-digit amounts ungrouped by default (1234,50 €); the portal always groups.
  useGrouping: 'always',
});

/**
 * An amount in euro as the portal shows it: two decimals, Italian separators, grouped thousands.
 * The space before € is a no-break space, as Intl writes it. Empty for a missing or non-finite value.
 *
 * @example formatEuro(1234.5) // '1.234,50 €'
 */
export function formatEuro(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return euro.format(value);
}
