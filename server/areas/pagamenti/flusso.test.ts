import net, { type AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estrattiConto, pagamenti, tentativiPagamento, users } from '../../db/schema';
import { creaGatewaySandbox } from '../../adapters/payments';
import { NOTIFICA_SANDBOX } from '../sandbox/notifica';
import { createTestApp, login, type TestApp } from '../../test/testApp';
import { riconcilia } from './riconciliazione';

/**
 * The whole way of a card payment over real HTTP, as a browser and the sandbox gateway make it: our
 * server starts the attempt, the sandbox page takes the card, redirects the browser back and sends its
 * notification (a queued job posting to our server), and the reconciliation job asks the sandbox's
 * status call through the adapter. Nothing is signed by the test.
 */
let t: TestApp;
let base: string;

async function portaLibera(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as AddressInfo).port;
  await new Promise((r) => s.close(r));
  return port;
}

beforeAll(async () => {
  const port = await portaLibera();
  base = `http://127.0.0.1:${port}`;
  t = await createTestApp({ config: { publicUrl: base } });
  await t.app.listen({ host: '127.0.0.1', port });
}, 120_000);
afterAll(() => t?.close());

const api = async (token: string | null, path: string, init: { method?: string; body?: unknown } = {}) =>
  fetch(`${base}/api/${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });

/** The browser at the sandbox: opens the page, types the card, and where the gateway sends it back. */
async function pagaNelSandbox(url: string, pan: string) {
  const pagina = await fetch(url);
  expect(pagina.status).toBe(200);
  const html = await pagina.text();
  expect(html).toContain('autocomplete="cc-number"');
  const codTrans = new URL(url).searchParams.get('codTrans')!;
  const res = await fetch(`${base}/sandbox/pagamento`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ codTrans, pan, scadenza: '12/39', cvv: '123', azione: 'paga' }).toString(),
    redirect: 'manual',
  });
  return { codTrans, status: res.status, location: res.headers.get('location') };
}

async function statoMoroso() {
  const [u] = await t.db.select().from(users).where(eq(users.username, 'moroso'));
  const aperti = await t.db
    .select({ id: estrattiConto.id })
    .from(estrattiConto)
    .where(and(eq(estrattiConto.distributoreId, u!.distributoreId!), eq(estrattiConto.stato, 'Scaduto')));
  const carta = await t.db.select().from(pagamenti).where(eq(pagamenti.distributoreId, u!.distributoreId!));
  return {
    mustPay: u!.mustPay,
    scaduti: aperti.length,
    pagamentiCarta: carta.filter((p) => p.tentativoId !== null && p.esito === 'Eseguito').length,
  };
}

describe('a card payment through the sandbox over HTTP', () => {
  it('refused card: back to the return page with KO; nothing paid', async () => {
    const token = await login(t.app, 'moroso');
    const prima = await statoMoroso();
    const avvio = (await (await api(token, 'myoverins/eseguipagamento', { method: 'POST', body: {} })).json())
      .data;
    const r = await pagaNelSandbox(avvio.url, '4000 0000 0000 0002');
    expect(r.status).toBe(303);
    const ritorno = new URL(r.location!);
    expect(ritorno.pathname).toBe('/keyclient/ritorno-fm-ok');
    const esito = await api(null, 'keyclient/fm/ok', {
      method: 'POST',
      body: Object.fromEntries(ritorno.searchParams),
    });
    expect((await esito.json()).data.stato).toBe('rifiutato');
    await t.app.coda.svuotata(NOTIFICA_SANDBOX);
    expect(await statoMoroso()).toEqual(prima);
  });

  it('good card: the notification and the browser both arrive, the statements are paid once', async () => {
    const token = await login(t.app, 'moroso');
    const avvio = (await (await api(token, 'myoverins/eseguipagamento', { method: 'POST', body: {} })).json())
      .data;
    const r = await pagaNelSandbox(avvio.url, '4111 1111 1111 1111');
    expect(r.status).toBe(303);
    await t.app.coda.svuotata(NOTIFICA_SANDBOX);
    const [dopoNotifica] = await t.db
      .select()
      .from(tentativiPagamento)
      .where(eq(tentativiPagamento.codTrans, r.codTrans));
    expect(dopoNotifica).toMatchObject({ stato: 'pagato', chiusoDa: 'notifica' });
    const ritorno = Object.fromEntries(new URL(r.location!).searchParams);
    // The return screen calls it in the signed-in user's session, which tells it everything.
    const esito = (await (await api(token, 'keyclient/fm/ok', { method: 'POST', body: ritorno })).json())
      .data;
    expect(esito).toMatchObject({ stato: 'pagato', mustPay: false, codAut: dopoNotifica!.codAut });
    const s = await statoMoroso();
    expect(s.mustPay).toBe(false);
    expect(s.scaduti).toBe(0);
    expect(s.pagamentiCarta).toBe(esito.estrattiConto.length);
    // The cart answers again for the same token.
    expect((await api(token, 'carrello/pacchettiCategorie')).status).toBe(200);
  });

  it('paid but neither the notification nor the browser came back: the job asks the sandbox and records it', async () => {
    const token = await login(t.app, 'tour');
    const avvio = (
      await (await api(token, 'myoverins/ricaricacredito', { method: 'POST', body: { importo: 75 } })).json()
    ).data;
    const r = await pagaNelSandbox(avvio.url, '4000 0000 0000 0077');
    expect(r.status).toBe(303);
    await t.app.coda.svuotata(NOTIFICA_SANDBOX);
    const [aperto] = await t.db
      .select()
      .from(tentativiPagamento)
      .where(eq(tentativiPagamento.codTrans, r.codTrans));
    expect(aperto!.stato).toBe('avviato');
    const gateway = creaGatewaySandbox(t.config);
    const dopo = new Date(aperto!.createdAt.getTime() + 6 * 60_000);
    expect((await riconcilia(t.db, gateway, { now: dopo })).pagati).toBe(1);
    const [chiuso] = await t.db
      .select()
      .from(tentativiPagamento)
      .where(eq(tentativiPagamento.codTrans, r.codTrans));
    expect(chiuso).toMatchObject({ stato: 'pagato', chiusoDa: 'riconciliazione' });
    expect((await riconcilia(t.db, gateway, { now: dopo })).pagati).toBe(0);
  });

  it('a card that never answers: the attempt stays open, then expires through the status call', async () => {
    const token = await login(t.app, 'tour');
    const avvio = (
      await (await api(token, 'myoverins/ricaricacredito', { method: 'POST', body: { importo: 20 } })).json()
    ).data;
    const r = await pagaNelSandbox(avvio.url, '4000 0000 0000 0119');
    expect(r.status).toBe(200);
    const gateway = creaGatewaySandbox(t.config);
    const [aperto] = await t.db
      .select()
      .from(tentativiPagamento)
      .where(eq(tentativiPagamento.codTrans, r.codTrans));
    expect(
      (await riconcilia(t.db, gateway, { now: new Date(aperto!.createdAt.getTime() + 6 * 60_000) })).inCorso,
    ).toBeGreaterThanOrEqual(1);
    await riconcilia(t.db, gateway, { now: new Date(aperto!.scadeAt.getTime() + 1000) });
    const [chiuso] = await t.db
      .select()
      .from(tentativiPagamento)
      .where(eq(tentativiPagamento.codTrans, r.codTrans));
    expect(chiuso!.stato).toBe('scaduto');
  });
});
