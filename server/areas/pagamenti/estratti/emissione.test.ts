import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPrincipal } from '../../../auth/principal';
import {
  adesioni,
  crediti,
  distributori,
  estrattiConto,
  movimentiAdesioni,
  tentativiPagamento,
  messaggi,
  users,
} from '../../../db/schema';
import { accoda } from '../../../jobs/queue';
import { bearer, createTestApp, login, type TestApp } from '../../../test/testApp';
import { creaPolizzaDiProva } from '../../adesioni/certificato/polizzaDiProva';
import { annulla } from '../../carrello/modifiche/annullamento';
import { salvaModifica } from '../../carrello/modifiche/applica';
import type { ModificaRichiesta } from '../../carrello/modifiche/regole';
import type { PagaModifica } from '../servizio';
import { TESTI_MESSAGGI } from '../../messaggi/testi';
import { EMISSIONE_ESTRATTI, emettiEstrattiConto, periodoPrecedente } from './emissione';

/**
 * Issue 26: every purchase and every change's supplement or refund due on the statement is on the
 * month-end statement, to the cent. `tour` (TO0001) pays at purchase, so a change's supplement may be
 * charged by card. The months used (2021) are before any seeded statement whenever the test runs (the
 * seed covers the 18 months up to today), so the figures are this test's alone; the purchases are dated
 * there and the changes made with `now` inside them (the test policies' trips start in 2027).
 */
let t: TestApp;
let distributoreId = 0;
let codice = '';
const messaggiCon = (testo: string) =>
  t.db
    .select({ distributoreId: users.distributoreId, origine: messaggi.origine })
    .from(messaggi)
    .innerJoin(users, eq(users.id, messaggi.userId))
    .where(eq(messaggi.testo, testo));
let chi: Awaited<ReturnType<typeof autore>>;
let progressivo = 0;
let token = '';
const cent = (s: string | number) => Math.round(Number(s) * 100);

const autore = async () => {
  const [u] = await t.db.select().from(users).where(eq(users.username, 'tour'));
  return { user: (await loadPrincipal(t.db, u!.id))!, impersonatoreId: null };
};

beforeAll(async () => {
  t = await createTestApp();
  chi = await autore();
  token = await login(t.app, 'tour');
  distributoreId = chi.user.distributoreId!;
  const [d] = await t.db.select().from(distributori).where(eq(distributori.id, distributoreId));
  codice = d!.codice;
  expect(d!.pagamentoAllAcquisto).toBe(true);
  // No credit left: the credit would pay the supplements first.
  await t.db.insert(crediti).values({
    distributoreId,
    data: new Date(),
    causale: 'Azzeramento di prova',
    importo: '0',
    residuo: '0',
  });
}, 120_000);
afterAll(() => t?.close());

/** A policy of `username` (`tour` unless said) bought at `quando`, written as the purchase would. */
async function polizza(quando: string, credito = false, username = 'tour'): Promise<number> {
  const { id } = await creaPolizzaDiProva(t.db, {
    username,
    pacchettoCodice: 'ANN-PLUS',
    assicurati: 2,
    credito,
    numero: `EMIS-${Date.now()}-${++progressivo}`,
  });
  await t.db
    .update(adesioni)
    .set({ dataAcquisto: new Date(quando) })
    .where(eq(adesioni.id, id));
  return id;
}

