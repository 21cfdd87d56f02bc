import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pacchetti, prodotti, users } from '../../db/schema';
import { bearer, createTestApp, login, type TestApp } from '../../test/testApp';
import { creaPolizzaDiProva, VOLO_DI_PROVA } from './certificato/polizzaDiProva';
import { POLIZZA_NON_TROVATA } from './dettaglioRoutes';

let t: TestApp;
let polizza: Awaited<ReturnType<typeof creaPolizzaDiProva>>;
const tokens: Record<string, string> = {};

const url = (guid: string) => `/api/my${t.config.brand.slug}/adesioni/${guid}`;
const get = (guid: string, who?: string) =>
  t.app.inject({ method: 'GET', url: url(guid), ...(who ? { headers: bearer(tokens[who]!) } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  const [fornitoreUser] = await t.db.select().from(users).where(eq(users.username, 'fornitore'));
  const [pack] = await t.db
    .select({ codice: pacchetti.codice })
    .from(pacchetti)
    .innerJoin(prodotti, eq(prodotti.id, pacchetti.prodottoId))
    .where(eq(prodotti.fornitoreId, fornitoreUser!.fornitoreId!))
    .orderBy(pacchetti.id)
    .limit(1);
  polizza = await creaPolizzaDiProva(t.db, {
    username: 'agenzia',
    pacchettoCodice: pack!.codice,
    assicurati: 2,
    voli: [VOLO_DI_PROVA],
    credito: true,
    numero: 'DETT-2026-00001',
  });
  for (const u of ['agenzia', 'agenzia.rete', 'admin']) tokens[u] = await login(t.app, u);
});
afterAll(() => t?.close());

describe('GET /api/my{product}/adesioni/:itemGUID', () => {
  it('answers the selling agency the policy as datiAdesione, flights decoded', async () => {
    const res = await get(polizza.itemGuid, 'agenzia');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      itemGUID: polizza.itemGuid,
      numero: 'DETT-2026-00001',
      totalePremio: 1212.5,
      totalePremioImposte: 212.5,
      commissioni: 145.5,
      totalePremioDaPagare: 1067,
      numeroPartecipanti: 2,
      partecipantiElencoLista: [
        { nome: 'Łukasz', cognome: 'Ødegård' },
        { nome: 'Nome1', cognome: 'Cognome1' },
      ],
      inizioViaggio: '2027-07-01',
      fineViaggio: '2027-07-15',
      destinazione: 'Francia',
      nazionalita: 'Italia',
      riferimentoPratica: 'RIF-DETT-2026-00001',
      acquistataConCredito: true,
      certificato: `file/adesione/${polizza.itemGuid}`,
      datiVolo: [VOLO_DI_PROVA],
      itemID: polizza.id,
    });
    // The encoded forms of spec 2 §3 are still there, and say the same.
    expect(JSON.parse(Buffer.from(data.datiAggiuntivi, 'base64').toString('utf8'))).toEqual([
      { descrizione: 'Numero prenotazione', value: 'PNR-4711' },
    ]);
    expect(JSON.parse(Buffer.from(data.datiExtra, 'base64url').toString('utf8'))).toEqual({
      datiVolo: [VOLO_DI_PROVA],
    });
  });

  it('answers back office too', async () => {
    const res = await get(polizza.itemGuid, 'admin');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.numero).toBe('DETT-2026-00001');
  });

  it('is 404 to an agency that did not sell it, as for a policy that does not exist', async () => {
    for (const guid of [polizza.itemGuid, '00000000-0000-4000-8000-000000000000', "x' or 1=1"]) {
      const res = await get(encodeURIComponent(guid), guid === polizza.itemGuid ? 'agenzia.rete' : 'admin');
      expect(res.statusCode).toBe(404);
      expect(res.json().text).toBe(POLIZZA_NON_TROVATA);
    }
  });

  it('asks for sign-in', async () => {
    expect((await get(polizza.itemGuid)).statusCode).toBe(401);
  });
});
