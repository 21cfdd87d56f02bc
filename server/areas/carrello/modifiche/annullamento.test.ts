import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adesioni, crediti, movimentiAdesioni, pacchetti, storicoModifiche, users } from '../../../db/schema';
import { loadPrincipal } from '../../../auth/principal';
import { bearer, createTestApp, login, type TestApp } from '../../../test/testApp';
import { creditoResiduo } from '../../adesioni/acquisto/acquista';
import { creaPolizzaDiProva } from '../../adesioni/certificato/polizzaDiProva';
import { POLIZZA_NON_TROVATA } from '../../adesioni/dettaglioRoutes';
import {
  ANNULLAMENTO_MSG,
  ERRORE_VERSIONE,
  annulla,
  anteprimaAnnullamento,
  operazioneAnnullamento,
  regolaAnnullamento,
} from './annullamento';
import { registraModifica } from './storico';

/**
 * Cancellation of an issued policy (issue 26 item 6, contract points 8 and 9). The test policies
 * (creaPolizzaDiProva) start their trip on 2027-07-01 and have 1067,00 € to pay (1212,50 € premium
 * with taxes, 145,50 € commissions). ANN-PLUS is set here to 30 days with 25 % after them.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
let agenzia: Awaited<ReturnType<typeof utente>>;
let numero = 0;

const utente = async (username: string) => {
  const [u] = await t.db.select().from(users).where(eq(users.username, username));
  const principal = (await loadPrincipal(t.db, u!.id))!;
  return { id: u!.id, distributoreId: u!.distributoreId, principal };
};

async function polizza(
  opts: { pacchetto?: string; credito?: boolean; username?: string; principaleId?: number } = {},
) {
  numero += 1;
  return (
    await creaPolizzaDiProva(t.db, {
      username: opts.username ?? 'agenzia',
      pacchettoCodice: opts.pacchetto ?? 'ANN-PLUS',
      assicurati: 1,
      numero: `ANNUL-${numero}`,
      credito: opts.credito,
      principaleId: opts.principaleId,
    })
  ).id;
}

const anteprima = (id: number, who = 'agenzia') =>
  t.app.inject({
    method: 'GET',
    url: `/api/carrello/modifiche/annullamento/${id}`,
    headers: bearer(tokens[who]!),
  });
const post = (id: number, versione: number, chiave?: string, who = 'agenzia') =>
  t.app.inject({
    method: 'POST',
    url: `/api/carrello/modifiche/annullamento/${id}`,
    headers: { ...bearer(tokens[who]!), ...(chiave ? { 'idempotency-key': chiave } : {}) },
    payload: { versione },
  });
const movimenti = (ids: number[]) =>
  t.db.select().from(movimentiAdesioni).where(inArray(movimentiAdesioni.adesioneId, ids));
const statoDi = async (id: number) => (await t.db.select().from(adesioni).where(eq(adesioni.id, id)))[0]!;

beforeAll(async () => {
  t = await createTestApp();
  await t.db
    .update(pacchetti)
    .set({ annullamentoGiorni: 30, annullamentoRimborsoTardivo: 25 })
    .where(eq(pacchetti.codice, 'ANN-PLUS'));
  await t.db.update(pacchetti).set({ annullamentoGiorni: null }).where(eq(pacchetti.codice, 'ANNUALE-MULTI'));
  for (const u of ['agenzia', 'tour', 'admin']) tokens[u] = await login(t.app, u);
  agenzia = await utente('agenzia');
}, 60_000);
afterAll(() => t?.close());

describe('regolaAnnullamento', () => {
  const regola = { annullamentoGiorni: 30, annullamentoRimborsoTardivo: 25 };
  it('gives the whole premium back up to and including start − N days, the late share the day after', () => {
    expect(regolaAnnullamento(regola, '2027-07-01', '2027-06-01')).toEqual({
      annullabile: true,
      percentuale: 100,
      rimborsoPienoFinoAl: '2027-06-01',
    });
    expect(regolaAnnullamento(regola, '2027-07-01', '2027-06-02')).toMatchObject({ percentuale: 25 });
  });
  it('is cancellable the day before the trip and not from its first day', () => {
    expect(regolaAnnullamento(regola, '2027-07-01', '2027-06-30')).toMatchObject({ annullabile: true });
    expect(regolaAnnullamento(regola, '2027-07-01', '2027-07-01')).toMatchObject({
      annullabile: false,
      motivo: ANNULLAMENTO_MSG.viaggioIniziato,
    });
  });
  it('a package without a window is never cancellable', () => {
    expect(
      regolaAnnullamento(
        { annullamentoGiorni: null, annullamentoRimborsoTardivo: 0 },
        '2027-07-01',
        '2026-01-01',
      ),
    ).toMatchObject({ annullabile: false, motivo: 'Questa polizza non può essere annullata.' });
  });
});

describe('cancellation at the window boundary (server clock in the portal zone)', () => {
  it('on the last full-refund day: 100 %, the credit back to the cent', async () => {
    const id = await polizza({ credito: true });
    // 2027-06-01 23:30 in Rome is 21:30 UTC: still the last day of the full refund.
    const now = new Date('2027-06-01T21:30:00Z');
    const prima = await creditoResiduo(t.db, agenzia.distributoreId!);
    const p = await anteprimaAnnullamento(t.db, agenzia.principal, id, now);
    expect(p).toMatchObject({ annullabile: true, percentuale: 100, rimborso: 1067, modo: 'credito' });
    const esito = await annulla(t.db, {
      user: agenzia.principal,
      impersonatoreId: null,
      adesioneId: id,
      versione: 1,
      chiave: 'confine-pieno',
      now,
    });
    expect(esito).toEqual({ esito: 'annullata', rimborso: 1067, versione: 2 });
    expect(await creditoResiduo(t.db, agenzia.distributoreId!)).toBe(prima + 106_700);
    const [m] = await movimenti([id]);
    expect(m).toMatchObject({
      tipo: 'annullamento',
      modo: 'credito',
      deltaDaPagare: '-1067.00',
      deltaPremioImposte: '-1212.50',
      deltaPremio: '-1000.00',
      deltaCommissioni: '-145.50',
    });
    const [c] = await t.db.select().from(crediti).where(eq(crediti.id, m!.creditoId!));
    expect(c).toMatchObject({ importo: '1067.00', adesioneId: id });
    expect(Number(c!.residuo) * 100).toBeCloseTo(prima + 106_700, 6);
  });

  it('the day after: the late percentage, commissions reversed by the same fraction', async () => {
    const id = await polizza();
    const now = new Date('2027-06-01T22:30:00Z'); // 2027-06-02 00:30 in Rome
    const p = await anteprimaAnnullamento(t.db, agenzia.principal, id, now);
    expect(p).toMatchObject({
      annullabile: true,
      percentuale: 25,
      rimborso: 266.75,
      rimborsoPienoFinoAl: '2027-06-01',
      modo: 'estrattoConto',
    });
    await annulla(t.db, {
      user: agenzia.principal,
      impersonatoreId: null,
      adesioneId: id,
      versione: 1,
      chiave: 'confine-tardivo',
      now,
    });
    const [m] = await movimenti([id]);
    expect(m).toMatchObject({
      modo: 'estrattoConto',
      creditoId: null,
      deltaDaPagare: '-266.75',
      deltaPremioImposte: '-303.13',
      deltaCommissioni: '-36.38',
    });
  });

  it('paid by card at purchase: the refund goes to the credit', async () => {
    const id = await polizza();
    await t.db.update(adesioni).set({ pagamentoTentativoId: 424242 }).where(eq(adesioni.id, id));
    const prima = await creditoResiduo(t.db, agenzia.distributoreId!);
    expect(await anteprimaAnnullamento(t.db, agenzia.principal, id)).toMatchObject({ modo: 'credito' });
    expect((await post(id, 1, 'carta-0001')).json().item1.rimborso).toBe(1067);
    expect(await creditoResiduo(t.db, agenzia.distributoreId!)).toBe(prima + 106_700);
    expect((await movimenti([id]))[0]).toMatchObject({ modo: 'credito', deltaDaPagare: '-1067.00' });
  });

  it('refused from the trip start', async () => {
    const id = await polizza();
    const now = new Date('2027-06-30T22:00:00Z'); // 2027-07-01 in Rome
    expect(await anteprimaAnnullamento(t.db, agenzia.principal, id, now)).toMatchObject({
      annullabile: false,
      motivo: ANNULLAMENTO_MSG.viaggioIniziato,
    });
    await expect(
      annulla(t.db, {
        user: agenzia.principal,
        impersonatoreId: null,
        adesioneId: id,
        versione: 1,
        chiave: 'dopo-inizio',
        now,
      }),
    ).rejects.toMatchObject({ statusCode: 400, message: ANNULLAMENTO_MSG.viaggioIniziato });
    expect((await statoDi(id)).stato).toBe('emessa');
  });
});

describe('POST carrello/modifiche/annullamento', () => {
  it('cancels the main policy with its supplementary ones, one history row, the report shows the reversal', async () => {
    const id = await polizza();
    const integrativa = await polizza({ pacchetto: 'INT-MED', principaleId: id });
    const pv = (await anteprima(id)).json().item1;
    expect(pv).toMatchObject({ annullabile: true, percentuale: 100, premio: 2134, rimborso: 2134 });
    expect(pv.polizze.map((p: { itemID: number }) => p.itemID)).toEqual([id, integrativa]);
    // The supplementary one alone is not cancelled on its own.
    const sola = (await anteprima(integrativa)).json().item1;
    expect(sola).toMatchObject({
      annullabile: false,
      motivo: ANNULLAMENTO_MSG.integrativa('ANNUL-' + (numero - 1)),
    });

    const res = await post(id, 1, 'insieme-0001');
    expect(res.statusCode).toBe(200);
    expect(res.json().item1).toEqual({ esito: 'annullata', rimborso: 2134, versione: 2 });
    for (const x of [id, integrativa]) {
      const a = await statoDi(x);
      expect([a.stato, a.versione, a.annullataIl !== null]).toEqual(['annullata', 2, true]);
    }
    expect(await movimenti([id, integrativa])).toHaveLength(2);
    const storico = await t.db.select().from(storicoModifiche).where(eq(storicoModifiche.adesioneId, id));
    expect(storico).toHaveLength(1);
    expect(storico[0]).toMatchObject({
      tipoModifica: 'annullamento',
      valoreOriginale: 'emessa (versione 1)',
    });
    expect(storico[0]!.valoreModificato).toMatch(
      /^annullata il .*; rimborso 2\.134,00\s€ \(100\s%\); con le integrative ANNUL-/,
    );

    // Already cancelled: the reason, on the preview and the POST (with its new version).
    expect((await anteprima(id)).json().item1).toMatchObject({
      annullabile: false,
      motivo: ANNULLAMENTO_MSG.giaAnnullata,
    });
    const ancora = await post(id, 2, 'insieme-0002');
    expect(ancora.statusCode).toBe(400);
    expect(ancora.json().messages[0].text).toBe(ANNULLAMENTO_MSG.giaAnnullata);
  });

  it('a package without a window: the reason, 400', async () => {
    const id = await polizza({ pacchetto: 'ANNUALE-MULTI' });
    expect((await anteprima(id)).json().item1).toMatchObject({
      annullabile: false,
      motivo: 'Questa polizza non può essere annullata.',
    });
    const res = await post(id, 1, 'no-finestra');
    expect(res.statusCode).toBe(400);
    expect(res.json().messages[0].text).toBe('Questa polizza non può essere annullata.');
  });

  it('a change request awaiting its outcome: the reason', async () => {
    const id = await polizza();
    await t.db.transaction((tx) =>
      registraModifica(tx, {
        adesioneId: id,
        userId: agenzia.id,
        richiestaModifica: true,
        aree: [{ tipoModifica: 'chNumeroAssicurati', valoreOriginale: '1', valoreModificato: '2' }],
      }),
    );
    expect((await anteprima(id)).json().item1).toMatchObject({
      annullabile: false,
      motivo: ANNULLAMENTO_MSG.richiestaInAttesa,
    });
    expect((await post(id, 1, 'in-attesa')).statusCode).toBe(400);
  });

  it('a stale version: 409 errore.versione with the contract text', async () => {
    const id = await polizza();
    const res = await post(id, 7, 'vecchia-versione');
    expect(res.statusCode).toBe(409);
    expect(res.json().messages[0]).toMatchObject(ERRORE_VERSIONE);
  });

  it('another distributor’s policy (or none): 404 Polizza non trovata; back office sees it', async () => {
    const id = await polizza({ username: 'tour' });
    for (const r of [await anteprima(id), await post(id, 1, 'altrui-0001'), await anteprima(999_999_999)]) {
      expect(r.statusCode).toBe(404);
      expect(r.json().text).toBe(POLIZZA_NON_TROVATA);
    }
    expect((await statoDi(id)).stato).toBe('emessa');
    expect((await anteprima(id, 'admin')).json().item1.annullabile).toBe(true);
  });

  it('bad input: 400, never 5xx', async () => {
    const id = await polizza();
    for (const r of [
      await post(id, 0, 'valida-0001'),
      await post(id, 1, 'corta'),
      await t.app.inject({
        method: 'POST',
        url: `/api/carrello/modifiche/annullamento/${id}`,
        headers: bearer(tokens.agenzia!),
        payload: { versione: 'uno' },
      }),
    ])
      expect(r.statusCode).toBe(400);
  });

  it('twenty concurrent cancels with one key: one set of movements, the same answer', async () => {
    const id = await polizza({ credito: true });
    const integrativa = await polizza({ pacchetto: 'INT-MED', principaleId: id, credito: true });
    const prima = await creditoResiduo(t.db, agenzia.distributoreId!);
    const risposte = await Promise.all(Array.from({ length: 20 }, () => post(id, 1, 'stessa-chiave-20')));
    for (const r of risposte) {
      expect(r.statusCode).toBe(200);
      expect(r.json().item1).toEqual({ esito: 'annullata', rimborso: 2134, versione: 2 });
    }
    const m = await movimenti([id, integrativa]);
    expect(m).toHaveLength(2);
    expect(new Set(m.map((x) => x.operazioneId))).toEqual(
      new Set([operazioneAnnullamento(agenzia.id, 'stessa-chiave-20', id)]),
    );
    expect(await creditoResiduo(t.db, agenzia.distributoreId!)).toBe(prima + 213_400);
    expect(
      await t.db.select().from(storicoModifiche).where(eq(storicoModifiche.adesioneId, id)),
    ).toHaveLength(1);
  });

  it('the same key on another policy is another cancellation, with its own history row', async () => {
    const a = await polizza();
    const b = await polizza();
    expect((await post(a, 1, 'riusata-0001')).statusCode).toBe(200);
    expect((await post(b, 1, 'riusata-0001')).statusCode).toBe(200);
    expect((await statoDi(b)).stato).toBe('annullata');
    const storico = await t.db
      .select()
      .from(storicoModifiche)
      .where(inArray(storicoModifiche.adesioneId, [a, b]));
    expect(storico).toHaveLength(2);
  });

  it('two different keys at once: one cancels, the other is refused', async () => {
    const id = await polizza();
    const [a, b] = await Promise.all([post(id, 1, 'agente-a-0001'), post(id, 1, 'agente-b-0001')]);
    const codici = [a!.statusCode, b!.statusCode].sort();
    expect(codici[0]).toBe(200);
    expect([400, 409]).toContain(codici[1]);
    const rifiutata = a!.statusCode === 200 ? b! : a!;
    expect([ERRORE_VERSIONE.text, ANNULLAMENTO_MSG.giaAnnullata]).toContain(
      rifiutata.json().messages[0].text,
    );
    expect(await movimenti([id])).toHaveLength(1);
  });

  it('the policy list shows it annullata', async () => {
    const id = await polizza();
    await post(id, 1, 'lista-0001');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/myoverins/elencoadesioni',
      query: { fullTextSearch: `ANNUL-${numero}`, pageSize: '100' },
      headers: bearer(tokens.agenzia!),
    });
    expect(res.statusCode).toBe(200);
    const righe = (res.json() as { items: Array<{ itemID: number; stato: string }> }).items;
    expect(righe.find((r) => r.itemID === id)?.stato).toBe('annullata');
  });
});

describe('commissions report', () => {
  it('a cancelled policy counts what its cancellation left; a full refund nothing', async () => {
    const admin = await login(t.app, 'admin');
    const report = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/report/commissioni?dataDa=2026-11-25&dataA=2026-11-25&pageSize=1000',
        headers: bearer(admin),
      });
      expect(res.statusCode).toBe(200);
      const key = `${agenzia.distributoreId}-ANN-PLUS`;
      return (
        res.json() as {
          items: Array<{
            itemID: string;
            fatturato: number;
            commissioniDistributore: number;
            numeroAcquisti: number;
          }>;
        }
      ).items.find((i) => i.itemID === key);
    };
    const piena = await polizza();
    const tardiva = await polizza();
    const prima = (await report())!;
    await annulla(t.db, {
      user: agenzia.principal,
      impersonatoreId: null,
      adesioneId: piena,
      versione: 1,
      chiave: 'report-pieno',
    });
    await annulla(t.db, {
      user: agenzia.principal,
      impersonatoreId: null,
      adesioneId: tardiva,
      versione: 1,
      chiave: 'report-tardivo',
      now: new Date('2027-06-10T10:00:00Z'),
    });
    const dopo = (await report())!;
    expect(dopo.numeroAcquisti).toBe(prima.numeroAcquisti - 2);
    // Full refund: −1212,50 and −145,50; 25 %: −303,13 and −36,38 (the rest is kept).
    expect(Math.round((prima.fatturato - dopo.fatturato) * 100)).toBe(121_250 + 30_313);
    expect(Math.round((prima.commissioniDistributore - dopo.commissioniDistributore) * 100)).toBe(
      14_550 + 3_638,
    );
  });
});
