import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  computeTotali,
  regoleDaExtraInfo,
  totaliInEuro,
  type PacchettoDaPrezzare,
} from '../../domain/pricing';
import { PACCHETTI } from '../../db/seed/catalogoPacchetti';
import { TARIFFE } from '../../db/seed/catalogoTariffe';
import { createTestApp, type TestApp } from '../../test/testApp';
import { oggi } from './prezzi';
import { clientOf, pacchettoIds, tra } from './testUtils';

type Client = Awaited<ReturnType<typeof clientOf>>;
interface Prodotto {
  pacchettoID: number;
  pacchetto: string;
  preferito: boolean;
  totali: Record<string, number> | null;
  erroriTotaleCarrello: Array<{ codice: string; descrizione: string; data?: { pacchetto: string } }>;
  commissione: number | null;
  tipoCommissioneID: number | null;
  commissioneEred: number | null;
  tipoCommissioneEredID: number | null;
  parametri: Array<{ fieldType: number; valore: number | null; valoreTesto: string | null }>;
}

let t: TestApp;
let ids: Record<string, number>;
let agenzia: Client;
let rete: Client;
let network: Client;
let banda: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  ids = await pacchettoIds(t.db);
  agenzia = await clientOf(t.app, 'agenzia');
  rete = await clientOf(t.app, 'agenzia.rete');
  network = await clientOf(t.app, 'network');
  const eta = (await agenzia('GET', '/api/dropdown/eta')).json() as {
    items: Array<{ value: number; text: string }>;
  };
  banda = Object.fromEntries(eta.items.map((i) => [i.text, i.value]));
});
afterAll(() => t?.close());

const viaggio = (over: Record<string, unknown> = {}) => ({
  inizioViaggio: tra(30),
  fineViaggio: tra(37),
  destinazioneStato: 'FR',
  nazionalita: 'IT',
  eta: banda['Da 18 a 40 anni'],
  numeroPartecipanti: 2,
  ...over,
});
const confronta = async (c: Client, body: object) => {
  const res = await c('POST', '/api/carrello/confrontaProdotti', body);
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: Prodotto[] }).data;
};
const euro = (over: Partial<Record<string, number>>) => ({
  totaleMarkup: 0,
  scontoCoupon: 0,
  costiAccessori: 0,
  commissioneRete: 0,
  ...over,
});

describe('access to the cart calls', () => {
  it('needs a session, the cart permission and a user up to date with payments', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/carrello/pacchettiCategorie' })).statusCode).toBe(
      401,
    );
    const moroso = await clientOf(t.app, 'moroso');
    const refused = await moroso('GET', '/api/carrello/pacchettiCategorie');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ text: 'NO PERMISSIONS: Pagamento di fine mese da effettuare' });
    const fornitore = await clientOf(t.app, 'fornitore');
    expect((await fornitore('POST', '/api/carrello/confrontaProdotti', { listIDs: [] })).statusCode).toBe(
      403,
    );
  });

  it('rejects a malformed compare request with the spec 400 shape', async () => {
    const res = await agenzia('POST', '/api/carrello/confrontaProdotti', { categoriaID: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      messages: [{ code: 'errore.validazione', text: 'Campo obbligatorio mancante: listIDs', type: 'error' }],
    });
  });
});

