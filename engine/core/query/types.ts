import type { MessageRef } from '../messages';
/** The ten operators of the list grammar (spec 1 §7 "Grid and file calls"). */
export const FILTER_OPS = ['eq', 'neq', 'co', 'nco', 'sw', 'ew', 'gte', 'lte', 'gt', 'lt'] as const;
export type FilterOp = (typeof FILTER_OPS)[number];

/**
 * A condition's value, kept in a form that survives encode → parse unchanged: numbers are decimal
 * text with '.' (never a float, so 0.1 stays 0.1 and 30-digit amounts stay exact), dates are the
 * grammar's own local `yyyy-MM-ddTHH:mm:ss` text (no time zone is implied or lost).
 */
export type FilterValue =
  | { kind: 'string'; value: string }
  | { kind: 'number'; value: string }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'date'; value: string };

export type FilterValueKind = FilterValue['kind'];

export interface FilterCondition {
  field: string;
  op: FilterOp;
  value: FilterValue;
}

export interface FilterGroup {
  logic: 'and' | 'or';
  items: Array<FilterGroup | FilterCondition>;
}

export type FilterNode = FilterGroup | FilterCondition;

export interface SortField {
  field: string;
  direction: 'asc' | 'desc';
}

/** Everything a list call asks for, typed; what the server turns into SQL. */
export interface ListQuery {
  filter: FilterGroup | null;
  sort: SortField[];
  /** 1-based. */
  page: number;
  pageSize: number;
  fullTextSearch: string | null;
}

export type ListQueryParam = 'filter' | 'sort' | 'page' | 'pageSize' | 'fullTextSearch';

export type ListQueryErrorReason =
  | 'notText'
  | 'repeated'
  | 'tooLong'
  | 'notAGroup'
  | 'unbalanced'
  | 'tooDeep'
  | 'trailingText'
  | 'missingItem'
  | 'missingSeparator'
  | 'badField'
  | 'missingOperator'
  | 'unknownOperator'
  | 'badNumber'
  | 'badDate'
  | 'badTypedValue'
  | 'duplicateSort'
  | 'notAnInteger'
  | 'outOfRange';

/** One problem of a list call: which parameter, why (for code), and the Italian text for the user. */
export interface ListQueryError {
  param: ListQueryParam;
  reason: ListQueryErrorReason;
  /** What went wrong, by key and params: the server words it in its culture (engine/core/messages). */
  message: MessageRef;
  /** 1-based character position in the parameter, where it helps to find the problem. */
  position?: number;
}

export type ListQueryResult = { ok: true; query: ListQuery } | { ok: false; errors: ListQueryError[] };

/** Grid page sizes (spec 1 §9); the last one means "all". */
export const PAGE_SIZE_ALL = 2147483647;
export const PAGE_SIZES = [20, 40, 60, 100, PAGE_SIZE_ALL] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE = 2147483647;

/** Longest text accepted in filter, sort or fullTextSearch: far past any real grid, short of abuse. */
export const MAX_PARAM_LENGTH = 4000;
/** Deepest nesting of groups in a filter (the top group counts as 1). */
export const MAX_FILTER_DEPTH = 8;
export const MAX_FIELD_LENGTH = 100;
/** Longest number text (sign, digits and separator). */
export const MAX_NUMBER_LENGTH = 40;

/** Field names are API identifiers: `codice`, `utente.nome`, `_id`. */
export const FIELD_PATTERN = /^[A-Za-z_][A-Za-z0-9_.]*$/;
