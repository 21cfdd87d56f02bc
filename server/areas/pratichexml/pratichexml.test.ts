import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  adesioni,
  auditLog,
  carrelloItems,
  chiaviApi,
  distributori,
  importazioniPratiche,
  inviiXml,
  rateLimits,
  users,
} from '../../db/schema';
import { DEMO_CHIAVE_API } from '../../db/seed/demo';
import { bearer, createTestApp, login, type TestApp } from '../../test/testApp';
import { LIMITE_CHIAVE } from './routes';
import { busta } from './testInvii';

let t: TestApp;
let admin: Record<string, string>;
let agenzia: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await login(t.app, 'admin'));
  agenzia = bearer(await login(t.app, 'agenzia'));
}, 60_000);
afterAll(() => t?.close());
// One address sends every request of this file: each test starts with fresh windows.
beforeEach(async () => {
  await t.db.delete(rateLimits).where(like(rateLimits.bucket, 'pratichexml.%'));
});

const invia = (body: string | Buffer, chiave: string | null = DEMO_CHIAVE_API, tipo = 'application/xml') =>
  t.app.inject({
    method: 'POST',
    url: '/api/pratichexml',
    headers: { 'content-type': tipo, ...(chiave ? { authorization: `ApiKey ${chiave}` } : {}) },
    payload: body,
  });

/** The attributes of each `<Pratica>` of an answer, with its policy numbers and messages. */
function pratiche(xml: string) {
  return [
    ...xml.matchAll(
      /<Pratica riferimento="([^"]*)" pacchetto="([^"]*)" esito="([^"]*)"(\/>|>([\s\S]*?)<\/Pratica>)/g,
    ),
  ].map((m) => ({
    riferimento: m[1],
    esito: m[3],
    polizze: [...(m[5] ?? '').matchAll(/<Polizza numero="([^"]+)"\/>/g)].map((p) => p[1]),
    messaggi: [...(m[5] ?? '').matchAll(/<Messaggio>([^<]*)<\/Messaggio>/g)].map((p) => p[1]),
  }));
}

const collegamento = (xml: string) => {
  const link = /<Collegamento>([^<]+)<\/Collegamento>/.exec(xml)![1]!.replace(/&amp;/g, '&');
  const u = new URL(link);
  expect(u.pathname).toBe('/praticheXML');
  return { invio: u.searchParams.get('invio')!, firma: u.searchParams.get('firma')! };
};

