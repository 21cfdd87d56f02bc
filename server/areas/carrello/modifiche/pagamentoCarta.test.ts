import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crediti, movimentiAdesioni, pagamenti, tentativiPagamento, users } from '../../../db/schema';
import { bearer, createTestApp, login, type TestApp } from '../../../test/testApp';
import { creaPolizzaDiProva } from '../../adesioni/certificato/polizzaDiProva';
import { PAGAMENTI_PROVA, campiAvvio, ritornoFirmato } from '../../pagamenti/testFirma';
import type { ModificaRichiesta } from './regole';

/**
 * Issue 26 item 3: a change that raises the premium is charged like a purchase. `tour` pays at
 * purchase (pagamento_all_acquisto), so with no credit left the supplement is paid by card right after
 * the change, through the same gateway flow as a purchase; refused, it stays due on the statement.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
let progressivo = 0;
let chiavi = 0;
const chiave = () => `carta-${Date.now()}-${++chiavi}`;
const cent = (s: string | number) => Math.round(Number(s) * 100);

beforeAll(async () => {
  t = await createTestApp({
    config: {
      pagamenti: PAGAMENTI_PROVA,
    },
  });
  for (const u of ['tour', 'admin']) tokens[u] = await login(t.app, u);
  const [u] = await t.db.select().from(users).where(eq(users.username, 'tour'));
  // No credit left: the credit would pay the supplement first.
  await t.db.insert(crediti).values({
    distributoreId: u!.distributoreId!,
    data: new Date(),
    causale: 'Azzeramento di prova',
    importo: '0',
    residuo: '0',
  });
}, 120_000);
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST', url: string, who: string, payload?: object, k?: string) =>
  t.app.inject({
    method,
    url: `/api/${url}`,
    headers: { ...bearer(tokens[who]!), ...(k ? { 'idempotency-key': k } : {}) },
    ...(payload ? { payload } : {}),
  });

const nuova = async () =>
  (
    await creaPolizzaDiProva(t.db, {
      username: 'tour',
      pacchettoCodice: 'ANN-PLUS',
      assicurati: 2,
      numero: `CARTA-${++progressivo}`,
    })
  ).id;

/** The change form's body: the trip's amount raised, with its cause. */
async function piuCaro(id: number, importoViaggio: number): Promise<ModificaRichiesta> {
  const res = await call('GET', `carrello/modifiche/abilitazione/${id}`, 'tour');
  expect(res.statusCode, res.body).toBe(200);
  const p = res.json().item2;
  return {
    adesioneModificata: {
      itemID: p.itemID,
      inizioViaggio: p.inizioViaggio,
      fineViaggio: p.fineViaggio,
      importoViaggio,
      numeroPartecipanti: p.numeroPartecipanti,
      partecipantiElenco: p.partecipantiElenco,
    },
    richiestaModifica: false,
    versione: p.versione,
    chImportoViaggioCausale: 'Adeguamento del costo del viaggio',
  } as ModificaRichiesta;
}

const movimentiDi = (id: number) =>
  t.db.select().from(movimentiAdesioni).where(eq(movimentiAdesioni.adesioneId, id));

