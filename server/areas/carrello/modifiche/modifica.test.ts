import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPrincipal } from '../../../auth/principal';
import {
  adesioni,
  adesioniVersioni,
  crediti,
  fornitori,
  messaggi,
  movimentiAdesioni,
  partecipanti,
  pratiche,
  richiesteModifica,
  storicoModifiche,
  storicoModificheEsiti,
  users,
} from '../../../db/schema';
import { bearer, createTestApp, login, type TestApp } from '../../../test/testApp';
import { creditoResiduo } from '../../adesioni/acquisto/acquista';
import { creaPolizzaDiProva } from '../../adesioni/certificato/polizzaDiProva';
import { POLIZZA_NON_TROVATA } from '../../adesioni/dettaglioRoutes';
import { operazioneIdDi, salvaModifica } from './applica';
import { MODIFICA_MSG, type ModificaRichiesta } from './regole';

let t: TestApp;
const tokens: Record<string, string> = {};
let distributoreAgenzia = 0;
let progressivo = 0;

const nuova = async (pacchettoCodice = 'ANN-PLUS', extra: { credito?: boolean; username?: string } = {}) =>
  (
    await creaPolizzaDiProva(t.db, {
      username: extra.username ?? 'agenzia',
      pacchettoCodice,
      assicurati: 2,
      credito: extra.credito ?? false,
      numero: `MOD-${++progressivo}`,
    })
  ).id;

const call = (method: 'GET' | 'POST', url: string, who: string, payload?: object, chiave?: string) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...bearer(tokens[who]!), ...(chiave ? { 'idempotency-key': chiave } : {}) },
    ...(payload ? { payload } : {}),
  });

/** The change form's body from item2, with `cambia` applied to the practice. */
async function corpo(
  id: number,
  cambia: Partial<ModificaRichiesta['adesioneModificata']>,
  resto: Partial<ModificaRichiesta> = {},
): Promise<ModificaRichiesta> {
  const res = await call('GET', `/carrello/modifiche/abilitazione/${id}`, 'agenzia');
  expect(res.statusCode, res.body).toBe(200);
  const p = res.json().item2;
  return {
    adesioneModificata: {
      itemID: p.itemID,
      inizioViaggio: p.inizioViaggio,
      fineViaggio: p.fineViaggio,
      importoViaggio: p.importoViaggio,
      numeroPartecipanti: p.numeroPartecipanti,
      partecipantiElenco: p.partecipantiElenco,
      ...cambia,
    },
    richiestaModifica: false,
    versione: p.versione,
    ...resto,
  };
}

const CAUSALE_IMPORTO = { chImportoViaggioCausale: 'Adeguamento del costo del viaggio' };
let chiavi = 0;
const chiave = () => `chiave-${Date.now()}-${++chiavi}`;

const movimentiDi = (id: number) =>
  t.db.select().from(movimentiAdesioni).where(eq(movimentiAdesioni.adesioneId, id));
const storicoDi = (id: number) =>
  t.db.select().from(storicoModifiche).where(eq(storicoModifiche.adesioneId, id));
const polizzaDi = async (id: number) => (await t.db.select().from(adesioni).where(eq(adesioni.id, id)))[0]!;
const cent = (s: string | number) => Math.round(Number(s) * 100);

beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['agenzia', 'tour', 'admin', 'fornitore']) tokens[u] = await login(t.app, u);
  const [u] = await t.db.select().from(users).where(eq(users.username, 'agenzia'));
  distributoreAgenzia = u!.distributoreId!;
});
afterAll(() => t?.close());

describe('GET carrello/modifiche/abilitazione item2', () => {
  it('answers the practice the form starts from', async () => {
    const id = await nuova();
    const res = await call('GET', `/carrello/modifiche/abilitazione/${id}`, 'agenzia');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().item2).toMatchObject({
      itemID: id,
      versione: 1,
      stato: 'emessa',
      inizioViaggio: '2027-07-01',
      fineViaggio: '2027-07-15',
      importoViaggio: 2400,
      numeroPartecipanti: 2,
      richiestaInAttesa: false,
    });
    expect(res.json().item2.partecipantiElenco).toHaveLength(2);
  });
});

