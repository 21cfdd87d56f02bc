import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICA_SANDBOX } from '../../areas/sandbox/notifica';
import { createSandboxTestApp, type SandboxTestApp } from '../../areas/sandbox/testSandbox';
import { freePort } from '../../test/serverProcess';
import type { GatewayPagamenti } from './gateway';
import { credenzialiSandbox, PERCORSO_PAGINA_SANDBOX, PERCORSO_STATO_SANDBOX } from '.';
import { creaGatewayXPay } from './xpay';

/*
 * The contract: the sandbox gateway, served over real HTTP by our app, is driven only through the
 * XPay adapter (start, return, notification, status call), as the real gateway would be. The sandbox
 * notifies only the portal's own call (PUBLIC_URL/api/keyclient/notifica), so the notifications are
 * read there, as they arrive.
 */

let t: SandboxTestApp;
let base: string;
let dataDir: string;
const ricevute: Array<Record<string, string>> = [];
let gateway: GatewayPagamenti;
let n = 0;

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(path.join(tmpdir(), 'contratto-pagamenti-'));
  t = await createSandboxTestApp({ publicUrl: base, dataDir });
  // Taken and answered here: these transactions were started by the test, not by the portal.
  t.app.addHook('preHandler', async (request, reply) => {
    if (request.method === 'POST' && request.url === '/api/keyclient/notifica') {
      ricevute.push({ ...(request.body as Record<string, string>) });
      return reply.type('text/plain').send('OK');
    }
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  gateway = creaGatewayXPay({
    urlPagina: `${base}${PERCORSO_PAGINA_SANDBOX}`,
    urlStato: `${base}${PERCORSO_STATO_SANDBOX}`,
    ...credenzialiSandbox(t.config),
  });
});

afterAll(async () => {
  await t?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

function avvia(importoCentesimi: number) {
  const codTrans = `CT-${Date.now()}-${++n}`;
  const r = gateway.avvia({
    codTrans,
    importoCentesimi,
    divisa: 'EUR',
    urlRitorno: `${base}/keyclient/ritorno-ok`,
    urlAnnullo: `${base}/keyclient/ritorno-ko`,
    urlNotifica: `${base}/api/keyclient/notifica`,
    descrizione: 'Prova di contratto',
  });
  return { codTrans, url: r.url };
}

async function apriPagina(url: string) {
  const res = await fetch(url, { redirect: 'manual' });
  return { status: res.status, html: await res.text() };
}

async function invia(codTrans: string, campi: Record<string, string>) {
  const res = await fetch(`${base}/sandbox/pagamento`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ codTrans, scadenza: '12/39', cvv: '123', ...campi }).toString(),
  });
  return { status: res.status, location: res.headers.get('location'), html: await res.text() };
}

const query = (location: string | null) =>
  Object.fromEntries(new URL(location ?? 'http://x.invalid/').searchParams);

