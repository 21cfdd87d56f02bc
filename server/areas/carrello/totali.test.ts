import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { readPdf } from '../../test/readPdf';
import { clientOf, pacchettoIds, tra } from './testUtils';

type Client = Awaited<ReturnType<typeof clientOf>>;
interface Errore {
  codice: string;
  descrizione: string;
  data?: { pacchetto: string };
}

let t: TestApp;
let ids: Record<string, number>;
let agenzia: Client;
let banda: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  ids = await pacchettoIds(t.db);
  agenzia = await clientOf(t.app, 'agenzia');
  const eta = (await agenzia('GET', '/api/dropdown/eta')).json() as {
    items: Array<{ value: number; text: string }>;
  };
  banda = Object.fromEntries(eta.items.map((i) => [i.text, i.value]));
});
afterAll(() => t?.close());

const parametri = (over: Record<string, unknown> = {}) => ({
  inizioViaggio: tra(30),
  fineViaggio: tra(37),
  destinazioneStato: 'FR',
  nazionalita: 'IT',
  eta: banda['Da 18 a 40 anni'],
  numeroPartecipanti: 2,
  importoViaggio: 1500,
  ...over,
});
const totali = async (body: Record<string, unknown>) => {
  const res = await agenzia('POST', '/api/carrello/totali', body);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: Record<string, unknown> }).data;
};
const errori = async (body: Record<string, unknown>) =>
  ((await totali(body)).erroriTotaleCarrello as Errore[] | undefined) ?? [];

