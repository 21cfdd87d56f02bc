/**
 * The ajv runtime helpers precompiled validators call. ajv's standalone code `require`s them from
 * ajv's CommonJS files, which a browser ES module cannot load; scripts/compile-form-validators.ts
 * rewrites those calls to these equivalents.
 */

/** String length in code points, as JSON Schema counts it (ajv/dist/runtime/ucs2length). */
export function ucs2length(text: string): number {
  let length = 0;
  for (const _char of text) length++;
  return length;
}
