import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCapture } from '../../test/smtpCapture';
import { createTestApp, type TestApp } from '../../test/testApp';
import {
  JPEG,
  PDF,
  PNG,
  multipartBody,
  registrationParts,
  validRegistration,
} from '../registrazione/testParts';
import { segretoLink } from '../adesioni/certificato/linkCertificato';
import { tokenDocumento, verificaTokenDocumento } from './linkDocumento';

const SECRET = 'x'.repeat(43);
const refusal = { text: 'Il link del documento non è valido o è scaduto' };

describe('agency document tokens', () => {
  const now = new Date('2026-03-01T10:00:00Z');

  it('round-trips the file id until the expiry, seven days by default', () => {
    const token = tokenDocumento(42, SECRET, undefined, now);
    expect(token).toMatch(/^42\.\d+\.[A-Za-z0-9_-]{43}$/);
    expect(verificaTokenDocumento(token, SECRET, now)).toBe(42);
    expect(verificaTokenDocumento(token, SECRET, new Date(now.getTime() + 7 * 86_400_000 - 1000))).toBe(42);
    expect(verificaTokenDocumento(token, SECRET, new Date(now.getTime() + 7 * 86_400_000))).toBeNull();
  });

  it('refuses a tampered id, expiry or signature, another secret and junk', () => {
    const token = tokenDocumento(42, SECRET, undefined, now);
    const [, exp, sig] = token.split('.') as [string, string, string];
    const otherSig = sig.slice(0, -1) + (sig.endsWith('A') ? 'B' : 'A');
    for (const bad of [
      `43.${exp}.${sig}`,
      `42.${Number(exp) + 3600}.${sig}`,
      `42.${exp}.${otherSig}`,
      `042.${exp}.${sig}`,
      '',
      '42',
      `42.${exp}`,
      `${token}.x`,
    ]) {
      expect(verificaTokenDocumento(bad, SECRET, now), bad).toBeNull();
    }
    expect(verificaTokenDocumento(token, 'y'.repeat(43), now)).toBeNull();
  });
});

describe('GET agenzie/file?token= (the back office’s links)', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let dataDir: string;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    dataDir = mkdtempSync(path.join(tmpdir(), 'agenzie-file-'));
    t = await createTestApp({ smtpUrl: smtp.url, config: { dataDir } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('mails back office one link per document, each downloading the bytes uploaded', async () => {
    const { payload, headers } = multipartBody(
      registrationParts(validRegistration({ username: 'documenti.golfo' })),
    );
    const res = await t.app.inject({ method: 'PUT', url: '/api/myoverins/agenzia', payload, headers });
    expect(res.statusCode).toBe(200);

    const mail = smtp.mails.find((m) => m.to.includes('assistenza@overins.it'));
    expect(mail?.subject).toBe('Overins — Nuova registrazione da verificare: Viaggi del Golfo S.r.l.');
    const links = [...mail!.text.matchAll(/https:\/\/portale\.example\.test\/agenzie\/file\?token=(\S+)/g)];
    expect(links).toHaveLength(4);

    const downloads = await Promise.all(
      links.map((l) => t.app.inject({ method: 'GET', url: `/api/agenzie/file?token=${l[1]}` })),
    );
    const got = downloads.map((d) => [
      d.statusCode,
      d.headers['content-type'],
      /filename="([^"]+)"/.exec(String(d.headers['content-disposition']))?.[1],
      d.headers['cache-control'],
      d.rawPayload.toString('base64'),
    ]);
    expect(got.sort()).toEqual(
      [
        [200, 'application/pdf', 'autorizzazione.pdf', 'private, no-store', PDF.toString('base64')],
        [200, 'image/jpeg', 'carta-identita.jpg', 'private, no-store', JPEG.toString('base64')],
        [200, 'image/png', 'codice-fiscale.png', 'private, no-store', PNG.toString('base64')],
        [200, 'application/pdf', 'visura.pdf', 'private, no-store', PDF.toString('base64')],
      ].sort(),
    );
    expect(mail!.text).toContain('Visura camerale');
  });

  it('refuses a missing, tampered or expired token, and a file id without its signature', async () => {
    const secret = segretoLink(t.config);
    const valid = tokenDocumento(1, secret);
    const [, exp, sig] = valid.split('.') as [string, string, string];
    for (const token of [
      '',
      '1',
      `2.${exp}.${sig}`,
      tokenDocumento(1, secret, -1),
      tokenDocumento(999_999, secret),
      encodeURIComponent(`1.${exp}.${sig.slice(0, -2)}zz`),
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/agenzie/file?token=${token}` });
      expect(res.statusCode, token).toBe(404);
      expect(res.json()).toEqual(refusal);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/agenzie/file' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/agenzie/file?id=1' })).statusCode).toBe(400);
  });
});