describe('a change of a distributor that pays at purchase', () => {
  it('the preview says card; the save answers the gateway page for the supplement; paid, it is listed to the cent', async () => {
    const id = await nuova();
    const body = await piuCaro(id, 4000);
    const prev = await call('POST', `carrello/modifiche/anteprima/${id}`, 'tour', body);
    expect(prev.statusCode, prev.body).toBe(200);
    const a = prev.json().item1;
    expect(a.differenza).toBeGreaterThan(0);
    expect(a.modo).toBe('carta');

    const k = chiave();
    const res = await call('POST', `carrello/modifiche/abilitazione/${id}`, 'tour', body, k);
    expect(res.statusCode, res.body).toBe(200);
    const e = res.json().item1;
    expect(e).toMatchObject({ esito: 'applicata', versione: 2 });
    const campi = campiAvvio(e.redirecUrl);
    expect(campi.importo).toBe(String(cent(a.differenza)));
    expect(campi.url).toBe(`${t.config.publicUrl}/keyclient/ritorno-ok`);
    expect(campi.descrizione).toMatch(/ — supplemento della modifica della polizza CARTA-\d+$/);
    const [mov] = await movimentiDi(id);
    expect(mov).toMatchObject({ modo: 'carta', creditoId: null });
    expect(cent(mov!.deltaDaPagare)).toBe(cent(a.differenza));
    const [tent] = await t.db
      .select()
      .from(tentativiPagamento)
      .where(eq(tentativiPagamento.codTrans, campi.codTrans!));
    expect(tent).toMatchObject({ tipo: 'modifica', importoCentesimi: cent(a.differenza) });

    // A retry of the same press applies nothing again and starts no second payment.
    const again = await call('POST', `carrello/modifiche/abilitazione/${id}`, 'tour', body, k);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().item1).toMatchObject({ esito: 'applicata', versione: 2, redirecUrl: null });
    expect(await movimentiDi(id)).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(tentativiPagamento)
        .where(
          and(
            eq(tentativiPagamento.tipo, 'modifica'),
            eq(tentativiPagamento.distributoreId, tent!.distributoreId),
          ),
        ),
    ).toHaveLength(1);

    const ok = await call(
      'POST',
      'keyclient/ok',
      'tour',
      ritornoFirmato({ codTrans: campi.codTrans!, esito: 'OK', importo: campi.importo! }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const numero = `CARTA-${progressivo}`;
    expect(ok.json().data).toMatchObject({ stato: 'pagato', tipo: 'modifica', polizze: [numero] });
    const righe = await t.db.select().from(pagamenti).where(eq(pagamenti.codiceTransazione, campi.codTrans!));
    expect(righe).toHaveLength(1);
    expect(righe[0]).toMatchObject({
      esito: 'Eseguito',
      riferimento: `${campi.codTrans} · supplemento della modifica della polizza ${numero}`,
    });
    expect(cent(righe[0]!.importo)).toBe(cent(a.differenza));
    // All of it paid the supplement: nothing over became credit.
    const lista = await call('GET', 'myoverins/distributori/crediti?page=1&pageSize=500', 'tour');
    expect(JSON.stringify(lista.json())).not.toContain('eccedenza');
  });

  it('refused at the gateway: the change stays applied and the supplement due on the statement', async () => {
    const id = await nuova();
    const res = await call(
      'POST',
      `carrello/modifiche/abilitazione/${id}`,
      'tour',
      await piuCaro(id, 3500),
      chiave(),
    );
    expect(res.statusCode, res.body).toBe(200);
    const campi = campiAvvio(res.json().item1.redirecUrl);
    const ko = await call(
      'POST',
      'keyclient/ok',
      'tour',
      ritornoFirmato({ codTrans: campi.codTrans!, esito: 'KO', importo: campi.importo! }),
    );
    expect(ko.json().data).toMatchObject({ stato: 'rifiutato', tipo: 'modifica' });
    expect(
      (await t.db.select().from(pagamenti).where(eq(pagamenti.codiceTransazione, campi.codTrans!))).map(
        (p) => p.esito,
      ),
    ).toEqual(['Rifiutato']);
    const [mov] = await movimentiDi(id);
    expect(mov!.modo).toBe('carta');
    expect(cent(mov!.deltaDaPagare)).toBe(cent(campi.importo!) / 100);
  });

  it('a refund is not a card payment, and back office accepting a request is not the payer', async () => {
    const id = await nuova();
    const meno = await call(
      'POST',
      `carrello/modifiche/abilitazione/${id}`,
      'tour',
      await piuCaro(id, 1000),
      chiave(),
    );
    expect(meno.statusCode, meno.body).toBe(200);
    expect(meno.json().item1.redirecUrl).toBeNull();
    expect((await movimentiDi(id))[0]!.modo).toBe('estrattoConto');

    const altra = await nuova();
    const richiesta = { ...(await piuCaro(altra, 4200)), richiestaModifica: true };
    const r = await call('POST', `carrello/modifiche/abilitazione/${altra}`, 'tour', richiesta, chiave());
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().item1).toMatchObject({ esito: 'richiesta', redirecUrl: null });
    const acc = await call(
      'POST',
      `carrello/modifiche/richieste/${r.json().item1.operazioneId}/accetta`,
      'admin',
    );
    expect(acc.statusCode, acc.body).toBe(200);
    const [mov] = await movimentiDi(altra);
    expect(mov!.modo).toBe('estrattoConto');
    expect(cent(mov!.deltaDaPagare)).toBeGreaterThan(0);
  });

  it('with card payments off the change is refused and nothing of it remains', async () => {
    const spenta = await createTestApp({
      config: {
        pagamenti: {
          gatewayUrl: undefined,
          sandbox: false,
          statusUrl: undefined,
          alias: undefined,
          secret: undefined,
          attemptMinutes: 30,
        },
      },
    });
    try {
      const token = await login(spenta.app, 'tour');
      const [u] = await spenta.db.select().from(users).where(eq(users.username, 'tour'));
      await spenta.db.insert(crediti).values({
        distributoreId: u!.distributoreId!,
        data: new Date(),
        causale: 'Azzeramento di prova',
        importo: '0',
        residuo: '0',
      });
      const { id } = await creaPolizzaDiProva(spenta.db, {
        username: 'tour',
        pacchettoCodice: 'ANN-PLUS',
        assicurati: 2,
        numero: 'CARTA-SPENTA',
      });
      const get = await spenta.app.inject({
        method: 'GET',
        url: `/api/carrello/modifiche/abilitazione/${id}`,
        headers: bearer(token),
      });
      const p = get.json().item2;
      const res = await spenta.app.inject({
        method: 'POST',
        url: `/api/carrello/modifiche/abilitazione/${id}`,
        headers: { ...bearer(token), 'idempotency-key': chiave() },
        payload: {
          adesioneModificata: { ...p, importoViaggio: 4000 },
          richiestaModifica: false,
          versione: p.versione,
          chImportoViaggioCausale: 'Adeguamento del costo del viaggio',
        },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain('Il pagamento con carta non è disponibile');
      expect(
        await spenta.db.select().from(movimentiAdesioni).where(eq(movimentiAdesioni.adesioneId, id)),
      ).toEqual([]);
    } finally {
      await spenta.close();
    }
  }, 120_000);
});
