import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';
import type { GatewayPagamenti } from './gateway';
import { creaGatewayXPay } from './xpay';

export type { GatewayPagamenti } from './gateway';

/** The sandbox's status call, as XPay's is `/ecomm/api/bo/situazioneOrdine` on its host. */
export const PERCORSO_STATO_SANDBOX = '/sandbox/api/bo/situazioneOrdine';
export const PERCORSO_PAGINA_SANDBOX = '/sandbox/pagamento';

export interface CredenzialiGateway {
  alias: string;
  segreto: string;
}

/**
 * The MAC secret of the sandbox gateway, shared by our merchant side and the sandbox routes, when
 * PAYMENT_SECRET is not set: made once and kept in `${dataDir}/.payment-secret` (mode 0600), as
 * `segretoLink` keeps the link secret, so every process on the same DATA_DIR signs alike; for an
 * in-memory database (tests) derived from the data location.
 */
export function segretoSandbox(config: Pick<Config, 'dataDir'>): string {
  if (config.dataDir.includes('://')) {
    return createHash('sha256').update(`payment-sandbox:${config.dataDir}`).digest('base64url');
  }
  const file = path.join(config.dataDir, '.payment-secret');
  try {
    const letto = readFileSync(file, 'utf8').trim();
    if (letto) return letto;
  } catch {
    // Not there yet: made below.
  }
  mkdirSync(config.dataDir, { recursive: true });
  const nuovo = randomBytes(32).toString('base64url');
  try {
    // 'wx': a second process starting at the same moment keeps the first one's secret.
    writeFileSync(file, `${nuovo}\n`, { mode: 0o600, flag: 'wx' });
    return nuovo;
  } catch {
    return readFileSync(file, 'utf8').trim();
  }
}

/** The alias and secret both sides of the sandbox use (PAYMENT_ALIAS/PAYMENT_SECRET win when set). */
export function credenzialiSandbox(
  config: Pick<Config, 'dataDir' | 'brand' | 'pagamenti'>,
): CredenzialiGateway {
  return {
    alias: config.pagamenti.alias ?? `SANDBOX_${config.brand.slug.toUpperCase()}`,
    segreto: config.pagamenti.secret ?? segretoSandbox(config),
  };
}

/**
 * The gateway PAYMENT_GATEWAY_URL names (Nexi XPay; alias and secret then required), or null when none
 * is configured. Call once at start-up.
 */
export function creaGatewayConfigurato(config: Config): GatewayPagamenti | null {
  const { gatewayUrl, statusUrl, alias, secret } = config.pagamenti;
  if (!gatewayUrl) return null;
  if (!alias || !secret) {
    throw new Error('PAYMENT_GATEWAY_URL is set: PAYMENT_ALIAS and PAYMENT_SECRET are required too');
  }
  const urlStato = statusUrl ?? new URL('/ecomm/api/bo/situazioneOrdine', gatewayUrl).toString();
  return creaGatewayXPay({ urlPagina: gatewayUrl, urlStato, alias, segreto: secret });
}

/** Our own sandbox gateway at `${publicUrl}/sandbox/…`, as the merchant side sees it (it may touch the disk). */
export function creaGatewaySandbox(config: Config): GatewayPagamenti {
  const credenziali = credenzialiSandbox(config);
  return creaGatewayXPay({
    urlPagina: `${config.publicUrl}${PERCORSO_PAGINA_SANDBOX}`,
    urlStato: `${config.publicUrl}${PERCORSO_STATO_SANDBOX}`,
    alias: credenziali.alias,
    segreto: credenziali.segreto,
    nome: 'sandbox',
  });
}
