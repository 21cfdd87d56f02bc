import { sql, type SQL } from 'drizzle-orm';
import type { FilterCondition, FilterGroup, FilterOp } from '../../engine/core/query';
import type { ErrorMessage } from '../errors';
import type { ListFieldType, ResolvedField, ResolvedList } from './defineList';
import { likePattern } from './likePattern';
import { listMessages as m } from './messages';

/** Which operators make sense for which field type (spec 1 §9 lists them per filter header). */
export const OPS_BY_TYPE: Record<ListFieldType, readonly FilterOp[]> = {
  string: ['eq', 'neq', 'co', 'nco', 'sw', 'ew'],
  number: ['eq', 'neq', 'gte', 'lte', 'gt', 'lt'],
  boolean: ['eq', 'neq'],
  date: ['eq', 'neq', 'gte', 'lte', 'gt', 'lt'],
};

const COMPARISON: Partial<Record<FilterOp, SQL>> = {
  eq: sql.raw('='),
  gte: sql.raw('>='),
  lte: sql.raw('<='),
  gt: sql.raw('>'),
  lt: sql.raw('<'),
};

/**
 * The user's filter tree as a parameterised condition over the list's whitelisted fields. Every
 * value is bound, never written into the SQL text. Problems (unknown field, wrong type or
 * operator) are collected into `problems` and the returned SQL must then not be run.
 *
 * Semantics worth knowing: text `eq`/`neq` ignore case, like the collation the grid was built
 * against; `neq` and `nco` keep rows whose value is empty (NULL); a NULL boolean counts as false.
 */
export function compileFilter(list: ResolvedList, group: FilterGroup, problems: ErrorMessage[]): SQL {
  if (group.items.length === 0) return sql`true`;
  const parts = group.items.map((item) =>
    'items' in item ? compileFilter(list, item, problems) : compileCondition(list, item, problems),
  );
  const joined = sql.join(
    parts.map((p) => sql`(${p})`),
    sql.raw(group.logic === 'or' ? ' or ' : ' and '),
  );
  return joined;
}

function compileCondition(list: ResolvedList, c: FilterCondition, problems: ErrorMessage[]): SQL {
  const problem = (text: string) => {
    problems.push({ code: 'errore.validazione', text, type: 'error' });
    return sql`false`;
  };
  const field = list.resolved.get(c.field);
  if (!field) return problem(m.unknownField(c.field));
  if (!field.filterable) return problem(m.notFilterable(c.field));
  if (c.value.kind !== field.type) return problem(m.wrongType(c.field, field.type));
  const allowed = OPS_BY_TYPE[field.type];
  if (!allowed.includes(c.op)) return problem(m.wrongOperator(c.field, c.op, field.type, allowed));
  if (c.value.kind === 'string' && c.value.value.includes('\u0000')) return problem(m.forbiddenChar(c.field));

  switch (c.value.kind) {
    case 'string':
      return compileText(sql`(${field.column})::text`, c.op, c.value.value);
    case 'number':
      return compare(sql`(${field.column})`, c.op, sql`${c.value.value}::numeric`);
    case 'boolean':
      return compare(sql`coalesce(${field.column}, false)`, c.op, sql`${c.value.value}::boolean`);
    case 'date':
      return compare(sql`(${field.column})`, c.op, dateParam(list, field, c.value.value));
  }
}

function compileText(column: SQL, op: FilterOp, value: string): SQL {
  switch (op) {
    case 'eq':
      return sql`lower(${column}) = lower(${value})`;
    case 'neq':
      return sql`lower(${column}) is distinct from lower(${value})`;
    case 'co':
      return sql`${column} ilike ${likePattern(value, 'contains')} escape '\\'`;
    case 'nco':
      return sql`coalesce(${column}, '') not ilike ${likePattern(value, 'contains')} escape '\\'`;
    case 'sw':
      return sql`${column} ilike ${likePattern(value, 'startsWith')} escape '\\'`;
    default:
      return sql`${column} ilike ${likePattern(value, 'endsWith')} escape '\\'`;
  }
}

function compare(column: SQL, op: FilterOp, value: SQL): SQL {
  if (op === 'neq') return sql`${column} is distinct from ${value}`;
  return sql`${column} ${COMPARISON[op] ?? sql.raw('=')} ${value}`;
}

/** The grammar's local time as a value comparable with the column (read in the list's zone for timestamptz). */
function dateParam(list: ResolvedList, field: ResolvedField, value: string): SQL {
  return field.withTimezone
    ? sql`(${value}::timestamp at time zone ${list.timeZone})`
    : sql`${value}::timestamp`;
}
