import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, type TestApp } from '../../test/testApp';
import { origineRichiesta } from './origine';

/**
 * Issue 24, defect 7: with PUBLIC_URL unset the gateway sends the browser back to the address the
 * portal was opened by (its own Host; X-Forwarded-* only from a proxy TRUST_PROXY names), while the
 * notification stays on PUBLIC_URL's default and the sandbox still accepts only the portal's addresses.
 */
describe('origineRichiesta', () => {
  const unset = { publicUrl: 'http://localhost:8080', publicUrlSet: false };
  it('is PUBLIC_URL when set, whatever the request says', () => {
    const config = { publicUrl: 'https://portale.example.it', publicUrlSet: true };
    expect(origineRichiesta(config, { host: 'altro.test', protocol: 'http' })).toBe(
      'https://portale.example.it',
    );
  });
  it('is the request’s host and scheme when PUBLIC_URL is unset', () => {
    expect(origineRichiesta(unset, { host: '192.168.1.5:8080', protocol: 'http' })).toBe(
      'http://192.168.1.5:8080',
    );
    expect(origineRichiesta(unset, { host: 'Portale.LAN', protocol: 'https' })).toBe('https://portale.lan');
    expect(origineRichiesta(unset, { host: '[::1]:8080', protocol: 'http' })).toBe('http://[::1]:8080');
  });
  it('falls back to the default for anything but a plain host[:port]', () => {
    for (const host of ['', 'evil.test/x', 'a@b', 'evil.test:80:80', 'x y', 'evil.test#', 'h:port'])
      expect(origineRichiesta(unset, { host, protocol: 'http' }), host).toBe('http://localhost:8080');
    expect(origineRichiesta(unset, { host: 'ok.test', protocol: 'javascript' as 'http' })).toBe(
      'http://localhost:8080',
    );
  });
});

describe('a payment started on a portal opened by another address (PUBLIC_URL unset)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ config: { publicUrl: 'http://localhost:8080', publicUrlSet: false } });
    token = await login(t.app, 'moroso');
  }, 120_000);
  afterAll(() => t?.close());

  const avvia = async (headers: Record<string, string>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/myoverins/eseguipagamento',
      payload: {},
      headers: { ...bearer(token), ...headers },
    });
    expect(res.statusCode, res.body).toBe(200);
    return new URL((res.json() as { data: { url: string } }).data.url);
  };
  const pagina = (url: URL, host: string) =>
    t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: { host } });

  it('returns the browser to the Host it used; the notification stays on the server’s own address', async () => {
    const url = await avvia({ host: '192.168.1.5:8080' });
    expect(url.origin).toBe('http://192.168.1.5:8080');
    expect(url.searchParams.get('url')).toBe('http://192.168.1.5:8080/keyclient/ritorno-fm-ok');
    expect(url.searchParams.get('url_back')).toBe('http://192.168.1.5:8080/keyclient/ritorno-ko');
    expect(url.searchParams.get('urlpost')).toBe('http://localhost:8080/api/keyclient/notifica');
    // The sandbox page opened by that same address accepts it…
    expect((await pagina(url, '192.168.1.5:8080')).statusCode).toBe(200);
  });

  it('the sandbox refuses return addresses of a host other than the one its page is opened by', async () => {
    const url = await avvia({ host: 'evil.test' });
    const res = await pagina(url, '192.168.1.5:8080');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('indirizzi di ritorno non validi');
  });

  it('ignores X-Forwarded-Host and -Proto from a client no TRUST_PROXY names', async () => {
    const url = await avvia({
      host: '192.168.1.5:8080',
      'x-forwarded-host': 'evil.test',
      'x-forwarded-proto': 'https',
    });
    expect(url.searchParams.get('url')).toBe('http://192.168.1.5:8080/keyclient/ritorno-fm-ok');
  });
});

describe('behind a proxy TRUST_PROXY names (PUBLIC_URL unset)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      config: { publicUrl: 'http://localhost:8080', publicUrlSet: false, trustProxy: ['127.0.0.1'] },
    });
  }, 120_000);
  afterAll(() => t?.close());

  it('takes the address the proxy forwards', async () => {
    const token = await login(t.app, 'moroso');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/myoverins/eseguipagamento',
      payload: {},
      headers: {
        ...bearer(token),
        host: '127.0.0.1:8080',
        'x-forwarded-host': 'portale.agenzia.it',
        'x-forwarded-proto': 'https',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL((res.json() as { data: { url: string } }).data.url);
    expect(url.origin).toBe('https://portale.agenzia.it');
    expect(url.searchParams.get('url')).toBe('https://portale.agenzia.it/keyclient/ritorno-fm-ok');
  });
});
