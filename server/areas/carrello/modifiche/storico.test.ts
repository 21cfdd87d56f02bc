import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storicoModifiche, storicoModificheEsiti, users } from '../../../db/schema';
import { bearer, createTestApp, login, type TestApp } from '../../../test/testApp';
import { creaPolizzaDiProva } from '../../adesioni/certificato/polizzaDiProva';
import { POLIZZA_NON_TROVATA } from '../../adesioni/dettaglioRoutes';
import { registraModifica } from './storico';

let t: TestApp;
const tokens: Record<string, string> = {};
const utenti: Record<string, number> = {};
let polizza: number;
let vuota: number;
let senzaModifiche: number;
let altrui: number;
let righe: { date: number[]; nomi: number[]; richiestaA: number[]; richiestaB: number[] };

const get = (id: number | string, who?: string, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/carrello/modifiche/elenco/${id}${query}`,
    ...(who ? { headers: bearer(tokens[who]!) } : {}),
  });

/** The database's refusal of a statement, as text (or null when it ran). */
async function rifiuto(run: () => Promise<unknown>): Promise<string | null> {
  try {
    await run();
    return null;
  } catch (e) {
    const err = e as { message?: string; cause?: { message?: string } };
    return `${err.message ?? ''} ${err.cause?.message ?? ''}`;
  }
}

beforeAll(async () => {
  t = await createTestApp();
  for (const u of await t.db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, ['agenzia', 'admin', 'tour'])))
    utenti[u.username] = u.id;
  const crea = async (username: string, numero: string) =>
    (await creaPolizzaDiProva(t.db, { username, pacchettoCodice: 'ANN-PLUS', assicurati: 2, numero })).id;
  polizza = await crea('agenzia', 'STOR-1');
  vuota = await crea('agenzia', 'STOR-2');
  altrui = await crea('tour', 'STOR-3');
  senzaModifiche = await crea('agenzia', 'STOR-4');

  // An applied change of dates, then names changed by back office signed in as the agency, then two
  // requests (one accepted, one refused), each save in its own transaction as the POST will do it.
  const salva = (m: Parameters<typeof registraModifica>[1]) =>
    t.db.transaction(async (tx) => (await registraModifica(tx, m)).ids);
  const date = await salva({
    adesioneId: polizza,
    userId: utenti.agenzia!,
    richiestaModifica: false,
    aree: [
      {
        tipoModifica: 'chDate',
        valoreOriginale: '01/07/2027 - 15/07/2027',
        valoreModificato: '04/07/2027 - 18/07/2027',
        causale: 'Richiesta del cliente',
      },
      { tipoModifica: 'chImportoViaggio', valoreOriginale: '2400', valoreModificato: '2600' },
    ],
  });
  await t.db.execute(sql`select pg_sleep(0.01)`);
  const nomi = await salva({
    adesioneId: polizza,
    userId: utenti.agenzia!,
    impersonatoreId: utenti.admin!,
    richiestaModifica: false,
    aree: [
      {
        tipoModifica: 'chNomi',
        valoreOriginale: 'Cognome1 Nome1',
        valoreModificato: 'Ødegård Łukasz',
        flagWarning: true,
        causale: 'Errore di inserimento',
      },
    ],
  });
  await t.db.execute(sql`select pg_sleep(0.01)`);
  const richiestaA = await salva({
    adesioneId: polizza,
    userId: utenti.agenzia!,
    richiestaModifica: true,
    aree: [{ tipoModifica: 'chNumeroAssicurati', valoreOriginale: '2', valoreModificato: '3' }],
  });
  await t.db.execute(sql`select pg_sleep(0.01)`);
  const richiestaB = await salva({
    adesioneId: polizza,
    userId: utenti.agenzia!,
    richiestaModifica: true,
    aree: [{ tipoModifica: 'chNumeroAssicurati', valoreOriginale: '2', valoreModificato: '1' }],
  });
  await t.db.insert(storicoModificheEsiti).values([
    { storicoModificaId: richiestaA[0]!, esito: 'modificaEffettuata', userId: utenti.admin! },
    {
      storicoModificaId: richiestaB[0]!,
      esito: 'modificaRifiutata',
      motivoRifiuto: 'Il viaggio è già iniziato',
      userId: utenti.admin!,
    },
  ]);
  await salva({
    adesioneId: altrui,
    userId: utenti.tour!,
    richiestaModifica: false,
    aree: [{ tipoModifica: 'chDate', valoreOriginale: 'a', valoreModificato: 'b' }],
  });
  righe = { date, nomi, richiestaA, richiestaB };
  for (const u of ['agenzia', 'agenzia.rete', 'tour', 'admin']) tokens[u] = await login(t.app, u);
});
afterAll(() => t?.close());

describe('registraModifica', () => {
  it('writes one row per changed area, sharing the operation, who made it and the impersonator', async () => {
    const rows = await t.db
      .select()
      .from(storicoModifiche)
      .where(inArray(storicoModifiche.id, [...righe.date, ...righe.nomi]))
      .orderBy(storicoModifiche.id);
    expect(rows.map((r) => [r.tipoModifica, r.userId, r.impersonatoreId, r.richiestaModifica])).toEqual([
      ['chDate', utenti.agenzia, null, false],
      ['chImportoViaggio', utenti.agenzia, null, false],
      ['chNomi', utenti.agenzia, utenti.admin, false],
    ]);
    expect(rows[0]!.operazioneId).toBe(rows[1]!.operazioneId);
    expect(rows[2]!.operazioneId).not.toBe(rows[0]!.operazioneId);
    expect(rows.every((r) => r.dataModifica !== null)).toBe(true);
  });

  it('writes nothing when the change it belongs to rolls back, and nothing for no changed area', async () => {
    const prima = await t.db.$count(storicoModifiche);
    await expect(
      t.db.transaction(async (tx) => {
        await registraModifica(tx, {
          adesioneId: vuota,
          userId: utenti.agenzia!,
          richiestaModifica: false,
          aree: [{ tipoModifica: 'chDate', valoreOriginale: 'x', valoreModificato: 'y' }],
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(
      await registraModifica(t.db, {
        adesioneId: vuota,
        userId: utenti.agenzia!,
        richiestaModifica: false,
        aree: [],
      }),
    ).toEqual({ operazioneId: null, ids: [] });
    expect(await t.db.$count(storicoModifiche)).toBe(prima);
  });

  it('writes a save once: the same operazioneId again, even twenty at once, adds no rows', async () => {
    const operazioneId = '5b0c7d1e-2f3a-4b5c-8d6e-7f8091a2b3c4';
    const salva = () =>
      t.db.transaction((tx) =>
        registraModifica(tx, {
          adesioneId: vuota,
          userId: utenti.agenzia!,
          richiestaModifica: false,
          operazioneId,
          aree: [
            { tipoModifica: 'chDate', valoreOriginale: 'a', valoreModificato: 'b' },
            { tipoModifica: 'chNomi', valoreOriginale: 'c', valoreModificato: 'd' },
          ],
        }),
      );
    const esiti = await Promise.all(Array.from({ length: 20 }, salva));
    expect(esiti.map((e) => e.ids.length).sort()).toEqual([...Array(19).fill(0), 2]);
    expect(await t.db.$count(storicoModifiche, eq(storicoModifiche.operazioneId, operazioneId))).toBe(2);
  });
});

describe('the database keeps the history append-only', () => {
  it('refuses UPDATE and DELETE of a history row, and TRUNCATE of the table', async () => {
    const id = righe.date[0]!;
    expect(
      await rifiuto(() =>
        t.db.update(storicoModifiche).set({ valoreModificato: 'falso' }).where(eq(storicoModifiche.id, id)),
      ),
    ).toMatch(/storico_modifiche is append-only/);
    expect(await rifiuto(() => t.db.delete(storicoModifiche).where(eq(storicoModifiche.id, id)))).toMatch(
      /storico_modifiche is append-only/,
    );
    expect(await rifiuto(() => t.db.execute(sql`truncate storico_modifiche cascade`))).toMatch(/append-only/);
    const [row] = await t.db.select().from(storicoModifiche).where(eq(storicoModifiche.id, id));
    expect(row?.valoreModificato).toBe('04/07/2027 - 18/07/2027');
  });

  it('decides a request once: its outcome cannot change, go, or be given twice, and only a request has one', async () => {
    const richiesta = righe.richiestaB[0]!;
    expect(
      await rifiuto(() =>
        t.db
          .update(storicoModificheEsiti)
          .set({ esito: 'modificaEffettuata' })
          .where(eq(storicoModificheEsiti.storicoModificaId, richiesta)),
      ),
    ).toMatch(/storico_modifiche_esiti is append-only/);
    expect(
      await rifiuto(() =>
        t.db.delete(storicoModificheEsiti).where(eq(storicoModificheEsiti.storicoModificaId, richiesta)),
      ),
    ).toMatch(/storico_modifiche_esiti is append-only/);
    expect(
      await rifiuto(() =>
        t.db
          .insert(storicoModificheEsiti)
          .values({ storicoModificaId: richiesta, esito: 'modificaEffettuata', userId: utenti.admin! }),
      ),
    ).not.toBeNull();
    expect(
      await rifiuto(() =>
        t.db
          .insert(storicoModificheEsiti)
          .values({ storicoModificaId: righe.date[0]!, esito: 'modificaEffettuata', userId: utenti.admin! }),
      ),
    ).toMatch(/is not a change request/);
    // A refusal says why.
    const [nuova] = await registraModifica(t.db, {
      adesioneId: vuota,
      userId: utenti.agenzia!,
      richiestaModifica: true,
      aree: [{ tipoModifica: 'chNomi', valoreOriginale: 'a', valoreModificato: 'b' }],
    }).then((r) => r.ids);
    expect(
      await rifiuto(() =>
        t.db
          .insert(storicoModificheEsiti)
          .values({ storicoModificaId: nuova!, esito: 'modificaRifiutata', motivoRifiuto: ' ', userId: 1 }),
      ),
    ).toMatch(/storico_modifiche_esiti_motivo/);
  });
});

describe('GET /api/carrello/modifiche/elenco/:praticaID', () => {
  it("answers the caller's policy history as grid data, newest first, with each request's outcome", async () => {
    const res = await get(polizza, 'agenzia');
    expect(res.statusCode, res.body).toBe(200);
    const { items, total } = res.json();
    expect(total).toBe(5);
    expect(
      items.map((r: Record<string, unknown>) => [
        r.itemID,
        r.tipoModifica,
        r.valoreOriginale,
        r.valoreModificato,
        r.causale,
        r.flagWarning,
        r.richiestaModifica,
        r.modificaEffettuata,
        r.modificaRifiutata,
        r.motivoRifiuto,
      ]),
    ).toEqual([
      [
        righe.richiestaB[0],
        'chNumeroAssicurati',
        '2',
        '1',
        null,
        false,
        true,
        false,
        true,
        'Il viaggio è già iniziato',
      ],
      [righe.richiestaA[0], 'chNumeroAssicurati', '2', '3', null, false, true, true, false, null],
      [
        righe.nomi[0],
        'chNomi',
        'Cognome1 Nome1',
        'Ødegård Łukasz',
        'Errore di inserimento',
        true,
        false,
        true,
        false,
        null,
      ],
      [
        righe.date[0],
        'chDate',
        '01/07/2027 - 15/07/2027',
        '04/07/2027 - 18/07/2027',
        'Richiesta del cliente',
        false,
        false,
        true,
        false,
        null,
      ],
      [righe.date[1], 'chImportoViaggio', '2400', '2600', null, false, false, true, false, null],
    ]);
    const [rifiutata, accettata, , applicata] = items;
    expect(applicata.dataOperazione).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(applicata.dataModifica).toBe(applicata.dataOperazione);
    expect(accettata.dataModifica).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(rifiutata.dataModifica).toBeNull();
    expect(applicata.utente).toBe('agenzia');
  });

  it('pages and sorts as every grid (the list parameters)', async () => {
    const res = await get(polizza, 'agenzia', '?sort=itemID&page=2&pageSize=2');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().total).toBe(5);
    expect(res.json().items.map((r: { itemID: number }) => r.itemID)).toEqual([
      righe.nomi[0],
      righe.richiestaA[0],
    ]);
  });

  it('answers an empty history as an empty list, and back office every policy', async () => {
    expect((await get(senzaModifiche, 'agenzia')).json()).toEqual({ items: [], total: 0 });
    expect((await get(altrui, 'admin')).json().total).toBe(1);
  });

  it("is 404 for another distributor's policy and for one that does not exist, in Italian", async () => {
    for (const [id, who] of [
      [polizza, 'agenzia.rete'],
      [polizza, 'tour'],
      [altrui, 'agenzia'],
      [999_999_999, 'agenzia'],
    ] as const) {
      const res = await get(id, who);
      expect(res.statusCode, `${id} ${who}`).toBe(404);
      expect(res.json().text).toBe(POLIZZA_NON_TROVATA);
    }
  });

  it('asks an anonymous caller to sign in (401)', async () => {
    expect((await get(polizza)).statusCode).toBe(401);
  });

  it('refuses an id that is not a number, or a bad list parameter, with 400 and an Italian message', async () => {
    for (const id of ['abc', '-1', '1.5', '12345678901', "1'%20or%201=1"]) {
      const res = await get(id, 'agenzia');
      expect(res.statusCode, id).toBe(400);
      expect(res.json().messages, id).toEqual([
        { code: 'errore.validazione', text: 'Valore non valido per il campo praticaID', type: 'error' },
      ]);
    }
    const res = await get(polizza, 'agenzia', '?sort=nonEsiste');
    expect(res.statusCode).toBe(400);
    expect(res.json().messages[0].code).toBe('errore.validazione');
  });
});
