import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { MessaggioGatewayNonValido } from './gateway';
import { creaGatewayXPay, statoDaXPay } from './xpay';

const SEGRETO = 'chiave-segreta-di-prova';
const sha1 = (s: string) => createHash('sha1').update(s, 'utf8').digest('hex');

function gateway(fetchFn?: typeof fetch) {
  return creaGatewayXPay({
    urlPagina: 'https://int-ecommerce.nexi.it/ecomm/ecomm/DispatcherServlet',
    urlStato: 'https://int-ecommerce.nexi.it/ecomm/api/bo/situazioneOrdine',
    alias: 'ALIAS_WEB_00001',
    segreto: SEGRETO,
    fetch: fetchFn,
  });
}

// Written out by hand, field by field, as Nexi's notifica.php concatenates them.
const RITORNO_OK = {
  alias: 'ALIAS_WEB_00001',
  codTrans: 'PAG-000123',
  esito: 'OK',
  importo: '123456',
  divisa: 'EUR',
  data: '20260315',
  orario: '142530',
  codAut: 'A1B2C3',
  mac: sha1(
    'codTrans=PAG-000123esito=OKimporto=123456divisa=EURdata=20260315orario=142530codAut=A1B2C3' + SEGRETO,
  ),
};

function motivo(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (e) {
    if (e instanceof MessaggioGatewayNonValido) return e.motivo;
    throw e;
  }
  return undefined;
}

describe('XPay avvia', () => {
  it('signs codTrans, divisa and importo in that order and puts every field in the URL', () => {
    const r = gateway().avvia({
      codTrans: 'PAG-000123',
      importoCentesimi: 123456,
      divisa: 'EUR',
      urlRitorno: 'https://portale.test/keyclient/ritorno-ok',
      urlAnnullo: 'https://portale.test/keyclient/ritorno-ko',
      urlNotifica: 'https://portale.test/api/keyclient/notifica',
      descrizione: 'Estratti conto',
      email: 'agenzia@example.it',
    });
    expect(r.campi).toEqual({
      alias: 'ALIAS_WEB_00001',
      importo: '123456',
      divisa: 'EUR',
      codTrans: 'PAG-000123',
      url: 'https://portale.test/keyclient/ritorno-ok',
      url_back: 'https://portale.test/keyclient/ritorno-ko',
      urlpost: 'https://portale.test/api/keyclient/notifica',
      mac: sha1('codTrans=PAG-000123divisa=EURimporto=123456' + SEGRETO),
      descrizione: 'Estratti conto',
      mail: 'agenzia@example.it',
    });
    const url = new URL(r.url);
    expect(url.origin + url.pathname).toBe('https://int-ecommerce.nexi.it/ecomm/ecomm/DispatcherServlet');
    expect(Object.fromEntries(url.searchParams)).toEqual(r.campi);
  });

  it('refuses amounts that are not positive integer cents and bad transaction codes', () => {
    const base = {
      codTrans: 'T1',
      importoCentesimi: 100,
      divisa: 'EUR' as const,
      urlRitorno: 'https://a.test/ok',
      urlAnnullo: 'https://a.test/ko',
      urlNotifica: 'https://a.test/n',
    };
    const g = gateway();
    for (const importoCentesimi of [0, -1, 10.5, Number.NaN]) {
      expect(() => g.avvia({ ...base, importoCentesimi })).toThrow();
    }
    expect(() => g.avvia({ ...base, codTrans: 'con spazio' })).toThrow();
    expect(() => g.avvia({ ...base, codTrans: 'x'.repeat(31) })).toThrow();
  });
});

