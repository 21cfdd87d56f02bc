import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import bodyParsingPlugin from './bodyParsing';
import errorsPlugin, { frameworkErrors } from './errors';
import safeTextPlugin, { findUnsafeText } from './safeText';
import {
  boundSchema,
  createValidatorFactory,
  INT_MAX,
  INT_MIN,
  isPortalDay,
  NUMBER_LIMIT,
} from './validation';

describe('boundSchema', () => {
  it('bounds every integer and number that says no tighter, nested ones too, and leaves data alone', () => {
    const schema = {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        small: { type: 'integer', minimum: 1, maximum: 99 },
        huge: { type: 'integer', maximum: 1e12 },
        amount: { type: ['number', 'null'], minimum: 0 },
        list: { type: 'array', items: { anyOf: [{ type: 'integer' }, { type: 'string' }] } },
        default: { type: 'integer' },
      },
      default: { type: 'integer' },
      enum: [{ type: 'integer' }],
    };
    const bounded = boundSchema(schema);
    expect(bounded.properties.id).toEqual({
      type: 'integer',
      minimum: INT_MIN,
      maximum: INT_MAX,
      finiteNumber: true,
    });
    expect(bounded.properties.small).toMatchObject({ type: 'integer', minimum: 1, maximum: 99 });
    expect(bounded.properties.huge.maximum).toBe(INT_MAX);
    expect(bounded.properties.amount).toMatchObject({ minimum: 0, maximum: NUMBER_LIMIT });
    expect(bounded.properties.list.items.anyOf[0]).toMatchObject({ maximum: INT_MAX });
    expect(bounded.properties.default).toMatchObject({ maximum: INT_MAX });
    expect(bounded.default).toEqual({ type: 'integer' });
    expect(bounded.enum).toEqual([{ type: 'integer' }]);
    expect(schema.properties.id).toEqual({ type: 'integer' });
  });
});

describe('isPortalDay', () => {
  it('takes real days from 1900 to 2099 only', () => {
    for (const day of ['1900-01-01', '2024-02-29', '2099-12-31']) expect(isPortalDay(day)).toBe(true);
    for (const day of ['0000-01-01', '1899-12-31', '2100-01-01', '9999-12-31', '2025-02-29', '2025-1-1', ''])
      expect(isPortalDay(day)).toBe(false);
  });
});

describe('findUnsafeText', () => {
  it('finds NUL and lone surrogates in values and names at any depth, and accepts paired ones', () => {
    expect(findUnsafeText({ a: [{ b: 'x\u0000' }] })).toBe('a.0.b');
    expect(findUnsafeText({ a: '\uD800' })).toBe('a');
    expect(findUnsafeText({ a: 'x\uDC00' })).toBe('a');
    expect(findUnsafeText({ 'k\u0000': 1 })).toBe('richiesta');
    expect(findUnsafeText({ a: 'ok 🙂 àèì', b: [1, null, true] })).toBeNull();
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnsafeText(deep)).not.toBeNull();
  });
});

/** The request plugins on a bare Fastify, with one route per kind of body. */
let app: FastifyInstance;
const seen: unknown[] = [];
beforeAll(async () => {
  app = Fastify({
    schemaController: { compilersFactory: { buildValidator: createValidatorFactory() } },
    frameworkErrors,
  });
  await app.register(errorsPlugin);
  await app.register(bodyParsingPlugin);
  await app.register(safeTextPlugin);
  app.post('/none', async (request) => ({ body: request.body ?? null }));
  app.post(
    '/optional',
    { schema: { body: { type: 'object', properties: { note: { type: 'string' } } } } },
    async (request) => ({ body: request.body }),
  );
  app.post(
    '/id',
    {
      schema: {
        body: {
          type: 'object',
          properties: { id: { type: 'integer' } },
          required: ['id'],
          additionalProperties: false,
        },
      },
    },
    async (request) => {
      seen.push(request.body);
      return { body: request.body };
    },
  );
  app.get(
    '/query',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { id: { type: 'integer' }, tag: { type: 'array', items: { type: 'string' } } },
        },
      },
    },
    async (request) => ({ query: request.query }),
  );
  await app.ready();
});
afterAll(() => app.close());

const post = (url: string, payload: string, type = 'application/json') =>
  app.inject({ method: 'POST', url, headers: { 'content-type': type }, payload });

describe('bodies: empty JSON is no body, and nothing is coerced', () => {
  it('reads an empty or blank JSON body as no body on a route that takes none', async () => {
    for (const payload of ['', '  \n']) {
      const res = await post('/none', payload);
      expect([res.statusCode, res.json()]).toEqual([200, { body: null }]);
    }
  });

  it('reads it as {} where every field is optional, and names the missing field otherwise', async () => {
    expect((await post('/optional', '')).json()).toEqual({ body: {} });
    const res = await post('/id', '');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      messages: [{ code: 'errore.validazione', text: 'Campo obbligatorio mancante: id', type: 'error' }],
    });
  });

  it('never turns true, [1], "1" or 1.0e0-like text into an id', async () => {
    seen.length = 0;
    for (const id of ['true', '[1]', '"1"', '[true]', 'null', '1e400', '2147483648']) {
      const res = await post('/id', `{"id":${id}}`);
      expect([id, res.statusCode]).toEqual([id, 400]);
      expect(res.json()).toHaveProperty('messages');
    }
    expect(seen).toEqual([]);
    expect((await post('/id', '{"id":7}')).json()).toEqual({ body: { id: 7 } });
  });

  it('keeps coercion for the query string, repeated keys included, within bounds', async () => {
    const res = await app.inject({ method: 'GET', url: '/query?id=7&tag=a&tag=b' });
    expect(res.json()).toEqual({ query: { id: 7, tag: ['a', 'b'] } });
    expect((await app.inject({ method: 'GET', url: '/query?tag=a' })).json()).toEqual({
      query: { tag: ['a'] },
    });
    for (const id of ['2147483648', '1e308', '1e400', 'true'])
      expect((await app.inject({ method: 'GET', url: `/query?id=${id}` })).statusCode).toBe(400);
  });

  it('answers an unknown path 404 whatever its body, and a bad URL in Italian', async () => {
    expect((await post('/missing', '{broken')).json()).toEqual({ text: 'Risorsa non trovata' });
    expect((await post('/missing', '{broken')).statusCode).toBe(404);
    const bad = await app.inject({ method: 'GET', url: '/query/%E0%A4%A' });
    expect(bad.statusCode).toBeLessThan(500);
    const badParam = await app.inject({ method: 'POST', url: '/%ZZ' });
    expect(badParam.statusCode).toBeLessThan(500);
  });
});
