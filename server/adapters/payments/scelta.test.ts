import { describe, expect, it } from 'vitest';
import type { Config } from '../../config';
import { testConfig } from '../../test/testDatabase';
import { scegliPagamenti } from './scelta';

const config = (pagamenti: Partial<Config['pagamenti']>, extra: Partial<Config> = {}): Config => {
  const base = testConfig({ dataDir: 'memory://', ...extra });
  return { ...base, pagamenti: { ...base.pagamenti, ...pagamenti } };
};
const XPAY = {
  gatewayUrl: 'https://ecommerce.nexi.it/ecomm/ecomm/DispatcherServlet?x=1',
  alias: 'ALIAS',
  secret: 'segreto',
};

describe('scegliPagamenti', () => {
  it('serves the sandbox on the demo database only, whatever NODE_ENV says', () => {
    for (const production of [false, true]) {
      const demo = scegliPagamenti(config({}, { production }), true);
      expect(demo.pagamenti?.sandbox).toBe(true);
      expect(demo.pagamenti?.gateway.nome).toBe('sandbox');
      expect(demo.motivo).toBe(
        'card payments through the sandbox gateway at https://portale.example.test/sandbox/pagamento ' +
          '(test cards), because the database holds the demo data (PAYMENT_SANDBOX=0 turns it off)',
      );
      const reale = scegliPagamenti(config({}, { production }), false);
      expect(reale.pagamenti).toBeNull();
      expect(reale.motivo).toBe(
        'card payments off (they answer "non disponibile"), because no PAYMENT_GATEWAY_URL is set and the ' +
          'database holds no demo data (PAYMENT_SANDBOX=1 would serve the sandbox gateway)',
      );
    }
  });

  it('lets PAYMENT_SANDBOX=1 force the sandbox and PAYMENT_SANDBOX=0 turn it off on the demo', () => {
    const forzata = scegliPagamenti(config({ sandbox: true }), false);
    expect(forzata.pagamenti?.sandbox).toBe(true);
    expect(forzata.motivo).toMatch(/sandbox gateway .* because PAYMENT_SANDBOX=1$/);
    const spenta = scegliPagamenti(config({ sandbox: false }), true);
    expect(spenta.pagamenti).toBeNull();
    expect(spenta.motivo).toBe(
      'card payments off (they answer "non disponibile"), because PAYMENT_SANDBOX=0 and no ' +
        'PAYMENT_GATEWAY_URL is set',
    );
  });

  it('uses the configured gateway on any database, naming it without its query', () => {
    for (const datiDemo of [false, true]) {
      const scelta = scegliPagamenti(config(XPAY), datiDemo);
      expect(scelta.pagamenti?.sandbox).toBe(false);
      expect(scelta.pagamenti?.gateway.nome).toBe('xpay');
      expect(scelta.motivo).toBe(
        'card payments through the gateway at ' +
          'https://ecommerce.nexi.it/ecomm/ecomm/DispatcherServlet (PAYMENT_GATEWAY_URL)',
      );
    }
  });

  it('refuses a gateway and PAYMENT_SANDBOX=1 together', () => {
    expect(() => scegliPagamenti(config({ ...XPAY, sandbox: true }), false)).toThrow(
      /PAYMENT_GATEWAY_URL and PAYMENT_SANDBOX=1/,
    );
  });
});
