/** The key that addresses items of a keyed array, in the order they are tried. */
export const ITEM_KEYS = ['id', 'field'] as const;

/** The marker that drops an item of a keyed array: `{ "field": "x", "$remove": true }`. */
export const REMOVE_ITEM = '$remove';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Lays `override` over `base` by the screen reuse rules (README, "Screen reuse"): objects merge
 * deep by key, `null` removes the key, scalars replace, arrays replace unless both sides are keyed
 * arrays (every item an object with the same `id` or `field`), which merge item by item. Neither
 * argument is changed; the result shares no object with them, so a screen never aliases its base.
 *
 * @example mergeScreen({ a: { b: 1, c: 2 } }, { a: { c: null, d: 3 } }) // { a: { b: 1, d: 3 } }
 */
export function mergeScreen(base: unknown, override: unknown): unknown {
  if (isObject(base) && isObject(override)) return mergeObjects(base, override);
  if (Array.isArray(base) && Array.isArray(override)) {
    const key = itemKeyOf(base, override);
    if (key) return mergeKeyed(base as JsonObject[], override as JsonObject[], key);
  }
  return stripRemovals(override);
}

function mergeObjects(base: JsonObject, override: JsonObject): JsonObject {
  const result: JsonObject = {};
  for (const [key, value] of Object.entries(base)) result[key] = copy(value);
  for (const [key, value] of Object.entries(override)) {
    if (value === null) delete result[key];
    else result[key] = key in base ? (mergeScreen(base[key], value) as Json) : (stripRemovals(value) as Json);
  }
  return result;
}

/** Base items keep their place and merge with the override item of the same key; new ones append. */
function mergeKeyed(base: JsonObject[], override: JsonObject[], key: string): JsonObject[] {
  const overrides = new Map(override.map((item) => [item[key], item]));
  const result: JsonObject[] = [];
  for (const item of base) {
    const over = overrides.get(item[key]);
    if (over?.[REMOVE_ITEM] === true) continue;
    result.push(over ? (mergeObjects(item, over) as JsonObject) : (copy(item) as JsonObject));
  }
  const known = new Set(base.map((item) => item[key]));
  for (const item of override) {
    if (!known.has(item[key]) && item[REMOVE_ITEM] !== true) result.push(stripRemovals(item) as JsonObject);
  }
  return result;
}

/** `id` or `field` when every item of both arrays is an object holding it as a string, else null. */
export function itemKeyOf(base: readonly unknown[], override: readonly unknown[]): string | null {
  const items = [...base, ...override];
  if (base.length === 0 || override.length === 0) return null;
  return (
    ITEM_KEYS.find((key) => items.every((item) => isObject(item) && typeof item[key] === 'string')) ?? null
  );
}

/** A value new to the result: a deep copy with `null` keys dropped, as if merged over nothing. */
function stripRemovals(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripRemovals);
  if (!isObject(value)) return value;
  const result: JsonObject = {};
  for (const [key, item] of Object.entries(value))
    if (item !== null) result[key] = stripRemovals(item) as Json;
  return result;
}

function copy(value: Json): Json {
  return structuredClone(value);
}
