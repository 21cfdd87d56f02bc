import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EsitoAcquisto } from '../../../schemas/types';
import { pacchettoIds, tra } from '../carrello/testUtils';
import {
  adesioni,
  auditLog,
  crediti,
  estrattiConto,
  pagamenti,
  tentativiPagamento,
  users,
} from '../../db/schema';
import { startSmtpCapture } from '../../test/smtpCapture';
import { bearer, createTestApp, login, type TestApp } from '../../test/testApp';
import type { GatewayPagamenti } from '../../adapters/payments/gateway';
import { creaGatewaySandbox } from '../../adapters/payments';
import { riconcilia } from './riconciliazione';
import { RICEVUTA_PAGAMENTO } from './esito';
import { ALIAS_PROVA, PAGAMENTI_PROVA, campiAvvio, ritornoFirmato } from './testFirma';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({
    smtpUrl: smtp.url,
    config: {
      pagamenti: PAGAMENTI_PROVA,
    },
  });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const api = (
  method: 'GET' | 'POST',
  url: string,
  token: string | null,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url: `/api/${url}`,
    payload,
    headers: { ...(token ? bearer(token) : {}), ...headers },
  });

const notifica = (campi: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/keyclient/notifica',
    payload: new URLSearchParams(campi).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

async function distributoreDi(username: string): Promise<number> {
  const [u] = await t.db.select({ d: users.distributoreId }).from(users).where(eq(users.username, username));
  return u!.d!;
}

async function stato(distributoreId: number) {
  const estratti = await t.db
    .select({ id: estrattiConto.id, stato: estrattiConto.stato })
    .from(estrattiConto)
    .where(and(eq(estrattiConto.distributoreId, distributoreId), eq(estrattiConto.tipo, 'agenzia')));
  const carta = await t.db
    .select()
    .from(pagamenti)
    .where(and(eq(pagamenti.distributoreId, distributoreId), like(pagamenti.codiceTransazione, 'P%')));
  const utenti = await t.db
    .select({ mustPay: users.mustPay, avviso: users.segnalazionePagamentoFineMese })
    .from(users)
    .where(eq(users.distributoreId, distributoreId));
  const eseguiti = carta.filter((p) => p.esito === 'Eseguito');
  return {
    nonPagati: estratti
      .filter((e) => e.stato !== 'Pagato')
      .map((e) => e.id)
      .sort(),
    pagamentiCarta: eseguiti.length,
    rifiutati: carta.filter((p) => p.esito === 'Rifiutato').length,
    mustPay: utenti.some((u) => u.mustPay),
    avviso: utenti.some((u) => u.avviso),
    carta: eseguiti,
  };
}

async function rifiutiInAudit(codTrans: string): Promise<number> {
  const righe = await t.db
    .select({ detail: auditLog.detail })
    .from(auditLog)
    .where(eq(auditLog.action, 'pagamento.esitoRifiutato'));
  return righe.filter((r) => (r.detail as { codTrans?: string }).codTrans === codTrans).length;
}

async function avviaPagamentoEstratti(token: string, ids?: number[]) {
  const res = await api('POST', 'myoverins/eseguipagamento', token, ids ? { estrattiContoIds: ids } : {});
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data as { url: string; codTrans: string; importo: number };
  return { ...data, campi: campiAvvio(data.url) };
}

describe('month-end payment (moroso)', () => {
  let token: string;
  let dist: number;
  let prima: Awaited<ReturnType<typeof stato>>;

  beforeAll(async () => {
    token = await login(t.app, 'moroso');
    dist = await distributoreDi('moroso');
    prima = await stato(dist);
  });

  it('lists what is due and starts an attempt for it on the gateway page, signed, amount in cents', async () => {
    const due = await api('GET', 'myoverins/pagamenti/dapagare', token);
    expect(due.statusCode).toBe(200);
    const { estratti, totale } = due.json().data as {
      estratti: Array<{ itemID: number; stato: string }>;
      totale: number;
    };
    expect(estratti.map((e) => e.itemID).sort()).toEqual(prima.nonPagati);
    expect(estratti.some((e) => e.stato === 'Scaduto')).toBe(true);
    expect(prima.mustPay).toBe(true);

    const a = await avviaPagamentoEstratti(token);
    expect(a.url.startsWith(`${t.config.publicUrl}/sandbox/pagamento?`)).toBe(true);
    expect(a.importo).toBe(totale);
    expect(a.campi).toMatchObject({
      alias: ALIAS_PROVA,
      codTrans: a.codTrans,
      importo: String(Math.round(totale * 100)),
      divisa: 'EUR',
      url: `${t.config.publicUrl}/keyclient/ritorno-fm-ok`,
      url_back: `${t.config.publicUrl}/keyclient/ritorno-ko`,
      urlpost: `${t.config.publicUrl}/api/keyclient/notifica`,
    });
    const [row] = await t.db
      .select()
      .from(tentativiPagamento)
      .where(eq(tentativiPagamento.codTrans, a.codTrans));
    expect(row).toMatchObject({
      stato: 'avviato',
      tipo: 'estratti',
      importoCentesimi: Math.round(totale * 100),
    });
  });

  it('the cart stays closed while the payment is only started', async () => {
    expect((await api('GET', 'carrello/pacchettiCategorie', token)).statusCode).toBe(403);
  });

  it('a refused card changes nothing but the attempt', async () => {
    const a = await avviaPagamentoEstratti(token);
    // The user's own return screen, signed in: it is told everything (anyone else, the outcome only).
    const res = await api(
      'POST',
      'keyclient/fm/ok',
      token,
      ritornoFirmato({ codTrans: a.codTrans, esito: 'KO', importo: a.campi.importo! }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      stato: 'rifiutato',
      tipo: 'estratti',
      codAut: null,
      mustPay: true,
    });
    const dopo = await stato(dist);
    expect(dopo).toMatchObject({ nonPagati: prima.nonPagati, pagamentiCarta: 0, mustPay: true });
    // Listed in `I tuoi pagamenti` with its state, once, paying nothing (issue 24, defect 7).
    expect(dopo.rifiutati).toBe(prima.rifiutati + 1);
    const lista = await api('GET', 'myoverins/elencopagamenti?filter=(esito[eq]Rifiutato)', token);
    expect(lista.statusCode, lista.body).toBe(200);
    expect(JSON.stringify(lista.json())).toContain(a.codTrans);
  });

  it('tampered returns are refused, logged and change nothing', async () => {
    const a = await avviaPagamentoEstratti(token);
    const buono = ritornoFirmato({ codTrans: a.codTrans, esito: 'OK', importo: a.campi.importo! });
    const manomessi = [
      { ...buono, mac: buono.mac!.replace(/.$/, (c) => (c === '0' ? '1' : '0')) },
      { ...buono, importo: '1' },
      { ...buono, esito: 'OK', codAut: 'ZZZZZZ' },
      ritornoFirmato({ codTrans: a.codTrans, esito: 'KO', importo: a.campi.importo! }, 'un-altro-segreto'),
      // Signed by the gateway, but for another amount or currency than the attempt's.
      ritornoFirmato({ codTrans: a.codTrans, esito: 'OK', importo: 100 }),
      ritornoFirmato({ codTrans: a.codTrans, esito: 'OK', importo: a.campi.importo!, divisa: 'USD' }),
      // Unknown transaction code.
      ritornoFirmato({ codTrans: 'PNONESISTE0000000', esito: 'OK', importo: a.campi.importo! }),
      { codTrans: a.codTrans },
    ];
    const koEsito = {
      ...ritornoFirmato({ codTrans: a.codTrans, esito: 'KO', importo: a.campi.importo! }),
      esito: 'OK',
    };
    for (const campi of [...manomessi, koEsito]) {
      const res = await api('POST', 'keyclient/fm/ok', null, campi);
      expect(res.statusCode, JSON.stringify(campi)).toBe(400);
      expect(res.json().messages[0].code).toBe('pagamento.esitoNonValido');
      const n = await notifica(campi);
      expect(n.statusCode).toBe(400);
    }
    // However many, and however they are wrong: one row for the order in this minute (limiti.ts).
    expect(await rifiutiInAudit(a.codTrans)).toBe(1);
    expect(await rifiutiInAudit('PNONESISTE0000000')).toBe(1);
    const [row] = await t.db
      .select()
      .from(tentativiPagamento)
      .where(eq(tentativiPagamento.codTrans, a.codTrans));
    expect(row!.stato).toBe('avviato');
    expect(await stato(dist)).toMatchObject({ nonPagati: prima.nonPagati, pagamentiCarta: 0, mustPay: true });
  });

  it('a good return pays every statement once; a replay and the notification after it change nothing', async () => {
    const a = await avviaPagamentoEstratti(token);
    const buono = ritornoFirmato({
      codTrans: a.codTrans,
      esito: 'OK',
      importo: a.campi.importo!,
      codAut: 'AUT123',
    });
    const res = await api('POST', 'keyclient/fm/ok', token, buono);
    expect(res.statusCode, res.body).toBe(200);
    const esito = res.json().data;
    expect(esito).toMatchObject({
      stato: 'pagato',
      tipo: 'estratti',
      codAut: 'AUT123',
      mustPay: false,
      importo: a.importo,
    });
    expect(esito.estrattiConto).toHaveLength(prima.nonPagati.length);

    const atteso = async () => {
      const s = await stato(dist);
      expect(s).toMatchObject({
        nonPagati: [],
        pagamentiCarta: prima.nonPagati.length,
        mustPay: false,
        avviso: false,
      });
      for (const p of s.carta)
        expect(p).toMatchObject({
          codiceTransazione: a.codTrans,
          codiceAutorizzazione: 'AUT123',
          esito: 'Eseguito',
          metodo: 'Carta di credito',
        });
    };
    await atteso();
    expect((await api('POST', 'keyclient/fm/ok', token, buono)).json().data).toEqual(esito);
    expect((await api('POST', 'keyclient/fm/ok', null, buono)).json().data).toEqual({
      codTrans: a.codTrans,
      stato: 'pagato',
    });
    expect((await notifica(buono)).statusCode).toBe(200);
    expect((await notifica(buono)).statusCode).toBe(200);
    await atteso();

    // The user may shop again without signing in again, and the receipt is on its way.
    expect((await api('GET', 'carrello/pacchettiCategorie', token)).statusCode).toBe(200);
    const me = await api('GET', 'account/me', token);
    expect(me.json().userInfo.mustPay).toBe(false);
    expect(me.json().redirectTo).toBeNull();
    await t.app.coda.svuotata(RICEVUTA_PAGAMENTO);
    const ricevute = smtp.mails.filter((m) => m.subject === `Ricevuta di pagamento ${a.codTrans}`);
    expect(ricevute).toHaveLength(1);
    expect(ricevute[0]!.to).toEqual(expect.arrayContaining(['info@giramondoviaggi.it']));
    expect(ricevute[0]!.text).toContain('Codice di autorizzazione: AUT123');
    expect(ricevute[0]!.text).toContain(`Estratti conto pagati: ${esito.estrattiConto.join(', ')}`);
    const audit = await t.db
      .select({ a: auditLog.action })
      .from(auditLog)
      .where(inArray(auditLog.action, ['pagamento.avviato', 'pagamento.pagato', 'pagamento.rifiutato']));
    expect(audit.map((r) => r.a)).toEqual(
      expect.arrayContaining(['pagamento.avviato', 'pagamento.pagato', 'pagamento.rifiutato']),
    );
  });

  it('nothing left to pay is said in Italian', async () => {
    const res = await api('POST', 'myoverins/eseguipagamento', token, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().messages[0]).toMatchObject({
      code: 'pagamento.nienteDaPagare',
      text: 'Non ci sono estratti conto da pagare.',
    });
  });
});

describe('notification first, then the browser (agenzia.rete)', () => {
  it('records once whichever comes first, and refuses another agency’s statements', async () => {
    const token = await login(t.app, 'agenzia.rete');
    const dist = await distributoreDi('agenzia.rete');
    const prima = await stato(dist);
    expect(prima.nonPagati.length).toBeGreaterThan(0);
    const altrui = await t.db
      .select({ id: estrattiConto.id })
      .from(estrattiConto)
      .where(eq(estrattiConto.distributoreId, await distributoreDi('agenzia')))
      .limit(1);
    const no = await api('POST', 'myoverins/eseguipagamento', token, { estrattiContoIds: [altrui[0]!.id] });
    expect(no.statusCode).toBe(400);
    expect(no.json().messages[0].code).toBe('pagamento.estrattoNonPagabile');

    const uno = prima.nonPagati[0]!;
    const a = await avviaPagamentoEstratti(token, [uno]);
    const buono = ritornoFirmato({ codTrans: a.codTrans, esito: 'OK', importo: a.campi.importo! });
    expect((await notifica(buono)).statusCode).toBe(200);
    expect((await notifica(buono)).statusCode).toBe(200);
    const res = await api('POST', 'keyclient/fm/ok', null, buono);
    expect(res.json().data.stato).toBe('pagato');
    const dopo = await stato(dist);
    expect(dopo.nonPagati).toEqual(prima.nonPagati.filter((id) => id !== uno));
    expect(dopo.pagamentiCarta).toBe(1);
  });
});

describe('expiry and reconciliation', () => {
  const gatewayCon = (risposta: Awaited<ReturnType<GatewayPagamenti['statoOrdine']>>): GatewayPagamenti => ({
    ...creaGatewaySandbox(t.config),
    statoOrdine: async () => risposta,
  });

  it('an attempt the gateway knows nothing of expires; a late return is refused and logged', async () => {
    const token = await login(t.app, 'agenzia');
    const dist = await distributoreDi('agenzia');
    const prima = await stato(dist);
    const a = await avviaPagamentoEstratti(token);
    const [row] = await t.db
      .select()
      .from(tentativiPagamento)
      .where(eq(tentativiPagamento.codTrans, a.codTrans));
    const poco = new Date(row!.createdAt.getTime() + 10 * 60_000);
    expect(
      (await riconcilia(t.db, gatewayCon({ stato: 'in_corso' }), { now: poco })).inCorso,
    ).toBeGreaterThanOrEqual(1);
    const tardi = new Date(row!.scadeAt.getTime() + 60_000);
    const r = await riconcilia(t.db, gatewayCon({ stato: 'assente' }), { now: tardi });
    expect(r.scaduti).toBeGreaterThanOrEqual(1);
    const [chiuso] = await t.db
      .select()
      .from(tentativiPagamento)
      .where(eq(tentativiPagamento.codTrans, a.codTrans));
    expect(chiuso).toMatchObject({ stato: 'scaduto', chiusoDa: 'riconciliazione' });

    const tardivo = await api(
      'POST',
      'keyclient/fm/ok',
      null,
      ritornoFirmato({ codTrans: a.codTrans, esito: 'OK', importo: a.campi.importo! }),
    );
    expect(tardivo.statusCode).toBe(400);
    expect(tardivo.json().messages[0].code).toBe('pagamento.tentativoChiuso');
    expect(await rifiutiInAudit(a.codTrans)).toBe(1);
    expect(await stato(dist)).toMatchObject({ nonPagati: prima.nonPagati, pagamentiCarta: 0 });
  });

  it('a payment whose notification was lost and whose browser never came back is recorded by the job', async () => {
    const token = await login(t.app, 'agenzia');
    const dist = await distributoreDi('agenzia');
    const prima = await stato(dist);
    const a = await avviaPagamentoEstratti(token, [prima.nonPagati[0]!]);
    const [row] = await t.db
      .select()
      .from(tentativiPagamento)
      .where(eq(tentativiPagamento.codTrans, a.codTrans));
    const dopo10 = new Date(row!.createdAt.getTime() + 10 * 60_000);
    const g = gatewayCon({
      stato: 'pagato',
      importoCentesimi: Number(a.campi.importo),
      divisa: 'EUR',
      codAut: 'RIC001',
    });
    const r = await riconcilia(t.db, g, { now: dopo10 });
    expect(r.pagati).toBe(1);
    const s = await stato(dist);
    expect(s.nonPagati).toEqual(prima.nonPagati.slice(1));
    expect(s.carta).toHaveLength(1);
    expect(s.carta[0]).toMatchObject({ codiceTransazione: a.codTrans, codiceAutorizzazione: 'RIC001' });
    // The browser's return arriving after all is the same payment, not a second one.
    const tardivo = await api(
      'POST',
      'keyclient/fm/ok',
      null,
      ritornoFirmato({ codTrans: a.codTrans, esito: 'OK', importo: a.campi.importo!, codAut: 'RIC001' }),
    );
    expect(tardivo.json().data.stato).toBe('pagato');
    expect((await stato(dist)).carta).toHaveLength(1);
    // Run again: nothing is open, nothing changes.
    expect(await riconcilia(t.db, g, { now: dopo10 })).toMatchObject({ pagati: 0, scaduti: 0 });
  });
});

describe('credit top-up (tour)', () => {
  it('becomes a credit movement once paid, and is refused out of its limits', async () => {
    const token = await login(t.app, 'tour');
    const dist = await distributoreDi('tour');
    for (const importo of [9.99, 10000.01, 12.345])
      expect(
        (await api('POST', 'myoverins/ricaricacredito', token, { importo })).json().messages[0].code,
      ).toBe('pagamento.importoRicarica');
    const saldo = async () => {
      const [u] = await t.db
        .select({ residuo: crediti.residuo })
        .from(crediti)
        .where(eq(crediti.distributoreId, dist))
        .orderBy(crediti.id);
      const tutti = await t.db
        .select({ id: crediti.id, residuo: crediti.residuo, causale: crediti.causale })
        .from(crediti)
        .where(eq(crediti.distributoreId, dist));
      void u;
      return tutti.sort((x, y) => x.id - y.id).at(-1);
    };
    const prima = await saldo();
    const res = await api('POST', 'myoverins/ricaricacredito', token, { importo: 150.5 });
    expect(res.statusCode, res.body).toBe(200);
    const campi = campiAvvio(res.json().data.url);
    expect(campi.importo).toBe('15050');
    expect(campi.url).toBe(`${t.config.publicUrl}/keyclient/ritorno-ok`);
    const ok = await api(
      'POST',
      'keyclient/ok',
      token,
      ritornoFirmato({ codTrans: campi.codTrans!, esito: 'OK', importo: campi.importo! }),
    );
    const esito = ok.json().data;
    const dopo = await saldo();
    expect(dopo!.causale).toBe('Ricarica credito con carta');
    expect(Number(dopo!.residuo)).toBeCloseTo(Number(prima?.residuo ?? 0) + 150.5, 2);
    expect(esito).toMatchObject({ stato: 'pagato', tipo: 'credito', creditoResiduo: Number(dopo!.residuo) });
    const lista = await api('GET', 'myoverins/distributori/crediti?page=1&pageSize=500', token);
    expect(lista.statusCode).toBe(200);
    expect(JSON.stringify(lista.json())).toContain('Ricarica credito con carta');
  });
});

describe('policies paid at purchase (tour pays by card at once)', () => {
  let token: string;
  let dist: number;
  const compra = async (cognome: string) => {
    const ids = await pacchettoIds(t.db);
    const eta = (await api('GET', 'dropdown/eta', token)).json() as {
      items: Array<{ value: number; text: string }>;
    };
    const item = {
      pacchettoID: ids['ANN-SP'],
      parametri: {
        inizioViaggio: tra(30),
        fineViaggio: tra(37),
        destinazioneStato: 'FR',
        nazionalita: 'IT',
        eta: eta.items.find((i) => i.text === 'Da 18 a 40 anni')!.value,
        numeroPartecipanti: 1,
        importoViaggio: 1500,
      },
      partecipanti: [{ ItemID: 1, Cognome: cognome, Nome: 'Mario' }],
      prodottiCollegati: [],
      parametriDichiarazione: { adeguatezza: true, checkPolizza: true, checkPrivacy: true },
    };
    const add = await api('POST', 'carrello', token, item);
    expect(add.statusCode, add.body).toBe(200);
    const res = await api('POST', 'adesioni', token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as EsitoAcquisto;
  };
  const dovute = async (numeri: string[]) =>
    t.db
      .select({ numero: adesioni.numero, pagata: adesioni.pagamentoTentativoId })
      .from(adesioni)
      .where(inArray(adesioni.numero, numeri));

  beforeAll(async () => {
    token = await login(t.app, 'tour');
    dist = await distributoreDi('tour');
    // No credit left, so the policies are to pay (credit would pay them first).
    await t.db.insert(crediti).values({
      distributoreId: dist,
      data: new Date(),
      causale: 'Azzeramento di prova',
      importo: '0',
      residuo: '0',
    });
  });

  it('paid: the purchase answers the gateway page for the amount due and the policies become paid', async () => {
    const esito = await compra('Verdi');
    expect(esito.status).toBe('ok');
    const numeri = esito.data.adesioni.map((a) => a.numero);
    const dovuto = esito.data.adesioni.reduce((s, a) => s + Math.round(a.totalePremioDaPagare * 100), 0);
    const campi = campiAvvio(esito.data.redirecUrl!);
    expect(campi).toMatchObject({
      importo: String(dovuto),
      url: `${t.config.publicUrl}/keyclient/ritorno-ok`,
    });
    expect((await dovute(numeri)).every((p) => p.pagata === null)).toBe(true);
    const ok = await api(
      'POST',
      'keyclient/ok',
      token,
      ritornoFirmato({ codTrans: campi.codTrans!, esito: 'OK', importo: campi.importo! }),
    );
    expect(ok.json().data).toMatchObject({ stato: 'pagato', tipo: 'acquisto', polizze: numeri });
    expect((await dovute(numeri)).every((p) => p.pagata !== null)).toBe(true);
    const [pag] = await t.db.select().from(pagamenti).where(eq(pagamenti.codiceTransazione, campi.codTrans!));
    expect(Math.round(Number(pag!.importo) * 100)).toBe(dovuto);
    // One policy is said in the singular, the purchase by its number (not read as a count).
    expect(pag!.riferimento).toMatch(new RegExp(`^${campi.codTrans} · 1 polizza dell'acquisto n\\. \\d+$`));
    expect(campi.descrizione).toMatch(/ — 1 polizza dell'acquisto n\. \d+$/);
  });

  it('refused: the policies stay issued and due on the month-end statement', async () => {
    const esito = await compra('Neri');
    const numeri = esito.data.adesioni.map((a) => a.numero);
    const campi = campiAvvio(esito.data.redirecUrl!);
    const ko = await api(
      'POST',
      'keyclient/ok',
      token,
      ritornoFirmato({ codTrans: campi.codTrans!, esito: 'KO', importo: campi.importo! }),
    );
    expect(ko.json().data).toMatchObject({ stato: 'rifiutato', tipo: 'acquisto' });
    const righe = await dovute(numeri);
    expect(righe).toHaveLength(numeri.length);
    expect(righe.every((p) => p.pagata === null)).toBe(true);
    // Only the refusal itself is listed: nothing executed.
    expect(
      (await t.db.select().from(pagamenti).where(eq(pagamenti.codiceTransazione, campi.codTrans!))).map(
        (p) => p.esito,
      ),
    ).toEqual(['Rifiutato']);
  });
});
