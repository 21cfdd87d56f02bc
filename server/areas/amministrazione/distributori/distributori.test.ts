import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EsitoAcquisto } from '../../../../schemas/types';
import {
  adesioni,
  auditLog,
  crediti,
  distributori,
  pacchettiDistributori,
  pacchetti,
  ruoliPermessi,
  users,
} from '../../../db/schema';
import { bearer, createTestApp, login, type TestApp } from '../../../test/testApp';
import { pacchettoIds, viaggioInFrancia } from '../../carrello/testUtils';

/**
 * The back office's distributors (issue 27 item 5): the list and row edit declared in
 * distributoriAmministrazione.list.json and offerteDistributori.list.json, the credit top-up route,
 * and the refusal of a suspended distributor's purchase.
 */

let t: TestApp;
let admin: Record<string, string>;
let agenzia: Record<string, string>;
const idOf: Record<string, number> = {};

type Method = 'GET' | 'POST' | 'PUT';
const call = (headers: Record<string, string>, method: Method, url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const messages = (body: string) =>
  (JSON.parse(body) as { messages: Array<{ code: string; text: string }> }).messages;
const distributore = async (id: number) =>
  (await t.db.select().from(distributori).where(eq(distributori.id, id)))[0]!;
const lastAudit = async () => (await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await login(t.app, 'admin'));
  agenzia = bearer(await login(t.app, 'agenzia'));
  for (const d of await t.db.select({ id: distributori.id, codice: distributori.codice }).from(distributori))
    idOf[d.codice] = d.id;
}, 120_000);
afterAll(() => t?.close());

describe('GET amministrazione/distributori', () => {
  it('lists every distributor with kind, network, payment mode, credit and state; filters and searches', async () => {
    const res = await call(admin, 'GET', '/amministrazione/distributori?pageSize=100');
    expect(res.statusCode, res.body).toBe(200);
    const { items, total } = res.json() as { items: Array<Record<string, unknown>>; total: number };
    const all = await t.db.select({ id: distributori.id }).from(distributori);
    expect(total).toBe(all.length);
    const tour = items.find((i) => i.codice === 'TO0001')!;
    expect(tour).toMatchObject({
      tipo: 'touroperator',
      pagamentoAllAcquisto: true,
      importazioneEmette: true,
      stato: 'attivo',
    });
    expect(items.find((i) => i.codice === 'AG0001')).toMatchObject({ importazioneEmette: false });
    const rete = items.find((i) => i.codice === 'AG0002')!;
    expect(rete).toMatchObject({
      networkID: idOf.NW0001,
      network: expect.stringMatching(/Viaggiare Insieme/),
    });
    // The credit is the last movement's balance, as the purchase reads it.
    const [ultimo] = await t.db
      .select({ residuo: crediti.residuo })
      .from(crediti)
      .where(eq(crediti.distributoreId, idOf.AG0001!))
      .orderBy(desc(crediti.id))
      .limit(1);
    expect(items.find((i) => i.codice === 'AG0001')!.creditoResiduo).toBe(Number(ultimo?.residuo ?? 0));

    const networks = await call(admin, 'GET', '/amministrazione/distributori?filter=(tipo[eq]network)');
    expect((networks.json() as { items: Array<{ codice: string }> }).items.map((i) => i.codice)).toEqual([
      'NW0001',
    ]);
    const text = await call(admin, 'GET', '/amministrazione/distributori?fullTextSearch=Mediterraneo');
    expect((text.json() as { items: Array<{ codice: string }> }).items.map((i) => i.codice)).toEqual([
      'TO0001',
    ]);
  });

  it('answers 403 to a user without the back-office permission', async () => {
    expect((await call(agenzia, 'GET', '/amministrazione/distributori')).statusCode).toBe(403);
    expect((await call(agenzia, 'GET', '/amministrazione/pacchettidistributori')).statusCode).toBe(403);
  });
});

