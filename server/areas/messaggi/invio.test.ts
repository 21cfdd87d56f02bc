import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distributori, messaggi, messaggiInvii, ruoli, ruoliPermessi, users } from '../../db/schema';
import { bearer, createTestApp, login, type TestApp } from '../../test/testApp';
import { auditRows, cloneUser, userId } from '../account/testUtils';

/**
 * Back office sends a message to the bell (issue 28 item 2): POST amministrazione/messaggi to one
 * user, to every active user of a distributor, or of every active distributor of a kind; the list of
 * what was sent. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
let t: TestApp;
let admin: string;
let operatore: string;
let senzaPermesso: string;
let agenzia: string;
let agenziaDistributore: number;
let disabilitato: number;
let sospesoUtente: number;
let inAttesa: number;

beforeAll(async () => {
  t = await createTestApp();
  const [a] = await t.db
    .select({ distributoreId: users.distributoreId })
    .from(users)
    .where(eq(users.username, 'agenzia'));
  agenziaDistributore = a!.distributoreId!;
  const [d] = await t.db.select().from(distributori).where(eq(distributori.id, agenziaDistributore));
  // A disabled user of the agency, and an agency of the same kind that is suspended or pending.
  disabilitato = await cloneUser(t.db, 'agenzia', 'agenzia.disabilitata', { disabled: true });
  const [sospeso] = await t.db
    .insert(distributori)
    .values({ codice: 'MSGSOSP', tipo: d!.tipo, anagraficaId: d!.anagraficaId, stato: 'sospeso' })
    .returning({ id: distributori.id });
  sospesoUtente = await cloneUser(t.db, 'agenzia', 'agenzia.sospesa', { distributoreId: sospeso!.id });
  const [attesa] = await t.db
    .insert(distributori)
    .values({ codice: 'MSGATT', tipo: d!.tipo, anagraficaId: d!.anagraficaId, stato: 'in_attesa' })
    .returning({ id: distributori.id });
  inAttesa = attesa!.id;
  await cloneUser(t.db, 'agenzia', 'agenzia.attesa', { distributoreId: inAttesa });
  // A back-office role without the messages permission.
  const [senza] = await t.db
    .insert(ruoli)
    .values({ descrizione: 'Back office senza messaggi', backOffice: true, attributi: ['ALL'] })
    .returning({ id: ruoli.id });
  await t.db
    .insert(ruoliPermessi)
    .values({ ruoloId: senza!.id, codice: 'BK_REPORT_COMMISSIONI', azioni: 'E' });
  await cloneUser(t.db, 'admin', 'backoffice.senzaMessaggi', { ruoloId: senza!.id });
  admin = await login(t.app, 'admin');
  operatore = await login(t.app, 'operatore');
  senzaPermesso = await login(t.app, 'backoffice.senzaMessaggi');
  agenzia = await login(t.app, 'agenzia');
}, 60_000);
afterAll(() => t.close());

type Body = Record<string, unknown>;
const invia = (token: string, payload: Body) =>
  t.app.inject({ method: 'POST', url: '/api/amministrazione/messaggi', payload, headers: bearer(token) });
const conteggi = async () => ({
  invii: (await t.db.select({ n: count() }).from(messaggiInvii))[0]!.n,
  messaggi: (await t.db.select({ n: count() }).from(messaggi))[0]!.n,
});
const destinatariDi = async (invioId: number) =>
  (
    await t.db
      .select({ userId: messaggi.userId })
      .from(messaggi)
      .where(eq(messaggi.invioId, invioId))
      .orderBy(messaggi.userId)
  ).map((r) => r.userId);
const texts = (res: { json(): unknown }) =>
  ((res.json() as { messages: Array<{ text: string }> }).messages ?? []).map((m) => m.text);

describe('POST amministrazione/messaggi', () => {
  it('sends to one user: one row in messaggi, from back office, pointing at the send', async () => {
    const res = await invia(operatore, {
      pubblico: 'utente',
      utenteId: await userId(t.db, 'tour'),
      testo: ' Ciao ',
    });
    expect(res.statusCode).toBe(201);
    const { itemID, destinatari } = (res.json() as { data: { itemID: number; destinatari: number } }).data;
    expect(destinatari).toBe(1);
    expect(await destinatariDi(itemID)).toEqual([await userId(t.db, 'tour')]);
    const [m] = await t.db.select().from(messaggi).where(eq(messaggi.invioId, itemID));
    expect(m).toMatchObject({
      testo: 'Ciao',
      origine: 'backoffice',
      mittenteId: await userId(t.db, 'operatore'),
      lettoIl: null,
    });
    const [invio] = await t.db.select().from(messaggiInvii).where(eq(messaggiInvii.id, itemID));
    expect(invio).toMatchObject({ pubblico: 'utente', destinatari: 1, testo: 'Ciao' });
    expect(invio!.mittente).toContain('(operatore)');
    expect(invio!.destinatario).toContain('(tour)');
    expect((await auditRows(t.db, 'messaggio.inviato')).at(-1)!.detail).toMatchObject({ invioId: itemID });
  });

  it('sends to every active user of a distributor, not to its disabled ones', async () => {
    const res = await invia(admin, {
      pubblico: 'distributore',
      distributoreId: agenziaDistributore,
      testo: 'Avviso',
    });
    expect(res.statusCode).toBe(201);
    const attivi = (
      await t.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.distributoreId, agenziaDistributore), eq(users.disabled, false)))
        .orderBy(users.id)
    ).map((r) => r.id);
    expect(attivi).toContain(await userId(t.db, 'agenzia'));
    const ricevuti = await destinatariDi((res.json() as { data: { itemID: number } }).data.itemID);
    expect(ricevuti).toEqual(attivi);
    expect(ricevuti).not.toContain(disabilitato);
  });

  it('sends to every active user of every active distributor of a kind, and to no one else', async () => {
    const res = await invia(admin, {
      pubblico: 'tipo',
      tipoDistributore: 'agenziadettagliante',
      testo: 'Novità',
    });
    expect(res.statusCode).toBe(201);
    const ricevuti = await destinatariDi((res.json() as { data: { itemID: number } }).data.itemID);
    const attesi = (
      await t.db
        .select({ id: users.id })
        .from(users)
        .innerJoin(distributori, eq(distributori.id, users.distributoreId))
        .where(
          and(
            eq(distributori.tipo, 'agenziadettagliante'),
            eq(distributori.stato, 'attivo'),
            eq(users.disabled, false),
          ),
        )
        .orderBy(users.id)
    ).map((r) => r.id);
    expect(ricevuti).toEqual(attesi);
    expect(ricevuti).toContain(await userId(t.db, 'agenzia'));
    expect(ricevuti).not.toContain(await userId(t.db, 'tour'));
    expect(ricevuti).not.toContain(await userId(t.db, 'network'));
    expect(ricevuti).not.toContain(await userId(t.db, 'admin'));
    expect(ricevuti).not.toContain(disabilitato);
    expect(ricevuti).not.toContain(sospesoUtente);
    const tour = await invia(admin, { pubblico: 'tipo', tipoDistributore: 'touroperator', testo: 'Tour' });
    expect(await destinatariDi((tour.json() as { data: { itemID: number } }).data.itemID)).toContain(
      await userId(t.db, 'tour'),
    );
  });

  it('refuses bad input with an Italian 400 naming the missing field, and writes nothing', async () => {
    const prima = await conteggi();
    const casi: Array<[Body, string]> = [
      [{ pubblico: 'utente', testo: 'x' }, 'campo Utente'],
      [{ pubblico: 'distributore', testo: 'x' }, 'campo Distributore'],
      [{ pubblico: 'tipo', testo: 'x' }, 'campo Tipo di distributore'],
      [
        { pubblico: 'utente', utenteId: 1, distributoreId: agenziaDistributore, testo: 'x' },
        'lascia vuoti gli altri',
      ],
      [{ pubblico: 'utente', utenteId: 1, testo: '   ' }, 'campo Testo'],
      [{ pubblico: 'utente', utenteId: disabilitato, testo: 'x' }, 'disabilitato'],
      [{ pubblico: 'utente', utenteId: 999_999, testo: 'x' }, 'non esiste'],
      [{ pubblico: 'distributore', distributoreId: inAttesa, testo: 'x' }, 'in attesa di approvazione'],
    ];
    for (const [body, testo] of casi) {
      const res = await invia(admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(texts(res).join(' '), JSON.stringify(body)).toContain(testo);
    }
    // The schema's refusals: no audience, an unknown one, a text past 2000 characters, a wrong type.
    for (const body of [
      { testo: 'x' },
      { pubblico: 'tutti', testo: 'x' },
      { pubblico: 'utente', utenteId: 1, testo: 'x'.repeat(2001) },
      { pubblico: 'utente', utenteId: 'uno', testo: 'x' },
      { pubblico: 'tipo', tipoDistributore: 'fornitore', testo: 'x' },
    ]) {
      const res = await invia(admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await conteggi()).toEqual(prima);
  });

  it('refuses a send no active user would receive', async () => {
    const [vuoto] = await t.db
      .insert(distributori)
      .values({
        codice: 'MSGVUOTO',
        tipo: 'network',
        anagraficaId: (
          await t.db.select().from(distributori).where(eq(distributori.id, agenziaDistributore))
        )[0]!.anagraficaId,
      })
      .returning({ id: distributori.id });
    const prima = await conteggi();
    const res = await invia(admin, { pubblico: 'distributore', distributoreId: vuoto!.id, testo: 'x' });
    expect(res.statusCode).toBe(400);
    expect(texts(res)).toEqual(['Nessun utente attivo riceverebbe il messaggio: non è stato inviato.']);
    expect(await conteggi()).toEqual(prima);
  });

  it('answers 403 to a web user and to back office without the permission, and writes nothing', async () => {
    const prima = await conteggi();
    const body = { pubblico: 'utente', utenteId: await userId(t.db, 'agenzia'), testo: 'x' };
    expect((await invia(agenzia, body)).statusCode).toBe(403);
    expect((await invia(senzaPermesso, body)).statusCode).toBe(403);
    for (const token of [agenzia, senzaPermesso]) {
      for (const url of ['/api/amministrazione/messaggi', '/api/dropdown/messaggi/utenti']) {
        const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
        expect(res.statusCode, url).toBe(403);
      }
    }
    expect(await conteggi()).toEqual(prima);
  });
});

describe('GET amministrazione/messaggi and the dialog dropdowns', () => {
  it('lists what was sent, newest first, with sender, audience, text and recipients', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/amministrazione/messaggi?pageSize=100',
      headers: bearer(operatore),
    });
    expect(res.statusCode).toBe(200);
    const items = (res.json() as { items: Array<Record<string, unknown>> }).items;
    expect(items.length).toBeGreaterThanOrEqual(4);
    expect(items[0]).toMatchObject({ pubblico: 'tipo', destinatario: 'Tour operator', testo: 'Tour' });
    expect(items.at(-1)).toMatchObject({ pubblico: 'utente', testo: 'Ciao', destinatari: 1 });
    expect(String(items.at(-1)!.mittente)).toContain('(operatore)');
  });

  it('offer the audiences, kinds, active users and distributors not pending', async () => {
    const get = async (p: string) =>
      (
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/dropdown/messaggi/${p}`,
            headers: bearer(operatore),
          })
        ).json() as { items: Array<{ value: unknown; text: string }> }
      ).items;
    expect((await get('pubblici')).map((i) => i.value)).toEqual(['utente', 'distributore', 'tipo']);
    expect((await get('tipi')).map((i) => i.value)).toEqual([
      'agenziadettagliante',
      'touroperator',
      'network',
    ]);
    const utenti = (await get('utenti')).map((i) => i.value);
    expect(utenti).toContain(await userId(t.db, 'agenzia'));
    expect(utenti).not.toContain(disabilitato);
    const distr = (await get('distributori')).map((i) => i.value);
    expect(distr).toContain(agenziaDistributore);
    expect(distr).not.toContain(inAttesa);
  });
});
