import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creaGatewayXPay } from '../../adapters/payments/xpay';
import { NOTIFICA_SANDBOX } from './notifica';
import { TESTI } from './routes';
import { createSandboxTestApp, type SandboxTestApp } from './testSandbox';

const sha1 = (s: string) => createHash('sha1').update(s, 'utf8').digest('hex');
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

let t: SandboxTestApp;
let n = 0;

beforeAll(async () => {
  t = await createSandboxTestApp();
  await t.app.ready();
});
afterAll(() => t?.close());

const gateway = () =>
  creaGatewayXPay({
    urlPagina: 'http://localhost/sandbox/pagamento',
    urlStato: 'http://localhost/sandbox/api/bo/situazioneOrdine',
    ...t.credenziali,
  });

/** The portal's own addresses, the only ones the sandbox sends anything to (PUBLIC_URL's). */
const portale = () => ({
  urlRitorno: `${t.config.publicUrl}/keyclient/ritorno-ok`,
  urlAnnullo: `${t.config.publicUrl}/keyclient/ritorno-ko`,
  // Nothing answers there in this test: it only looks at the job row.
  urlNotifica: `${t.config.publicUrl}/api/keyclient/notifica`,
});

function avvia(
  importoCentesimi = 123456,
  descrizione?: string,
  indirizzi: Partial<ReturnType<typeof portale>> = {},
) {
  const codTrans = `RT-${Date.now()}-${++n}`;
  const { url, campi } = gateway().avvia({
    codTrans,
    importoCentesimi,
    divisa: 'EUR',
    ...portale(),
    ...indirizzi,
    ...(descrizione ? { descrizione } : {}),
  });
  const u = new URL(url);
  return { codTrans, campi, percorso: `${u.pathname}${u.search}` };
}

async function apri(importo?: number, descrizione?: string) {
  const a = avvia(importo, descrizione);
  const res = await t.app.inject({ method: 'GET', url: a.percorso });
  expect(res.statusCode).toBe(200);
  return a;
}

const paga = (codTrans: string, pan: string, extra: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/sandbox/pagamento',
    headers: FORM,
    payload: new URLSearchParams({
      codTrans,
      pan,
      scadenza: '12/39',
      cvv: '123',
      azione: 'paga',
      ...extra,
    }).toString(),
  });

async function righe<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function riga(codTrans: string) {
  const [r] = await righe<{ stato: string; cod_aut: string | null }>(
    sql`select stato, cod_aut from sandbox_transazioni where cod_trans = ${codTrans}`,
  );
  return r;
}

async function notifiche(codTrans: string) {
  const r = await righe<{ data: { url: string; campi: Record<string, string> } }>(
    sql`select data from pgboss.job where name = ${NOTIFICA_SANDBOX} and data->'campi'->>'codTrans' = ${codTrans}`,
  );
  return r.map((x) => x.data);
}