/** The change of the trip's amount on `quando`, settled as the change code decides. */
async function cambiaImporto(id: number, importoViaggio: number, quando: string, paga?: PagaModifica) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/carrello/modifiche/abilitazione/${id}`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  const p = res.json().item2;
  const body: ModificaRichiesta = {
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
  const esito = await salvaModifica(t.db, chi, id, body, `emis-${id}-${p.versione}`, {
    now: new Date(quando),
    pagaModifica: paga ?? null,
  });
  expect(esito.esito).toBe('applicata');
  const mov = await t.db
    .select()
    .from(movimentiAdesioni)
    .where(and(eq(movimentiAdesioni.adesioneId, id), eq(movimentiAdesioni.operazioneId, esito.operazioneId)));
  expect(mov).toHaveLength(1);
  return mov[0]!;
}

/** A stand-in for the gateway: the attempt is written as it ends (`stato`), and no page is opened. */
const cartaCon =
  (stato: 'pagato' | 'rifiutato'): PagaModifica =>
  async (tx, m) => {
    await tx.insert(tentativiPagamento).values({
      codTrans: `EMIS-${m.operazioneId}`,
      distributoreId,
      userId: chi.user.id,
      tipo: 'modifica',
      scopo: { tipo: 'modifica', operazioneId: m.operazioneId, adesioniIds: m.adesioniIds },
      importoCentesimi: m.importoCentesimi,
      stato,
      scadeAt: new Date(Date.now() + 1_800_000),
    });
    return 'https://gateway.example.test/pagina';
  };

const estratto = async (numero: string) =>
  (await t.db.select().from(estrattiConto).where(eq(estrattiConto.numero, numero)))[0];
const importoPolizza = async (id: number) =>
  cent((await t.db.select().from(adesioni).where(eq(adesioni.id, id)))[0]!.totalePremioDaPagare);

describe('emettiEstrattiConto', () => {
  it('sums a month’s purchases and changes due on the statement, to the cent, and a second run changes nothing', async () => {
    const acquisto = await polizza('2021-02-03T10:00:00Z');
    const prezzoAcquisto = await importoPolizza(acquisto);
    // A supplement of a policy bought in the month: the purchase counts for what it cost then.
    const supplemento = await cambiaImporto(acquisto, 4000, '2021-02-10T10:00:00Z');
    expect(supplemento.modo).toBe('estrattoConto');
    expect(cent(supplemento.deltaDaPagare)).toBeGreaterThan(0);

    const ribassata = await polizza('2021-02-04T10:00:00Z');
    const prezzoRibassata = await importoPolizza(ribassata);
    const rimborso = await cambiaImporto(ribassata, 900, '2021-02-11T10:00:00Z');
    expect(rimborso.modo).toBe('estrattoConto');
    expect(cent(rimborso.deltaDaPagare)).toBeLessThan(0);

    // A supplement to be paid by card and refused: still due on the statement.
    const rifiutata = await polizza('2021-02-05T10:00:00Z');
    const prezzoRifiutata = await importoPolizza(rifiutata);
    const carta = await cambiaImporto(rifiutata, 3500, '2021-02-12T10:00:00Z', cartaCon('rifiutato'));
    expect(carta.modo).toBe('carta');
    // One paid by card: the policy is due (bought without card), its supplement is not.
    const pagata = await polizza('2021-02-06T10:00:00Z');
    const prezzoPagata = await importoPolizza(pagata);
    expect((await cambiaImporto(pagata, 3500, '2021-02-13T10:00:00Z', cartaCon('pagato'))).modo).toBe(
      'carta',
    );

    // Bought with credit, then refunded to the credit: neither is on the statement.
    const conCredito = await polizza('2021-02-07T10:00:00Z', true);
    expect((await cambiaImporto(conCredito, 900, '2021-02-14T10:00:00Z')).modo).toBe('credito');
    // Paid by card at purchase: not on the statement.
    const pagataAlAcquisto = await polizza('2021-02-08T10:00:00Z');
    await t.db.update(adesioni).set({ pagamentoTentativoId: -1 }).where(eq(adesioni.id, pagataAlAcquisto));
    // Outside the month (Europe/Rome: 1 March 00:30 is March).
    await polizza('2021-02-28T23:30:00Z');

    // Each policy for what it cost when bought, and each change's money due on the statement.
    const atteso =
      prezzoAcquisto +
      cent(supplemento.deltaDaPagare) +
      prezzoRibassata +
      cent(rimborso.deltaDaPagare) +
      prezzoRifiutata +
      cent(carta.deltaDaPagare) +
      prezzoPagata;
    const now = new Date('2021-03-01T05:00:00Z');
    const primo = await emettiEstrattiConto(t.db, '2021-02-01', now);
    expect(primo.creati).toBeGreaterThanOrEqual(1);
    const e = (await estratto(`EC-${codice}-202102`))!;
    expect(e).toMatchObject({
      distributoreId,
      tipo: 'agenzia',
      periodo: '2021-02-01',
      dataEmissione: '2021-03-01',
      scadenza: '2021-03-31',
      numeroPolizze: 4,
      stato: 'Da pagare',
      inviato: false,
    });
    expect(cent(e.importo)).toBe(atteso);
    // Its users are told, in the statement's transaction (issue 28).
    const testo = TESTI_MESSAGGI.estrattoEmesso(
      `EC-${codice}-202102`,
      '2021-02-01',
      atteso,
      '2021-03-31',
      false,
    );
    expect(testo).toMatch(
      /^Emesso l’estratto conto EC-.*-202102 di febbraio 2021: .* € da pagare entro il 31\/03\/2021\.$/,
    );
    const avvisati = await messaggiCon(testo);
    expect(avvisati.length).toBeGreaterThanOrEqual(1);
    expect(avvisati.every((m) => m.distributoreId === distributoreId && m.origine === 'estratto')).toBe(true);

    const secondo = await emettiEstrattiConto(t.db, '2021-02-01', new Date('2021-03-02T05:00:00Z'));
    expect(secondo).toMatchObject({ creati: 0, aggiornati: 0 });
    expect(await estratto(`EC-${codice}-202102`)).toEqual(e);
    // Nothing changed: no second message.
    expect(await messaggiCon(testo)).toHaveLength(avvisati.length);
  });

  it('brings a statement not yet sent up to date, and never changes one sent', async () => {
    const prima = await polizza('2021-04-03T10:00:00Z');
    await emettiEstrattiConto(t.db, '2021-04-01', new Date('2021-04-20T10:00:00Z'));
    const e = (await estratto(`EC-${codice}-202104`))!;
    expect(e).toMatchObject({ numeroPolizze: 1, importo: ((await importoPolizza(prima)) / 100).toFixed(2) });

    const seconda = await polizza('2021-04-21T10:00:00Z');
    await emettiEstrattiConto(t.db, '2021-04-01', new Date('2021-05-01T10:00:00Z'));
    const aggiornato = (await estratto(`EC-${codice}-202104`))!;
    expect(aggiornato).toMatchObject({ id: e.id, numeroPolizze: 2, dataEmissione: '2021-05-01' });
    expect(cent(aggiornato.importo)).toBe((await importoPolizza(prima)) + (await importoPolizza(seconda)));

    await t.db.update(estrattiConto).set({ inviato: true }).where(eq(estrattiConto.id, e.id));
    const inviato = (await estratto(`EC-${codice}-202104`))!;
    await polizza('2021-04-22T10:00:00Z');
    await emettiEstrattiConto(t.db, '2021-04-01', new Date('2021-05-02T10:00:00Z'));
    expect(await estratto(`EC-${codice}-202104`)).toEqual(inviato);
  });

  it('a cancellation’s refund is on the statement of its month; a policy cancelled with no refund recorded counts nothing', async () => {
    const annullata = await polizza('2021-01-10T10:00:00Z');
    const prezzo = await importoPolizza(annullata);
    const esito = await annulla(t.db, {
      user: chi.user,
      impersonatoreId: null,
      adesioneId: annullata,
      versione: 1,
      chiave: `emis-annulla-${annullata}`,
      now: new Date('2021-01-20T10:00:00Z'),
    });
    expect(esito).toMatchObject({ esito: 'annullata' });
    const [m] = await t.db
      .select()
      .from(movimentiAdesioni)
      .where(eq(movimentiAdesioni.adesioneId, annullata));
    expect(m).toMatchObject({ tipo: 'annullamento', modo: 'estrattoConto' });
    expect(cent(m!.deltaDaPagare)).toBeLessThan(0);
    // Cancelled before cancellations were recorded (no movement): nothing, as the seed and reports.
    const vecchia = await polizza('2021-01-11T10:00:00Z');
    await t.db.update(adesioni).set({ stato: 'annullata' }).where(eq(adesioni.id, vecchia));

    await emettiEstrattiConto(t.db, '2021-01-01', new Date('2021-02-01T05:00:00Z'));
    const e = (await estratto(`EC-${codice}-202101`))!;
    expect(e.numeroPolizze).toBe(1);
    expect(cent(e.importo)).toBe(prezzo + cent(m!.deltaDaPagare));
    // A full refund leaves nothing to pay: issued as paid.
    expect(e.stato).toBe(prezzo + cent(m!.deltaDaPagare) > 0 ? 'Da pagare' : 'Pagato');
  });

  it('two runs at once make one statement, and a paid one is never changed', async () => {
    const id = await polizza('2021-05-03T10:00:00Z');
    const now = new Date('2021-06-01T05:00:00Z');
    await Promise.all([
      emettiEstrattiConto(t.db, '2021-05-01', now),
      emettiEstrattiConto(t.db, '2021-05-01', now),
    ]);
    const righe = await t.db
      .select()
      .from(estrattiConto)
      .where(and(eq(estrattiConto.distributoreId, distributoreId), eq(estrattiConto.periodo, '2021-05-01')));
    expect(righe).toHaveLength(1);
    expect(cent(righe[0]!.importo)).toBe(await importoPolizza(id));

    // Paid (not sent): never changed either.
    await t.db.update(estrattiConto).set({ stato: 'Pagato' }).where(eq(estrattiConto.id, righe[0]!.id));
    const pagato = (await estratto(righe[0]!.numero))!;
    await polizza('2021-05-04T10:00:00Z');
    await emettiEstrattiConto(t.db, '2021-05-01', new Date('2021-06-02T05:00:00Z'));
    expect(await estratto(righe[0]!.numero)).toEqual(pagato);
  });

  it('the job issues the month it is given, through the queue', async () => {
    const id = await polizza('2021-06-10T10:00:00Z');
    await accoda(t.db, EMISSIONE_ESTRATTI, { periodo: '2021-06-01' });
    await t.app.coda.svuotata(EMISSIONE_ESTRATTI, 60_000);
    const e = await estratto(`EC-${codice}-202106`);
    expect(e).toMatchObject({ numeroPolizze: 1, stato: 'Da pagare' });
    expect(cent(e!.importo)).toBe(await importoPolizza(id));
  });
});

describe('network statements', () => {
  it('sum the month’s statements of the network and its members, once', async () => {
    const propria = await polizza('2021-07-05T10:00:00Z', false, 'network');
    const socio = await polizza('2021-07-06T10:00:00Z', false, 'agenzia.rete');
    const [rete] = await t.db
      .select()
      .from(distributori)
      .innerJoin(users, eq(users.distributoreId, distributori.id))
      .where(eq(users.username, 'network'));
    const numero = `ECN-${rete!.distributori.codice}-202107`;
    await emettiEstrattiConto(t.db, '2021-07-01', new Date('2021-08-01T05:00:00Z'));
    const e = await estratto(numero);
    expect(e).toMatchObject({
      distributoreId: rete!.distributori.id,
      tipo: 'network',
      periodo: '2021-07-01',
      numeroPolizze: 2,
      stato: 'Da pagare',
    });
    expect(cent(e!.importo)).toBe((await importoPolizza(propria)) + (await importoPolizza(socio)));
    const ancora = await emettiEstrattiConto(t.db, '2021-07-01', new Date('2021-08-02T05:00:00Z'));
    expect(ancora).toMatchObject({ creati: 0, aggiornati: 0 });
    expect(await estratto(numero)).toEqual(e);
  });
});

describe('periodoPrecedente', () => {
  it('is the month before the portal’s (Europe/Rome) month', () => {
    expect(periodoPrecedente(new Date('2021-03-01T05:00:00Z'))).toBe('2021-02-01');
    // 31 December 23:30 UTC is already 1 January in Rome.
    expect(periodoPrecedente(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-01');
    expect(periodoPrecedente(new Date('2021-01-15T12:00:00Z'))).toBe('2020-12-01');
  });
});
