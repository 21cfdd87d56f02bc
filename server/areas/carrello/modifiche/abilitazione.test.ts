import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  distributori,
  pacchetti,
  pacchettiDistributori,
  pacchettiDistributoriModifiche,
} from '../../../db/schema';
import { bearer, createTestApp, login, type TestApp } from '../../../test/testApp';
import { creaPolizzaDiProva } from '../../adesioni/certificato/polizzaDiProva';
import { POLIZZA_NON_TROVATA } from '../../adesioni/dettaglioRoutes';

let t: TestApp;
const tokens: Record<string, string> = {};
const polizze: Record<string, number> = {};

const get = (id: number | string, who?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/carrello/modifiche/abilitazione/${id}`,
    ...(who ? { headers: bearer(tokens[who]!) } : {}),
  });

beforeAll(async () => {
  t = await createTestApp();
  const polizza = async (chiave: string, username: string, pacchettoCodice: string) => {
    polizze[chiave] = (
      await creaPolizzaDiProva(t.db, { username, pacchettoCodice, assicurati: 2, numero: `ABIL-${chiave}` })
    ).id;
  };
  await polizza('standard', 'agenzia', 'ANN-PLUS');
  await polizza('richiesta', 'agenzia', 'ANN-SP');
  await polizza('bloccata', 'agenzia', 'VOLO-RC');
  await polizza('studenti', 'agenzia', 'STUDENTI');
  await polizza('tour', 'tour', 'MULTI-MONDO');
  await polizza('rete', 'agenzia.rete', 'NEVE');
  // The network's own offer of NEVE: request-only, names closed. Its member agency sells the
  // network's catalogue (no row of its own), so the network's rules are the ones of its policies.
  const [nw] = await t.db
    .select({ id: distributori.id })
    .from(distributori)
    .where(eq(distributori.codice, 'NW0001'));
  const [neve] = await t.db.select({ id: pacchetti.id }).from(pacchetti).where(eq(pacchetti.codice, 'NEVE'));
  await t.db
    .update(pacchettiDistributori)
    .set({ soloRichiestaModifica: true })
    .where(
      and(eq(pacchettiDistributori.pacchettoId, neve!.id), eq(pacchettiDistributori.distributoreId, nw!.id)),
    );
  await t.db
    .insert(pacchettiDistributoriModifiche)
    .values({ pacchettoId: neve!.id, distributoreId: nw!.id, area: 'chNomi', modificabile: false });
  for (const u of ['agenzia', 'agenzia.rete', 'network', 'tour', 'admin']) tokens[u] = await login(t.app, u);
});
afterAll(() => t?.close());

describe('GET /api/carrello/modifiche/abilitazione/:praticaItemID', () => {
  it("answers the seeded rules of the caller's policy in item1, flat, as the spec names them", async () => {
    const res = await get(polizze.standard!, 'agenzia');
    expect(res.statusCode, res.body).toBe(200);
    expect(Object.keys(res.json())).toEqual(['item1', 'item2']);
    expect(res.json()).toMatchObject({ item2: { itemID: polizze.standard, versione: 1, stato: 'emessa' } });
    expect(res.json()).toEqual({
      item2: res.json().item2,
      item1: {
        chDate: true,
        chDateDeltaGiorni: null,
        chDateCausali: 'Richiesta del cliente;Errore di inserimento',
        chDateCausaleObbligatoria: false,
        chDateFlagWarning: false,
        chDateMessaggioWarning: null,
        chDateMessaggioToDo: null,
        chImportoViaggio: true,
        chImportoViaggioDeltaGiorni: null,
        chImportoViaggioCausali:
          'Richiesta del cliente;Errore di inserimento;Adeguamento del costo del viaggio',
        chImportoViaggioCausaleObbligatoria: true,
        chImportoViaggioFlagWarning: false,
        chImportoViaggioMessaggioWarning: null,
        chImportoViaggioMessaggioToDo: null,
        chNumeroAssicurati: true,
        chNumeroAssicuratiDeltaGiorni: null,
        chNumeroAssicuratiCausali:
          'Rinuncia di un partecipante;Aggiunta di un partecipante;Errore di inserimento',
        chNumeroAssicuratiCausaleObbligatoria: true,
        chNumeroAssicuratiFlagWarning: false,
        chNumeroAssicuratiMessaggioWarning: null,
        chNumeroAssicuratiMessaggioToDo: null,
        chNomi: true,
        chNomiDeltaGiorni: null,
        chNomiCausali: 'Errore di inserimento;Sostituzione del partecipante',
        chNomiCausaleObbligatoria: true,
        chNomiFlagWarning: true,
        chNomiMessaggioWarning:
          'La sostituzione di un assicurato è ammessa solo prima della partenza e con il consenso scritto del cliente.',
        chNomiMessaggioToDo:
          'Conservare la richiesta scritta del cliente e copia del documento d’identità del nuovo assicurato.',
        soloRichiestaModifica: false,
      },
    });
  });

  it('answers a request-only package, one not changeable at all, and a DeltaGiorni with a warning', async () => {
    expect((await get(polizze.richiesta!, 'agenzia')).json().item1).toMatchObject({
      soloRichiestaModifica: true,
      chDate: true,
    });
    expect((await get(polizze.bloccata!, 'agenzia')).json().item1).toMatchObject({
      chDate: false,
      chImportoViaggio: false,
      chNumeroAssicurati: false,
      chNomi: false,
      chNomiCausali: '',
      soloRichiestaModifica: false,
    });
    expect((await get(polizze.studenti!, 'agenzia')).json().item1).toMatchObject({
      chDate: true,
      chDateDeltaGiorni: 30,
      chDateCausali: 'Prolungamento del soggiorno;Richiesta del cliente',
      chDateCausaleObbligatoria: true,
      chDateFlagWarning: true,
      chDateMessaggioWarning:
        'Il prolungamento del soggiorno è coperto solo se comunicato prima della fine del viaggio indicata in polizza.',
      chNomi: false,
    });
  });

  it("applies the selling distributor's own offer, and a member agency its network's", async () => {
    const tour = (await get(polizze.tour!, 'tour')).json().item1;
    expect(tour).toMatchObject({
      chDateCausali: 'Variazione del tour operator;Richiesta del cliente;Errore di inserimento',
      chDateCausaleObbligatoria: true,
      // The areas the offer says nothing about keep the package's rules.
      chNomi: true,
      chNomiFlagWarning: true,
    });
    for (const who of ['agenzia.rete', 'network']) {
      const rete = (await get(polizze.rete!, who)).json().item1;
      expect(rete, who).toMatchObject({ soloRichiestaModifica: true, chNomi: false, chDate: true });
    }
  });

  it("is 404 for another distributor's policy and for one that does not exist, in Italian", async () => {
    for (const [id, who] of [
      [polizze.standard!, 'agenzia.rete'],
      [polizze.standard!, 'tour'],
      [polizze.tour!, 'agenzia'],
      [999_999_999, 'agenzia'],
    ] as const) {
      const res = await get(id, who);
      expect(res.statusCode, `${id} ${who}`).toBe(404);
      expect(res.json().text).toBe(POLIZZA_NON_TROVATA);
    }
  });

  it('answers back office, who sees every policy', async () => {
    expect((await get(polizze.standard!, 'admin')).statusCode).toBe(200);
  });

  it('asks an anonymous caller to sign in (401)', async () => {
    expect((await get(polizze.standard!)).statusCode).toBe(401);
  });

  it('refuses an id that is not a number with 400 and an Italian message, never a 5xx', async () => {
    for (const id of ['abc', '-1', '1.5', '12345678901', "1'%20or%201=1"]) {
      const res = await get(id, 'agenzia');
      expect(res.statusCode, id).toBe(400);
      expect(res.json().messages, id).toEqual([
        { code: 'errore.validazione', text: 'Valore non valido per il campo praticaItemID', type: 'error' },
      ]);
    }
  });
});