describe('categories', () => {
  it('lists the 8 categories in order, with image, colours and the count of sellable products', async () => {
    const res = await agenzia('GET', '/api/carrello/pacchettiCategorie');
    const data = (res.json() as { data: Array<Record<string, unknown>> }).data;
    expect(data.map((c) => c.categoria)).toEqual([
      'Annullamento',
      'Medico e Bagaglio',
      'Multirischio',
      'Studio e Lavoro',
      'Gruppi',
      'Crociere',
      'Annuali',
      'Voli',
    ]);
    expect(data[0]).toEqual({
      itemID: expect.any(Number),
      categoria: 'Annullamento',
      descrizione: 'Il rimborso delle penali se devi rinunciare al viaggio per un imprevisto',
      image: 'categoria-annullamento.svg',
      classeFronte: 'bg-primary text-white',
      classeRetro: 'bg-light text-primary-emphasis',
      ordine: 1,
      numeroProdotti: 3,
    });
    // The agency does not sell two of the group packages; the network's member agency sells all three.
    expect(data.find((c) => c.categoria === 'Gruppi')!.numeroProdotti).toBe(1);
    const reteData = ((await rete('GET', '/api/carrello/pacchettiCategorie')).json() as { data: typeof data })
      .data;
    expect(reteData.find((c) => c.categoria === 'Gruppi')!.numeroProdotti).toBe(3);
  });

  it('shows the back of a category card: its products the caller may sell', async () => {
    const gruppi = (
      (await agenzia('GET', '/api/carrello/pacchettiCategorie')).json() as {
        data: Array<{ itemID: number; categoria: string }>;
      }
    ).data.find((c) => c.categoria === 'Gruppi')!.itemID;
    const mine = await agenzia('GET', `/api/carrello/prodottiCategoria?categoriaID=${gruppi}`);
    expect(mine.json()).toEqual({
      data: [
        {
          itemID: ids.GRUPPI,
          pacchettoID: ids.GRUPPI,
          prodottoID: expect.any(Number),
          pacchetto: 'Gruppi in Viaggio',
        },
      ],
    });
    const theirs = (await rete('GET', `/api/carrello/prodottiCategoria?categoriaID=${gruppi}`)).json() as {
      data: Array<{ pacchetto: string }>;
    };
    expect(theirs.data.map((p) => p.pacchetto)).toEqual([
      'Gruppi in Viaggio',
      'Gite Scolastiche Sicure',
      'Pellegrinaggi e Tour Organizzati',
    ]);
  });
});

