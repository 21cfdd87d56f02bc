import fc from 'fast-check';
import { plausible, type Components, type Operation, type Schema } from './requestArbitraries';
import { asText, assemble, resolve, type FuzzRequest } from './requestForOperation';

/** Values that each broke a route once (issue 8), as query and path text. */
export const CRITICAL_TEXT: readonly string[] = [
  '2147483648',
  '1e308',
  '1e400',
  '-0',
  'NaN',
  'true',
  '\u0000',
  '\uD800',
  '0000-01-01',
  '9999-12-31',
  'x'.repeat(5000),
];

/** The same as JSON literals, for bodies (`1e400` and `-0` only exist as literals). */
export const CRITICAL_JSON: readonly string[] = [
  '2147483648',
  '1e308',
  '1e400',
  '-0',
  'true',
  '[1]',
  '{}',
  '"\\u0000"',
  '"\\ud800"',
  '"0000-01-01"',
  '"9999-12-31"',
  JSON.stringify('x'.repeat(5000)),
];

const HOLE = '\u0001fuzz-hole\u0001';

type Step = string | 0;

/** Paths to every property of a body schema, nested objects and first array items included. */
function fieldPaths(schema: Schema | undefined, components: Components, depth = 0): Step[][] {
  if (!schema || depth > 2) return [];
  const s = resolve(schema, components);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return alternatives.flatMap((a) => fieldPaths(a, components, depth));
  const paths: Step[][] = [];
  for (const [key, child] of Object.entries(s.properties ?? {})) {
    paths.push([key]);
    for (const rest of fieldPaths(child, components, depth + 1)) paths.push([key, ...rest]);
  }
  const items = s.items;
  if (items) {
    paths.push([0]);
    for (const rest of fieldPaths(items, components, depth + 1)) paths.push([0, ...rest]);
  }
  return paths;
}

/** `value` with HOLE at `path`, building the objects and arrays on the way as needed. */
function withHole(value: unknown, path: Step[]): unknown {
  if (path.length === 0) return HOLE;
  const [step, ...rest] = path;
  if (step === 0) {
    const list = Array.isArray(value) ? [...(value as unknown[])] : [];
    list[0] = withHole(list[0], rest);
    return list;
  }
  const obj =
    value !== null && typeof value === 'object' && !Array.isArray(value) ? { ...value } : ({} as object);
  return { ...obj, [step as string]: withHole((obj as Record<string, unknown>)[step as string], rest) };
}

const sample = <T>(arb: fc.Arbitrary<T>, seed: number): T => fc.sample(arb, { numRuns: 1, seed })[0]!;

/**
 * For one operation, every critical value in every path parameter, query parameter and body field
 * (nested ones too), the rest of the request plausible: a deterministic sweep, where the random
 * fuzz would meet a given value in a given field only by luck.
 */
export function criticalRequests(
  method: string,
  pathTemplate: string,
  op: Operation,
  components: Components,
  avoidId: number,
): FuzzRequest[] {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const good = (schema: Schema | undefined, seed: number) =>
    asText(sample(plausible(schema, components, { avoidId, hostile: false }), seed));
  const pathValues = pathParams.map((p, i) => good(p.schema, i + 1));
  const requiredQuery = Object.fromEntries(
    queryParams.filter((p) => p.required).map((p, i) => [p.name, [good(p.schema, i + 11)]]),
  );
  const requests: FuzzRequest[] = [];
  const json = op.requestBody?.content?.['application/json']?.schema;
  const goodBody = json ? sample(plausible(json, components, { avoidId, hostile: false }), 7) : undefined;
  const body = goodBody === undefined ? {} : { type: 'application/json', body: JSON.stringify(goodBody) };

  pathParams.forEach((_, i) => {
    for (const value of CRITICAL_TEXT) {
      const values = pathValues.map((v, j) => (j === i ? value : v));
      requests.push(assemble(method, pathTemplate, pathParams, values, requiredQuery, body));
    }
  });
  for (const p of queryParams) {
    for (const value of CRITICAL_TEXT) {
      const query = { ...requiredQuery, [p.name]: [value] };
      requests.push(assemble(method, pathTemplate, pathParams, pathValues, query, body));
    }
  }
  if (json) {
    for (const path of fieldPaths(json, components)) {
      const template = JSON.stringify(withHole(goodBody, path));
      for (const literal of CRITICAL_JSON) {
        const text = template.replace(JSON.stringify(HOLE), literal);
        const withBody = { type: 'application/json', body: text };
        requests.push(assemble(method, pathTemplate, pathParams, pathValues, requiredQuery, withBody));
      }
    }
  }
  return requests;
}