describe('POST carrello/modifiche/anteprima and abilitazione', () => {
  it("another distributor's policy is a 404 'Polizza non trovata' for preview and save", async () => {
    const id = await nuova();
    const body = await corpo(id, { importoViaggio: 3000 }, CAUSALE_IMPORTO);
    for (const url of [`/carrello/modifiche/anteprima/${id}`, `/carrello/modifiche/abilitazione/${id}`]) {
      const res = await call('POST', url, 'tour', body, chiave());
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().text).toBe(POLIZZA_NON_TROVATA);
    }
  });

  it('refuses a change without its required cause, with the spec text', async () => {
    const id = await nuova();
    const res = await call(
      'POST',
      `/carrello/modifiche/abilitazione/${id}`,
      'agenzia',
      await corpo(id, { importoViaggio: 3000 }),
      chiave(),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().messages.map((m: { text: string }) => m.text)).toEqual([
      "Specificare una causale per la modifica dell'importo di viaggio",
    ]);
    expect(await storicoDi(id)).toHaveLength(0);
  });

  it('a supplement: the preview is what the save charges, to the cent, on the credit or the statement', async () => {
    const id = await nuova();
    const body = await corpo(id, { importoViaggio: 4000 }, CAUSALE_IMPORTO);
    const prev = await call('POST', `/carrello/modifiche/anteprima/${id}`, 'agenzia', body);
    expect(prev.statusCode, prev.body).toBe(200);
    const a = prev.json().item1;
    expect(a).toMatchObject({
      areeCambiate: ['chImportoViaggio'],
      richiestaModifica: false,
      daPagarePrima: 1067,
    });
    expect(a.differenza).toBeGreaterThan(0);
    expect(cent(a.daPagareDopo) - cent(a.daPagarePrima)).toBe(cent(a.differenza));
    const prima = await polizzaDi(id);
    const creditoPrima = await creditoResiduo(t.db, distributoreAgenzia);

    const k = chiave();
    const res = await call('POST', `/carrello/modifiche/abilitazione/${id}`, 'agenzia', body, k);
    expect(res.statusCode, res.body).toBe(200);
    const e = res.json().item1;
    expect(e).toMatchObject({ esito: 'applicata', versione: 2 });
    expect(e.anteprima).toEqual(a);

    const dopo = await polizzaDi(id);
    expect(dopo).toMatchObject({ stato: 'modificata', versione: 2 });
    expect(cent(dopo.totalePremioDaPagare) - cent(prima.totalePremioDaPagare)).toBe(cent(a.differenza));
    expect(cent(dopo.totalePremioImposte) - cent(prima.totalePremioImposte)).toBe(cent(a.differenzaPremio));
    expect(cent(dopo.commissioni) - cent(prima.commissioni)).toBe(cent(a.differenzaCommissioni));
    const [pr] = await t.db.select().from(pratiche).where(eq(pratiche.id, dopo.praticaId));
    expect(pr!.importoViaggio).toBe('4000.00');

    const mov = await movimentiDi(id);
    expect(mov).toHaveLength(1);
    expect(cent(mov[0]!.deltaDaPagare)).toBe(cent(a.differenza));
    expect(mov[0]!.modo).toBe(a.modo);
    if (a.modo === 'credito') {
      const [c] = await t.db.select().from(crediti).where(eq(crediti.id, mov[0]!.creditoId!));
      expect(cent(c!.importo)).toBe(-cent(a.differenza));
      expect(await creditoResiduo(t.db, distributoreAgenzia)).toBe(creditoPrima - cent(a.differenza));
    } else {
      expect(a.modo).toBe('estrattoConto');
      expect(mov[0]!.creditoId).toBeNull();
      expect(await creditoResiduo(t.db, distributoreAgenzia)).toBe(creditoPrima);
    }
    const storico = await storicoDi(id);
    expect(storico.map((s) => [s.tipoModifica, s.valoreOriginale, s.valoreModificato, s.causale])).toEqual([
      ['chImportoViaggio', '2400.00', '4000.00', 'Adeguamento del costo del viaggio'],
    ]);
    const versioni = await t.db.select().from(adesioniVersioni).where(eq(adesioniVersioni.adesioneId, id));
    expect(versioni.map((v) => v.versione).sort()).toEqual([1, 2]);

    // The same press again (a retry): the same answer, nothing written twice.
    const again = await call('POST', `/carrello/modifiche/abilitazione/${id}`, 'agenzia', body, k);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().item1).toEqual(e);
    expect(await movimentiDi(id)).toHaveLength(1);
  });

  it('a retry after a later change answers its own version, and changes nothing', async () => {
    const id = await nuova();
    const k1 = chiave();
    const uno = await corpo(id, { importoViaggio: 2600 }, CAUSALE_IMPORTO);
    const primo = await call('POST', `/carrello/modifiche/abilitazione/${id}`, 'agenzia', uno, k1);
    expect(primo.json().item1?.versione, primo.body).toBe(2);
    const due = await corpo(id, { importoViaggio: 2700 }, CAUSALE_IMPORTO);
    const secondo = await call('POST', `/carrello/modifiche/abilitazione/${id}`, 'agenzia', due, chiave());
    expect(secondo.json().item1?.versione, secondo.body).toBe(3);
    const retry = await call('POST', `/carrello/modifiche/abilitazione/${id}`, 'agenzia', uno, k1);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().item1).toMatchObject({
      esito: 'applicata',
      versione: 2,
      operazioneId: primo.json().item1.operazioneId,
    });
    expect(await polizzaDi(id)).toMatchObject({ versione: 3 });
    expect(await storicoDi(id)).toHaveLength(2);
  });

  it('a supplement is paid with the credit when it covers it, else it goes on the statement', async () => {
    const credito = async (residuo: string) =>
      t.db.insert(crediti).values({
        distributoreId: distributoreAgenzia,
        data: new Date(),
        causale: 'Rettifica di prova',
        importo: '0.00',
        residuo,
      });
    for (const [residuo, modo] of [
      ['0.00', 'estrattoConto'],
      ['100000.00', 'credito'],
    ] as const) {
      await credito(residuo);
      const id = await nuova();
      const body = await corpo(id, { importoViaggio: 5000 }, CAUSALE_IMPORTO);
      const prev = (await call('POST', `/carrello/modifiche/anteprima/${id}`, 'agenzia', body)).json().item1;
      expect(prev.differenza).toBeGreaterThan(0);
      expect(prev.modo).toBe(modo);
      const res = await call('POST', `/carrello/modifiche/abilitazione/${id}`, 'agenzia', body, chiave());
      expect(res.json().item1?.anteprima, res.body).toEqual(prev);
      const [mov] = await movimentiDi(id);
      expect(mov).toMatchObject({ modo });
      expect(cent(mov!.deltaDaPagare)).toBe(cent(prev.differenza));
      expect(await creditoResiduo(t.db, distributoreAgenzia)).toBe(
        cent(residuo) - (modo === 'credito' ? cent(prev.differenza) : 0),
      );
    }
  });

  it('a refund on a policy paid with credit goes back to the credit', async () => {
    const id = await nuova('ANN-PLUS', { credito: true });
    const body = await corpo(id, { importoViaggio: 1000 }, CAUSALE_IMPORTO);
    const prev = (await call('POST', `/carrello/modifiche/anteprima/${id}`, 'agenzia', body)).json().item1;
    expect(prev.differenza).toBeLessThan(0);
    expect(prev.modo).toBe('credito');
    const creditoPrima = await creditoResiduo(t.db, distributoreAgenzia);
    const res = await call('POST', `/carrello/modifiche/abilitazione/${id}`, 'agenzia', body, chiave());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().item1.anteprima).toEqual(prev);
    const [mov] = await movimentiDi(id);
    expect(mov!.modo).toBe('credito');
    const [c] = await t.db.select().from(crediti).where(eq(crediti.id, mov!.creditoId!));
    expect(cent(c!.importo)).toBe(-cent(prev.differenza));
    expect(await creditoResiduo(t.db, distributoreAgenzia)).toBe(creditoPrima - cent(prev.differenza));
  });

  it('a refund on a policy on the statement is a negative statement movement', async () => {
    const id = await nuova();
    const body = await corpo(id, { importoViaggio: 1000 }, CAUSALE_IMPORTO);
    const res = await call('POST', `/carrello/modifiche/abilitazione/${id}`, 'agenzia', body, chiave());
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json().item1.anteprima;
    expect(a.modo).toBe('estrattoConto');
    const [mov] = await movimentiDi(id);
    expect(mov).toMatchObject({ modo: 'estrattoConto', creditoId: null });
    expect(cent(mov!.deltaDaPagare)).toBe(cent(a.differenza));
    expect(cent(mov!.deltaDaPagare)).toBeLessThan(0);
  });

  it('a non-editable area reverts: a package closed to change answers "nothing to save"', async () => {
    const id = await nuova('VOLO-RC');
    const res = await call(
      'POST',
      `/carrello/modifiche/abilitazione/${id}`,
      'agenzia',
      await corpo(id, { importoViaggio: 3000 }),
      chiave(),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().messages[0].text).toBe(MODIFICA_MSG.nessunaModifica);
    expect((await polizzaDi(id)).versione).toBe(1);
  });

  it('twenty concurrent saves of one change (one Idempotency-Key): one change, one set of rows, one movement', async () => {
    const id = await nuova();
    const body = await corpo(id, { importoViaggio: 3500 }, CAUSALE_IMPORTO);
    const k = chiave();
    const res = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('POST', `/carrello/modifiche/abilitazione/${id}`, 'agenzia', body, k),
      ),
    );
    for (const r of res) expect(r.statusCode, r.body).toBe(200);
    expect(new Set(res.map((r) => r.json().item1.operazioneId)).size).toBe(1);
    expect(new Set(res.map((r) => JSON.stringify(r.json().item1))).size).toBe(1);
    expect(await storicoDi(id)).toHaveLength(1);
    expect(await movimentiDi(id)).toHaveLength(1);
    expect((await polizzaDi(id)).versione).toBe(2);
  });

  it('two agents, different changes on the same version: one applied, the other asked to reload (409)', async () => {
    const id = await nuova();
    const uno = await corpo(id, { importoViaggio: 3100 }, CAUSALE_IMPORTO);
    const due = await corpo(id, { importoViaggio: 3200 }, CAUSALE_IMPORTO);
    const res = await Promise.all([
      call('POST', `/carrello/modifiche/abilitazione/${id}`, 'agenzia', uno, chiave()),
      call('POST', `/carrello/modifiche/abilitazione/${id}`, 'agenzia', due, chiave()),
    ]);
    expect(res.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const no = res.find((r) => r.statusCode === 409)!.json();
    expect(no.messages[0]).toMatchObject({ code: 'errore.versione', text: MODIFICA_MSG.versione });
    expect(await storicoDi(id)).toHaveLength(1);
    expect(await movimentiDi(id)).toHaveLength(1);
  });

  it('a crash late in the transaction leaves nothing written', async () => {
    const id = await nuova('ANN-PLUS', { credito: true });
    const body = await corpo(id, { importoViaggio: 3000 }, CAUSALE_IMPORTO);
    const [u] = await t.db.select().from(users).where(eq(users.username, 'agenzia'));
    const user = (await loadPrincipal(t.db, u!.id))!;
    const prima = await polizzaDi(id);
    const creditiPrima = await t.db.select({ n: sql<number>`count(*)::int` }).from(crediti);
    await expect(
      salvaModifica(t.db, { user, impersonatoreId: null }, id, body, 'crash-1234', {
        primaDelCommit: async () => {
          throw new Error('crash');
        },
      }),
    ).rejects.toThrow('crash');
    expect(await polizzaDi(id)).toEqual(prima);
    expect(await storicoDi(id)).toHaveLength(0);
    expect(await movimentiDi(id)).toHaveLength(0);
    expect(
      await t.db.select().from(adesioniVersioni).where(eq(adesioniVersioni.adesioneId, id)),
    ).toHaveLength(0);
    expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(crediti)).toEqual(creditiPrima);
    // The same press after the crash applies it once.
    const ok = await salvaModifica(t.db, { user, impersonatoreId: null }, id, body, 'crash-1234');
    expect(ok).toMatchObject({
      esito: 'applicata',
      versione: 2,
      operazioneId: operazioneIdDi(user.id, 'crash-1234'),
    });
  });

  it('a cancelled policy cannot be changed', async () => {
    const id = await nuova();
    const body = await corpo(id, { importoViaggio: 3000 }, CAUSALE_IMPORTO);
    await t.db
      .update(adesioni)
      .set({ stato: 'annullata', annullataIl: new Date() })
      .where(eq(adesioni.id, id));
    const res = await call('POST', `/carrello/modifiche/abilitazione/${id}`, 'agenzia', body, chiave());
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().messages[0].text).toBe(MODIFICA_MSG.annullata);
  });
});

