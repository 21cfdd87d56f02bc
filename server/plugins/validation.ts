import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchema, FastifySchemaCompiler, FastifyServerOptions } from 'fastify';
import { validatorOnFirstUse } from './compileOnFirstUse';

/** PostgreSQL's `integer`: every id and count the API takes is stored in one. */
export const INT_MIN = -2147483648;
export const INT_MAX = 2147483647;
/** Amounts and rates the portal handles are far below this; money columns hold at most 10^10. */
export const NUMBER_LIMIT = 1_000_000_000;
/** Spec 1 §5 (dates up to 31 Dec 2099) and spec 2 §5 (birth dates from 1 January 1900). */
export const FIRST_DAY = '1900-01-01';
export const LAST_DAY = '2099-12-31';

/** A real calendar day written YYYY-MM-DD, within the dates the portal accepts. */
export function isPortalDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < FIRST_DAY || value > LAST_DAY) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** Our keyword (see newAjv): a number must be finite even after coercion. */
const FINITE = 'finiteNumber';

/** Keywords whose values are data, not subschemas: a `{ "type": "integer" }` inside them is left alone. */
const DATA_KEYWORDS = new Set(['enum', 'const', 'default', 'examples', 'example', 'required']);
/** Keywords whose values map names to subschemas (a property may be called `default`). */
const MAP_KEYWORDS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);

function typesOf(schema: Record<string, unknown>): string[] {
  const { type } = schema;
  if (typeof type === 'string') return [type];
  return Array.isArray(type) ? type.filter((t): t is string => typeof t === 'string') : [];
}

function clampBounds(schema: Record<string, unknown>, min: number, max: number): void {
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum } = schema;
  if (typeof exclusiveMinimum !== 'number' && (typeof minimum !== 'number' || minimum < min))
    schema.minimum = min;
  if (typeof exclusiveMaximum !== 'number' && (typeof maximum !== 'number' || maximum > max))
    schema.maximum = max;
}

/**
 * A copy of `schema` where every integer is bounded to PostgreSQL's `integer` and every number to
 * ±NUMBER_LIMIT, unless the schema already says tighter, and must be finite: a value past them can
 * only be a wrong or hostile one, and would otherwise reach the database as an out-of-range error.
 */
export function boundSchema<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map((s: unknown) => boundSchema(s)) as T;
  if (schema === null || typeof schema !== 'object') return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (DATA_KEYWORDS.has(key)) copy[key] = value;
    else if (MAP_KEYWORDS.has(key) && value !== null && typeof value === 'object')
      copy[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, boundSchema(v)]));
    else copy[key] = boundSchema(value);
  }
  const types = typesOf(copy);
  if (types.includes('integer')) clampBounds(copy, INT_MIN, INT_MAX);
  else if (types.includes('number')) clampBounds(copy, -NUMBER_LIMIT, NUMBER_LIMIT);
  if (types.includes('integer') || types.includes('number')) copy[FINITE] = true;
  return copy as T;
}

function newAjv(coerce: boolean): Ajv {
  const ajv = new Ajv({
    // Query strings and path parameters arrive as text (repeated keys as arrays); a JSON body has
    // its own types, and coercing them would turn `true` or `[1]` into the id 1.
    coerceTypes: coerce ? 'array' : false,
    useDefaults: true,
    removeAdditional: false,
    allErrors: false,
    addUsedSchema: false,
    strictNumbers: true,
  });
  addFormats(ajv);
  ajv.addFormat('date', { type: 'string', validate: isPortalDay });
  // Ajv checks bounds on finite numbers only, trusting its type check to refuse the others; but
  // coercion turns the text `1e400` into Infinity after that check. Untyped, so it runs on the result.
  ajv.addKeyword({
    keyword: FINITE,
    schemaType: 'boolean',
    errors: false,
    validate: (on: boolean, data: unknown) => !on || typeof data !== 'number' || Number.isFinite(data),
  });
  return ajv;
}

type ExternalSchemas = Record<string, unknown>;
type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;
type ValidatorFactory = NonNullable<CompilersFactory['buildValidator']>;

/**
 * Fastify's validator factory (`schemaController.compilersFactory.buildValidator`): one Ajv that
 * coerces for querystring, params and headers, one that does not for bodies, both over the shared
 * entity schemas and both bounding every number (see boundSchema). Instances are pooled by the shared
 * schemas they hold, since Fastify asks again for every plugin context that added none.
 */
export function createValidatorFactory(): ValidatorFactory {
  const pool = new Map<string, FastifySchemaCompiler<FastifySchema>>();
  const factory = (externals: ExternalSchemas): FastifySchemaCompiler<FastifySchema> => {
    const key = JSON.stringify(externals);
    const pooled = pool.get(key);
    if (pooled) return pooled;
    // Made, like the validators, on first use rather than at start (compileOnFirstUse.ts).
    let ajvs: { text: Ajv; body: Ajv } | undefined;
    const ajvsOnFirstUse = () => {
      if (ajvs) return ajvs;
      const text = newAjv(true);
      const body = newAjv(false);
      for (const schema of Object.values(externals)) {
        const bounded = boundSchema(schema) as object;
        text.addSchema(bounded);
        body.addSchema(bounded);
      }
      return (ajvs = { text, body });
    };
    const compile: FastifySchemaCompiler<FastifySchema> = ({ schema, httpPart }) =>
      validatorOnFirstUse(() => {
        const { text, body } = ajvsOnFirstUse();
        const ajv = httpPart === 'body' ? body : text;
        const id = (schema as { $id?: unknown }).$id;
        if (typeof id === 'string') {
          const stored = ajv.getSchema(id);
          if (stored) return stored;
        }
        return ajv.compile(boundSchema(schema) as object);
      });
    pool.set(key, compile);
    return compile;
  };
  // @fastify/ajv-compiler's types describe its own `compile(schema)`; Fastify calls the factory's
  // result with a route definition, as FastifySchemaCompiler says.
  return factory as unknown as ValidatorFactory;
}