describe('confrontaProdotti', () => {
  it('prices a per-person package exactly as computed by hand (Medico Bagaglio Classic, France, 8 days, 2 people)', async () => {
    // Per person (zone EUROPA, 8 days, age band upper 40): medical 18.00 + 2.5% tax 0.45; baggage 6.00 +
    // 21.25% 1.275 → 1.28; assistance 5.00 + 10% 0.50. Net 29.00, tax 2.23, gross 31.23; × 2 = 62.46.
    // Commission 20% of net: 5.80 × 2 = 11.60; withholding 11.5% of 11.60 = 1.334 → 1.33;
    // due 62.46 − 11.60 + 1.33 = 52.19.
    const [p] = await confronta(agenzia, { listIDs: [ids['MB-CLASSIC']!], parametri: viaggio() });
    expect(p!.totali).toEqual(
      euro({
        totaleViaggio: 62.46,
        totaleViaggioImposte: 4.46,
        totaleViaggioPersona: 31.23,
        totaleViaggioPersonaImposte: 2.23,
        commissioni: 11.6,
        totaleViaggioDaPagare: 52.19,
        ritenutaAcconto: 1.33,
      }),
    );
    expect(p!.erroriTotaleCarrello).toEqual([]);
  });

  it('shows the network member agency its inherited commission and the network share, priced accordingly', async () => {
    // 15% of 29.00 = 4.35 × 2 = 8.70; the network's 3%: 0.87 × 2 = 1.74; withholding 11.5% of 8.70 = 1.0005 → 1.00;
    // due 62.46 − 8.70 + 1.00 = 54.76.
    const [p] = await confronta(rete, { listIDs: [ids['MB-CLASSIC']!], parametri: viaggio() });
    expect(p).toMatchObject({
      commissione: 15,
      tipoCommissioneID: 2,
      commissioneEred: 3,
      tipoCommissioneEredID: 2,
    });
    expect(p!.totali).toEqual(
      euro({
        totaleViaggio: 62.46,
        totaleViaggioImposte: 4.46,
        totaleViaggioPersona: 31.23,
        totaleViaggioPersonaImposte: 2.23,
        commissioni: 8.7,
        commissioneRete: 1.74,
        totaleViaggioDaPagare: 54.76,
        ritenutaAcconto: 1,
      }),
    );
    const [own] = await confronta(agenzia, { listIDs: [ids['MB-CLASSIC']!] });
    expect(own).toMatchObject({
      commissione: 20,
      tipoCommissioneID: 2,
      commissioneEred: null,
      tipoCommissioneEredID: null,
    });
    const [nw] = await confronta(network, { listIDs: [ids['MB-CLASSIC']!] });
    expect(nw).toMatchObject({ commissione: 15, tipoCommissioneID: 2, commissioneEred: null });
  });

  it('gives fixed-euro commissions (type 1) on flight packages', async () => {
    const [a] = await confronta(agenzia, { listIDs: [ids['VOLO-RC']!] });
    const [r] = await confronta(rete, { listIDs: [ids['VOLO-RC']!] });
    expect(a).toMatchObject({ commissione: 3.5, tipoCommissioneID: 1, commissioneEred: null });
    expect(r).toMatchObject({
      commissione: 3,
      tipoCommissioneID: 1,
      commissioneEred: 0.5,
      tipoCommissioneEredID: 1,
    });
  });

  it('agrees with the pricing engine for per-person, per-accommodation, per-boat and mandatory-supplementary packages', async () => {
    const params = viaggio({
      destinazioneStato: 'IT',
      importoViaggio: 1500,
      secondoImporto: 4000,
      numeroAlloggi: 1,
    });
    const codes = ['ANN-PLUS', 'CASA-VAC', 'BARCA', 'CROC'];
    const list = await confronta(agenzia, { listIDs: codes.map((c) => ids[c]!), parametri: params });
    const engine = (codice: string, commissione: number): PacchettoDaPrezzare => {
      const seed = PACCHETTI.find((p) => p.codice === codice)!;
      const rows = Object.entries(seed.extraInfo ?? {}).map(([labelID, valore]) => ({
        labelID: Number(labelID),
        valore: Number(labelID) === 14 ? String(ids[valore!]) : valore,
      }));
      return {
        pacchettoID: ids[codice]!,
        pacchetto: seed.nome,
        tariffa: TARIFFE[codice]!,
        regole: regoleDaExtraInfo(rows),
        commissione: { tipoCommissioneID: 2, commissione },
      };
    };
    const expected = (codice: string, commissione: number, complementari: PacchettoDaPrezzare[] = []) => {
      const esito = computeTotali({
        oggi: oggi(),
        viaggio: {
          inizioViaggio: params.inizioViaggio,
          fineViaggio: params.fineViaggio,
          destinazioneStato: 'IT',
          destinazioneGruppoStato: 'ITALIA',
          nazionalita: 'IT',
          etaRange: { min: 18, max: 40 },
          numeroPartecipanti: 2,
          importoViaggio: 1500,
          secondoImporto: 4000,
          numeroAlloggi: 1,
          partecipanti: [],
        },
        pacchetto: engine(codice, commissione),
        complementari,
      });
      if (!esito.ok) throw new Error(JSON.stringify(esito.erroriTotaleCarrello));
      return totaliInEuro(esito.totali);
    };
    expect(list.map((p) => p.pacchetto)).toEqual([
      'Annullamento Viaggio Plus',
      'Casa Vacanze Protetta',
      'Noleggio Barca Sereno',
      'Crociera Serena',
    ]);
    expect(list[0]!.totali).toEqual(expected('ANN-PLUS', 20));
    expect(list[1]!.totali).toEqual(expected('CASA-VAC', 20));
    expect(list[2]!.totali).toEqual(expected('BARCA', 12.5));
    expect(list[3]!.totali).toEqual(expected('CROC', 20, [engine('INT-MED', 20)]));
    // Hand check of the first: 5.5% of 1500 = 82.50 + assistance 3.00, taxed 21.25% and 10% → 17.53 + 0.30;
    // per person 103.33, × 2 + issuing fee 2.00 = 208.66.
    expect(list[0]!.totali!.totaleViaggio).toBe(208.66);
  });

  it('lists a whole category with empty listIDs, without the supplementary-only packages and with the refusals of each', async () => {
    const categoria = (
      (await agenzia('GET', '/api/carrello/pacchettiCategorie')).json() as {
        data: Array<{ itemID: number; categoria: string }>;
      }
    ).data.find((c) => c.categoria === 'Medico e Bagaglio')!.itemID;
    const list = await confronta(agenzia, {
      listIDs: [],
      categoriaID: categoria,
      parametri: viaggio({ destinazioneStato: 'US' }),
    });
    expect(list.map((p) => p.pacchetto)).toEqual([
      'Medico Bagaglio Classic',
      'Assistenza Sanitaria Mondo Top',
      'Salute in Viaggio Italia',
    ]);
    expect(list[2]!.totali).toBeNull();
    expect(list[2]!.erroriTotaleCarrello).toEqual([
      {
        codice: 'pricing.destinazioneNonCoperta',
        descrizione: 'Destinazione non coperta dalla polizza',
        data: { pacchetto: 'Salute in Viaggio Italia' },
      },
    ]);
    expect(list[0]!.totali!.totaleViaggio).toBeGreaterThan(0);
  });

  it('leaves out packages the distributor may not sell, and prices nothing without trip parameters', async () => {
    const list = await confronta(agenzia, { listIDs: [ids.GITE!, ids.GRUPPI!, ids['INT-MED']!] });
    expect(list.map((p) => p.pacchetto)).toEqual(['Gruppi in Viaggio']);
    expect(list[0]!.totali).toBeNull();
    expect(list[0]!.erroriTotaleCarrello).toEqual([]);
  });

  it('returns every comparison field type, with -1 for unlimited values', async () => {
    const list = await confronta(agenzia, { listIDs: [] });
    const types = new Set(list.flatMap((p) => p.parametri.map((r) => r.fieldType)));
    expect([...types].sort((a, b) => a - b)).toEqual([-1, 1, 2, 3, 4, 5, 6, 7]);
    const top = list.find((p) => p.pacchetto === 'Assistenza Sanitaria Mondo Top')!;
    expect(top.parametri).toContainEqual({
      parametroID: expect.any(Number),
      categoria: 'Spese mediche',
      nomeParametro: 'Massimale spese mediche',
      valore: -1,
      valoreTesto: null,
      tipo: 3,
      fieldType: 3,
      decimalSlot: null,
    });
  });
});

