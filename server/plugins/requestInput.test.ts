import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataException, dataExceptionError } from '../db/dataException';
import { users } from '../db/schema';
import { sessionFor } from '../areas/ruoli/sessionFor';
import { bearer, createTestApp, type TestApp } from '../test/testApp';

/** The inputs issue 8 found answered with a 500, each now a refusal in the error catalogue. */

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await sessionFor(t, 'admin'));
});
afterAll(() => t.close());

type Answer = { statusCode: number; json(): unknown; body: string };

function expectRefusal(res: Answer, status = 400): void {
  expect([res.statusCode, res.body]).toEqual([status, expect.any(String)]);
  const body = res.json() as { messages?: Array<{ code: string; text: string }>; text?: string };
  expect(body.messages?.[0]?.text ?? body.text).toMatch(/[a-zà-ù]+ [a-zà-ù]+/i);
  expect(body).not.toHaveProperty('statusCode');
}

const get = (url: string, headers = admin) => t.app.inject({ method: 'GET', url, headers });
const send = (method: 'POST' | 'PUT', url: string, payload: string, headers = admin) =>
  t.app.inject({ method, url, headers: { ...headers, 'content-type': 'application/json' }, payload });

describe('no 500 for bad input', () => {
  it('refuses integers past 2^31 and non-finite numbers in query, path and body', async () => {
    expectRefusal(await get('/api/report/commissioni?distributoreId=2147483648'));
    expectRefusal(await get('/api/myoverins/utentiagenzia?page=1e400'));
    expectRefusal(
      await t.app.inject({
        method: 'DELETE',
        url: '/api/myoverins/utentiagenzia/2147483648',
        headers: admin,
      }),
    );
    expectRefusal(await send('POST', '/api/carrello/preferiti', '{"itemIDPacchetto":2147483648}'));
    expectRefusal(await send('POST', '/api/carrello/confrontaProdotti', '{"listIDs":[2147483648]}'));
    expectRefusal(await send('POST', '/api/carrello/confrontaProdotti', '{"listIDs":2147483648}'));
    expectRefusal(await send('POST', '/api/carrello/totali', '{"pacchettoID":2147483648}'));
    expectRefusal(await send('POST', '/api/carrello/totali', '{"pacchettoID":1e308}'));
    expectRefusal(await send('POST', '/api/carrello/totali', '{"pacchettoID":1e400}'));
  });

  it('refuses dates outside 1900–2099', async () => {
    for (const day of ['0000-01-01', '9999-12-31', '1899-12-31'])
      expectRefusal(await get(`/api/report/commissioni?dataDa=${day}`));
  });

  it('refuses NUL and lone surrogates in every string, naming the field', async () => {
    for (const url of [
      '/api/carrello/prodotti?testo=%00',
      '/api/dropdown/stati?gruppo=%00',
      '/api/account/asusers?fullTextSearch=a%00',
    ])
      expectRefusal(await get(url));
    for (const username of ['a\u0000', '\uD800', 'x\uDFFF']) {
      const res = await send('POST', '/api/account/login', JSON.stringify({ username, password: 'x' }), {});
      expectRefusal(res);
      expect((res.json() as { messages: Array<{ text: string }> }).messages[0]!.text).toContain('username');
    }
    // Percent-encoded, a lone surrogate is not UTF-8: the query parser reads it as U+FFFD, plain text.
    expect((await get('/api/carrello/prodotti?testo=%ED%A0%80')).statusCode).toBe(200);
  });

  it('refuses broken multipart bodies', async () => {
    const bodies: Array<[string, string]> = [
      ['multipart/form-data; boundary=', '--\r\n'],
      ['multipart/form-data; boundary=abc', 'garbage'],
      [
        'multipart/form-data; boundary=abc',
        '--abc\r\nContent-Disposition: form-data; name="data"\r\n\r\n{}\r\n--ab',
      ],
      ['multipart/form-data; boundary=abc', '--abc\r\nContent-Disposition: broken\r\n\r\nx\r\n--abc--\r\n'],
    ];
    for (const [type, payload] of bodies) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/myoverins/agenzia',
        headers: { 'content-type': type },
        payload,
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expectRefusal(res, res.statusCode);
    }
    const nul = await t.app.inject({
      method: 'PUT',
      url: '/api/myoverins/agenzia',
      headers: { 'content-type': 'multipart/form-data; boundary=abc' },
      payload:
        '--abc\r\nContent-Disposition: form-data; name="data"\r\n\r\n{"ragioneSociale":"a\\u0000"}\r\n--abc--\r\n',
    });
    expectRefusal(nul);
    expect(nul.body).toContain('ragioneSociale');
  });

  it('redirects an image fallback holding characters a header cannot carry, percent-encoded', async () => {
    const control = await get('/api/file/image/manca.png?fallback=%2Fimg%01x.png', {});
    expect([control.statusCode, control.headers.location]).toEqual([302, '/img%01x.png']);
    const euro = await get('/api/file/image/manca.png?fallback=%2F%E2%82%AC.png', {});
    expect([euro.statusCode, euro.headers.location]).toEqual([302, '/%E2%82%AC.png']);
  });

  it('answers a URL that is not valid percent-encoding in Italian', async () => {
    expectRefusal(await get('/api/ruoli/%E0%A4%A/permessi'));
  });

  it('maps any data exception the database still raises (SQLSTATE class 22) to an Italian 400', async () => {
    const error = await t.db.execute(sql`select ${'2147483648'}::int`).catch((e: unknown) => e);
    expect(dataException(error)).toBe('22003');
    expect(dataExceptionError(error)?.statusCode).toBe(400);
    const date = await t.db.execute(sql`select ${'0000-01-01'}::date`).catch((e: unknown) => e);
    expect(dataException(date)).toMatch(/^22/);
    expect(dataException(new Error('other'))).toBeNull();
  });
});

