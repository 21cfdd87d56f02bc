import type { Config } from '../../config';
import type { GatewayPagamenti } from './gateway';
import { creaGatewayConfigurato, creaGatewaySandbox, PERCORSO_PAGINA_SANDBOX } from '.';

export interface SceltaPagamenti {
  /** The gateway card payments go through; null: they are off and answer "non disponibile". */
  pagamenti: { gateway: GatewayPagamenti; sandbox: boolean } | null;
  /** For the start-up log: which mode is on and why. */
  motivo: string;
}

/** A URL for the log without what it might carry besides the address (query, credentials). */
function senzaSegreti(url: string): string {
  const u = new URL(url);
  return `${u.origin}${u.pathname}`;
}

/**
 * How this server takes card payments (issue 23): the gateway PAYMENT_GATEWAY_URL names; else the
 * sandbox gateway (test cards that "pay") when PAYMENT_SANDBOX=1 asks for it or, unless
 * PAYMENT_SANDBOX=0, when the database holds the demo data (`datiDemo`, read from the database so every
 * process on it decides alike); else none. NODE_ENV plays no part: a deployment's database has no demo.
 */
export function scegliPagamenti(config: Config, datiDemo: boolean): SceltaPagamenti {
  const { gatewayUrl, sandbox } = config.pagamenti;
  if (gatewayUrl && sandbox === true) {
    throw new Error('PAYMENT_GATEWAY_URL and PAYMENT_SANDBOX=1 are both set: choose one');
  }
  const gateway = creaGatewayConfigurato(config);
  if (gateway) {
    return {
      pagamenti: { gateway, sandbox: false },
      motivo: `card payments through the gateway at ${senzaSegreti(gatewayUrl!)} (PAYMENT_GATEWAY_URL)`,
    };
  }
  const pagina = `${config.publicUrl}${PERCORSO_PAGINA_SANDBOX}`;
  if (sandbox === true || (sandbox === undefined && datiDemo)) {
    return {
      pagamenti: { gateway: creaGatewaySandbox(config), sandbox: true },
      motivo:
        sandbox === true
          ? `card payments through the sandbox gateway at ${pagina} (test cards), because PAYMENT_SANDBOX=1`
          : `card payments through the sandbox gateway at ${pagina} (test cards), because the database holds ` +
            'the demo data (PAYMENT_SANDBOX=0 turns it off)',
    };
  }
  return {
    pagamenti: null,
    motivo:
      sandbox === false
        ? 'card payments off (they answer "non disponibile"), because PAYMENT_SANDBOX=0 and no ' +
          'PAYMENT_GATEWAY_URL is set'
        : 'card payments off (they answer "non disponibile"), because no PAYMENT_GATEWAY_URL is set and ' +
          'the database holds no demo data (PAYMENT_SANDBOX=1 would serve the sandbox gateway)',
  };
}
