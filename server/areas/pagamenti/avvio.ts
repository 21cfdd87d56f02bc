import { randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { tentativiPagamento, type ScopoPagamento } from '../../db/schema';
import type { GatewayPagamenti } from '../../adapters/payments/gateway';

export interface NuovoTentativo {
  distributoreId: number;
  userId: number;
  impersonatoreId: number | null;
  scopo: ScopoPagamento;
  importoCentesimi: number;
  descrizione: string;
  email?: string | null;
  now?: Date;
  /** The address the portal was opened by (origine.ts); absent: PUBLIC_URL. */
  origine?: string;
}

export interface TentativoAvviato {
  id: number;
  codTrans: string;
  url: string;
}

/**
 * A transaction code no other attempt has had: `P`, the time in base 36 and 40 random bits (19
 * characters, within XPay's 30). The unique index is the last word; a clash is astronomically rare.
 */
export function nuovoCodTrans(now: Date): string {
  return `P${now.getTime().toString(36).toUpperCase()}${randomBytes(5).toString('hex').toUpperCase()}`;
}

/**
 * The portal's own return pages and notification call: the only addresses a payment is sent back to,
 * and the only ones the sandbox gateway accepts. The browser's return pages are under `origine`, the
 * address the portal was opened by (origine.ts: PUBLIC_URL when set); the server-to-server
 * notification is always under PUBLIC_URL (or its default), never under an address a client chose.
 */
export function indirizziPortale(config: Pick<Config, 'publicUrl'>, origine: string = config.publicUrl) {
  return {
    ritornoOk: `${origine}/keyclient/ritorno-ok`,
    ritornoFineMese: `${origine}/keyclient/ritorno-fm-ok`,
    annullo: `${origine}/keyclient/ritorno-ko`,
    notifica: `${config.publicUrl}/api/keyclient/notifica`,
  };
}

/** Where the gateway sends the browser and its notification back for an attempt of this purpose. */
export function indirizziRitorno(
  config: Pick<Config, 'publicUrl'>,
  scopo: ScopoPagamento,
  origine: string = config.publicUrl,
) {
  const portale = indirizziPortale(config, origine);
  return {
    urlRitorno: scopo.tipo === 'estratti' ? portale.ritornoFineMese : portale.ritornoOk,
    urlAnnullo: portale.annullo,
    urlNotifica: portale.notifica,
  };
}

/**
 * The sandbox gateway is this server: its page is opened at the address the browser already uses
 * (a real gateway's page keeps its own address).
 */
function suOrigine(
  url: string,
  gateway: GatewayPagamenti,
  config: Pick<Config, 'publicUrl'>,
  origine: string | undefined,
): string {
  if (gateway.nome !== 'sandbox' || !origine || origine === config.publicUrl) return url;
  const pagina = new URL(url);
  if (pagina.origin !== new URL(config.publicUrl).origin) return url;
  return `${origine}${pagina.pathname}${pagina.search}`;
}

/**
 * Records a new attempt (inside the caller's transaction, so an attempt exists only with what it pays
 * for) and returns where to send the browser. Amount and currency are fixed here: a return that says
 * otherwise is refused.
 */
export async function avviaTentativo(
  tx: Db,
  config: Pick<Config, 'publicUrl' | 'pagamenti'>,
  gateway: GatewayPagamenti,
  t: NuovoTentativo,
): Promise<TentativoAvviato> {
  const now = t.now ?? new Date();
  const codTrans = nuovoCodTrans(now);
  const [row] = await tx
    .insert(tentativiPagamento)
    .values({
      codTrans,
      distributoreId: t.distributoreId,
      userId: t.userId,
      impersonatoreId: t.impersonatoreId,
      tipo: t.scopo.tipo,
      scopo: t.scopo,
      importoCentesimi: t.importoCentesimi,
      divisa: 'EUR',
      createdAt: now,
      scadeAt: new Date(now.getTime() + config.pagamenti.attemptMinutes * 60_000),
    })
    .returning({ id: tentativiPagamento.id });
  const redirect = gateway.avvia({
    codTrans,
    importoCentesimi: t.importoCentesimi,
    divisa: 'EUR',
    ...indirizziRitorno(config, t.scopo, t.origine),
    descrizione: t.descrizione,
    email: t.email ?? undefined,
  });
  return { id: row!.id, codTrans, url: suOrigine(redirect.url, gateway, config, t.origine) };
}