describe('GET /sandbox/pagamento', () => {
  it('shows an accessible Italian page with merchant, amount, transaction, card fields and test cards', async () => {
    const a = avvia(123456, 'Estratti <b>marzo</b> & "aprile"');
    const res = await t.app.inject({ method: 'GET', url: a.percorso });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    expect(html).toContain('<html lang="it">');
    expect(html.match(/<h1>/g)).toHaveLength(1);
    expect(html).toContain('<main>');
    expect(html).toContain(t.config.brand.name);
    expect(html).toContain('€ 1.234,56');
    expect(html).toContain(a.codTrans);
    expect(html).toContain('Estratti &lt;b&gt;marzo&lt;/b&gt; &amp; &quot;aprile&quot;');
    expect(html).not.toContain('<b>marzo');
    expect(html).toMatch(/<label for="pan">[^<]+<\/label>\s*<input id="pan"[^>]*autocomplete="cc-number"/);
    expect(html).toMatch(/<input id="pan"[^>]*inputmode="numeric"/);
    expect(html).toMatch(
      /<label for="scadenza">[^<]+<\/label>\s*<input id="scadenza"[^>]*autocomplete="cc-exp"/,
    );
    expect(html).toMatch(/<label for="cvv">[^<]+<\/label>\s*<input id="cvv"[^>]*autocomplete="cc-csc"/);
    expect(html).toMatch(/<form method="post" action="\/sandbox\/pagamento">/);
    expect(html).toContain('>Paga</button>');
    expect(html).toContain('>Annulla</button>');
    for (const carta of [
      '4111 1111 1111 1111',
      '4000 0000 0000 0002',
      '4000 0000 0000 0119',
      '4000 0000 0000 0077',
    ]) {
      expect(html).toContain(carta);
    }
    expect(html).not.toMatch(/<script/i);
    expect(await riga(a.codTrans)).toMatchObject({ stato: 'in_corso' });
  });

  it('shows the page again for the same start (reload) and keeps one row', async () => {
    const a = await apri();
    const res = await t.app.inject({ method: 'GET', url: a.percorso });
    expect(res.statusCode).toBe(200);
    const r = await righe<{ n: number }>(
      sql`select count(*)::int as n from sandbox_transazioni where cod_trans = ${a.codTrans}`,
    );
    expect(r[0]?.n).toBe(1);
  });

  it('refuses a tampered, unsigned, foreign or incomplete start with an Italian 400 page', async () => {
    const a = avvia(5000);
    const varianti: Array<Record<string, string>> = [
      { ...a.campi, importo: '50' },
      { ...a.campi, codTrans: `${a.codTrans}X` },
      { ...a.campi, mac: a.campi.mac!.slice(0, 39) },
      { ...a.campi, alias: 'ALTRO' },
      {
        ...a.campi,
        importo: '-5000',
        mac: sha1(`codTrans=${a.codTrans}divisa=EURimporto=-5000${t.credenziali.segreto}`),
      },
      { ...a.campi, url: 'javascript:alert(1)' },
    ];
    const { url_back: _tolto, ...senzaUrlBack } = a.campi;
    varianti.push(senzaUrlBack);
    for (const campi of varianti) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/sandbox/pagamento?${new URLSearchParams(campi)}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(TESTI.richiestaNonValida);
      expect(res.body).toContain('lang="it"');
    }
    expect(await riga(a.codTrans)).toBeUndefined();
  });
});

