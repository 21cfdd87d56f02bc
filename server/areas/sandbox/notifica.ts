import { stessoIndirizzo } from './indirizzi';

/** The sandbox gateway's server-to-server notification (XPay `urlpost`), sent as a queued job. */
export const NOTIFICA_SANDBOX = 'sandbox-notifica';

export interface DatiNotificaSandbox {
  url: string;
  campi: Record<string, string>;
}

/**
 * POSTs the signed outcome as a form to the merchant's `urlpost`, as the real gateway does, but only
 * when that is the portal's own notification call (`urlAmmesso`): a job queued with another address
 * is dropped unsent. Throws on a network error, a timeout (10 s) or a non-2xx answer, so the queue
 * tries again later.
 */
export async function inviaNotificaSandbox(dati: DatiNotificaSandbox, urlAmmesso: string): Promise<void> {
  if (!stessoIndirizzo(dati.url, urlAmmesso)) return;
  const res = await fetch(dati.url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(dati.campi).toString(),
    redirect: 'manual',
    signal: AbortSignal.timeout(10_000),
  });
  // Read to the end so the connection is released either way.
  const testo = await res.text().catch(() => '');
  if (res.status < 200 || res.status >= 300) {
    throw new Error(`Notifica a ${dati.url} rifiutata: HTTP ${res.status} ${testo.slice(0, 200)}`);
  }
}