describe('XPay verificaRitorno / verificaNotifica', () => {
  it('accepts the hand-signed return and gives the gateway fields', () => {
    for (const verifica of [gateway().verificaRitorno, gateway().verificaNotifica]) {
      expect(verifica(RITORNO_OK)).toEqual({
        codTrans: 'PAG-000123',
        esito: 'OK',
        importoCentesimi: 123456,
        divisa: 'EUR',
        codAut: 'A1B2C3',
        data: '20260315',
        orario: '142530',
      });
    }
  });

  it('gives only what the MAC covers: an unsigned field added to a signed return is not believed', () => {
    // The gateway's page may carry a message (messaggio) and more fields; none of them is signed.
    const conAggiunte = {
      ...RITORNO_OK,
      messaggio: 'Rimborso disponibile: chiama il 899 000 000',
      nome: 'Mario',
      codiceEsito: '0',
    };
    for (const verifica of [gateway().verificaRitorno, gateway().verificaNotifica]) {
      const esito = verifica(conAggiunte);
      expect(Object.keys(esito).sort()).toEqual(
        ['codAut', 'codTrans', 'data', 'divisa', 'esito', 'importoCentesimi', 'orario'].sort(),
      );
    }
  });

  it('accepts an ANNULLO with an empty codAut and an uppercase MAC', () => {
    const annullo = {
      codTrans: 'PAG-000124',
      esito: 'ANNULLO',
      importo: '5000',
      divisa: 'EUR',
      data: '20260315',
      orario: '090000',
      codAut: '',
      mac: sha1(
        'codTrans=PAG-000124esito=ANNULLOimporto=5000divisa=EURdata=20260315orario=090000codAut=' + SEGRETO,
      ).toUpperCase(),
    };
    expect(gateway().verificaRitorno(annullo)).toMatchObject({
      esito: 'ANNULLO',
      codAut: '',
      importoCentesimi: 5000,
    });
  });

  it('refuses every tampered field with motivo mac', () => {
    const cambi: Record<string, string> = {
      codTrans: 'PAG-000999',
      importo: '123457',
      divisa: 'USD',
      data: '20260316',
      orario: '142531',
      codAut: 'A1B2C4',
    };
    for (const [campo, valore] of Object.entries(cambi)) {
      expect(
        motivo(() => gateway().verificaRitorno({ ...RITORNO_OK, [campo]: valore })),
        campo,
      ).toBe('mac');
    }
  });

  it('refuses an esito changed by hand (KO to OK and back)', () => {
    expect(motivo(() => gateway().verificaRitorno({ ...RITORNO_OK, esito: 'KO' }))).toBe('mac');
    expect(motivo(() => gateway().verificaNotifica({ ...RITORNO_OK, esito: 'ANNULLO' }))).toBe('mac');
  });

  it('refuses a MAC of the wrong length, not hex, or with another secret', () => {
    expect(motivo(() => gateway().verificaRitorno({ ...RITORNO_OK, mac: RITORNO_OK.mac.slice(0, 39) }))).toBe(
      'mac',
    );
    expect(motivo(() => gateway().verificaRitorno({ ...RITORNO_OK, mac: `${RITORNO_OK.mac}0` }))).toBe('mac');
    expect(motivo(() => gateway().verificaRitorno({ ...RITORNO_OK, mac: 'z'.repeat(40) }))).toBe('mac');
    expect(motivo(() => gateway().verificaRitorno({ ...RITORNO_OK, mac: '' }))).toBe('mac');
    const altro = creaGatewayXPay({
      urlPagina: 'https://x.test/p',
      urlStato: 'https://x.test/s',
      alias: 'ALIAS_WEB_00001',
      segreto: 'altro',
    });
    expect(motivo(() => altro.verificaRitorno(RITORNO_OK))).toBe('mac');
  });

  it('refuses missing fields, unknown esito, non-integer or negative importo, another alias: motivo campi', () => {
    for (const campo of ['codTrans', 'esito', 'importo', 'divisa', 'data', 'orario', 'codAut', 'mac']) {
      const { [campo as keyof typeof RITORNO_OK]: _tolto, ...resto } = RITORNO_OK;
      expect(
        motivo(() => gateway().verificaRitorno(resto)),
        campo,
      ).toBe('campi');
    }
    // Even correctly signed, an esito the protocol does not know is refused.
    const firmato = (esito: string, importo: string) => ({
      ...RITORNO_OK,
      esito,
      importo,
      mac: sha1(
        `codTrans=PAG-000123esito=${esito}importo=${importo}divisa=EURdata=20260315orario=142530codAut=A1B2C3` +
          SEGRETO,
      ),
    });
    expect(motivo(() => gateway().verificaRitorno(firmato('PEN', '123456')))).toBe('campi');
    for (const importo of ['1234.56', '-100', '1e5', '', ' 100']) {
      expect(
        motivo(() => gateway().verificaRitorno(firmato('OK', importo))),
        importo,
      ).toBe('campi');
    }
    expect(motivo(() => gateway().verificaRitorno({ ...RITORNO_OK, alias: 'ALTRO' }))).toBe('campi');
    expect(motivo(() => gateway().verificaRitorno({ ...RITORNO_OK, importo: 123456 }))).toBe('campi');
  });
});

