import type { GridRow, RowCall } from '../types';
import { valueAt } from './columns';

const PLACEHOLDER = /\{([A-Za-z_$][A-Za-z0-9_$]*(?:\.[A-Za-z_$][A-Za-z0-9_$]*)*)\}/g;

/**
 * The path of a declarative row action for one row: each `{field}` the row's value, URL-encoded;
 * `{product}` stays for the source resolver (the brand slug). Null when the row lacks a value.
 *
 * @example callPath('amministrazione/utenti/{userId}/disabilita', { userId: 7 }) // 'amministrazione/utenti/7/disabilita'
 */
export function callPath(path: string, row: GridRow): string | null {
  let missing = false;
  const built = path.replace(PLACEHOLDER, (whole, field: string) => {
    if (field === 'product') return whole;
    const v = valueAt(row, field);
    if (v === undefined || v === null || v === '' || typeof v === 'object') {
      missing = true;
      return '';
    }
    return encodeURIComponent(String(v as string | number | boolean));
  });
  return missing ? null : built;
}

/** The `{field}` placeholders of a call path (not `{product}`), for the screens' cross-check. */
export function callPathFields(path: string): string[] {
  return [...path.matchAll(PLACEHOLDER)].map((m) => m[1]!).filter((f) => f !== 'product');
}

/** Whether a row action's button shows on the row: each `when` field's value is one of those listed. */
export function callApplies(call: RowCall | undefined, row: GridRow): boolean {
  if (!call?.when) return true;
  return Object.entries(call.when).every(([field, values]) => {
    const v = valueAt(row, field) ?? null;
    return values.some((w) => w === v);
  });
}
