import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adesioni,
  messaggi,
  pacchetti,
  prodotti,
  richiesteModifica,
  storicoModifiche,
  storicoModificheEsiti,
  users,
} from '../../../db/schema';
import { bearer, createTestApp, login, type TestApp } from '../../../test/testApp';
import { creaPolizzaDiProva } from '../../adesioni/certificato/polizzaDiProva';
import { registraModifica, type AreaCambiata } from './storico';

let t: TestApp;
const tokens: Record<string, string> = {};
const utenti: Record<string, number> = {};
/** Requests by name: A (two areas) and B on the supplier's policies, C on another supplier's. */
const op: Record<'A' | 'B' | 'C', string> = { A: '', B: '', C: '' };
const polizze: Record<'A' | 'B' | 'C', number> = { A: 0, B: 0, C: 0 };

const LIST = '/api/carrello/modifiche/richieste';
const list = (who: string, query = '') =>
  t.app.inject({ method: 'GET', url: `${LIST}${query}`, headers: bearer(tokens[who]!) });
const rifiuta = (who: string, operazioneId: string, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `${LIST}/${operazioneId}/rifiuta`,
    headers: bearer(tokens[who]!),
    payload: body as Record<string, unknown>,
  });
type Riga = Record<string, unknown>;
const mie = (items: Riga[]) => items.filter((r) => Object.values(op).includes(String(r.operazioneId)));

/** A saved request as the change save writes it: history rows (not applied) and the request body. */
async function richiesta(adesioneId: number, aree: AreaCambiata[]): Promise<string> {
  return t.db.transaction(async (tx) => {
    const { operazioneId } = await registraModifica(tx, {
      adesioneId,
      userId: utenti.agenzia!,
      richiestaModifica: true,
      aree,
    });
    await tx.insert(richiesteModifica).values({
      operazioneId: operazioneId!,
      adesioneId,
      versioneBase: 1,
      userId: utenti.agenzia!,
      richiesta: { richiestaModifica: true, versione: 1 },
    });
    return operazioneId!;
  });
}

beforeAll(async () => {
  t = await createTestApp();
  for (const u of await t.db
    .select({ id: users.id, username: users.username, fornitoreId: users.fornitoreId })
    .from(users)
    .where(inArray(users.username, ['agenzia', 'admin', 'fornitore'])))
    utenti[u.username] = u.id;
  const [fornitore] = await t.db
    .select({ fornitoreId: users.fornitoreId })
    .from(users)
    .where(eq(users.username, 'fornitore'));
  const pacchettoDi = async (mio: boolean) =>
    (
      await t.db
        .select({ codice: pacchetti.codice })
        .from(pacchetti)
        .innerJoin(prodotti, eq(prodotti.id, pacchetti.prodottoId))
        .where(
          and(
            mio
              ? eq(prodotti.fornitoreId, fornitore!.fornitoreId!)
              : ne(prodotti.fornitoreId, fornitore!.fornitoreId!),
          ),
        )
        .orderBy(pacchetti.id)
        .limit(1)
    )[0]!.codice;
  const mio = await pacchettoDi(true);
  const altrui = await pacchettoDi(false);
  const crea = async (codice: string, numero: string) =>
    (await creaPolizzaDiProva(t.db, { username: 'agenzia', pacchettoCodice: codice, assicurati: 2, numero }))
      .id;
  polizze.A = await crea(mio, 'RICH-1');
  polizze.B = await crea(mio, 'RICH-2');
  polizze.C = await crea(altrui, 'RICH-3');
  op.A = await richiesta(polizze.A, [
    {
      tipoModifica: 'chDate',
      valoreOriginale: '2027-07-01 - 2027-07-15',
      valoreModificato: '2027-07-04 - 2027-07-18',
    },
    { tipoModifica: 'chNomi', valoreOriginale: 'Ødegård Łukasz', valoreModificato: 'Odegard Lukasz' },
  ]);
  await t.db.execute(sql`select pg_sleep(0.01)`);
  op.B = await richiesta(polizze.B, [
    { tipoModifica: 'chNumeroAssicurati', valoreOriginale: '2', valoreModificato: '3' },
  ]);
  await t.db.execute(sql`select pg_sleep(0.01)`);
  op.C = await richiesta(polizze.C, [
    { tipoModifica: 'chImportoViaggio', valoreOriginale: '2400', valoreModificato: '2600' },
  ]);
  for (const u of ['agenzia', 'tour', 'admin', 'fornitore', 'commerciale']) tokens[u] = await login(t.app, u);
});
afterAll(() => t?.close());