describe('favourites', () => {
  it('toggles on status ok, survives in the list and the favourites pseudo-category, toggles off again', async () => {
    const id = ids['SAN-TOP']!;
    const on = await agenzia('POST', '/api/carrello/preferiti', {
      itemIDPacchetto: id,
      userID: '',
      itemID: '',
    });
    expect(on.json()).toEqual({ status: 'ok', data: { preferito: true } });
    expect((await confronta(agenzia, { listIDs: [id] }))[0]!.preferito).toBe(true);
    expect((await confronta(rete, { listIDs: [id] }))[0]!.preferito).toBe(false);
    expect((await confronta(agenzia, { listIDs: [], categoriaID: -1 })).map((p) => p.pacchetto)).toEqual([
      'Assistenza Sanitaria Mondo Top',
    ]);
    const mine = (await agenzia('GET', '/api/carrello/preferiti')).json() as {
      data: Array<{ itemIDPacchetto: number }>;
    };
    expect(mine.data).toEqual([
      { itemID: expect.any(Number), userID: expect.any(Number), itemIDPacchetto: id },
    ]);
    const off = await agenzia('POST', '/api/carrello/preferiti', {
      itemIDPacchetto: id,
      userID: '',
      itemID: '',
    });
    expect(off.json()).toEqual({ status: 'ok', data: { preferito: false } });
    expect(await confronta(agenzia, { listIDs: [], categoriaID: -1 })).toEqual([]);
  });

  it('refuses a package the distributor may not sell with a 404', async () => {
    const res = await agenzia('POST', '/api/carrello/preferiti', {
      itemIDPacchetto: ids.GITE,
      userID: '',
      itemID: '',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ text: 'Il prodotto richiesto non è disponibile per la tua agenzia' });
  });
});