describe('empty JSON bodies', () => {
  it('logs out on a POST with content-type JSON and no body: the token stops working', async () => {
    const token = bearer(await sessionFor(t, 'agenzia'));
    expect((await get('/api/account/me', token)).statusCode).toBe(200);
    const res = await send('POST', '/api/account/logout', '', token);
    expect(res.statusCode).toBe(200);
    expect((await get('/api/account/me', token)).statusCode).toBe(401);
  });

  it('starts and ends a sign-in-as with empty JSON bodies', async () => {
    const [agenzia] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'agenzia'));
    const start = await send('POST', `/api/account/asusers/${agenzia!.id}`, '');
    expect(start.statusCode).toBe(200);
    const as = bearer((start.json() as { data: { token: string } }).data.token);
    const stop = await send('PUT', '/api/account/asusers', '', as);
    expect(stop.statusCode).toBe(200);
  });

  it('answers 404 for an unknown path whatever its body', async () => {
    for (const payload of ['{broken', '', '{"a":"\\u0000"}']) {
      const res = await send('POST', '/api/nonesiste', payload);
      expect([res.statusCode, res.json()]).toEqual([404, { text: 'Risorsa non trovata' }]);
    }
  });
});

describe('no type coercion in bodies', () => {
  it('refuses {"userId": true} and {"userId": [1]} on forza-password and changes nobody', async () => {
    const before = await t.db
      .select({ id: users.id, hash: users.passwordHash })
      .from(users)
      .orderBy(users.id);
    for (const userId of ['true', '[1]', '"1"', '[true]']) {
      const res = await send(
        'PUT',
        '/api/account/forza-password',
        `{"userId":${userId},"passwordNuova":"Forzata2026!x","passwordConferma":"Forzata2026!x"}`,
      );
      expectRefusal(res);
    }
    const after = await t.db.select({ id: users.id, hash: users.passwordHash }).from(users).orderBy(users.id);
    expect(after).toEqual(before);
    expect((await get('/api/account/me')).statusCode).toBe(200);
  });
});
