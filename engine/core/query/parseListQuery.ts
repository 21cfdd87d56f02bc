import { queryMessages as m } from './messages';
import { parseFilter } from './parseFilter';
import { parseSort } from './sort';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE,
  MAX_PARAM_LENGTH,
  PAGE_SIZE_ALL,
  type ListQuery,
  type ListQueryError,
  type ListQueryParam,
  type ListQueryResult,
} from './types';

export type QueryInput = string | URLSearchParams | Readonly<Record<string, unknown>>;

/**
 * A list call's query parameters as a typed ListQuery, or every problem found (one per parameter)
 * with its message by key. Never throws, whatever it is given: a raw query string, URLSearchParams,
 * or the record a server framework parsed. Missing parameters take their defaults (no filter,
 * no sort, page 1, 20 rows).
 *
 * @example parseListQuery('filter=(cognome[sw]Ross)&sort=-data&page=2&pageSize=40')
 */
export function parseListQuery(input: QueryInput): ListQueryResult {
  const errors: ListQueryError[] = [];
  const read = readerFor(input, errors);

  let filter: ListQuery['filter'] = null;
  const filterText = read('filter');
  if (filterText !== undefined && filterText !== '') {
    const parsed = parseFilter(filterText);
    if (parsed.ok) filter = parsed.filter;
    else errors.push(parsed.error);
  }

  let sort: ListQuery['sort'] = [];
  const sortText = read('sort');
  if (sortText !== undefined) {
    const parsed = parseSort(sortText);
    if (parsed.ok) sort = parsed.sort;
    else errors.push(parsed.error);
  }

  const page = readInteger(read('page'), 1, MAX_PAGE, 'page', errors) ?? 1;
  const pageSize = readInteger(read('pageSize'), DEFAULT_PAGE_SIZE, PAGE_SIZE_ALL, 'pageSize', errors) ?? 1;

  let fullTextSearch: string | null = null;
  const search = read('fullTextSearch');
  if (search !== undefined) {
    if (search.length > MAX_PARAM_LENGTH) {
      errors.push({ param: 'fullTextSearch', reason: 'tooLong', message: m.tooLong('fullTextSearch') });
    } else if (search.trim() !== '') fullTextSearch = search.trim();
  }

  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, query: { filter, sort, page, pageSize, fullTextSearch } };
}

function readerFor(
  input: QueryInput,
  errors: ListQueryError[],
): (param: ListQueryParam) => string | undefined {
  if (typeof input === 'string' || input instanceof URLSearchParams) {
    const params = typeof input === 'string' ? safeParams(input) : input;
    return (param) => {
      const all = params.getAll(param);
      if (all.length > 1) errors.push({ param, reason: 'repeated', message: m.repeated(param) });
      return all[0];
    };
  }
  return (param) => {
    const value = Object.prototype.hasOwnProperty.call(input, param) ? input[param] : undefined;
    if (value === undefined || typeof value === 'string') return value;
    if (Array.isArray(value) && value.length === 1 && typeof value[0] === 'string') return value[0];
    if (Array.isArray(value) && value.length > 1) {
      errors.push({ param, reason: 'repeated', message: m.repeated(param) });
    } else errors.push({ param, reason: 'notText', message: m.notText(param) });
    return undefined;
  };
}

function safeParams(text: string): URLSearchParams {
  return new URLSearchParams(text.startsWith('?') ? text.slice(1) : text);
}

function readInteger(
  text: string | undefined,
  fallback: number,
  max: number,
  param: 'page' | 'pageSize',
  errors: ListQueryError[],
): number | undefined {
  if (text === undefined) return fallback;
  const notInteger = param === 'page' ? m.pageNotInteger : m.pageSizeNotInteger;
  const outOfRange = param === 'page' ? m.pageOutOfRange : m.pageSizeOutOfRange;
  if (!/^\d+$/.test(text)) {
    errors.push({ param, reason: 'notAnInteger', message: notInteger });
    return undefined;
  }
  const digits = text.replace(/^0+(?=\d)/, '');
  const value = digits.length > 10 ? Infinity : Number(digits);
  if (value < 1 || value > max) {
    errors.push({ param, reason: 'outOfRange', message: outOfRange });
    return undefined;
  }
  return value;
}
