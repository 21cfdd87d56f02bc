import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/testApp';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
}, 120_000);
afterAll(() => t?.close());

/** Sends bytes as they are (no HTTP client would send these) and reads the whole answer. */
function grezza(richiesta: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(richiesta));
    let dati = '';
    socket.on('data', (d) => (dati += d.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [testa = '', ...resto] = dati.split('\r\n\r\n');
      resolve({ status: Number(testa.split(' ')[1]), body: resto.join('\r\n\r\n') });
    });
  });
}

describe('requests the HTTP parser refuses', () => {
  const casi: Array<[string, string]> = [
    [
      'a control character in a header',
      'GET /api/health HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer \x01\x02\r\n\r\n',
    ],
    [
      'a Content-Length that is not a number',
      'POST /api/account/login HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n',
    ],
    [
      'two different Content-Lengths',
      'POST /api/account/login HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab',
    ],
    [
      'a broken chunk',
      'POST /api/account/login HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
    ],
    ['a header name with a space', 'GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header: 1\r\n\r\n'],
  ];
  it.each(casi)('%s: an Italian 400 in the catalogue shape', async (_nome, richiesta) => {
    const r = await grezza(richiesta);
    expect(r.status).toBe(400);
    expect(JSON.parse(r.body)).toEqual({ text: 'Richiesta non valida: il formato HTTP non è corretto' });
  });

  it('headers too large: an Italian 431', async () => {
    const r = await grezza(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Grande: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(r.status).toBe(431);
    expect(JSON.parse(r.body).text).toBe('Le intestazioni della richiesta sono troppo grandi');
  });
});