describe('rules and policies sold together, on the server', () => {
  const agente = async () => {
    const [u] = await t.db.select().from(users).where(eq(users.username, 'agenzia'));
    return { user: (await loadPrincipal(t.db, u!.id))!, impersonatoreId: null };
  };

  it('DeltaGiorni (STUDENTI dates: +30): on start + 30 the dates revert, the day after they change', async () => {
    const id = await nuova('STUDENTI');
    // Students: young travellers, or the package's age limit refuses the price.
    await t.db
      .update(partecipanti)
      .set({ dataNascita: '2005-03-01' })
      .where(eq(partecipanti.praticaId, (await polizzaDi(id)).praticaId));
    const body = await corpo(
      id,
      { fineViaggio: '2027-07-20' },
      { chDateCausale: 'Prolungamento del soggiorno', chDateFlagWarning: true },
    );
    const chi = await agente();
    // Trip start 2027-07-01 + 30 = 2027-07-31: not yet past on that day (Rome).
    await expect(
      salvaModifica(t.db, chi, id, body, 'delta-giorni-1', { now: new Date('2027-07-31T12:00:00Z') }),
    ).rejects.toMatchObject({ statusCode: 400, message: MODIFICA_MSG.nessunaModifica });
    const ok = await salvaModifica(t.db, chi, id, body, 'delta-giorni-2', {
      now: new Date('2027-08-01T12:00:00Z'),
    });
    expect(ok).toMatchObject({ esito: 'applicata', versione: 2 });
    expect((await polizzaDi(id)).fineViaggio).toBe('2027-07-20');
  });

  it('a change re-prices the supplementary policies of the practice too, and moves each one’s money', async () => {
    const id = await nuova();
    const [u] = await t.db.select().from(users).where(eq(users.username, 'agenzia'));
    const supp = (
      await creaPolizzaDiProva(t.db, {
        username: u!.username,
        pacchettoCodice: 'INT-MED',
        assicurati: 2,
        principaleId: id,
        numero: `MOD-${++progressivo}`,
      })
    ).id;
    const pratica = (await polizzaDi(id)).praticaId;
    await t.db.update(adesioni).set({ praticaId: pratica }).where(eq(adesioni.id, supp));
    const body = await corpo(id, { fineViaggio: '2027-07-30' });
    const prev = await call('POST', `/carrello/modifiche/anteprima/${id}`, 'agenzia', body);
    expect(prev.statusCode, prev.body).toBe(200);
    const a = prev.json().item1;
    expect(a.daPagarePrima).toBe(2134); // both policies' stored 1067.00
    const res = await call('POST', `/carrello/modifiche/abilitazione/${id}`, 'agenzia', body, chiave());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().item1.anteprima).toEqual(a);
    for (const x of [id, supp])
      expect(await polizzaDi(x)).toMatchObject({ versione: 2, fineViaggio: '2027-07-30' });
    const mov = [...(await movimentiDi(id)), ...(await movimentiDi(supp))];
    expect(mov.reduce((s, m) => s + cent(m.deltaDaPagare), 0)).toBe(cent(a.differenza));
    const versioni = await t.db.select().from(adesioniVersioni).where(eq(adesioniVersioni.adesioneId, supp));
    expect(versioni.map((v) => v.versione).sort()).toEqual([1, 2]);
  });

  it('changes at once on the main and the supplementary policy of one practice: one wins, no deadlock', async () => {
    const id = await nuova();
    const supp = (
      await creaPolizzaDiProva(t.db, {
        username: 'agenzia',
        pacchettoCodice: 'INT-MED',
        assicurati: 2,
        principaleId: id,
        numero: `MOD-${++progressivo}`,
      })
    ).id;
    await t.db
      .update(adesioni)
      .set({ praticaId: (await polizzaDi(id)).praticaId })
      .where(eq(adesioni.id, supp));
    const [a, b] = [
      await corpo(id, { fineViaggio: '2027-07-25' }),
      await corpo(supp, { fineViaggio: '2027-07-28' }),
    ];
    const res = await Promise.all([
      call('POST', `/carrello/modifiche/abilitazione/${id}`, 'agenzia', a, chiave()),
      call('POST', `/carrello/modifiche/abilitazione/${supp}`, 'agenzia', b, chiave()),
    ]);
    expect(res.map((r) => r.statusCode).sort(), res.map((r) => r.body).join('\n')).toEqual([200, 409]);
    expect((await polizzaDi(id)).versione).toBe(2);
    expect((await polizzaDi(supp)).versione).toBe(2);
  });

  it('an Idempotency-Key already used on another policy is refused, not taken as a retry', async () => {
    const [uno, due] = [await nuova(), await nuova()];
    const k = chiave();
    const a = await call(
      'POST',
      `/carrello/modifiche/abilitazione/${uno}`,
      'agenzia',
      await corpo(uno, { importoViaggio: 3000 }, CAUSALE_IMPORTO),
      k,
    );
    expect(a.statusCode, a.body).toBe(200);
    const b = await call(
      'POST',
      `/carrello/modifiche/abilitazione/${due}`,
      'agenzia',
      await corpo(due, { importoViaggio: 3000 }, CAUSALE_IMPORTO),
      k,
    );
    expect(b.statusCode, b.body).toBe(400);
    expect((await polizzaDi(due)).versione).toBe(1);
  });
});