describe('POST /sandbox/pagamento', () => {
  it('pays with 4111…: 303 to url with signed OK fields, the notification queued', async () => {
    const a = await apri(123456);
    const res = await paga(a.codTrans, '4111 1111 1111 1111');
    expect(res.statusCode).toBe(303);
    const location = new URL(res.headers.location as string);
    expect(location.origin + location.pathname).toBe(`${t.config.publicUrl}/keyclient/ritorno-ok`);
    const campi = Object.fromEntries(location.searchParams);
    const esito = gateway().verificaRitorno(campi);
    expect(esito).toMatchObject({
      codTrans: a.codTrans,
      esito: 'OK',
      importoCentesimi: 123456,
      divisa: 'EUR',
    });
    expect(esito.codAut).toMatch(/^[A-Z0-9]{6}$/);
    expect(esito.data).toMatch(/^\d{8}$/);
    expect(esito.orario).toMatch(/^\d{6}$/);
    expect(await riga(a.codTrans)).toEqual({ stato: 'pagato', cod_aut: esito.codAut });
    const [notifica, ...altre] = await notifiche(a.codTrans);
    expect(altre).toHaveLength(0);
    expect(notifica?.url).toBe(`${t.config.publicUrl}/api/keyclient/notifica`);
    expect(gateway().verificaNotifica(notifica!.campi)).toEqual(esito);
  });

  it('refuses 4000…0002: 303 with esito KO and a notification', async () => {
    const a = await apri();
    const res = await paga(a.codTrans, '4000000000000002');
    expect(res.statusCode).toBe(303);
    const campi = Object.fromEntries(new URL(res.headers.location as string).searchParams);
    expect(gateway().verificaRitorno(campi)).toMatchObject({ esito: 'KO', codAut: '' });
    expect(await riga(a.codTrans)).toMatchObject({ stato: 'rifiutato' });
    expect(await notifiche(a.codTrans)).toHaveLength(1);
  });

  it('leaves 4000…0119 in progress: a waiting page, no redirect, nothing queued', async () => {
    const a = await apri();
    const res = await paga(a.codTrans, '4000 0000 0000 0119');
    expect(res.statusCode).toBe(200);
    expect(res.headers.location).toBeUndefined();
    expect(res.body).toContain(TESTI.inElaborazione);
    expect(await riga(a.codTrans)).toMatchObject({ stato: 'in_corso' });
    expect(await notifiche(a.codTrans)).toHaveLength(0);
  });

  it('pays 4000…0077 but loses the notification: redirect only', async () => {
    const a = await apri();
    const res = await paga(a.codTrans, '4000000000000077');
    expect(res.statusCode).toBe(303);
    const campi = Object.fromEntries(new URL(res.headers.location as string).searchParams);
    expect(gateway().verificaRitorno(campi)).toMatchObject({ esito: 'OK' });
    expect(await riga(a.codTrans)).toMatchObject({ stato: 'pagato' });
    expect(await notifiche(a.codTrans)).toHaveLength(0);
  });

  it('cancels: 303 to url_back with a signed ANNULLO and no notification', async () => {
    const a = await apri(5000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/sandbox/pagamento',
      headers: FORM,
      payload: `codTrans=${a.codTrans}&pan=&scadenza=&cvv=&azione=annulla`,
    });
    expect(res.statusCode).toBe(303);
    const location = new URL(res.headers.location as string);
    expect(location.pathname).toBe('/keyclient/ritorno-ko');
    const esito = gateway().verificaRitorno(Object.fromEntries(location.searchParams));
    expect(esito).toMatchObject({ esito: 'ANNULLO', codAut: '', importoCentesimi: 5000 });
    expect(await riga(a.codTrans)).toMatchObject({ stato: 'annullato' });
    expect(await notifiche(a.codTrans)).toHaveLength(0);
  });

  it('shows the form again with linked Italian errors for an unknown card, expiry or CVV', async () => {
    const a = await apri(123456);
    const res = await paga(a.codTrans, '5555 5555 5555 4444', { scadenza: '13/30', cvv: '12' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(TESTI.panNonValido);
    expect(res.body).toMatch(/<input id="pan"[^>]*aria-invalid="true" aria-describedby="pan-errore"/);
    expect(res.body).toContain('<p id="pan-errore" class="errore">');
    expect(res.body).toMatch(/aria-describedby="scadenza-errore"/);
    expect(res.body).toMatch(/aria-describedby="cvv-errore"/);
    expect(res.body).toContain('value="5555 5555 5555 4444"');
    expect(res.body).toContain('€ 1.234,56');
    expect(res.body).not.toContain('value="12"');
    const scaduta = await paga(a.codTrans, '4111111111111111', { scadenza: '01/20' });
    expect(scaduta.statusCode).toBe(400);
    expect(scaduta.body).toContain(TESTI.cartaScaduta);
    expect(await riga(a.codTrans)).toMatchObject({ stato: 'in_corso' });
  });

  it('answers 409 to a second submission and to a start of a processed transaction', async () => {
    const a = await apri();
    expect((await paga(a.codTrans, '4111111111111111')).statusCode).toBe(303);
    const again = await paga(a.codTrans, '4111111111111111');
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain(TESTI.giaElaborata);
    const ricarica = await t.app.inject({ method: 'GET', url: a.percorso });
    expect(ricarica.statusCode).toBe(409);
    expect(await notifiche(a.codTrans)).toHaveLength(1);
  });

  it('lets only one of two simultaneous submissions close the transaction', async () => {
    const a = await apri();
    const esiti = await Promise.all([
      paga(a.codTrans, '4111111111111111'),
      paga(a.codTrans, '4000000000000002'),
    ]);
    expect(esiti.map((r) => r.statusCode).sort()).toEqual([303, 409]);
    expect(await notifiche(a.codTrans)).toHaveLength(1);
  });

  it('refuses an unknown transaction', async () => {
    const res = await paga('MAI-VISTA', '4111111111111111');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(TESTI.sconosciuta);
  });
});

describe('POST /sandbox/api/bo/situazioneOrdine', () => {
  const chiedi = (corpo: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/sandbox/api/bo/situazioneOrdine', payload: corpo });
  const firma = (codiceTransazione: string, timeStamp: number, segreto = t.credenziali.segreto) =>
    sha1(
      `apiKey=${t.credenziali.alias}codiceTransazione=${codiceTransazione}timeStamp=${timeStamp}${segreto}`,
    );
  const macRisposta = (r: { esito: string; idOperazione: string; timeStamp: number }) =>
    sha1(`esito=${r.esito}idOperazione=${r.idOperazione}timeStamp=${r.timeStamp}${t.credenziali.segreto}`);

  it('answers a signed request with the signed report of the order', async () => {
    const a = await apri(7000);
    await paga(a.codTrans, '4111111111111111');
    const ts = Date.now();
    const res = await chiedi({
      apiKey: t.credenziali.alias,
      codiceTransazione: a.codTrans,
      timeStamp: ts,
      mac: firma(a.codTrans, ts),
    });
    expect(res.statusCode).toBe(200);
    const corpo = res.json();
    expect(corpo.esito).toBe('OK');
    expect(corpo.mac).toBe(macRisposta(corpo));
    expect(corpo.report).toEqual([
      expect.objectContaining({
        codiceTransazione: a.codTrans,
        importo: 7000,
        divisa: 'EUR',
        stato: 'Contabilizzato',
        codiceAutorizzazione: expect.stringMatching(/^[A-Z0-9]{6}$/),
        dettaglio: [expect.objectContaining({ stato: 'Contabilizzato' })],
      }),
    ]);
  });

  it('answers an unknown order with an empty report, and refuses bad MAC, alias or time stamp', async () => {
    const ts = Date.now();
    const ignota = (
      await chiedi({
        apiKey: t.credenziali.alias,
        codiceTransazione: 'IGNOTA',
        timeStamp: String(ts),
        mac: firma('IGNOTA', ts),
      })
    ).json();
    expect(ignota).toMatchObject({ esito: 'OK', report: [] });
    expect(ignota.mac).toBe(macRisposta(ignota));

    const vecchio = ts - 11 * 60 * 1000;
    const casi = [
      {
        apiKey: t.credenziali.alias,
        codiceTransazione: 'IGNOTA',
        timeStamp: ts,
        mac: firma('IGNOTA', ts, 'altro'),
      },
      { apiKey: 'ALTRO', codiceTransazione: 'IGNOTA', timeStamp: ts, mac: firma('IGNOTA', ts) },
      {
        apiKey: t.credenziali.alias,
        codiceTransazione: 'IGNOTA',
        timeStamp: vecchio,
        mac: firma('IGNOTA', vecchio),
      },
      { apiKey: t.credenziali.alias, codiceTransazione: 'IGNOTA', mac: firma('IGNOTA', ts) },
    ];
    for (const corpo of casi) {
      const r = (await chiedi(corpo)).json();
      expect(r.esito).toBe('KO');
      expect(r.errore).toEqual({ codice: expect.any(Number), messaggio: expect.any(String) });
      expect(r.mac).toBe(macRisposta(r));
      expect(r.report).toBeUndefined();
    }
  });
});

describe('form bodies', () => {
  it('keeps the first of repeated fields and a field named __proto__ as a field', async () => {
    const a = await apri();
    // The second pan would pay; the first (unknown) one is read.
    const res = await t.app.inject({
      method: 'POST',
      url: '/sandbox/pagamento',
      headers: FORM,
      payload: `codTrans=${a.codTrans}&pan=1234&pan=4111111111111111&scadenza=12%2F39&cvv=123&azione=paga&__proto__=x`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(TESTI.panNonValido);
  });

  it('refuses a body over the app body limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/sandbox/pagamento',
      headers: FORM,
      payload: `codTrans=X&pan=${'1'.repeat(t.config.bodyLimit)}`,
    });
    expect(res.statusCode).toBe(413);
  });
});

describe('the page lets its form lead back to the portal only', () => {
  it("names PUBLIC_URL's origin in form-action (Chromium applies it to the redirect), nothing else", async () => {
    const a = avvia();
    const res = await t.app.inject({ method: 'GET', url: a.percorso });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-security-policy'])).toMatch(
      /form-action 'self' https:\/\/portale\.example\.test(;|$)/,
    );
  });
});