describe('GET carrello/modifiche/richieste', () => {
  it('gives back office every request, newest first, with the policy, the areas and the state', async () => {
    const res = await list('admin', '?pageSize=100');
    expect(res.statusCode, res.body).toBe(200);
    const righe = mie(res.json<{ items: Riga[] }>().items);
    expect(righe.map((r) => r.operazioneId)).toEqual([op.C, op.B, op.A]);
    expect(righe[2]).toMatchObject({
      operazioneId: op.A,
      itemID: polizze.A,
      numero: 'RICH-1',
      aree: 'Date di viaggio; Nominativi',
      utente: 'agenzia',
      stato: 'inAttesa',
      motivoRifiuto: null,
    });
    expect(typeof righe[2]!.itemGUID).toBe('string');
    expect(typeof righe[2]!.distributore).toBe('string');
    expect(typeof righe[2]!.pacchetto).toBe('string');
    expect(righe[2]!.contraente).toBeTruthy();
    expect(String(righe[2]!.dataOperazione)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/);
  });

  it('gives a supplier’s user only the requests on its own policies', async () => {
    const res = await list('fornitore', '?pageSize=100');
    expect(res.statusCode, res.body).toBe(200);
    const righe = res.json<{ items: Riga[] }>().items;
    expect(mie(righe).map((r) => r.operazioneId)).toEqual([op.B, op.A]);
    expect(righe.map((r) => r.itemID)).not.toContain(polizze.C);
  });

  it('refuses agencies and sales staff (403): the list is not theirs', async () => {
    for (const who of ['agenzia', 'tour', 'commerciale']) {
      expect((await list(who)).statusCode, who).toBe(403);
      expect((await rifiuta(who, op.B, { motivo: 'No' })).statusCode, who).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: LIST })).statusCode).toBe(401);
  });

  it('shows the demo’s pending requests of the agency on a fresh database', async () => {
    const res = await list('admin', `?pageSize=100&filter=${encodeURIComponent('(stato[eq]inAttesa)')}`);
    const demo = res.json<{ items: Riga[] }>().items.filter((r) => !mie([r]).length);
    expect(demo.map((r) => r.aree).sort()).toEqual(['Date di viaggio', 'Nominativi']);
    expect(demo.every((r) => r.utente === 'agenzia')).toBe(true);
    const corpi = await t.db
      .select({ richiesta: richiesteModifica.richiesta })
      .from(richiesteModifica)
      .where(
        inArray(
          richiesteModifica.operazioneId,
          demo.map((r) => String(r.operazioneId)),
        ),
      );
    for (const { richiesta } of corpi)
      expect(richiesta).toMatchObject({ richiestaModifica: true, adesioneModificata: expect.any(Object) });
  });

  it('filters by state and answers a bad filter with an Italian 400', async () => {
    const res = await list('admin', `?pageSize=100&filter=${encodeURIComponent('(stato[eq]inAttesa)')}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ items: Riga[] }>().items.every((r) => r.stato === 'inAttesa')).toBe(true);
    expect((await list('admin', `?filter=${encodeURIComponent('(stato[eq')}`)).statusCode).toBe(400);
  });
});

describe('the Excel export of the list', () => {
  const esporta = (who: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/export/xlsx',
      headers: bearer(tokens[who]!),
      payload: {
        path: 'carrello/modifiche/richieste',
        columns: [
          { field: 'numero', title: 'Numero polizza', exportWidth: 18 },
          { field: 'aree', title: 'Aree modificate', exportWidth: 30 },
        ],
      },
    });

  it('exports the caller’s rows under the same scope, and refuses an agency', async () => {
    const res = await esporta('fornitore');
    expect(res.statusCode, res.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const numeri: unknown[] = [];
    workbook.worksheets[0]!.eachRow((row, n) => {
      if (n > 1) numeri.push(row.getCell(1).value);
    });
    expect(numeri).toEqual(expect.arrayContaining(['RICH-1', 'RICH-2']));
    expect(numeri).not.toContain('RICH-3');
    expect((await esporta('agenzia')).statusCode).toBe(403);
  });
});

describe('POST carrello/modifiche/richieste/{operazioneId}/rifiuta', () => {
  it('asks a reason: empty, blank or over 500 characters is a 400 in Italian', async () => {
    for (const motivo of ['', '   ', 'x'.repeat(501)]) {
      const res = await rifiuta('admin', op.A, { motivo });
      expect(res.statusCode, motivo).toBe(400);
      expect(res.json().messages[0]).toMatchObject({
        code: 'errore.motivoRifiuto',
        text: 'Indicare il motivo del rifiuto (al massimo 500 caratteri).',
      });
    }
    expect((await rifiuta('admin', op.A, {})).statusCode).toBe(400);
    expect((await rifiuta('admin', 'non-un-uuid', { motivo: 'x' })).statusCode).toBe(400);
  });

  it('is 404 for an unknown request and for another supplier’s', async () => {
    expect((await rifiuta('admin', randomUUID(), { motivo: 'x' })).statusCode).toBe(404);
    const res = await rifiuta('fornitore', op.C, { motivo: 'Non è mia' });
    expect(res.statusCode).toBe(404);
    const esiti = await t.db
      .select()
      .from(storicoModificheEsiti)
      .innerJoin(storicoModifiche, eq(storicoModifiche.id, storicoModificheEsiti.storicoModificaId))
      .where(eq(storicoModifiche.operazioneId, op.C));
    expect(esiti).toEqual([]);
  });

  it('refuses once: every history row gets the outcome with the reason; a second decision is 409', async () => {
    const res = await rifiuta('fornitore', op.A, { motivo: '  Il viaggio è già iniziato  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ item1: { esito: 'modificaRifiutata' } });
    for (const who of ['fornitore', 'admin']) {
      const again = await rifiuta(who, op.A, { motivo: 'Ancora' });
      expect(again.statusCode, who).toBe(409);
      expect(again.json().messages[0]).toMatchObject({
        code: 'errore.giaDecisa',
        text: 'La richiesta è già stata decisa.',
      });
    }
    const esiti = await t.db
      .select({ esito: storicoModificheEsiti.esito, motivo: storicoModificheEsiti.motivoRifiuto })
      .from(storicoModificheEsiti)
      .innerJoin(storicoModifiche, eq(storicoModifiche.id, storicoModificheEsiti.storicoModificaId))
      .where(eq(storicoModifiche.operazioneId, op.A));
    expect(esiti).toEqual([
      { esito: 'modificaRifiutata', motivo: 'Il viaggio è già iniziato' },
      { esito: 'modificaRifiutata', motivo: 'Il viaggio è già iniziato' },
    ]);
    // The user who asked is told once, with the reason (issue 28), in the decision's transaction.
    const [richiesta] = await t.db
      .select({ userId: richiesteModifica.userId, numero: adesioni.numero })
      .from(richiesteModifica)
      .innerJoin(adesioni, eq(adesioni.id, richiesteModifica.adesioneId))
      .where(eq(richiesteModifica.operazioneId, op.A));
    const avvisi = await t.db
      .select({ userId: messaggi.userId, origine: messaggi.origine })
      .from(messaggi)
      .where(
        eq(
          messaggi.testo,
          `La richiesta di modifica della polizza ${richiesta!.numero} è stata rifiutata. Motivo: Il viaggio è già iniziato`,
        ),
      );
    expect(avvisi).toEqual([{ userId: richiesta!.userId, origine: 'modifica' }]);
  });

  it('shows the refusal at once: in the list and in the agency’s change history of the policy', async () => {
    const righe = mie((await list('admin', '?pageSize=100')).json<{ items: Riga[] }>().items);
    expect(righe.find((r) => r.operazioneId === op.A)).toMatchObject({
      stato: 'modificaRifiutata',
      motivoRifiuto: 'Il viaggio è già iniziato',
    });
    const attesa = await list('admin', `?pageSize=100&filter=${encodeURIComponent('(stato[eq]inAttesa)')}`);
    expect(mie(attesa.json<{ items: Riga[] }>().items).map((r) => r.operazioneId)).toEqual([op.C, op.B]);
    const storico = await t.app.inject({
      method: 'GET',
      url: `/api/carrello/modifiche/elenco/${polizze.A}`,
      headers: bearer(tokens.agenzia!),
    });
    expect(storico.statusCode, storico.body).toBe(200);
    const items = storico.json<{ items: Riga[] }>().items;
    expect(items).toHaveLength(2);
    for (const r of items)
      expect(r).toMatchObject({
        richiestaModifica: true,
        modificaEffettuata: false,
        modificaRifiutata: true,
        motivoRifiuto: 'Il viaggio è già iniziato',
      });
  });

  it('lets one of several simultaneous decisions land, the others get 409', async () => {
    const risposte = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        rifiuta(i % 2 ? 'admin' : 'fornitore', op.B, { motivo: `Motivo ${i}` }),
      ),
    );
    const codici = risposte.map((r) => r.statusCode).sort();
    expect(codici).toEqual([200, 409, 409, 409, 409, 409]);
    const esiti = await t.db
      .select({ id: storicoModificheEsiti.storicoModificaId })
      .from(storicoModificheEsiti)
      .innerJoin(storicoModifiche, eq(storicoModifiche.id, storicoModificheEsiti.storicoModificaId))
      .where(eq(storicoModifiche.operazioneId, op.B));
    expect(esiti).toHaveLength(1);
  });
});
