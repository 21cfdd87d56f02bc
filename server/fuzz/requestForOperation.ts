import fc from 'fast-check';
import {
  encodeText,
  hostileJson,
  hostileText,
  plausible,
  type Components,
  type Operation,
  type Parameter,
  type Schema,
} from './requestArbitraries';

export type Body = { type?: string; body?: string };

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** Text, or the bytes of a multipart body carrying a file (criticalFiles.ts). */
  payload?: string | Buffer;
  /** Which hostile file the payload carries, to name it instead of printing its bytes. */
  file?: string;
}

/** JSON literals JSON.stringify never writes: not finite once parsed, a negative zero, a huge exponent. */
const RAW_LITERALS = [
  '1e400',
  '-1e400',
  '-0',
  '1e308',
  '2147483648',
  '-2147483649',
  'true',
  '[1]',
  '[true]',
  '{}',
  'null',
  '"\\u0000"',
  '"\\ud800"',
  '"0000-01-01"',
  '"9999-12-31"',
];

const BOUNDARY = 'fuzzBoundary';

/** Bodies no parser should turn into a 500: empty, broken, of another type, multipart gone wrong. */
const RAW_BODIES: ReadonlyArray<{ type: string; body: string }> = [
  { type: 'application/json', body: '' },
  { type: 'application/json', body: '   ' },
  { type: 'application/json', body: '{' },
  { type: 'application/json', body: 'null' },
  { type: 'application/json', body: '[]' },
  { type: 'application/json', body: '"x"' },
  { type: 'application/json', body: '{"__proto__":{"admin":true}}' },
  { type: 'application/json', body: '{"constructor":{"prototype":{"x":1}}}' },
  { type: 'application/json; charset=latin1', body: '{}' },
  { type: 'text/plain', body: 'x' },
  { type: 'application/x-www-form-urlencoded', body: 'a=1&id=1' },
  { type: 'application/octet-stream', body: '\u0000\u0001' },
  { type: 'multipart/form-data', body: 'x' },
  { type: 'multipart/form-data; boundary=', body: '--\r\n' },
  { type: `multipart/form-data; boundary=${BOUNDARY}`, body: 'garbage' },
  {
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="data"\r\n\r\n{}\r\n--${BOUNDARY.slice(0, 4)}`,
  },
  {
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nContent-Disposition: broken\r\n\r\nx\r\n--${BOUNDARY}--\r\n`,
  },
];

function multipart(parts: Array<{ name: string; filename?: string; body: string }>): string {
  return (
    parts
      .map(
        (p) =>
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.name}"` +
          `${p.filename === undefined ? '' : `; filename="${p.filename}"`}\r\n\r\n${p.body}\r\n`,
      )
      .join('') + `--${BOUNDARY}--\r\n`
  );
}

export const asText = (v: unknown): string => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