/** Every field of a return or notification but the MAC itself must be one the MAC covers. */
const FIRMATI = ['codTrans', 'esito', 'importo', 'divisa', 'data', 'orario', 'codAut'];

describe('only the portal: the sandbox notifies and redirects nowhere else (issue 23)', () => {
  const altrove = [
    'https://attaccante.example/api/keyclient/notifica',
    'http://127.0.0.1:9/api/keyclient/notifica',
    'http://169.254.169.254/latest/meta-data/',
    // The portal's origin, but not its notification call.
    'https://portale.example.test/api/account/logout',
    'https://portale.example.test/api/keyclient/notifica?x=1',
    'https://portale.example.test.attaccante.example/api/keyclient/notifica',
  ];

  it('refuses a start whose urlpost is not the portal’s notification call, and keeps no row', async () => {
    for (const urlNotifica of altrove) {
      const a = avvia(5000, undefined, { urlNotifica });
      const res = await t.app.inject({ method: 'GET', url: a.percorso });
      expect(res.statusCode, urlNotifica).toBe(400);
      expect(res.body).toContain('indirizzo di notifica non valido');
      expect(await riga(a.codTrans)).toBeUndefined();
    }
  });

  it('refuses a start whose url or url_back is not one of the portal’s return pages', async () => {
    const ritorniAltrove = [
      'https://attaccante.example/keyclient/ritorno-ok',
      'https://portale.example.test/carrello',
      'https://portale.example.test/keyclient/ritorno-ok?poi=https://attaccante.example',
      'https://portale.example.test:8443/keyclient/ritorno-ok',
      'http://portale.example.test/keyclient/ritorno-ok',
    ];
    for (const urlRitorno of [...ritorniAltrove, `${'https://portale.example.test'}/keyclient/ritorno-ko`]) {
      const a = avvia(5000, undefined, { urlRitorno });
      const res = await t.app.inject({ method: 'GET', url: a.percorso });
      expect(res.statusCode, urlRitorno).toBe(400);
      expect(res.body).toContain('indirizzi di ritorno non validi');
      expect(await riga(a.codTrans)).toBeUndefined();
    }
    for (const urlAnnullo of [...ritorniAltrove, 'https://portale.example.test/keyclient/ritorno-ok']) {
      const a = avvia(5000, undefined, { urlAnnullo });
      const res = await t.app.inject({ method: 'GET', url: a.percorso });
      expect(res.statusCode, urlAnnullo).toBe(400);
      expect(await riga(a.codTrans)).toBeUndefined();
    }
  });

  it('accepts the month-end return page, and a start without urlpost (then nothing is notified)', async () => {
    const fm = avvia(5000, undefined, { urlRitorno: `${t.config.publicUrl}/keyclient/ritorno-fm-ok` });
    expect((await t.app.inject({ method: 'GET', url: fm.percorso })).statusCode).toBe(200);
    const pagato = await paga(fm.codTrans, '4111111111111111');
    expect(new URL(pagato.headers.location as string).pathname).toBe('/keyclient/ritorno-fm-ok');

    const { urlpost: _tolto, ...senza } = avvia(5000).campi;
    const res = await t.app.inject({
      method: 'GET',
      url: `/sandbox/pagamento?${new URLSearchParams(senza)}`,
    });
    expect(res.statusCode).toBe(200);
    expect((await paga(senza.codTrans!, '4111111111111111')).statusCode).toBe(303);
    expect(await notifiche(senza.codTrans!)).toHaveLength(0);
  });

  it('never redirects to nor notifies an address another start wrote into its book', async () => {
    // A transaction recorded with foreign addresses (as before this check): paying it sends nothing there.
    const codTrans = `RT-${Date.now()}-${++n}`;
    await t.db.execute(
      sql`insert into sandbox_transazioni (cod_trans, alias, importo_centesimi, divisa, stato, url, url_back, url_post)
          values (${codTrans}, ${t.credenziali.alias}, 5000, 'EUR', 'in_corso', 'https://attaccante.example/ok',
                  'https://attaccante.example/ko', 'https://attaccante.example/notifica')`,
    );
    const res = await paga(codTrans, '4111111111111111');
    expect(res.statusCode).toBe(400);
    expect(res.headers.location).toBeUndefined();
    expect(await notifiche(codTrans)).toHaveLength(0);
    expect(await riga(codTrans)).toMatchObject({ stato: 'in_corso' });
  });

  it('echoes back only fields its MAC covers, in the redirect and in the notification', async () => {
    for (const pan of ['4111111111111111', '4000000000000002']) {
      const a = await apri(5000);
      const res = await paga(a.codTrans, pan);
      const ritorno = Object.fromEntries(new URL(res.headers.location as string).searchParams);
      const [notifica] = await notifiche(a.codTrans);
      for (const campi of [ritorno, notifica!.campi]) {
        const { mac, ...resto } = campi;
        expect(mac).toMatch(/^[0-9a-f]{40}$/);
        expect(Object.keys(resto).sort()).toEqual([...FIRMATI].sort());
      }
    }
  });
});
