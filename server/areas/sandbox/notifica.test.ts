import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inviaNotificaSandbox } from './notifica';

let server: Server;
let base: string;
const ricevute: Array<{ tipo: string | undefined; corpo: string }> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let corpo = '';
    req.on('data', (c: Buffer) => (corpo += c.toString('utf8')));
    req.on('end', () => {
      ricevute.push({ tipo: req.headers['content-type'], corpo });
      const status = req.url === '/rotto' ? 500 : req.url === '/altrove' ? 302 : 200;
      res.writeHead(status, status === 302 ? { location: '/ok' } : {}).end('esito');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('inviaNotificaSandbox', () => {
  it('posts the fields as a form', async () => {
    await inviaNotificaSandbox(
      { url: `${base}/ok`, campi: { codTrans: 'T1', esito: 'OK', messaggio: 'à & =' } },
      `${base}/ok`,
    );
    expect(ricevute.at(-1)).toEqual({
      tipo: 'application/x-www-form-urlencoded',
      corpo: 'codTrans=T1&esito=OK&messaggio=%C3%A0+%26+%3D',
    });
  });

  it('throws on a non-2xx answer (redirects are not followed) or an unreachable merchant, so the queue retries', async () => {
    const invia = (url: string) => inviaNotificaSandbox({ url, campi: {} }, url);
    await expect(invia(`${base}/rotto`)).rejects.toThrow(/HTTP 500/);
    await expect(invia(`${base}/altrove`)).rejects.toThrow(/HTTP 302/);
    await expect(invia('http://127.0.0.1:9/')).rejects.toThrow();
  });

  it('sends nothing to an address other than the portal’s notification call (a job queued before the check)', async () => {
    const prima = ricevute.length;
    await inviaNotificaSandbox(
      { url: `${base}/ok`, campi: { codTrans: 'T2', esito: 'OK' } },
      `${base}/api/keyclient/notifica`,
    );
    expect(ricevute).toHaveLength(prima);
  });
});
