import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, type TestApp } from '../../test/testApp';
import { auditRows, eventually, tokenFromMail, userId } from './testUtils';

let dataDir: string;
let t: TestApp;
let admin: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'outbox-test-'));
  t = await createTestApp({ config: { dataDir } });
  admin = await login(t.app, 'admin');
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

async function recover(username: string, to: string): Promise<OutboxItem> {
  await t.app.inject({ method: 'POST', url: '/api/account/recupera-password', payload: { username } });
  return eventually(async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox', headers: bearer(admin) });
    return (res.json() as { items: OutboxItem[] }).items.find((i) => i.to === to);
  });
}

describe('GET /api/dev/outbox (embedded demo, no SMTP_URL)', () => {
  it('never answers an anonymous caller, even once a reset link is in it', async () => {
    const item = await recover('admin', 'admin@overins.it');
    for (const url of ['/api/dev/outbox', `/api/dev/outbox/${item.name}`]) {
      const anonymous = await t.app.inject({ method: 'GET', url });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.body).not.toContain('change-password');
      const forged = await t.app.inject({ method: 'GET', url, headers: bearer('x'.repeat(43)) });
      expect(forged.statusCode).toBe(401);
    }
  });

  it('refuses signed-in users without back office, and back office signed in as someone else', async () => {
    const agency = await login(t.app, 'agenzia');
    for (const url of ['/api/dev/outbox', '/api/dev/outbox/x.eml']) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(agency) });
      expect(res.statusCode).toBe(403);
    }
    const agencyId = await userId(t.db, 'agenzia');
    const as = await t.app.inject({
      method: 'POST',
      url: `/api/account/asusers/${agencyId}`,
      headers: bearer(admin),
    });
    const asToken = (as.json() as { data: { token: string } }).data.token;
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox', headers: bearer(asToken) });
    expect(res.statusCode).toBe(403);
  });

  it('lists the mails and returns one as an .eml to back office, auditing every read', async () => {
    const before = (await auditRows(t.db, 'posta.lettura')).length;
    const item = await recover('moroso', 'franco.esposito@giramondoviaggi.it');
    expect(item).toEqual({
      name: expect.stringMatching(/franco\.esposito@giramondoviaggi\.it\.eml$/),
      date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      to: 'franco.esposito@giramondoviaggi.it',
      subject: 'Overins — Recupero password',
    });
    const raw = await t.app.inject({
      method: 'GET',
      url: `/api/dev/outbox/${item.name}`,
      headers: bearer(admin),
    });
    expect(raw.statusCode).toBe(200);
    expect(raw.headers['content-type']).toBe('message/rfc822');
    expect(raw.headers['content-disposition']).toBe(`attachment; filename="${item.name}"`);
    expect(raw.body).toContain('To: franco.esposito@giramondoviaggi.it');
    const text = raw.body.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const token = tokenFromMail(
      { to: [], raw: raw.body, subject: '', text },
      'https://portale.example.test',
      'change-password',
    );
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const reads = await auditRows(t.db, 'posta.lettura');
    expect(reads).toHaveLength(before + 1);
    expect(reads.at(-1)).toMatchObject({
      userId: await userId(t.db, 'admin'),
      detail: { name: item.name },
      ip: '127.0.0.1',
    });
    expect((await auditRows(t.db, 'posta.elenco')).length).toBeGreaterThan(0);
  });

  it('serves nothing outside the outbox folder', async () => {
    for (const name of ['..%2F..%2Fetc%2Fpasswd', '..%2Foutbox.eml', '%2E%2E.eml/x', 'pg']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/dev/outbox/${name}`,
        headers: bearer(admin),
      });
      expect([400, 404]).toContain(res.statusCode);
      expect(res.body).not.toContain('root:');
    }
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/dev/outbox/nonesiste.eml',
      headers: bearer(admin),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ text: 'Risorsa non trovata' });
  });
});

describe('the outbox elsewhere', () => {
  it('is not registered in production nor when mail goes through SMTP', async () => {
    for (const opts of [
      { config: { dataDir, production: true } },
      { smtpUrl: 'smtp://127.0.0.1:9', config: { dataDir } },
    ]) {
      const other = await createTestApp(opts);
      try {
        const token = await login(other.app, 'admin');
        const res = await other.app.inject({ method: 'GET', url: '/api/dev/outbox', headers: bearer(token) });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ text: 'Risorsa non trovata' });
      } finally {
        await other.close();
      }
    }
  });
});