const esito = (invio: string, firma: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/pratichexml/esito?invio=${encodeURIComponent(invio)}&firma=${encodeURIComponent(firma)}`,
  });

async function distributoreId(username: string) {
  const [u] = await t.db.select({ d: users.distributoreId }).from(users).where(eq(users.username, username));
  return u!.d!;
}

async function nuovaChiave(distributore: number, descrizione = 'Gestionale di prova') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/amministrazione/chiaviapi',
    headers: admin,
    payload: { distributoreId: distributore, descrizione },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { item1: { id: number; prefisso: string; chiave: string } }).item1;
}

const conteggi = async () => ({
  invii: (await t.db.select({ n: sql<number>`count(*)::int` }).from(inviiXml))[0]!.n,
  importazioni: (await t.db.select({ n: sql<number>`count(*)::int` }).from(importazioniPratiche))[0]!.n,
  adesioni: (await t.db.select({ n: sql<number>`count(*)::int` }).from(adesioni))[0]!.n,
});

describe('XML practices (issue 29 item 5)', () => {
  it('issues the practices of a tour envelope, reports the errored one, and the signed link shows them', async () => {
    const res = await invia(
      busta([
        { rif: 'XML-1' },
        { rif: 'XML-2', partecipanti: [{ cognome: 'Verdi', nome: 'Luca' }] },
        { rif: 'XML-3', pacchetto: 'NON-ESISTE' },
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toContain('<EsitoInvio xmlns="urn:overins:pratiche:1">');
    const p = pratiche(res.body);
    expect(p.map((x) => [x.riferimento, x.esito])).toEqual([
      ['XML-1', 'emessa'],
      ['XML-2', 'emessa'],
      ['XML-3', 'errore'],
    ]);
    expect(p[0]!.polizze.length).toBeGreaterThanOrEqual(1);
    expect(p[2]!.messaggi[0]).toMatch(/NON-ESISTE non esiste o non è vendibile/);
    const tour = await distributoreId('tour');
    const emesse = await t.db
      .select({ numero: adesioni.numero, rif: adesioni.riferimentoPratica })
      .from(adesioni)
      .where(
        and(eq(adesioni.distributoreId, tour), inArray(adesioni.riferimentoPratica, ['XML-1', 'XML-2'])),
      );
    expect(emesse.map((a) => a.numero).sort()).toEqual([...p[0]!.polizze, ...p[1]!.polizze].sort());

    const { invio, firma } = collegamento(res.body);
    const pagina = await esito(invio, firma);
    expect(pagina.statusCode, pagina.body).toBe(200);
    const dati = (
      pagina.json() as {
        item1: {
          invio: { id: number; distributore: string };
          pratiche: Array<{
            riferimento: string;
            esito: string;
            messaggi: string[];
            polizze: Array<{ numero: string; pacchetto: string; contraente: string; urlCertificato: string }>;
          }>;
        };
      }
    ).item1;
    expect(dati.invio.id).toBe(Number(invio));
    expect(dati.invio.distributore).toBeTruthy();
    expect(dati.pratiche.map((x) => x.esito)).toEqual(['emessa', 'emessa', 'errore']);
    const polizza = dati.pratiche[0]!.polizze[0]!;
    expect(polizza.numero).toBe(p[0]!.polizze[0]);
    expect(polizza.urlCertificato).toMatch(/\/adesioni\/file\?token=/);
    // The certificate's link opens without sign-in, as the My area's.
    const token = new URL(polizza.urlCertificato).searchParams.get('token')!;
    const pdf = await t.app.inject({ method: 'GET', url: `/api/adesioni/file?token=${token}` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toMatch(/pdf/);
  }, 60_000);

  it('issues nothing twice: the same envelope again, and 20 at once', async () => {
    const corpo = busta([{ rif: 'XML-IDEM-1' }, { rif: 'XML-IDEM-2' }]);
    const primo = await invia(corpo);
    expect(pratiche(primo.body).map((x) => x.esito)).toEqual(['emessa', 'emessa']);
    const prima = await conteggi();
    const secondo = await invia(corpo);
    expect(secondo.statusCode).toBe(200);
    const p2 = pratiche(secondo.body);
    expect(p2.map((x) => x.esito)).toEqual(['giaPresente', 'giaPresente']);
    // Already present: the policies issued the first time are named again.
    expect(p2[0]!.polizze).toEqual(pratiche(primo.body)[0]!.polizze);
    expect((await conteggi()).adesioni).toBe(prima.adesioni);

    const concorrente = busta([{ rif: 'XML-CONC-1' }, { rif: 'XML-CONC-2' }]);
    const risposte = await Promise.all(Array.from({ length: 20 }, () => invia(concorrente)));
    expect(risposte.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const esiti = risposte.flatMap((r) => pratiche(r.body).map((x) => x.esito));
    expect(esiti.filter((e) => e === 'emessa')).toHaveLength(2);
    expect(esiti.filter((e) => e === 'giaPresente')).toHaveLength(38);
    const righe = await t.db
      .select({ rif: adesioni.riferimentoPratica, principale: adesioni.adesionePrincipaleId })
      .from(adesioni)
      .where(inArray(adesioni.riferimentoPratica, ['XML-CONC-1', 'XML-CONC-2']));
    expect(righe.filter((r) => r.principale === null)).toHaveLength(2);
  }, 120_000);

  it('reads an ISO-8859-1 envelope with accented names', async () => {
    const testo = busta(
      [
        {
          rif: 'XML-LATIN',
          partecipanti: [
            { cognome: 'Nicolò', nome: 'José' },
            { cognome: 'Dell’Àcqua', nome: 'Zoë' },
          ],
        },
      ],
      'ISO-8859-1',
    ).replace('Dell’Àcqua', 'DellÀcqua');
    const bytes = Buffer.from(testo, 'latin1');
    expect(bytes.includes(Buffer.from('Nicolò', 'utf8'))).toBe(false);
    const res = await invia(bytes, DEMO_CHIAVE_API, 'text/xml');
    expect(res.statusCode, res.body).toBe(200);
    expect(pratiche(res.body)[0]!.esito).toBe('emessa');
    const [a] = await t.db
      .select({ nominativi: adesioni.nominativi })
      .from(adesioni)
      .where(eq(adesioni.riferimentoPratica, 'XML-LATIN'));
    expect(a!.nominativi).toContain('Nicolò');
    expect(a!.nominativi).toContain('DellÀcqua');
    // No declaration: the Content-Type's charset says ISO-8859-1.
    const senza = Buffer.from(
      busta([{ rif: 'XML-LATIN-2', partecipanti: [{ cognome: 'Cantù', nome: 'Niccolò' }] }]).replace(
        /^<\?xml[^>]*>\n/,
        '',
      ),
      'latin1',
    );
    const r2 = await invia(senza, DEMO_CHIAVE_API, 'application/xml; charset=ISO-8859-1');
    expect(r2.statusCode, r2.body).toBe(200);
    const [b] = await t.db
      .select({ nominativi: adesioni.nominativi })
      .from(adesioni)
      .where(eq(adesioni.riferimentoPratica, 'XML-LATIN-2'));
    expect(b!.nominativi).toContain('Cantù');
  }, 60_000);

  it('answers 401 in XML to a missing, wrong or revoked key; revoking twice is 409, an unknown key 404', async () => {
    const corpo = busta([{ rif: 'XML-401' }]);
    for (const chiave of [null, 'sbagliata-ma-lunga-abbastanza-123', `${DEMO_CHIAVE_API}x`]) {
      const res = await invia(corpo, chiave);
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-type']).toMatch(/^application\/xml/);
      expect(res.body).toContain('<Errore xmlns="urn:overins:pratiche:1" codice="chiave">');
      expect(res.body).toContain('Chiave API mancante, non valida o revocata');
    }
    const tour = await distributoreId('tour');
    const k = await nuovaChiave(tour);
    // X-Api-Key works as well.
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/pratichexml',
      headers: { 'content-type': 'application/xml', 'x-api-key': k.chiave },
      payload: busta([{ rif: 'XML-XKEY' }]),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const revoca = await t.app.inject({
      method: 'POST',
      url: `/api/amministrazione/chiaviapi/${k.id}/revoca`,
      headers: admin,
    });
    expect(revoca.statusCode, revoca.body).toBe(200);
    expect((revoca.json() as { item1: { id: number; revocataIl: string } }).item1.id).toBe(k.id);
    expect((await invia(corpo, k.chiave)).statusCode).toBe(401);
    const ancora = await t.app.inject({
      method: 'POST',
      url: `/api/amministrazione/chiaviapi/${k.id}/revoca`,
      headers: admin,
    });
    expect(ancora.statusCode).toBe(409);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/amministrazione/chiaviapi/999999/revoca',
          headers: admin,
        })
      ).statusCode,
    ).toBe(404);
    const audit = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(like(auditLog.action, 'chiaveApi.%'));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['chiaveApi.emessa', 'chiaveApi.revocata']),
    );
    // The key itself is never stored.
    const [riga] = await t.db.select().from(chiaviApi).where(eq(chiaviApi.id, k.id));
    expect(JSON.stringify(riga)).not.toContain(k.chiave);
  });

  it('keeps a key to its own distributor: the same reference is another practice, and the link shows only its own', async () => {
    const agenziaId = await distributoreId('agenzia');
    const k = await nuovaChiave(agenziaId, 'Gestionale agenzia');
    // XML-1 is the tour's (first test): for the agency it is a new practice, to its cart.
    const res = await invia(busta([{ rif: 'XML-1' }]), k.chiave);
    expect(res.statusCode, res.body).toBe(200);
    const p = pratiche(res.body);
    expect(p).toEqual([
      { riferimento: 'XML-1', esito: 'nelCarrello', polizze: [], messaggi: ['Pratica aggiunta al carrello'] },
    ]);
    const [agente] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'agenzia'));
    const carrello = await t.db
      .select()
      .from(carrelloItems)
      .where(eq(carrelloItems.distributoreId, agenziaId));
    expect(carrello.length).toBeGreaterThanOrEqual(1);
    expect(carrello.some((c) => c.userId === agente!.id)).toBe(true);
    const { invio, firma } = collegamento(res.body);
    const dati = (await esito(invio, firma)).json() as { item1: { pratiche: Array<{ polizze: unknown[] }> } };
    expect(dati.item1.pratiche[0]!.polizze).toEqual([]);
    // Nothing of the tour's changed hands.
    const tour = await distributoreId('tour');
    const delTour = await t.db
      .select({ d: adesioni.distributoreId })
      .from(adesioni)
      .where(eq(adesioni.riferimentoPratica, 'XML-1'));
    expect(delTour.every((a) => a.d === tour)).toBe(true);
  }, 60_000);

  it('takes a package’s further data from UlterioriDati, by description, a choice by code or description', async () => {
    const k = await nuovaChiave(await distributoreId('agenzia'), 'Gestionale con ulteriori dati');
    const res = await invia(
      busta([
        { rif: 'XML-UD-1', pacchetto: 'ANN-PLUS', ulteriori: { 'Tipo di sistemazione': 'Hotel' } },
        { rif: 'XML-UD-2', pacchetto: 'ANN-PLUS', ulteriori: { 'tipo di SISTEMAZIONE': 'APP' } },
        { rif: 'XML-UD-3', pacchetto: 'ANN-PLUS' },
      ]),
      k.chiave,
    );
    expect(res.statusCode, res.body).toBe(200);
    const p = pratiche(res.body);
    expect(p.map((x) => [x.riferimento, x.esito])).toEqual([
      ['XML-UD-1', 'nelCarrello'],
      ['XML-UD-2', 'nelCarrello'],
      ['XML-UD-3', 'errore'],
    ]);
    expect(p[2]!.messaggi).toContain('Ulteriore dato obbligatorio: Tipo di sistemazione');
    const items = await t.db
      .select()
      .from(carrelloItems)
      .where(eq(carrelloItems.distributoreId, await distributoreId('agenzia')));
    const sistemazioni = items
      .filter((i) => i.dati.riferimentoPratica?.startsWith('XML-UD-'))
      .map((i) => i.dati.ulterioriDati?.find((u) => u.descrizione === 'Tipo di sistemazione')?.valore);
    expect(sistemazioni).toEqual(['HOT', 'APP']);
  }, 60_000);

  it('refuses an envelope the XSD does not accept with the line and the message (400 XML)', async () => {
    const res = await invia(
      busta([{ rif: 'XML-XSD' }]).replace('<Destinazione>FR</Destinazione>', '<Sconosciuto>1</Sconosciuto>'),
    );
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('codice="xml.schema"');
    expect(res.body).toMatch(
      /<Messaggio riga="\d+">Il documento non rispetta lo schema pratiche.xsd: .*Sconosciuto/,
    );
    const malformato = await invia(
      '<InvioPratiche xmlns="urn:overins:pratiche:1">\n<Pratica>\n</InvioPratiche>',
    );
    expect(malformato.statusCode).toBe(400);
    expect(malformato.body).toMatch(
      /codice="xml.malformato"[\s\S]*<Messaggio riga="3">Il documento XML non è ben formato/,
    );
    const radice = await invia('<?xml version="1.0"?><Pratiche xmlns="urn:altro"/>');
    expect(radice.statusCode).toBe(400);
    expect(radice.body).toContain('L’elemento radice deve essere InvioPratiche');
    const json = await invia('{"a":1}', DEMO_CHIAVE_API, 'application/json');
    expect(json.statusCode).toBe(415);
    expect(json.body).toContain('<Errore');
    const troppe = await invia(busta(Array.from({ length: 201 }, (_, i) => ({ rif: `XML-N${i}` }))));
    expect(troppe.statusCode).toBe(413);
    expect(troppe.body).toContain('L’invio contiene 201 pratiche: massimo 200 per invio');
  });

  describe('hostile XML: refused fast, with a clear message, writing nothing', () => {
    const profondo = () => {
      const n = 10_000;
      return `<?xml version="1.0"?><InvioPratiche xmlns="urn:overins:pratiche:1">${'<a>'.repeat(n)}${'</a>'.repeat(n)}</InvioPratiche>`;
    };
    const casi: Array<[string, () => string | Buffer, number, RegExp]> = [
      [
        'an internal entity',
        () =>
          '<?xml version="1.0"?>\n<!DOCTYPE InvioPratiche [<!ENTITY nome "Rossi">]>\n<InvioPratiche xmlns="urn:overins:pratiche:1"><Pratica><Riferimento>&nome;</Riferimento></Pratica></InvioPratiche>',
        400,
        /codice="xml.doctype"[\s\S]*<Messaggio riga="2">Il documento XML non può contenere DOCTYPE/,
      ],
      [
        'billion laughs',
        () =>
          `<?xml version="1.0"?>\n<!DOCTYPE lolz [\n<!ENTITY lol "lol">\n${Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i === 0 ? '' : i};`.repeat(10)}">`).join('\n')}\n]>\n<InvioPratiche xmlns="urn:overins:pratiche:1">&lol9;</InvioPratiche>`,
        400,
        /codice="xml.doctype"/,
      ],
      [
        'an external DTD and SYSTEM entity',
        () =>
          '<?xml version="1.0"?>\n<!DOCTYPE InvioPratiche SYSTEM "http://127.0.0.1:1/x.dtd" [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<InvioPratiche xmlns="urn:overins:pratiche:1">&xxe;</InvioPratiche>',
        400,
        /codice="xml.doctype"/,
      ],
      [
        'a 50 MB body',
        () => Buffer.alloc(50 * 1024 * 1024, 'a'),
        413,
        /Il documento XML è troppo grande \(massimo 5 MB\)/,
      ],
      ['10,000-deep nesting', profondo, 400, /codice="xml.annidamento"[\s\S]*annidato troppo in profondità/],
      [
        'an encoding other than UTF-8 and ISO-8859-1',
        () => '<?xml version="1.0" encoding="KOI8-R"?><InvioPratiche xmlns="urn:overins:pratiche:1"/>',
        400,
        /Codifica KOI8-R non accettata: usare UTF-8 o ISO-8859-1/,
      ],
    ];
    it.each(casi)('%s', async (_nome, corpo, status, messaggio) => {
      const prima = await conteggi();
      const body = corpo();
      const inizio = performance.now();
      const res = await invia(body);
      const ms = performance.now() - inizio;
      expect(res.statusCode, res.body).toBe(status);
      expect(res.headers['content-type']).toMatch(/^application\/xml/);
      expect(res.body).toMatch(messaggio);
      expect(res.body).not.toContain('root:');
      // Not more than a normal envelope costs (an issue of two practices takes far longer).
      expect(ms).toBeLessThan(3_000);
      expect(await conteggi()).toEqual(prima);
    });
  });

  it('limits the envelopes of a key: 429 in XML with Retry-After', async () => {
    const [k] = await t.db
      .select({ id: chiaviApi.id })
      .from(chiaviApi)
      .where(eq(chiaviApi.prefisso, DEMO_CHIAVE_API.slice(0, 8)));
    await t.db.insert(rateLimits).values({
      bucket: LIMITE_CHIAVE.bucket,
      key: String(k!.id),
      count: LIMITE_CHIAVE.max,
      resetAt: new Date(Date.now() + 30_000),
    });
    const res = await invia(busta([{ rif: 'XML-429' }]));
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.body).toMatch(/<Messaggio>Troppe richieste: riprovare tra \d+ secondi<\/Messaggio>/);
    expect(await t.db.select().from(adesioni).where(eq(adesioni.riferimentoPratica, 'XML-429'))).toEqual([]);
  });

  it('opens the outcome only with a good signature: a bad, tampered or foreign one is the same 404', async () => {
    const res = await invia(busta([{ rif: 'XML-FIRMA' }]));
    const { invio, firma } = collegamento(res.body);
    expect((await esito(invio, firma)).statusCode).toBe(200);
    const [scadenza, mac] = firma.split('.') as [string, string];
    const altri = [
      [invio, `${scadenza}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`],
      [invio, `${Number(scadenza) + 1}.${mac}`],
      [String(Number(invio) + 1), firma],
      [invio, ''],
      ['abc', firma],
      ['99999999', firma],
    ];
    for (const [i, f] of altri) {
      const r = await esito(i!, f!);
      expect(r.statusCode).toBe(404);
      expect((r.json() as { text: string }).text).toBe('Il link dell’esito non è valido o è scaduto');
    }
  });

  it('lets only back office with BK_CHIAVI_API list, issue and revoke keys', async () => {
    const lista = await t.app.inject({
      method: 'GET',
      url: '/api/amministrazione/chiaviapi',
      headers: admin,
    });
    expect(lista.statusCode, lista.body).toBe(200);
    const items = (lista.json() as { items: Array<Record<string, unknown>> }).items;
    const demo = items.find((i) => i.prefisso === DEMO_CHIAVE_API.slice(0, 8))!;
    expect(demo).toMatchObject({ stato: 'Attiva', creataDa: 'Giulia Ferraris' });
    expect(demo.distributore).toBeTruthy();
    expect(JSON.stringify(items)).not.toMatch(/hash/);
    expect(items.some((i) => i.stato === 'Revocata')).toBe(true);
    for (const headers of [agenzia, bearer(await login(t.app, 'tour'))]) {
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/amministrazione/chiaviapi', headers })).statusCode,
      ).toBe(403);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/amministrazione/chiaviapi',
            headers,
            payload: { distributoreId: 1, descrizione: 'x' },
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/amministrazione/chiaviapi/1/revoca', headers }))
          .statusCode,
      ).toBe(403);
    }
    const vuota = await t.app.inject({
      method: 'POST',
      url: '/api/amministrazione/chiaviapi',
      headers: admin,
      payload: { distributoreId: await distributoreId('tour'), descrizione: '   ' },
    });
    expect(vuota.statusCode).toBe(400);
    expect(vuota.body).toContain('Indicare una descrizione');
    const [sospeso] = await t.db
      .insert(distributori)
      .values({ codice: 'XMLSOSP', tipo: 'agenziadettagliante', anagraficaId: 1, stato: 'sospeso' })
      .returning({ id: distributori.id });
    for (const d of [sospeso!.id, 999_999]) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/amministrazione/chiaviapi',
        headers: admin,
        payload: { distributoreId: d, descrizione: 'Prova' },
      });
      expect(r.statusCode).toBe(400);
      expect(r.body).toContain('Distributore sconosciuto o non attivo');
    }
  });
});