describe('POST carrello/totali', () => {
  it('prices the package with its mandatory supplementary policy, and gives each package’s figures', async () => {
    const data = await totali({ pacchettoID: ids.CROC, parametri: parametri() });
    const pacchetti = data.pacchetti as Array<Record<string, number | string>>;
    expect(pacchetti.map((p) => p.pacchetto)).toEqual([
      'Crociera Serena',
      'Integrativa Spese Mediche Illimitate',
    ]);
    for (const k of ['totaleViaggio', 'commissioni', 'totaleViaggioDaPagare', 'ritenutaAcconto'] as const) {
      expect(data[k]).toBeCloseTo((pacchetti[0]![k] as number) + (pacchetti[1]![k] as number), 2);
    }
    // Supplementary, zone EUROPA, 8 days: 12.00 + 2.5% tax 0.30 = 12.30 a person.
    expect(pacchetti[1]).toMatchObject({ totaleViaggio: 24.6, totaleViaggioPersona: 12.3, commissioni: 4.8 });
  });

  it('takes the linked policies (list or JSON text) with their own destination, and the package’s own overrides', async () => {
    const data = await totali({
      pacchettoID: ids['ANN-PLUS'],
      parametri: parametri(),
      prodottiCollegati: JSON.stringify([
        { pacchettoID: ids['INT-MED'], destinazioneID: 'US', nazionalitaID: 'IT' },
      ]),
    });
    const pacchetti = data.pacchetti as Array<Record<string, number | string>>;
    // USA, 8 days: 39.00 + 2.5% 0.975 → 0.98 = 39.98 a person, 79.96 for two.
    expect(pacchetti[1]).toMatchObject({
      pacchetto: 'Integrativa Spese Mediche Illimitate',
      totaleViaggio: 79.96,
    });
    // The main package's own amount: 5.5% of 1000 = 55.00 + 21.25% 11.6875 → 11.69, + assistance 3.30 = 69.99
    // a person; two people and the 2.00 issuing fee: 141.98, 70.99 a person.
    const own = await totali({ pacchettoID: ids['ANN-PLUS'], parametri: parametri(), importoViaggio: 1000 });
    expect(own.totaleViaggio).toBe(141.98);
    expect(own.totaleViaggioPersona).toBe(70.99);
  });

  it('refuses a supplementary policy that is not linked to the package, or a malformed list', async () => {
    const res = await agenzia('POST', '/api/carrello/totali', {
      pacchettoID: ids.CROC,
      parametri: parametri(),
      prodottiCollegati: [{ pacchettoID: ids['INT-COVID'] }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      messages: [
        {
          code: 'carrello.integrativaNonCollegata',
          text: 'La polizza integrativa scelta non è abbinabile a Crociera Serena',
          type: 'error',
        },
      ],
    });
    const bad = await agenzia('POST', '/api/carrello/totali', {
      pacchettoID: ids.CROC,
      prodottiCollegati: '[{"x":1}]',
    });
    expect(bad.json()).toEqual({
      messages: [
        {
          code: 'carrello.prodottiCollegatiNonValidi',
          text: 'L’elenco delle polizze integrative non è valido',
          type: 'error',
        },
      ],
    });
    const hidden = await agenzia('POST', '/api/carrello/totali', {
      pacchettoID: ids.GITE,
      parametri: parametri(),
    });
    expect(hidden.statusCode).toBe(404);
  });

  it('answers the eligibility errors with their codes, texts and package', async () => {
    const pkg = (pacchetto: string) => ({ data: { pacchetto } });
    expect(
      await errori({ pacchettoID: ids['MB-CLASSIC'], parametri: parametri({ eta: banda['Oltre 85 anni'] }) }),
    ).toEqual([
      {
        codice: 'pricing.limiteEtaMax',
        descrizione: "L'età dei partecipanti supera il massimo previsto dalla polizza",
        ...pkg('Medico Bagaglio Classic'),
      },
    ]);
    expect(
      await errori({ pacchettoID: ids['MB-CLASSIC'], parametri: parametri({ fineViaggio: tra(70) }) }),
    ).toEqual([
      {
        codice: 'pricing.limite30GG',
        descrizione: 'La polizza copre viaggi di durata massima di 30 giorni',
        ...pkg('Medico Bagaglio Classic'),
      },
    ]);
    expect(
      await errori({ pacchettoID: ids.STUDENTI, parametri: parametri({ eta: banda['Fino a 17 anni'] }) }),
    ).toContainEqual({
      codice: 'pricing.limiteEtaMin',
      descrizione: "L'età dei partecipanti è inferiore al minimo previsto dalla polizza",
      ...pkg('Studenti nel Mondo'),
    });
    expect(
      await errori({
        pacchettoID: ids['ANN-SP'],
        parametri: parametri({ tipologiaPolizza: 5, importoViaggio: null }),
      }),
    ).toContainEqual({ codice: 'pricing.importoViaggioRichiesto', descrizione: 'Importo Viaggio richiesto' });
    expect(await errori({ pacchettoID: ids['SAN-ITA'], parametri: parametri(), statoID: 'US' })).toEqual([
      {
        codice: 'pricing.destinazioneNonCoperta',
        descrizione: 'Destinazione non coperta dalla polizza',
        ...pkg('Salute in Viaggio Italia'),
      },
    ]);
    expect(
      await errori({
        pacchettoID: ids['SAN-ITA'],
        parametri: parametri({ destinazioneStato: 'IT' }),
        nazionalitaID: 'EXTRA_UE',
      }),
    ).toEqual([
      {
        codice: 'pricing.nazionalitaNonCoperta',
        descrizione: 'Area di partenza non coperta dalla polizza',
        ...pkg('Salute in Viaggio Italia'),
      },
    ]);
    expect(
      await errori({ pacchettoID: ids.BARCA, parametri: parametri({ destinazioneStato: 'GR' }) }),
    ).toEqual([
      {
        codice: 'pricing.importoImbarcazioneRichiesto',
        descrizione: "Importo dell'imbarcazione richiesto",
        ...pkg('Noleggio Barca Sereno'),
      },
      {
        codice: 'pricing.numeroImbarcazioniRichiesto',
        descrizione: 'Numero di imbarcazioni richiesto',
        ...pkg('Noleggio Barca Sereno'),
      },
    ]);
    expect(
      await errori({ pacchettoID: ids['MB-CLASSIC'], parametri: parametri({ inizioViaggio: tra(-3) }) }),
    ).toContainEqual({
      codice: 'pricing.inizioViaggioPassato',
      descrizione: 'La data di inizio viaggio non può essere nel passato',
    });
  });

  it('applies the minimum and maximum dates of a seasonal package (extra-info 6 and 7)', async () => {
    const detail = (await agenzia('GET', `/api/carrello/${ids.NEVE}`)).json() as {
      data: { extraInfo: Array<{ labelID: number; valore: string | null }> };
    };
    const dal = detail.data.extraInfo.find((e) => e.labelID === 6)!.valore!;
    const al = detail.data.extraInfo.find((e) => e.labelID === 7)!.valore!;
    expect(dal < al).toBe(true);
    const start = tra(1);
    if (start < dal) {
      expect(
        await errori({
          pacchettoID: ids.NEVE,
          parametri: parametri({ inizioViaggio: start, fineViaggio: start }),
        }),
      ).toContainEqual({
        codice: 'pricing.dataMinima',
        descrizione: 'La data di inizio viaggio è precedente alla data minima prevista dalla polizza',
        data: { pacchetto: 'Neve Sicura' },
      });
    }
    const dopo = new Date(Date.parse(al) + 86_400_000).toISOString().slice(0, 10);
    const prima = new Date(Date.parse(al) - 5 * 86_400_000).toISOString().slice(0, 10);
    expect(
      await errori({
        pacchettoID: ids.NEVE,
        parametri: parametri({ inizioViaggio: prima, fineViaggio: dopo }),
      }),
    ).toContainEqual({
      codice: 'pricing.dataMassima',
      descrizione: 'La data di fine viaggio è successiva alla data massima prevista dalla polizza',
      data: { pacchetto: 'Neve Sicura' },
    });
    const ok = await totali({
      pacchettoID: ids.NEVE,
      parametri: parametri({ inizioViaggio: dal, fineViaggio: dal, destinazioneStato: 'IT' }),
    });
    // Italy, 1 day: medical 7.00 + 2.5% 0.175 → 0.18; rescue 4.00 + 10% 0.40; liability 3.00 + 22.25% 0.6675 → 0.67.
    expect(ok.totaleViaggioPersona).toBe(15.25);
  });
});

describe('terms and conditions PDF', () => {
  it('is a real PDF of the package’s terms, inline, with its guarantees and rules', async () => {
    const res = await agenzia(
      'GET',
      `/api/carrello/terminiecondizioni?pacchettoId=${ids.CROC}&prodottoId=${
        ((await agenzia('GET', `/api/carrello/${ids.CROC}`)).json() as { data: { prodottoID: number } }).data
          .prodottoID
      }`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('inline; filename="condizioni-croc.pdf"');
    const pdf = await readPdf(res.rawPayload);
    expect(pdf.pageCount).toBeGreaterThanOrEqual(2);
    expect(pdf.info).toMatchObject({
      Title: 'Condizioni di assicurazione - Crociera Serena',
      Author: 'Europa Assistance Viaggi Compagnia di Assicurazioni S.p.A.',
      Language: 'it-IT',
    });
    const text = pdf.pages
      .flat()
      .join('\n')
      .replace(/\u00a0/g, ' ');
    expect(text).toContain('Condizioni di assicurazione - Crociera Serena');
    expect(text).toContain('• Annullamento crociera');
    expect(text).toContain('Spese mediche - Massimale spese mediche: Illimitato');
    expect(text).toContain('Annullamento - Massimale annullamento per persona: 20.000,00 €');
    expect(text).toContain('La polizza è acquistabile solo insieme alla polizza integrativa abbinata.');
    expect(text).toContain('Oggetto dell’assicurazione');
    expect(pdf.pages[0]!.at(-1)).toBe(
      `Europa Assistance Viaggi Compagnia di Assicurazioni S.p.A. - Pagina 1 di ${pdf.pageCount}`,
    );
  });

  it('refuses a product that is not the package’s, and a missing package id', async () => {
    expect(
      (await agenzia('GET', `/api/carrello/terminiecondizioni?pacchettoId=${ids.CROC}&prodottoId=999999`))
        .statusCode,
    ).toBe(404);
    expect((await agenzia('GET', '/api/carrello/terminiecondizioni')).statusCode).toBe(400);
  });
});

describe('catalogue dropdowns', () => {
  const items = async (c: Client, path: string) =>
    (
      (await c('GET', `/api/dropdown/${path}`)).json() as {
        items: Array<{ value: string | number; text: string }>;
      }
    ).items;

  it('gives state groups, states, departure areas, ages and the visible policy types', async () => {
    expect(await items(agenzia, 'gruppiStato')).toEqual([
      { value: 'ITALIA', text: 'Italia' },
      { value: 'EUROPA', text: 'Europa' },
      { value: 'MEDITERRANEO', text: 'Bacino del Mediterraneo' },
      { value: 'USA_CANADA', text: 'USA e Canada' },
      { value: 'MONDO', text: 'Mondo' },
    ]);
    expect(await items(agenzia, 'stati?gruppo=USA_CANADA')).toEqual([
      { value: 'CA', text: 'Canada' },
      { value: 'US', text: 'Stati Uniti' },
    ]);
    expect((await items(agenzia, 'stati')).length).toBeGreaterThan(50);
    expect(await items(agenzia, 'nazionalita')).toEqual([
      { value: 'IT', text: 'Italia' },
      { value: 'UE', text: 'Unione Europea' },
      { value: 'EXTRA_UE', text: 'Resto del mondo' },
    ]);
    expect((await items(agenzia, 'eta')).map((i) => i.text)).toEqual([
      'Fino a 17 anni',
      'Da 18 a 40 anni',
      'Da 41 a 65 anni',
      'Da 66 a 70 anni',
      'Da 71 a 75 anni',
      'Da 76 a 80 anni',
      'Da 81 a 85 anni',
      'Oltre 85 anni',
    ]);
    const tipi = await items(agenzia, 'tipologiePolizza');
    expect(tipi).toHaveLength(8);
    expect(tipi).toContainEqual({ value: 5, text: 'Annullamento' });
    expect(tipi.map((i) => i.text)).not.toContain('Integrativa');
    const dest = await items(agenzia, 'destinazioni');
    expect(dest.slice(0, 5).map((i) => i.value)).toEqual([
      'ITALIA',
      'EUROPA',
      'MEDITERRANEO',
      'USA_CANADA',
      'MONDO',
    ]);
    expect(dest).toContainEqual({ value: 'FR', text: 'Francia' });
  });

  it('scopes packages and distributors to the user, and lists the four suppliers', async () => {
    const pacchettiAgenzia = await items(agenzia, 'pacchettiDistributori');
    expect(pacchettiAgenzia.map((i) => i.value)).not.toContain(ids.GITE);
    expect(pacchettiAgenzia).toHaveLength(25);
    const admin = await clientOf(t.app, 'admin');
    expect(await items(admin, 'pacchettiDistributori')).toHaveLength(27);
    const network = await clientOf(t.app, 'network');
    expect((await items(network, 'distributori')).map((i) => i.text)).toEqual([
      'Dolomiti Travel S.a.s. (AG0003)',
      'Rete Agenzie Italiane Viaggiare Insieme S.c.a.r.l. (NW0001)',
      'Sole e Mare Viaggi di Rossi Laura (AG0002)',
    ]);
    expect(await items(agenzia, 'distributori')).toEqual([
      { value: expect.any(Number), text: 'Agenzia Viaggi Il Gabbiano S.r.l. (AG0001)' },
    ]);
    expect((await items(agenzia, 'fornitori')).map((i) => i.text)).toEqual([
      'Adriatica Tutela Viaggio S.p.A.',
      'Europa Assistance Viaggi Compagnia di Assicurazioni S.p.A.',
      'Nord Est Assicurazioni Viaggi S.p.A.',
      'Viaggi Sicuri Assicurazioni S.p.A.',
    ]);
  });
});

describe('file/image/{name}', () => {
  it('serves a catalogue image without a session, as SVG that may not run script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/file/image/categoria-voli.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(res.body).toContain('<title>Voli</title>');
  });

  it('falls back to a named image, redirects to a same-site path, or serves the placeholder', async () => {
    const named = await t.app.inject({
      method: 'GET',
      url: '/api/file/image/manca.png?fallback=categoria-gruppi.svg',
    });
    expect(named.statusCode).toBe(200);
    expect(named.body).toContain('<title>Gruppi</title>');
    const redirect = await t.app.inject({
      method: 'GET',
      url: '/api/file/image/manca.png?fallback=/img/logo.png',
    });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe('/img/logo.png');
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/file/image/manca.png?fallback=${encodeURIComponent('https://evil.example/x.png')}`,
    });
    expect(other.statusCode).toBe(200);
    expect(other.body).toContain('<title>Immagine non disponibile</title>');
  });

  it('answers 404 for a missing image without fallback and for unsafe names', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/file/image/manca.png' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ text: 'Immagine non trovata' });
    for (const name of ['..%2F..%2Fpackage.json', '.hidden.svg', 'categoria-voli.txt']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/file/image/${name}` })).statusCode).toBe(404);
    }
  });
});
