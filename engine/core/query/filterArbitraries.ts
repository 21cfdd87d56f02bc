import fc from 'fast-check';
import {
  FILTER_OPS,
  MAX_FILTER_DEPTH,
  type FilterGroup,
  type FilterNode,
  type FilterValue,
  type SortField,
} from './types';

/** Test data generators for the grammar; shared by the engine's and the server's property tests. */

export const fieldArb = fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_.]{0,15}$/);

/** Text rich in the grammar's own characters, plus any Unicode. */
export const nastyTextArb = fc.oneof(
  fc.string({
    unit: fc.constantFrom(
      '%',
      '&',
      '(',
      ')',
      ';',
      '*',
      '[',
      ']',
      '!',
      '2',
      '5',
      '6',
      'a',
      'F',
      '\\',
      '_',
      ' ',
      ',',
      '=',
    ),
  }),
  fc.string({ unit: 'binary' }),
  fc.string(),
);

export const decimalArb = fc
  .tuple(fc.boolean(), fc.stringMatching(/^\d{1,20}$/), fc.option(fc.stringMatching(/^\d{1,15}$/)))
  .map(([negative, int, frac]) => `${negative ? '-' : ''}${int}${frac === null ? '' : `.${frac}`}`);

export const dateTimeArb = fc
  .date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 19));

export const valueArb: fc.Arbitrary<FilterValue> = fc.oneof(
  nastyTextArb.map((value) => ({ kind: 'string' as const, value })),
  decimalArb.map((value) => ({ kind: 'number' as const, value })),
  fc.boolean().map((value) => ({ kind: 'boolean' as const, value })),
  dateTimeArb.map((value) => ({ kind: 'date' as const, value })),
);

export const conditionArb = (
  field: fc.Arbitrary<string> = fieldArb,
  value: fc.Arbitrary<FilterValue> = valueArb,
) => fc.record({ field, op: fc.constantFrom(...FILTER_OPS), value });

/** Any tree the grammar can carry, at most MAX_FILTER_DEPTH groups deep. */
export function groupArb(
  condition: fc.Arbitrary<FilterNode> = conditionArb(),
  depth = MAX_FILTER_DEPTH,
): fc.Arbitrary<FilterGroup> {
  const items: fc.Arbitrary<FilterNode> =
    depth <= 1
      ? condition
      : fc.oneof(
          { weight: 3, arbitrary: condition },
          { weight: 1, arbitrary: fc.constant(null).chain(() => groupArb(condition, depth - 1)) },
        );
  return fc.record({
    logic: fc.constantFrom('and' as const, 'or' as const),
    items: fc.array(items, { maxLength: 4 }),
  });
}

export const sortArb: fc.Arbitrary<SortField[]> = fc.uniqueArray(
  fc.record({ field: fieldArb, direction: fc.constantFrom('asc' as const, 'desc' as const) }),
  { selector: (s) => s.field, maxLength: 6 },
);

/**
 * The tree as parse gives it back: a group of fewer than two items has no separator to carry
 * its logic, so it always reads as `and`.
 */
export function canonical(group: FilterGroup): FilterGroup {
  return {
    logic: group.items.length < 2 ? 'and' : group.logic,
    items: group.items.map((item) => ('items' in item ? canonical(item) : item)),
  };
}
