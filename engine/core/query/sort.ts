import type { MessageRef } from '../messages';
import { queryMessages as m, quote } from './messages';
import { MAX_PARAM_LENGTH, type ListQueryError, type SortField } from './types';
import { isValidField } from './values';

/**
 * The `sort` parameter: comma-separated fields, `-` in front for descending (spec 1 §7).
 *
 * @example encodeSort([{ field: 'cognome', direction: 'asc' }, { field: 'data', direction: 'desc' }]) // 'cognome,-data'
 */
export function encodeSort(sort: readonly SortField[]): string {
  return sort
    .map((s) => {
      if (!isValidField(s.field)) throw new RangeError(`Nome di campo non valido: ${s.field}`);
      return s.direction === 'desc' ? `-${s.field}` : s.field;
    })
    .join(',');
}

export type ParseSortResult = { ok: true; sort: SortField[] } | { ok: false; error: ListQueryError };

/**
 * Inverse of encodeSort; never throws. An empty text is no sort; a field named twice is an error,
 * since its second direction could only be ignored.
 *
 * @example parseSort('-dataEmissione,codice')
 * // { ok: true, sort: [{ field: 'dataEmissione', direction: 'desc' }, { field: 'codice', direction: 'asc' }] }
 */
export function parseSort(text: string): ParseSortResult {
  const error = (reason: ListQueryError['reason'], message: MessageRef): ParseSortResult => ({
    ok: false,
    error: { param: 'sort', reason, message },
  });
  if (text.length > MAX_PARAM_LENGTH) return error('tooLong', m.tooLong('sort'));
  if (text === '') return { ok: true, sort: [] };
  const sort: SortField[] = [];
  const seen = new Set<string>();
  for (const part of text.split(',')) {
    const desc = part.startsWith('-');
    const field = desc ? part.slice(1) : part;
    if (field === '') return error('badField', m.sortEmptyField);
    if (!isValidField(field)) return error('badField', m.sortBadField(quote(field)));
    if (seen.has(field)) return error('duplicateSort', m.duplicateSort(field));
    seen.add(field);
    sort.push({ field, direction: desc ? 'desc' : 'asc' });
  }
  return { ok: true, sort };
}
