export { encodeFilter, encodeValue, isGroup } from './encodeFilter';
export { encodeListQuery } from './encodeListQuery';
export { escapeText, unescapeText } from './escapeText';
export { queryMessages } from './messages';
export { parseFilter } from './parseFilter';
export type { ParseFilterResult } from './parseFilter';
export { parseListQuery } from './parseListQuery';
export type { QueryInput } from './parseListQuery';
export { encodeSort, parseSort } from './sort';
export type { ParseSortResult } from './sort';
export {
  DEFAULT_PAGE_SIZE,
  FIELD_PATTERN,
  FILTER_OPS,
  MAX_FIELD_LENGTH,
  MAX_FILTER_DEPTH,
  MAX_NUMBER_LENGTH,
  MAX_PAGE,
  MAX_PARAM_LENGTH,
  PAGE_SIZE_ALL,
  PAGE_SIZES,
} from './types';
export type {
  FilterCondition,
  FilterGroup,
  FilterNode,
  FilterOp,
  FilterValue,
  FilterValueKind,
  ListQuery,
  ListQueryError,
  ListQueryErrorReason,
  ListQueryParam,
  ListQueryResult,
  SortField,
} from './types';
export {
  booleanValue,
  dateValue,
  isValidDateTime,
  isValidDecimal,
  isValidField,
  numberValue,
  stringValue,
} from './values';
