import { escapeText } from './escapeText';
import {
  FILTER_OPS,
  type FilterCondition,
  type FilterGroup,
  type FilterNode,
  type FilterValue,
} from './types';
import { isValidDateTime, isValidDecimal, isValidField } from './values';

export function isGroup(node: FilterNode): node is FilterGroup {
  return 'items' in node;
}

/**
 * The `filter` parameter for a typed tree (spec 1 §7): `(a[eq]x;b[co]y)`, `;*` between the items
 * of an `or` group, nested groups always in their own parentheses, so precedence never matters.
 * A tree the grammar cannot carry (bad field name, malformed number or date) is a programming
 * error and throws a RangeError; build values with numberValue / dateValue to avoid it.
 *
 * @example encodeFilter({ logic: 'and', items: [{ field: 'cognome', op: 'sw', value: { kind: 'string', value: 'Ross' } }] })
 * // '(cognome[sw]Ross)'
 */
export function encodeFilter(group: FilterGroup): string {
  const separator = group.logic === 'or' ? ';*' : ';';
  return `(${group.items.map((item) => (isGroup(item) ? encodeFilter(item) : encodeCondition(item))).join(separator)})`;
}

function encodeCondition(condition: FilterCondition): string {
  if (!isValidField(condition.field)) throw new RangeError(`Nome di campo non valido: ${condition.field}`);
  if (!FILTER_OPS.includes(condition.op)) throw new RangeError(`Operatore non valido: ${condition.op}`);
  return `${condition.field}[${condition.op}]${encodeValue(condition.value)}`;
}

/** @example encodeValue({ kind: 'number', value: '1.5' }) // '!!n=1,5' */
export function encodeValue(value: FilterValue): string {
  switch (value.kind) {
    case 'string':
      return escapeText(value.value);
    case 'boolean':
      return value.value ? '!!true!!' : '!!false!!';
    case 'number':
      if (!isValidDecimal(value.value)) throw new RangeError(`Numero non valido: ${value.value}`);
      return `!!n=${value.value.replace('.', ',')}`;
    case 'date':
      if (!isValidDateTime(value.value)) throw new RangeError(`Data non valida: ${value.value}`);
      return `!!date=${value.value}`;
  }
}