describe('product detail, description, supplementary policies, parameters, search', () => {
  it('gives the product detail of spec 2 §3, with texts, rules and destinations', async () => {
    const res = await agenzia('GET', `/api/carrello/${ids['CASA-VAC']}`);
    expect(res.statusCode).toBe(200);
    const d = (res.json() as { data: Record<string, unknown> }).data;
    expect(d).toMatchObject({
      pacchettoID: ids['CASA-VAC'],
      pacchetto: 'Casa Vacanze Protetta',
      nomeProdotto: 'Nord Est Dolce Casa Vacanze',
      fornitore: 'Nord Est Assicurazioni Viaggi S.p.A.',
      caricaImmagine: false,
      abilitaDatiVolo: false,
      etichettaAlloggioID: 4,
      etichettaAlloggio: 'Unità abitative',
      extraInfo: [
        { labelID: 1, valore: null },
        { labelID: 9, valore: null },
      ],
      destinazioni: [
        { code: 'ITALIA', nazione: 'Italia' },
        { code: 'IT', nazione: 'Italia' },
        { code: 'SM', nazione: 'San Marino' },
        { code: 'VA', nazione: 'Città del Vaticano' },
      ],
      commissione: 20,
      tipoCommissioneID: 2,
    });
    expect(d.testiCarrello).toHaveLength(12);
    expect(d.testiCarrello).toContainEqual({ tipoID: 7, testo: 'Numero unità abitative' });
    expect(d.testiCarrello).toContainEqual({ tipoID: 12, testo: 'Età' });
    expect(d.descrizioneSintetica).toBe(
      '<p>Annullamento dell’affitto della <strong>casa vacanze in Italia</strong>: premio per unità abitativa, imposte incluse.</p>',
    );
    const studenti = (await agenzia('GET', `/api/carrello/${ids.STUDENTI}`)).json() as {
      data: { nazionalita: unknown; testiCarrello: unknown[] };
    };
    expect(studenti.data.nazionalita).toEqual([
      { codice: 'IT', nazione: 'Italia' },
      { codice: 'UE', nazione: 'Unione Europea' },
    ]);
    expect(studenti.data.testiCarrello).toContainEqual({ tipoID: 6, testo: 'Area di Residenza' });
    const volo = (await agenzia('GET', `/api/carrello/${ids['VOLO-RC']}`)).json() as { data: unknown };
    expect(volo.data).toMatchObject({ abilitaDatiVolo: true });
    const gruppi = (await agenzia('GET', `/api/carrello/${ids.GRUPPI}`)).json() as { data: unknown };
    expect(gruppi.data).toMatchObject({ caricaImmagine: true });
  });

  it('hides a package the distributor may not sell (404), and refuses a bad id (400)', async () => {
    for (const url of [
      `/api/carrello/${ids.GITE}`,
      `/api/carrello/descrizione/${ids.GITE}`,
      `/api/carrello/prodotti/complementari/${ids.GITE}`,
      `/api/carrello/parametri?pacchettoID=${ids.GITE}`,
      `/api/carrello/terminiecondizioni?pacchettoId=${ids.GITE}`,
      '/api/carrello/999999',
    ]) {
      const res = await agenzia('GET', url);
      expect(res.statusCode, url).toBe(404);
    }
    expect((await rete('GET', `/api/carrello/${ids.GITE}`)).statusCode).toBe(200);
    expect((await agenzia('GET', '/api/carrello/abc')).statusCode).toBe(400);
  });

  it('serves the short description as sanitised HTML', async () => {
    const res = await agenzia('GET', `/api/carrello/descrizione/${ids['ANN-PLUS']}`);
    expect(res.json()).toEqual({
      data: '<p><strong>Annullamento Viaggio Plus</strong> rimborsa la penale fino a 10.000 € a persona se rinunci al viaggio per malattia, infortunio o motivi di lavoro.</p>',
    });
  });

  it('lists the supplementary policies, the mandatory one flagged', async () => {
    const croc = (await agenzia('GET', `/api/carrello/prodotti/complementari/${ids.CROC}`)).json() as {
      data: Array<Record<string, unknown>>;
    };
    expect(croc.data.map((c) => [c.pacchetto, c.obbligatoria])).toEqual([
      ['Integrativa Spese Mediche Illimitate', true],
      ['Integrativa Tutela Legale in Viaggio', false],
    ]);
    expect(croc.data[0]).toMatchObject({ pacchettoID: ids['INT-MED'], testiCarrello: expect.any(Array) });
    const ann = (await agenzia('GET', `/api/carrello/prodotti/complementari/${ids['ANN-PLUS']}`)).json() as {
      data: Array<Record<string, unknown>>;
    };
    expect(ann.data.map((c) => [c.pacchetto, c.obbligatoria])).toEqual([
      ['Integrativa Spese Mediche Illimitate', false],
      ['Integrativa Tutela Legale in Viaggio', false],
    ]);
  });

  it('gives the comparison catalogue and a package’s guarantees', async () => {
    const all = (await agenzia('GET', '/api/carrello/parametri')).json() as {
      data: Array<Record<string, unknown>>;
    };
    expect(all.data).toHaveLength(17);
    expect(all.data[0]).toEqual({
      parametroID: expect.any(Number),
      categoria: 'Annullamento',
      nomeParametro: 'Annullamento viaggio',
      valore: null,
      valoreTesto: null,
      tipo: 1,
      fieldType: 1,
      decimalSlot: null,
    });
    const mine = (await agenzia('GET', `/api/carrello/parametri?pacchettoID=${ids['ANN-PLUS']}`)).json() as {
      data: Array<{ nomeParametro: string; valore: number | null; valoreTesto: string | null }>;
    };
    expect(mine.data.map((p) => [p.nomeParametro, p.valore ?? p.valoreTesto])).toEqual([
      ['Annullamento viaggio', 1],
      ['Massimale annullamento per persona', 10000],
      ['Scoperto a carico dell’assicurato', 10],
      ['Centrale operativa 24 ore su 24', 1],
      ['Età massima assicurabile', 85],
      ['Copertura COVID-19', 'Inclusa per malattia prima della partenza'],
      ['Valutazione media dei clienti (su 5)', 4.6],
      [
        'Esclusioni principali',
        '<p>Non sono coperti:</p><ul><li>malattie <strong>preesistenti</strong> note alla prenotazione</li><li>sport estremi e competizioni</li><li>viaggi contro il parere medico</li></ul>',
      ],
    ]);
  });

  it('searches products by name among those the distributor sells', async () => {
    const res = await agenzia('GET', `/api/carrello/prodotti?testo=${encodeURIComponent('annull')}`);
    expect(res.json()).toEqual({
      data: [
        { value: ids['ANN-PLUS'], text: 'Annullamento Viaggio Plus' },
        { value: ids['ANN-SP'], text: 'Annullamento Senza Pensieri' },
      ],
    });
    const gite = (await agenzia('GET', '/api/carrello/prodotti?testo=gite')).json();
    expect(gite).toEqual({ data: [] });
    const all = (await agenzia('GET', '/api/carrello/prodotti')).json() as { data: unknown[] };
    expect(all.data).toHaveLength(22);
  });
});
