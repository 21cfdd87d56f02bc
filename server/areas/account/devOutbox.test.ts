import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { eventually, tokenFromMail } from './testUtils';

let dataDir: string;
let t: TestApp;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'outbox-test-'));
  t = await createTestApp({ config: { dataDir } });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

interface OutboxItem {
  name: string;
  date: string;
  to: string;
  subject: string;
}

describe('GET /api/dev/outbox (development, no SMTP_URL)', () => {
  it('lists the mails written to the outbox and returns one as raw text', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).json()).toEqual({
      items: [],
      total: 0,
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/account/recupera-password',
      payload: { username: 'moroso' },
    });
    const item = await eventually(async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
      return (res.json() as { items: OutboxItem[] }).items[0];
    });
    expect(item).toEqual({
      name: expect.stringMatching(/franco\.esposito@giramondoviaggi\.it\.eml$/),
      date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      to: 'franco.esposito@giramondoviaggi.it',
      subject: 'Overins — Recupero password',
    });
    const raw = await t.app.inject({ method: 'GET', url: `/api/dev/outbox/${item.name}` });
    expect(raw.statusCode).toBe(200);
    expect(raw.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(raw.body).toContain('To: franco.esposito@giramondoviaggi.it');
    const text = raw.body.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const token = tokenFromMail(
      { to: [], raw: raw.body, subject: '', text },
      'https://portale.example.test',
      'change-password',
    );
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('serves nothing outside the outbox folder', async () => {
    for (const name of ['..%2F..%2Fetc%2Fpasswd', '..%2Foutbox.eml', '%2E%2E.eml/x', 'pg']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox/${name}` });
      expect([400, 404]).toContain(res.statusCode);
      expect(res.body).not.toContain('root:');
    }
    const missing = await t.app.inject({ method: 'GET', url: '/api/dev/outbox/nonesiste.eml' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ text: 'Risorsa non trovata' });
  });
});

describe('the outbox pages elsewhere', () => {
  it('are not registered in production nor when mail goes through SMTP', async () => {
    for (const opts of [
      { config: { dataDir, production: true } },
      { smtpUrl: 'smtp://127.0.0.1:9', config: { dataDir } },
    ]) {
      const other = await createTestApp(opts);
      try {
        const res = await other.app.inject({ method: 'GET', url: '/api/dev/outbox' });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ text: 'Risorsa non trovata' });
      } finally {
        await other.close();
      }
    }
  });
});