describe('XPay statoOrdine', () => {
  function rispondi(corpo: (richiesta: Record<string, unknown>) => Record<string, unknown>, status = 200) {
    const chiamate: Array<{ url: string; body: Record<string, unknown> }> = [];
    const fetchFn = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      chiamate.push({ url: String(url), body });
      return new Response(JSON.stringify(corpo(body)), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    });
    return { fetchFn: fetchFn as unknown as typeof fetch, chiamate };
  }
  const firmata = (esito: string, extra: Record<string, unknown>) => ({
    esito,
    idOperazione: '817263',
    timeStamp: 1773580000000,
    mac: sha1(`esito=${esito}idOperazione=817263timeStamp=1773580000000${SEGRETO}`),
    ...extra,
  });
  const report = (stato: string) => ({
    report: [
      {
        codiceTransazione: 'PAG-000123',
        importo: 123456,
        divisa: 'EUR',
        codiceAutorizzazione: 'A1B2C3',
        stato,
        dettaglio: [
          { codiceTransazione: 'PAG-000123', importo: 123456, divisa: 'EUR', stato, operazioni: [] },
        ],
      },
    ],
  });

  it('sends the signed request Nexi documents and reads a paid order', async () => {
    const { fetchFn, chiamate } = rispondi(() => firmata('OK', report('Contabilizzato')));
    expect(await gateway(fetchFn).statoOrdine('PAG-000123')).toEqual({
      stato: 'pagato',
      importoCentesimi: 123456,
      divisa: 'EUR',
      codAut: 'A1B2C3',
    });
    const [chiamata] = chiamate;
    expect(chiamata?.url).toBe('https://int-ecommerce.nexi.it/ecomm/api/bo/situazioneOrdine');
    const { apiKey, codiceTransazione, timeStamp, mac } = chiamata!.body;
    expect({ apiKey, codiceTransazione }).toEqual({
      apiKey: 'ALIAS_WEB_00001',
      codiceTransazione: 'PAG-000123',
    });
    expect(typeof timeStamp).toBe('number');
    expect(mac).toBe(
      sha1(`apiKey=ALIAS_WEB_00001codiceTransazione=PAG-000123timeStamp=${String(timeStamp)}${SEGRETO}`),
    );
  });

  it('maps the gateway states', async () => {
    const casi: Array<[string, string]> = [
      ['Autorizzato', 'pagato'],
      ['Autor. Negata', 'rifiutato'],
      ['Negato', 'rifiutato'],
      ['Annullato', 'annullato'],
      ['In Corso', 'in_corso'],
      ['Pendente', 'in_corso'],
      ['Stato mai visto', 'in_corso'],
    ];
    for (const [statoGateway, atteso] of casi) {
      const { fetchFn } = rispondi(() => firmata('OK', report(statoGateway)));
      expect((await gateway(fetchFn).statoOrdine('PAG-000123')).stato, statoGateway).toBe(atteso);
    }
    expect(statoDaXPay(' contabilizzato ')).toBe('pagato');
  });

  it('says assente when the report has no such order', async () => {
    const { fetchFn } = rispondi(() => firmata('OK', { report: [] }));
    expect(await gateway(fetchFn).statoOrdine('PAG-000123')).toEqual({ stato: 'assente' });
  });

  it('throws on a bad answer MAC, a KO, or an HTTP error', async () => {
    const falsa = rispondi(() => ({ ...firmata('OK', report('Contabilizzato')), idOperazione: '817264' }));
    await expect(gateway(falsa.fetchFn).statoOrdine('PAG-000123')).rejects.toMatchObject({ motivo: 'mac' });
    const ko = rispondi(() => firmata('KO', { errore: { codice: 3, messaggio: 'Errore MAC' } }));
    await expect(gateway(ko.fetchFn).statoOrdine('PAG-000123')).rejects.toThrow(/esito KO: 3 Errore MAC/);
    const giu = rispondi(() => ({}), 503);
    await expect(gateway(giu.fetchFn).statoOrdine('PAG-000123')).rejects.toThrow(/HTTP 503/);
  });

  it('refuses a paid report whose amount is not integer cents', async () => {
    const { fetchFn } = rispondi(() => {
      const r = report('Contabilizzato');
      r.report[0]!.importo = 12.5;
      return firmata('OK', r);
    });
    await expect(gateway(fetchFn).statoOrdine('PAG-000123')).rejects.toMatchObject({ motivo: 'campi' });
  });
});
