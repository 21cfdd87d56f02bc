import fc from 'fast-check';

/** The parts of an OpenAPI 3 document the fuzz test reads. */
export interface Schema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
}
export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}
export interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
export type Components = Record<string, Schema>;

/** JSON values that have broken servers: past 32 bits, not finite once parsed, wrong types, bad text. */
export const HOSTILE_JSON: readonly unknown[] = [
  2147483648,
  -2147483649,
  2147483647,
  4294967296,
  9007199254740992,
  1e308,
  -1e308,
  1e-308,
  -0,
  -1,
  0,
  1.5,
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '-0',
  '',
  ' ',
  true,
  false,
  null,
  [1],
  [true],
  [],
  {},
  { id: 1 },
  [[[[]]]],
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\uDBFF\uDBFF',
  'x'.repeat(5000),
  '0000-01-01',
  '9999-12-31',
  '2025-02-30',
  '1899-12-31',
  '2100-01-01',
  '-001-01-01',
  '2025-06-01T25:61:00Z',
  '../../etc/passwd',
  "'; drop table users; --",
  '%00',
  '%',
  '<script>alert(1)</script>',
  '\u202e',
  '🙂',
  '(a[eq]1)',
  '!!n=1e308',
  '!!date=0000-01-01',
];

/** The same as text, for query strings and path parameters (where every value is text). */
export const HOSTILE_TEXT: readonly string[] = [
  ...new Set(HOSTILE_JSON.map((v) => (typeof v === 'string' ? v : JSON.stringify(v)))),
  '1e400',
  '0x10',
  '1_000',
  '  1',
  '1 ',
  '+1',
  '١٢',
];

export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_JSON) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40, unit: 'binary' }) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40, unit: 'binary' }) },
);

const HIGH = /[\uD800-\uDBFF]/;
const LOW = /[\uDC00-\uDFFF]/;

/**
 * Percent-encodes any string, lone surrogates too (as the three bytes WTF-8 gives them, which is what
 * a careless client would send), where encodeURIComponent would throw.
 */
export function encodeText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    const next = text[i + 1] ?? '';
    if (HIGH.test(c) && LOW.test(next)) {
      out += encodeURIComponent(c + next);
      i++;
    } else if (HIGH.test(c) || LOW.test(c)) {
      const code = c.charCodeAt(0);
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(c);
    }
  }
  return out;
}

/**
 * Values a schema accepts (more or less), each field sometimes swapped for a hostile one (unless
 * `hostile: false`), so that requests get past validation into the handlers and the database with a
 * bad value among good ones.
 * Integers stay small and skip `avoidId` (the fuzzing user's own id: forcing its password or
 * deactivating it would only lock the fuzzer out).
 */
export function plausible(
  schema: Schema | undefined,
  components: Components,
  opts: { avoidId: number; depth?: number; hostile?: boolean },
): fc.Arbitrary<unknown> {
  const depth = opts.depth ?? 0;
  if (!schema || depth > 5) return fc.constant(null);
  const next = (s: Schema | undefined) => plausible(s, components, { ...opts, depth: depth + 1 });
  if (schema.$ref) {
    const name = decodeURIComponent(schema.$ref.replace(/^#\/components\/schemas\//, ''));
    return next(components[name]);
  }
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0) {
    // A clean value takes the first alternative: usually the real type (an id before its string form).
    if (opts.hostile === false) return next(alternatives.find((a) => a.type !== 'null') ?? alternatives[0]);
    return fc.oneof(...alternatives.map(next));
  }
  if (schema.allOf && schema.allOf.length > 0) return next(schema.allOf[0]);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const type = types.find((t) => t !== 'null') ?? (schema.properties ? 'object' : 'string');
  switch (type) {
    case 'object': {
      const props = Object.entries(schema.properties ?? {});
      const withHostile = (s: Schema) =>
        opts.hostile === false
          ? next(s)
          : fc.oneof({ weight: 5, arbitrary: next(s) }, { weight: 1, arbitrary: hostileJson });
      return fc.record(Object.fromEntries(props.map(([k, s]) => [k, withHostile(s)])), {
        requiredKeys: (schema.required ?? []).filter((k) => props.some(([p]) => p === k)),
      });
    }
    case 'array':
      return fc.array(next(schema.items), { maxLength: 3 });
    case 'integer': {
      const min = Math.max(schema.minimum ?? 0, -5);
      const max = Math.max(min, Math.min(schema.maximum ?? 40, 40));
      return fc.oneof(fc.integer({ min, max }), fc.constant(999_999)).filter((n) => n !== opts.avoidId);
    }
    case 'number': {
      const min = Math.max(schema.minimum ?? 0, 0);
      return fc.oneof(fc.integer({ min, max: 10_000 }), fc.double({ min, max: 10_000, noNaN: true }));
    }
    case 'boolean':
      return fc.boolean();
    default:
      return plausibleText(schema, opts.hostile !== false);
  }
}

function plausibleText(schema: Schema, anyText: boolean): fc.Arbitrary<string> {
  if (schema.format === 'date')
    return fc.constantFrom('2026-07-01', '2026-07-15', '1980-05-20', '2099-12-31');
  if (schema.format === 'email') return fc.constantFrom('mario.rossi@example.it', 'x@y.it');
  if (schema.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .filter((s) => s.length <= (schema.maxLength ?? 200));
    } catch {
      // A pattern fast-check cannot generate from: plain text will do.
    }
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 20, 20));
  if (!anyText)
    return fc.stringMatching(/^[a-z]+$/).filter((s) => s.length >= minLength && s.length <= maxLength);
  return fc.string({ minLength, maxLength });
}