describe('change requests', () => {
  it('request-only: the change waits (nothing charged); a second one is refused; accepted by the back office, once', async () => {
    const id = await nuova('ANN-SP');
    const body = await corpo(
      id,
      { inizioViaggio: '2027-07-04', fineViaggio: '2027-07-18' },
      { richiestaModifica: false },
    );
    const res = await call('POST', `/carrello/modifiche/abilitazione/${id}`, 'agenzia', body, chiave());
    expect(res.statusCode, res.body).toBe(200);
    const e = res.json().item1;
    expect(e).toMatchObject({
      esito: 'richiesta',
      versione: 1,
      anteprima: { richiestaModifica: true, modo: null },
    });
    expect(await polizzaDi(id)).toMatchObject({ versione: 1, stato: 'emessa', inizioViaggio: '2027-07-01' });
    expect(await movimentiDi(id)).toHaveLength(0);
    const [r] = await t.db
      .select()
      .from(richiesteModifica)
      .where(eq(richiesteModifica.operazioneId, e.operazioneId));
    expect(r).toMatchObject({ adesioneId: id, versioneBase: 1 });
    expect((await storicoDi(id)).map((s) => [s.tipoModifica, s.richiestaModifica, s.dataModifica])).toEqual([
      ['chDate', true, null],
    ]);
    const item2 = (await call('GET', `/carrello/modifiche/abilitazione/${id}`, 'agenzia')).json().item2;
    expect(item2.richiestaInAttesa).toBe(true);

    // Only one pending request per policy.
    const altra = await call(
      'POST',
      `/carrello/modifiche/abilitazione/${id}`,
      'agenzia',
      { ...body, adesioneModificata: { ...body.adesioneModificata, fineViaggio: '2027-07-20' } },
      chiave(),
    );
    expect(altra.statusCode, altra.body).toBe(409);

    // The agency cannot accept its own request: deciding needs the requests' permission, as refusing.
    const url = `/carrello/modifiche/richieste/${e.operazioneId}/accetta`;
    expect((await call('POST', url, 'agenzia')).statusCode).toBe(403);

    const ok = await call('POST', url, 'admin');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().item1).toEqual({ esito: 'modificaEffettuata', versione: 2 });
    expect(await polizzaDi(id)).toMatchObject({
      versione: 2,
      stato: 'modificata',
      inizioViaggio: '2027-07-04',
      fineViaggio: '2027-07-18',
    });
    const esiti = await t.db
      .select({ esito: storicoModificheEsiti.esito })
      .from(storicoModificheEsiti)
      .innerJoin(storicoModifiche, eq(storicoModifiche.id, storicoModificheEsiti.storicoModificaId))
      .where(and(eq(storicoModifiche.adesioneId, id)));
    expect(esiti).toEqual([{ esito: 'modificaEffettuata' }]);
    // The agency user who asked is told (issue 28), in the decision's transaction.
    const [agenziaUser] = await t.db.select().from(users).where(eq(users.username, 'agenzia'));
    const avvisi = await t.db
      .select({ userId: messaggi.userId, origine: messaggi.origine })
      .from(messaggi)
      .where(
        eq(
          messaggi.testo,
          `La richiesta di modifica della polizza ${(await polizzaDi(id)).numero} è stata accettata.`,
        ),
      );
    expect(avvisi).toEqual([{ userId: agenziaUser!.id, origine: 'modifica' }]);
    const versioni = await t.db.select().from(adesioniVersioni).where(eq(adesioniVersioni.adesioneId, id));
    expect(versioni.map((v) => v.versione).sort()).toEqual([1, 2]);

    const dueVolte = await call('POST', url, 'admin');
    expect(dueVolte.statusCode, dueVolte.body).toBe(409);
    expect(dueVolte.json().messages[0]).toMatchObject({
      code: 'errore.giaDecisa',
      text: MODIFICA_MSG.giaDecisa,
    });
  });

  it("the policy's supplier may accept; another supplier's user gets 404; a policy changed since → 409", async () => {
    const [f] = await t.db.select().from(users).where(eq(users.username, 'fornitore'));
    const richiesta = async () => {
      const id = await nuova('ANN-SP');
      const body = await corpo(id, { inizioViaggio: '2027-07-02', fineViaggio: '2027-07-16' });
      const res = await call('POST', `/carrello/modifiche/abilitazione/${id}`, 'agenzia', body, chiave());
      expect(res.json().item1?.esito, res.body).toBe('richiesta');
      return { id, url: `/carrello/modifiche/richieste/${res.json().item1.operazioneId}/accetta` };
    };
    const altrui = await richiesta();
    const [altro] = await t.db
      .select({ id: fornitori.id })
      .from(fornitori)
      .where(ne(fornitori.id, f!.fornitoreId!))
      .limit(1);
    await t.db.update(adesioni).set({ fornitoreId: altro!.id }).where(eq(adesioni.id, altrui.id));
    expect((await call('POST', altrui.url, 'fornitore')).statusCode).toBe(404);

    const propria = await richiesta();
    await t.db.update(adesioni).set({ fornitoreId: f!.fornitoreId! }).where(eq(adesioni.id, propria.id));
    const ok = await call('POST', propria.url, 'fornitore');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().item1).toEqual({ esito: 'modificaEffettuata', versione: 2 });

    const cambiata = await richiesta();
    await t.db.update(adesioni).set({ versione: 5 }).where(eq(adesioni.id, cambiata.id));
    const no = await call('POST', cambiata.url, 'admin');
    expect(no.statusCode, no.body).toBe(409);
    expect(no.json().messages[0]).toMatchObject({ code: 'errore.versione', text: MODIFICA_MSG.versione });
  });

  it('the agent may ask for a change instead of applying it (richiestaModifica)', async () => {
    const id = await nuova();
    const body = await corpo(id, { importoViaggio: 3000 }, { ...CAUSALE_IMPORTO, richiestaModifica: true });
    const res = await call('POST', `/carrello/modifiche/abilitazione/${id}`, 'agenzia', body, chiave());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().item1.esito).toBe('richiesta');
    expect((await polizzaDi(id)).versione).toBe(1);
  });
});
