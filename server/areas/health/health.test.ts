import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers from the database, with security headers and no caching', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // Helmet's middleware, built once (server/plugins/security.ts): the same headers on every answer.
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;" +
        "font-src 'self' data:;connect-src 'self';object-src 'none';frame-ancestors 'self';base-uri 'self';" +
        "form-action 'self'",
    );
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('answers an unknown API path with a 404 in Italian', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nonesiste' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ text: 'Risorsa non trovata' });
  });
});

describe('malformed requests', () => {
  it('answers a body that is not JSON with an Italian 400 in the messages shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      messages: [
        {
          code: 'errore.jsonNonValido',
          text: 'Il corpo della richiesta non è un JSON valido',
          type: 'error',
        },
      ],
    });
  });
});