describe('PUT amministrazione/distributori/:id', () => {
  it('changes payment mode, network and state, audited; the whole row as the grid sends it', async () => {
    const id = idOf.AG0001!;
    const res = await call(admin, 'PUT', `/amministrazione/distributori/${id}`, {
      itemID: id,
      codice: 'AG0001',
      ragioneSociale: 'qualunque: ignorato',
      tipo: 'agenziadettagliante',
      network: null,
      creditoResiduo: 0,
      pagamentoAllAcquisto: true,
      networkID: idOf.NW0001,
      stato: 'attivo',
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(await distributore(id)).toMatchObject({
      pagamentoAllAcquisto: true,
      networkId: idOf.NW0001,
      stato: 'attivo',
      codice: 'AG0001',
    });
    expect(await lastAudit()).toMatchObject({
      action: 'distributore.modificato',
      detail: { id, campi: { pagamentoAllAcquisto: true, networkID: idOf.NW0001, stato: 'attivo' } },
    });
    const back = await call(admin, 'PUT', `/amministrazione/distributori/${id}`, {
      pagamentoAllAcquisto: false,
      networkID: null,
    });
    expect(back.statusCode, back.body).toBe(204);
    expect(await distributore(id)).toMatchObject({ pagamentoAllAcquisto: false, networkId: null });
    // Issue 29: whether its multi-policy imports issue the policies or fill the cart.
    const emette = await call(admin, 'PUT', `/amministrazione/distributori/${id}`, {
      importazioneEmette: true,
    });
    expect(emette.statusCode, emette.body).toBe(204);
    expect(await distributore(id)).toMatchObject({ importazioneEmette: true });
    await call(admin, 'PUT', `/amministrazione/distributori/${id}`, { importazioneEmette: false });
  });

  it('refuses a bad value with an Italian 400 and changes nothing', async () => {
    const id = idOf.AG0001!;
    const before = await distributore(id);
    const cases: Array<[unknown, RegExp]> = [
      [{ networkID: idOf.AG0003 }, /non è un distributore di tipo network/],
      [{ networkID: 999_999 }, /non esiste/],
      [{ stato: 'chiuso' }, /^Valore non valido/],
      [{ stato: 'in_attesa' }, /solo Attivo o Sospeso/],
      [{ pagamentoAllAcquisto: 'sì' }, /^Valore non valido/],
      [{ networkID: '3' }, /^Valore non valido/],
      [{ tipo: 'network' }, /Nessun campo modificabile/],
      [{ stato: 'sospeso', segreto: 'x' }, /Campo non previsto: segreto/],
    ];
    for (const [payload, text] of cases) {
      const res = await call(admin, 'PUT', `/amministrazione/distributori/${id}`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(messages(res.body)[0]!.text, JSON.stringify(payload)).toMatch(text);
    }
    // A network is not its own network.
    const self = await call(admin, 'PUT', `/amministrazione/distributori/${idOf.NW0001}`, {
      networkID: idOf.NW0001,
    });
    expect(self.statusCode).toBe(400);
    expect(messages(self.body)[0]).toMatchObject({ code: 'distributori.networkSeStesso' });
    expect(await distributore(id)).toEqual(before);
  });

  it('leaves a pending registration to its approval', async () => {
    const [pending] = await t.db
      .update(distributori)
      .set({ stato: 'in_attesa' })
      .where(eq(distributori.id, idOf.AG0005!))
      .returning({ id: distributori.id });
    const res = await call(admin, 'PUT', `/amministrazione/distributori/${pending!.id}`, { stato: 'attivo' });
    expect(res.statusCode).toBe(400);
    expect(messages(res.body)[0]).toMatchObject({ code: 'distributori.statoInAttesa' });
    // The row sent whole keeps its state: the other fields still change.
    const ok = await call(admin, 'PUT', `/amministrazione/distributori/${pending!.id}`, {
      stato: 'in_attesa',
      pagamentoAllAcquisto: true,
    });
    expect(ok.statusCode, ok.body).toBe(204);
    expect(await distributore(pending!.id)).toMatchObject({ stato: 'in_attesa', pagamentoAllAcquisto: true });
    await t.db
      .update(distributori)
      .set({ stato: 'attivo', pagamentoAllAcquisto: false })
      .where(eq(distributori.id, pending!.id));
  });

  it('answers 404 for an unknown distributor and 403 without the permission', async () => {
    expect(
      (await call(admin, 'PUT', '/amministrazione/distributori/999999', { stato: 'sospeso' })).statusCode,
    ).toBe(404);
    const before = await distributore(idOf.AG0001!);
    const res = await call(agenzia, 'PUT', `/amministrazione/distributori/${idOf.AG0001}`, {
      stato: 'sospeso',
    });
    expect(res.statusCode).toBe(403);
    expect(await distributore(idOf.AG0001!)).toEqual(before);
  });
});

describe('POST amministrazione/distributori/:distributoreId/credito', () => {
  const residuo = async (id: number) => {
    const [r] = await t.db
      .select({ residuo: crediti.residuo })
      .from(crediti)
      .where(eq(crediti.distributoreId, id))
      .orderBy(desc(crediti.id))
      .limit(1);
    return Number(r?.residuo ?? 0);
  };

  it('writes a credit movement with the reason and the new balance, audited; the list shows it', async () => {
    const id = idOf.AG0003!;
    const prima = await residuo(id);
    const res = await call(admin, 'POST', `/amministrazione/distributori/${id}/credito`, {
      importo: 150.25,
      motivo: '  Rimborso per disservizio del 12/11  ',
    });
    expect(res.statusCode, res.body).toBe(200);
    const atteso = Math.round((prima + 150.25) * 100) / 100;
    expect(res.json()).toEqual({ data: { creditoResiduo: atteso } });
    const [movimento] = await t.db
      .select()
      .from(crediti)
      .where(eq(crediti.distributoreId, id))
      .orderBy(desc(crediti.id))
      .limit(1);
    expect(movimento).toMatchObject({
      importo: '150.25',
      causale: 'Ricarica del back office: Rimborso per disservizio del 12/11',
      adesioneId: null,
    });
    expect(Number(movimento!.residuo)).toBe(atteso);
    expect(await lastAudit()).toMatchObject({
      action: 'distributore.creditoRicaricato',
      detail: { distributoreId: id, movimentoId: movimento!.id, importo: 150.25, residuo: atteso },
    });
    const list = await call(admin, 'GET', `/amministrazione/distributori?filter=(codice[eq]AG0003)`);
    expect((list.json() as { items: Array<{ creditoResiduo: number }> }).items[0]!.creditoResiduo).toBe(
      atteso,
    );
  });

  it('refuses a bad amount or reason with an Italian 400 and writes nothing', async () => {
    const id = idOf.AG0003!;
    const count = async () =>
      (await t.db.select({ id: crediti.id }).from(crediti).where(eq(crediti.distributoreId, id))).length;
    const before = await count();
    const cases: Array<[unknown, string]> = [
      [{ importo: 0, motivo: 'x' }, 'credito.importoNonValido'],
      [{ importo: -5, motivo: 'x' }, 'credito.importoNonValido'],
      [{ importo: 10.005, motivo: 'x' }, 'credito.importoNonValido'],
      [{ importo: 1_000_000.01, motivo: 'x' }, 'credito.importoNonValido'],
      [{ importo: 10, motivo: '   ' }, 'credito.motivoObbligatorio'],
      [{ importo: 10, motivo: 'x'.repeat(501) }, 'credito.motivoObbligatorio'],
    ];
    for (const [payload, code] of cases) {
      const res = await call(admin, 'POST', `/amministrazione/distributori/${id}/credito`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(messages(res.body)[0]!.code).toBe(code);
      expect(messages(res.body)[0]!.text).toMatch(/^(L’importo|Indica il motivo)/);
    }
    for (const payload of [{ importo: '10', motivo: 'x' }, { motivo: 'x' }, { importo: 10 }, {}]) {
      const res = await call(admin, 'POST', `/amministrazione/distributori/${id}/credito`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await count()).toBe(before);
  });

  it('answers 404 for an unknown distributor, 403 to a non-back-office user even with the permission', async () => {
    const ok = { importo: 10, motivo: 'Prova' };
    expect((await call(admin, 'POST', '/amministrazione/distributori/999999/credito', ok)).statusCode).toBe(
      404,
    );
    expect(
      (await call(admin, 'POST', '/amministrazione/distributori/9999999999/credito', ok)).statusCode,
    ).toBe(404);
    expect(
      (await call(agenzia, 'POST', `/amministrazione/distributori/${idOf.AG0001}/credito`, ok)).statusCode,
    ).toBe(403);
    // The agency's role given the back-office permission: still not back office.
    const [me] = await t.db
      .select({ ruoloId: users.ruoloId })
      .from(users)
      .where(eq(users.username, 'agenzia'));
    await t.db
      .insert(ruoliPermessi)
      .values({ ruoloId: me!.ruoloId!, codice: 'BK_ANAGRAFICA_DISTRIBUTORI', azioni: 'RU' });
    try {
      const res = await call(
        bearer(await login(t.app, 'agenzia')),
        'POST',
        `/amministrazione/distributori/${idOf.AG0001}/credito`,
        ok,
      );
      expect(res.statusCode).toBe(403);
    } finally {
      await t.db
        .delete(ruoliPermessi)
        .where(
          and(
            eq(ruoliPermessi.ruoloId, me!.ruoloId!),
            eq(ruoliPermessi.codice, 'BK_ANAGRAFICA_DISTRIBUTORI'),
          ),
        );
    }
  });
});

describe('amministrazione/pacchettidistributori', () => {
  const offerta = async (codiceDistributore: string, codicePacchetto: string) => {
    const [o] = await t.db
      .select({
        id: pacchettiDistributori.id,
        tipo: pacchettiDistributori.tipoCommissioneId,
        commissione: pacchettiDistributori.commissione,
      })
      .from(pacchettiDistributori)
      .innerJoin(pacchetti, eq(pacchetti.id, pacchettiDistributori.pacchettoId))
      .where(
        and(
          eq(pacchettiDistributori.distributoreId, idOf[codiceDistributore]!),
          eq(pacchetti.codice, codicePacchetto),
        ),
      );
    return o!;
  };

  it('lists the packages each distributor sells with its commission, filterable by distributor', async () => {
    const res = await call(
      admin,
      'GET',
      `/amministrazione/pacchettidistributori?filter=(distributoreID[eq]!!n=${idOf.AG0003})&pageSize=100`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const { items } = res.json() as { items: Array<Record<string, unknown>> };
    const stored = await t.db
      .select({ id: pacchettiDistributori.id })
      .from(pacchettiDistributori)
      .where(eq(pacchettiDistributori.distributoreId, idOf.AG0003!));
    expect(items).toHaveLength(stored.length);
    expect(items[0]).toMatchObject({
      codiceDistributore: 'AG0003',
      tipoCommissioneID: 2,
      commissione: 12,
      pacchetto: expect.any(String),
      categoria: expect.any(String),
      fornitore: expect.any(String),
    });
  });

  it('edits type and commission, audited; a percent over 100 or a third decimal is an Italian 400', async () => {
    const o = await offerta('AG0001', 'ANN-SP');
    expect(o.tipo).toBe(2);
    const url = `/amministrazione/pacchettidistributori/${o.id}`;
    const ok = await call(admin, 'PUT', url, {
      itemID: o.id,
      distributore: 'x',
      tipoCommissioneID: 1,
      commissione: 250.5,
    });
    expect(ok.statusCode, ok.body).toBe(204);
    expect(await offerta('AG0001', 'ANN-SP')).toMatchObject({ tipo: 1, commissione: '250.50' });
    expect(await lastAudit()).toMatchObject({
      action: 'commissione.modificata',
      detail: { id: o.id, campi: { tipoCommissioneID: 1, commissione: 250.5 } },
    });

    const before = await offerta('AG0001', 'ANN-SP');
    const cases: Array<[unknown, RegExp]> = [
      [{ tipoCommissioneID: 2, commissione: 100.5 }, /percentuale va da 0 a 100/],
      // The type alone to percent, with the stored 250.50 €: refused too.
      [{ tipoCommissioneID: 2 }, /percentuale va da 0 a 100/],
      [{ commissione: 12.345 }, /al massimo 2 decimali/],
      [{ commissione: -1 }, /^Valore non valido|troppo/],
      [{ tipoCommissioneID: 3 }, /^Valore non valido/],
      [{ commissione: '12' }, /^Valore non valido/],
    ];
    for (const [payload, text] of cases) {
      const res = await call(admin, 'PUT', url, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(messages(res.body)[0]!.text, JSON.stringify(payload)).toMatch(text);
    }
    expect(await offerta('AG0001', 'ANN-SP')).toEqual(before);

    const percent = await call(admin, 'PUT', url, { tipoCommissioneID: 2, commissione: 100 });
    expect(percent.statusCode, percent.body).toBe(204);
    const zero = await call(admin, 'PUT', url, { commissione: 0 });
    expect(zero.statusCode, zero.body).toBe(204);
    await call(admin, 'PUT', url, { tipoCommissioneID: 2, commissione: 20 });
  });

  it('answers 404 for an unknown offer and 403 without the permission', async () => {
    expect(
      (await call(admin, 'PUT', '/amministrazione/pacchettidistributori/999999', { commissione: 5 }))
        .statusCode,
    ).toBe(404);
    const o = await offerta('AG0001', 'ANN-SP');
    const res = await call(agenzia, 'PUT', `/amministrazione/pacchettidistributori/${o.id}`, {
      commissione: 50,
    });
    expect(res.statusCode).toBe(403);
    expect(await offerta('AG0001', 'ANN-SP')).toEqual(o);
  });
});

describe('a suspended distributor', () => {
  it('cannot buy: the purchase is refused whole with an Italian 400, and buys again once active', async () => {
    const ids = await pacchettoIds(t.db);
    const eta = (await call(agenzia, 'GET', '/dropdown/eta')).json() as {
      items: Array<{ value: number; text: string }>;
    };
    const banda = eta.items.find((i) => i.text === 'Da 18 a 40 anni')!.value;
    await call(agenzia, 'POST', '/carrello/svuotacarrello', {});
    const added = await call(agenzia, 'POST', '/carrello', {
      pacchettoID: ids['ANN-SP'],
      parametri: viaggioInFrancia(banda, 1),
      partecipanti: [{ ItemID: 1, Cognome: 'Sospesi', Nome: 'Mario' }],
      prodottiCollegati: [],
      parametriDichiarazione: { adeguatezza: true, checkPolizza: true, checkPrivacy: true },
    });
    expect(added.statusCode, added.body).toBe(200);

    const sospendi = await call(admin, 'PUT', `/amministrazione/distributori/${idOf.AG0001}`, {
      stato: 'sospeso',
    });
    expect(sospendi.statusCode, sospendi.body).toBe(204);
    const policiesBefore = (await t.db.select({ id: adesioni.id }).from(adesioni)).length;
    const refused = await t.app.inject({ method: 'POST', url: '/api/adesioni', headers: agenzia });
    expect(refused.statusCode).toBe(400);
    expect(messages(refused.body)[0]).toEqual({
      code: 'acquisto.distributoreSospeso',
      text: 'Il tuo distributore è sospeso: non puoi acquistare polizze. Contatta l’assistenza.',
      type: 'error',
    });
    expect((await t.db.select({ id: adesioni.id }).from(adesioni)).length).toBe(policiesBefore);

    const riattiva = await call(admin, 'PUT', `/amministrazione/distributori/${idOf.AG0001}`, {
      stato: 'attivo',
    });
    expect(riattiva.statusCode).toBe(204);
    const bought = await t.app.inject({ method: 'POST', url: '/api/adesioni', headers: agenzia });
    expect(bought.statusCode, bought.body).toBe(200);
    expect((bought.json() as EsitoAcquisto).status).toBe('ok');
  });
});

describe('dropdowns of the edit forms', () => {
  it('offers the networks, the two states and the two commission types to back office', async () => {
    const networks = (await call(admin, 'GET', '/dropdown/network')).json() as {
      items: Array<{ value: number }>;
    };
    expect(networks.items.map((i) => i.value)).toEqual([idOf.NW0001]);
    // Nobody else gets a network to choose: refused, or an empty list.
    const other = await call(agenzia, 'GET', '/dropdown/network');
    if (other.statusCode !== 403) expect((other.json() as { items: unknown[] }).items).toEqual([]);
    expect((await call(admin, 'GET', '/dropdown/statiDistributore')).json()).toEqual({
      items: [
        { value: 'attivo', text: 'Attivo' },
        { value: 'sospeso', text: 'Sospeso' },
      ],
      total: 2,
    });
    expect((await call(admin, 'GET', '/dropdown/tipiCommissione')).json()).toMatchObject({
      items: [{ value: 1 }, { value: 2 }],
    });
  });
});
