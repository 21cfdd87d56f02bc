import type { FilterOp } from '../../../engine/core/query';

/** Spec 1 §9: the operators each filter header offers, by their grid names, in display order. */
export const TEXT_OPERATORS = ['contains', 'eq', 'neq', 'startswith', 'doesnotcontain', 'endswith'] as const;
export const NUMERIC_OPERATORS = ['eq', 'neq', 'gte', 'gt', 'lte', 'lt'] as const;
export const SELECT_OPERATORS = ['eq', 'neq'] as const;
export const DATE_OPERATORS = ['gte', 'lte', 'gt', 'lt'] as const;
/** The two bounds of a date range: the lower one takes gte or gt, the upper one lte or lt. */
export const DATE_FROM_OPERATORS = ['gte', 'gt'] as const;
export const DATE_TO_OPERATORS = ['lte', 'lt'] as const;

export type TextOperator = (typeof TEXT_OPERATORS)[number];
export type NumericOperator = (typeof NUMERIC_OPERATORS)[number];
export type SelectOperator = (typeof SELECT_OPERATORS)[number];
export type DateOperator = (typeof DATE_OPERATORS)[number];
export type GridOperator = TextOperator | NumericOperator | DateOperator;

/** A grid operator in the list grammar (spec 1 §7): contains → co, startswith → sw, … */
export const GRAMMAR_OP: Record<GridOperator, FilterOp> = {
  contains: 'co',
  doesnotcontain: 'nco',
  startswith: 'sw',
  endswith: 'ew',
  eq: 'eq',
  neq: 'neq',
  gte: 'gte',
  gt: 'gt',
  lte: 'lte',
  lt: 'lt',
};

/** Label key of an operator (the catalogue has them under griglia.operatore.*). */
export const operatorLabelKey = (op: GridOperator) => `griglia.operatore.${op}`;
