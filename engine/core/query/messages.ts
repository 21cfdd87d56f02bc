import type { MessageRef } from '../messages';
import { FILTER_OPS, MAX_FILTER_DEPTH, MAX_PARAM_LENGTH, PAGE_SIZE_ALL } from './types';

// Numbers go in as text: a server answers them as written (2147483647, not 2.147.483.647).
const ref = (key: string, params?: Record<string, string | number>): MessageRef =>
  params
    ? { key, params: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])) }
    : { key };

/**
 * The list-call errors as messages by key (engine/core/messages holds their English defaults);
 * whoever shows or answers them words them in its culture, so the engine holds no app's words.
 */
export const queryMessages = {
  notText: (param: string) => ref('query.notText', { param }),
  repeated: (param: string) => ref('query.repeated', { param }),
  tooLong: (param: string) => ref('query.tooLong', { param, max: MAX_PARAM_LENGTH }),
  notAGroup: ref('query.notAGroup'),
  unbalanced: (at: number) => ref('query.unbalanced', { at }),
  tooDeep: ref('query.tooDeep', { max: MAX_FILTER_DEPTH }),
  trailingText: (at: number) => ref('query.trailingText', { at }),
  missingItem: (at: number) => ref('query.missingItem', { at }),
  missingSeparator: (at: number) => ref('query.missingSeparator', { at }),
  emptyField: (at: number) => ref('query.emptyField', { at }),
  badField: (field: string, at: number) => ref('query.badField', { field, at }),
  missingOperator: (at: number) => ref('query.missingOperator', { at }),
  unknownOperator: (op: string, field: string) =>
    ref('query.unknownOperator', { op, field, allowed: FILTER_OPS.join(', ') }),
  badNumber: (field: string) => ref('query.badNumber', { field }),
  badDate: (field: string) => ref('query.badDate', { field }),
  badTypedValue: (field: string) => ref('query.badTypedValue', { field }),
  sortEmptyField: ref('query.sortEmptyField'),
  sortBadField: (field: string) => ref('query.sortBadField', { field }),
  duplicateSort: (field: string) => ref('query.duplicateSort', { field }),
  pageNotInteger: ref('query.pageNotInteger'),
  pageOutOfRange: ref('query.pageOutOfRange', { max: 2147483647 }),
  pageSizeNotInteger: ref('query.pageSizeNotInteger'),
  pageSizeOutOfRange: ref('query.pageSizeOutOfRange', { max: PAGE_SIZE_ALL }),
} as const;

/** What error texts may quote of a user's input: printable and short, never a whole payload. */
export function quote(text: string): string {
  const printable = text.replace(/[^\p{L}\p{N}_.-]/gu, '?');
  return printable.length > 40 ? `${printable.slice(0, 40)}…` : printable;
}