async function notificaDi(codTrans: string, attesaMs = 15_000) {
  const limite = Date.now() + attesaMs;
  for (;;) {
    const trovata = ricevute.find((r) => r.codTrans === codTrans);
    if (trovata) return trovata;
    if (Date.now() > limite) return undefined;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('XPay adapter against the sandbox gateway over HTTP', () => {
  it('good card: page, 303 return verified OK, notification verified, status pagato; a second POST is 409', async () => {
    const { codTrans, url } = avvia(123456);
    const pagina = await apriPagina(url);
    expect(pagina.status).toBe(200);
    expect(pagina.html).toContain('€ 1.234,56');
    expect(pagina.html).toContain('autocomplete="cc-number"');

    const r = await invia(codTrans, { pan: '4111 1111 1111 1111', azione: 'paga' });
    expect(r.status).toBe(303);
    expect(r.location?.startsWith(`${base}/keyclient/ritorno-ok?`)).toBe(true);
    const ritorno = gateway.verificaRitorno(query(r.location));
    expect(ritorno).toMatchObject({ codTrans, esito: 'OK', importoCentesimi: 123456, divisa: 'EUR' });
    expect(ritorno.codAut).not.toBe('');

    const notifica = await notificaDi(codTrans);
    expect(notifica).toBeDefined();
    expect(gateway.verificaNotifica(notifica!)).toEqual(ritorno);

    expect(await gateway.statoOrdine(codTrans)).toEqual({
      stato: 'pagato',
      importoCentesimi: 123456,
      divisa: 'EUR',
      codAut: ritorno.codAut,
    });

    const seconda = await invia(codTrans, { pan: '4111111111111111', azione: 'paga' });
    expect(seconda.status).toBe(409);
    expect(seconda.location).toBeNull();
  });

  it('refused card: 303 return verified KO, notification KO, status rifiutato', async () => {
    const { codTrans, url } = avvia(5000);
    expect((await apriPagina(url)).status).toBe(200);
    const r = await invia(codTrans, { pan: '4000 0000 0000 0002', azione: 'paga' });
    expect(r.status).toBe(303);
    const ritorno = gateway.verificaRitorno(query(r.location));
    expect(ritorno).toMatchObject({ codTrans, esito: 'KO', importoCentesimi: 5000, codAut: '' });
    const notifica = await notificaDi(codTrans);
    expect(gateway.verificaNotifica(notifica!)).toMatchObject({ esito: 'KO' });
    expect(await gateway.statoOrdine(codTrans)).toEqual({ stato: 'rifiutato' });
  });

  it('4000…0119: no redirect, no notification, status in_corso', async () => {
    const { codTrans, url } = avvia(2500);
    expect((await apriPagina(url)).status).toBe(200);
    const r = await invia(codTrans, { pan: '4000000000000119', azione: 'paga' });
    expect(r.status).toBe(200);
    expect(r.location).toBeNull();
    await t.app.coda.svuotata(NOTIFICA_SANDBOX);
    expect(await notificaDi(codTrans, 500)).toBeUndefined();
    expect(await gateway.statoOrdine(codTrans)).toEqual({ stato: 'in_corso' });
  });

  it('annulla: ANNULLO through url_back, verified; status annullato', async () => {
    const { codTrans, url } = avvia(9900);
    expect((await apriPagina(url)).status).toBe(200);
    const r = await invia(codTrans, { pan: '', scadenza: '', cvv: '', azione: 'annulla' });
    expect(r.status).toBe(303);
    expect(r.location?.startsWith(`${base}/keyclient/ritorno-ko?`)).toBe(true);
    expect(gateway.verificaRitorno(query(r.location))).toMatchObject({
      codTrans,
      esito: 'ANNULLO',
      importoCentesimi: 9900,
      codAut: '',
    });
    expect(await gateway.statoOrdine(codTrans)).toEqual({ stato: 'annullato' });
  });

  it('4000…0077: paid by redirect, notification lost, status pagato', async () => {
    const { codTrans, url } = avvia(4200);
    expect((await apriPagina(url)).status).toBe(200);
    const r = await invia(codTrans, { pan: '4000000000000077', azione: 'paga' });
    expect(r.status).toBe(303);
    const ritorno = gateway.verificaRitorno(query(r.location));
    expect(ritorno).toMatchObject({ esito: 'OK', importoCentesimi: 4200 });
    await t.app.coda.svuotata(NOTIFICA_SANDBOX);
    expect(await notificaDi(codTrans, 500)).toBeUndefined();
    expect(await gateway.statoOrdine(codTrans)).toEqual({
      stato: 'pagato',
      importoCentesimi: 4200,
      divisa: 'EUR',
      codAut: ritorno.codAut,
    });
  });

  it('a tampered start is refused with 400; an order never started is assente', async () => {
    const { codTrans, url } = avvia(1000);
    const alterato = new URL(url);
    alterato.searchParams.set('importo', '1');
    expect((await apriPagina(alterato.toString())).status).toBe(400);
    expect(await gateway.statoOrdine(codTrans)).toEqual({ stato: 'assente' });
  });
});
