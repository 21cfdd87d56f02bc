import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../../test/testDatabase';
import type { Config } from '../../config';
import { creaGatewayConfigurato, creaGatewaySandbox, credenzialiSandbox, segretoSandbox } from '.';

const cartelle: string[] = [];
afterAll(() => cartelle.forEach((c) => rmSync(c, { recursive: true, force: true })));
function cartella() {
  const c = mkdtempSync(path.join(tmpdir(), 'pagamenti-'));
  cartelle.push(c);
  return c;
}

const config = (pagamenti: Partial<Config['pagamenti']>, extra: Partial<Config> = {}): Config => {
  const base = testConfig({ dataDir: 'memory://', ...extra });
  return { ...base, pagamenti: { ...base.pagamenti, ...pagamenti } };
};

describe('creaGatewayConfigurato', () => {
  it('uses XPay at PAYMENT_GATEWAY_URL, with the status call on its host by default', async () => {
    const fetchSpia = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('no network in tests'));
    try {
      const gateway = creaGatewayConfigurato(
        config({
          gatewayUrl: 'https://ecommerce.nexi.it/ecomm/ecomm/DispatcherServlet',
          alias: 'A',
          secret: 'S',
        }),
      );
      expect(gateway?.nome).toBe('xpay');
      const { url } = gateway!.avvia({
        codTrans: 'T1',
        importoCentesimi: 100,
        divisa: 'EUR',
        urlRitorno: 'https://p.test/ok',
        urlAnnullo: 'https://p.test/ko',
        urlNotifica: 'https://p.test/n',
      });
      expect(url.startsWith('https://ecommerce.nexi.it/ecomm/ecomm/DispatcherServlet?')).toBe(true);
      await expect(gateway!.statoOrdine('T1')).rejects.toThrow();
      expect(String(fetchSpia.mock.calls[0]?.[0])).toBe(
        'https://ecommerce.nexi.it/ecomm/api/bo/situazioneOrdine',
      );
    } finally {
      fetchSpia.mockRestore();
    }
  });

  it('honours PAYMENT_STATUS_URL', async () => {
    const fetchSpia = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('no network in tests'));
    try {
      const gateway = creaGatewayConfigurato(
        config({
          gatewayUrl: 'https://pay.test/p',
          statusUrl: 'https://bo.test/stato',
          alias: 'A',
          secret: 'S',
        }),
      );
      await expect(gateway!.statoOrdine('T1')).rejects.toThrow();
      expect(String(fetchSpia.mock.calls[0]?.[0])).toBe('https://bo.test/stato');
    } finally {
      fetchSpia.mockRestore();
    }
  });

  it('refuses to start with a gateway URL but no alias or secret', () => {
    expect(() => creaGatewayConfigurato(config({ gatewayUrl: 'https://pay.test/p', secret: 'S' }))).toThrow(
      /PAYMENT_ALIAS and PAYMENT_SECRET/,
    );
    expect(() => creaGatewayConfigurato(config({ gatewayUrl: 'https://pay.test/p', alias: 'A' }))).toThrow(
      /PAYMENT_ALIAS and PAYMENT_SECRET/,
    );
  });

  it('is null without PAYMENT_GATEWAY_URL', () => {
    expect(creaGatewayConfigurato(config({}))).toBeNull();
  });
});

describe('creaGatewaySandbox', () => {
  it('runs on publicUrl, with the sandbox credentials', () => {
    const c = config({});
    const gateway = creaGatewaySandbox(c);
    expect(gateway.nome).toBe('sandbox');
    const { url, campi } = gateway.avvia({
      codTrans: 'T1',
      importoCentesimi: 100,
      divisa: 'EUR',
      urlRitorno: 'https://p.test/ok',
      urlAnnullo: 'https://p.test/ko',
      urlNotifica: 'https://p.test/n',
    });
    expect(url.startsWith('https://portale.example.test/sandbox/pagamento?')).toBe(true);
    expect(campi.alias).toBe(`SANDBOX_${c.brand.slug.toUpperCase()}`);
    expect(credenzialiSandbox(c)).toEqual({ alias: campi.alias, segreto: segretoSandbox(c) });
  });

  it('lets PAYMENT_ALIAS and PAYMENT_SECRET name the sandbox credentials', () => {
    expect(credenzialiSandbox(config({ alias: 'MIO', secret: 'segreto' }))).toEqual({
      alias: 'MIO',
      segreto: 'segreto',
    });
  });
});

describe('segretoSandbox', () => {
  it('is made once in DATA_DIR/.payment-secret (0600) and read back', () => {
    const dir = cartella();
    const primo = segretoSandbox({ dataDir: dir });
    expect(primo.length).toBeGreaterThanOrEqual(40);
    expect(segretoSandbox({ dataDir: dir })).toBe(primo);
    const file = path.join(dir, '.payment-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(primo);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(segretoSandbox({ dataDir: cartella() })).not.toBe(primo);
  });

  it('is derived from the location for an in-memory database, stable and distinct', () => {
    expect(segretoSandbox({ dataDir: 'memory://' })).toBe(segretoSandbox({ dataDir: 'memory://' }));
    expect(segretoSandbox({ dataDir: 'memory://a' })).not.toBe(segretoSandbox({ dataDir: 'memory://b' }));
  });
});
