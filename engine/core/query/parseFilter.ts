import type { MessageRef } from '../messages';
import { unescapeText } from './escapeText';
import { queryMessages as m, quote } from './messages';
import {
  FILTER_OPS,
  MAX_FILTER_DEPTH,
  MAX_PARAM_LENGTH,
  type FilterCondition,
  type FilterGroup,
  type FilterNode,
  type FilterOp,
  type FilterValue,
  type ListQueryError,
  type ListQueryErrorReason,
} from './types';
import { isValidDateTime, isValidDecimal, isValidField } from './values';

export type ParseFilterResult = { ok: true; filter: FilterGroup } | { ok: false; error: ListQueryError };

class FilterSyntaxError {
  constructor(
    readonly reason: ListQueryErrorReason,
    readonly message: MessageRef,
    readonly position?: number,
  ) {}
}

const fail = (reason: ListQueryErrorReason, message: MessageRef, position?: number): never => {
  throw new FilterSyntaxError(reason, message, position);
};

/**
 * The server's reading of the `filter` parameter (spec 1 §7) into a typed tree; the inverse of
 * encodeFilter. Never throws: any malformed text is a typed error with a message by key.
 *
 * Where one group mixes `;` and `;*` without parentheses, `;` (and) binds tighter, as in SQL:
 * `(a[eq]1;b[eq]2;*c[eq]3)` reads as `((a and b) or c)`.
 *
 * @example parseFilter('(attivo[eq]!!true!!;*importo[gte]!!n=1,5)')
 * // { ok: true, filter: { logic: 'or', items: [ …attivo…, …importo… ] } }
 */
export function parseFilter(text: string): ParseFilterResult {
  const error = (
    reason: ListQueryErrorReason,
    message: MessageRef,
    position?: number,
  ): ParseFilterResult => ({
    ok: false,
    error: { param: 'filter', reason, message, ...(position === undefined ? {} : { position }) },
  });
  if (text.length > MAX_PARAM_LENGTH) return error('tooLong', m.tooLong('filter'));
  try {
    const parser = new Parser(text);
    const filter = parser.parseTop();
    if (depthOf(filter) > MAX_FILTER_DEPTH) fail('tooDeep', m.tooDeep);
    return { ok: true, filter };
  } catch (e) {
    if (e instanceof FilterSyntaxError) return error(e.reason, e.message, e.position);
    throw e;
  }
}

function depthOf(group: FilterGroup): number {
  let deepest = 0;
  for (const item of group.items) if ('items' in item) deepest = Math.max(deepest, depthOf(item));
  return 1 + deepest;
}

class Parser {
  private pos = 0;

  constructor(private readonly text: string) {}

  parseTop(): FilterGroup {
    if (this.text[0] !== '(') fail('notAGroup', m.notAGroup, 1);
    const group = this.parseGroup(1);
    if (this.pos < this.text.length) fail('trailingText', m.trailingText(this.pos + 1), this.pos + 1);
    return group;
  }

  /** At an opening parenthesis; leaves the position after the matching closing one. */
  private parseGroup(depth: number): FilterGroup {
    const open = this.pos;
    if (depth > MAX_FILTER_DEPTH) fail('tooDeep', m.tooDeep, open + 1);
    this.pos++;
    if (this.text[this.pos] === ')') {
      this.pos++;
      return { logic: 'and', items: [] };
    }
    const items: FilterNode[] = [];
    const separators: Array<'and' | 'or'> = [];
    for (;;) {
      if (this.pos >= this.text.length || this.text[this.pos] === ')' || this.text[this.pos] === ';') {
        if (this.pos >= this.text.length && items.length === 0)
          fail('unbalanced', m.unbalanced(open + 1), open + 1);
        fail('missingItem', m.missingItem(this.pos + 1), this.pos + 1);
      }
      items.push(this.text[this.pos] === '(' ? this.parseGroup(depth + 1) : this.parseCondition());
      const ch = this.text[this.pos];
      if (ch === ')') {
        this.pos++;
        return combine(items, separators);
      }
      if (ch === undefined) fail('unbalanced', m.unbalanced(open + 1), open + 1);
      if (ch !== ';') fail('missingSeparator', m.missingSeparator(this.pos + 1), this.pos + 1);
      if (this.text[this.pos + 1] === '*') {
        separators.push('or');
        this.pos += 2;
      } else {
        separators.push('and');
        this.pos++;
      }
    }
  }

  private parseCondition(): FilterCondition {
    const start = this.pos;
    const bracket = this.findBefore('[', start);
    if (bracket < 0) fail('missingOperator', m.missingOperator(start + 1), start + 1);
    const field = this.text.slice(start, bracket);
    if (field.length === 0) fail('badField', m.emptyField(start + 1), start + 1);
    if (!isValidField(field)) fail('badField', m.badField(quote(field), start + 1), start + 1);
    const close = this.findBefore(']', bracket + 1);
    if (close < 0) fail('missingOperator', m.missingOperator(bracket + 1), bracket + 1);
    const op = this.text.slice(bracket + 1, close);
    if (!(FILTER_OPS as readonly string[]).includes(op))
      fail('unknownOperator', m.unknownOperator(quote(op), field));
    let end = close + 1;
    while (end < this.text.length && this.text[end] !== ';' && this.text[end] !== ')') end++;
    this.pos = end;
    return { field, op: op as FilterOp, value: parseValue(this.text.slice(close + 1, end), field) };
  }

  /** Index of `ch` from `from`, or -1 if an item boundary (`;`, `(`, `)`) comes first. */
  private findBefore(ch: string, from: number): number {
    for (let i = from; i < this.text.length; i++) {
      const c = this.text[i];
      if (c === ch) return i;
      if (c === ';' || c === ')' || c === '(') return -1;
    }
    return -1;
  }
}

/** One group per mix of separators: `;` binds tighter than `;*`. */
function combine(items: FilterNode[], separators: Array<'and' | 'or'>): FilterGroup {
  if (!separators.includes('or')) return { logic: 'and', items };
  if (!separators.includes('and')) return { logic: 'or', items };
  const runs: FilterNode[][] = [[]];
  items.forEach((item, i) => {
    runs[runs.length - 1]!.push(item);
    if (separators[i] === 'or') runs.push([]);
  });
  return {
    logic: 'or',
    items: runs.map((run) => (run.length === 1 ? run[0]! : { logic: 'and', items: run })),
  };
}

function parseValue(raw: string, field: string): FilterValue {
  if (!raw.startsWith('!!')) return { kind: 'string', value: unescapeText(raw) };
  if (raw === '!!true!!') return { kind: 'boolean', value: true };
  if (raw === '!!false!!') return { kind: 'boolean', value: false };
  if (raw.startsWith('!!n=')) {
    const text = raw.slice(4);
    const decimal = text.replace(',', '.');
    if (text.includes('.') || !isValidDecimal(decimal)) fail('badNumber', m.badNumber(field));
    return { kind: 'number', value: decimal };
  }
  if (raw.startsWith('!!date=')) {
    const text = raw.slice(7);
    if (!isValidDateTime(text)) fail('badDate', m.badDate(field));
    return { kind: 'date', value: text };
  }
  return fail('badTypedValue', m.badTypedValue(field));
}