function bodyArbitrary(op: Operation, components: Components, avoidId: number): fc.Arbitrary<Body> {
  const content = op.requestBody?.content ?? {};
  const json = content['application/json']?.schema;
  const form = content['multipart/form-data']?.schema;
  const raw = fc.constantFrom(...RAW_BODIES);
  const none = fc.constant<Body>({});
  const kinds: Array<fc.WeightedArbitrary<Body>> = [
    { weight: 1, arbitrary: none },
    { weight: 2, arbitrary: raw },
    {
      weight: 1,
      arbitrary: hostileJson.map((v) => ({ type: 'application/json', body: JSON.stringify(v) ?? 'null' })),
    },
  ];
  if (json) {
    const keys = Object.keys(resolve(json, components).properties ?? {});
    kinds.push({
      weight: 6,
      arbitrary: plausible(json, components, { avoidId }).map((v) => ({
        type: 'application/json',
        body: JSON.stringify(v) ?? 'null',
      })),
    });
    if (keys.length > 0) {
      kinds.push({
        weight: 2,
        arbitrary: fc
          .tuple(fc.constantFrom(...keys), fc.constantFrom(...RAW_LITERALS))
          .map(([k, lit]) => ({ type: 'application/json', body: `{${JSON.stringify(k)}:${lit}}` })),
      });
    }
  }
  if (form) {
    const files = Object.entries(resolve(form, components).properties ?? {}).filter(
      ([, s]) => s.format === 'binary',
    );
    const data = fc.oneof(fc.object({ maxDepth: 2 }), hostileJson).map(asText);
    const file = fc.tuple(
      fc.constantFrom(...files.map(([n]) => n)),
      hostileText,
      fc.string({ maxLength: 50 }),
    );
    kinds.push({
      weight: 6,
      arbitrary: fc.tuple(data, fc.array(file, { maxLength: 4 })).map(([d, fs]) => ({
        type: `multipart/form-data; boundary=${BOUNDARY}`,
        body: multipart([
          { name: 'data', body: d },
          ...fs.map(([name, filename, body]) => ({ name, filename, body })),
        ]),
      })),
    });
  }
  return fc.oneof(...kinds);
}

export function resolve(schema: Schema, components: Components): Schema {
  if (!schema.$ref) return schema;
  const name = decodeURIComponent(schema.$ref.replace(/^#\/components\/schemas\//, ''));
  return components[name] ?? {};
}

/** A value for one parameter: one the schema likes, or a hostile one; repeated keys as an array. */
function parameterValue(schema: Schema | undefined, components: Components, avoidId: number) {
  const good = plausible(schema, components, { avoidId }).map(asText);
  return fc.oneof(
    { weight: 3, arbitrary: good.map((v) => [v]) },
    { weight: 3, arbitrary: hostileText.map((v) => [v]) },
    { weight: 1, arbitrary: fc.tuple(fc.oneof(good, hostileText), hostileText).map(([a, b]) => [a, b]) },
  );
}

/** Requests for one operation of the OpenAPI document: its path, query and body, hostile or plausible. */
export function requestArbitrary(
  method: string,
  pathTemplate: string,
  op: Operation,
  components: Components,
  avoidId: number,
): fc.Arbitrary<FuzzRequest> {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const pathArb = fc.tuple(
    ...pathParams.map((p) => fc.oneof(plausible(p.schema, components, { avoidId }).map(asText), hostileText)),
  );
  const queryArb = fc.record(
    {
      ...Object.fromEntries(queryParams.map((p) => [p.name, parameterValue(p.schema, components, avoidId)])),
      nonPrevisto: hostileText.map((v) => [v]),
    },
    { requiredKeys: [] },
  );
  const bodyArb = ['get', 'head'].includes(method)
    ? fc.constant<Body>({})
    : bodyArbitrary(op, components, avoidId);
  return fc
    .tuple(pathArb, queryArb, bodyArb)
    .map(([pathValues, query, body]) =>
      assemble(method, pathTemplate, pathParams, pathValues, query as Record<string, string[]>, body),
    );
}

/** One request from its parts: path values in the template, the query string, the body and its type. */
export function assemble(
  method: string,
  pathTemplate: string,
  pathParams: Parameter[],
  pathValues: string[],
  query: Record<string, string[]>,
  body: Body,
): FuzzRequest {
  let url = pathTemplate;
  pathParams.forEach((p, i) => {
    url = url.replace(`{${p.name}}`, encodeText(pathValues[i] ?? ''));
  });
  const search = Object.entries(query)
    .flatMap(([k, values]) => values.map((v) => `${encodeURIComponent(k)}=${encodeText(v)}`))
    .join('&');
  const headers: Record<string, string> = body.type ? { 'content-type': body.type } : {};
  return {
    method: method.toUpperCase(),
    url: search ? `${url}?${search}` : url,
    headers,
    ...(body.body === undefined ? {} : { payload: body.body }),
  };
}
