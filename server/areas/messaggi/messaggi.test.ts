import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messaggi, tentativiPagamento, users } from '../../db/schema';
import { bearer, createTestApp, login, type TestApp } from '../../test/testApp';
import { applicaPagamento, registraRifiuto } from '../pagamenti/applica';
import { scriviMessaggi } from './scrivi';
import { corrisponde, MESSAGGI_MAX } from './servizio';
import { euro, meseDi, TESTI_MESSAGGI } from './testi';

/**
 * The user's messages (issue 28 items 1 and 2): `GET/POST carrello/message` scoped to the caller, the
 * ETag that makes a poll with nothing new a 304, and messages written in the transaction of the event.
 */
let t: TestApp;
let agenzia: Record<string, string>;
let rete: Record<string, string>;
let admin: Record<string, string>;
const id: Record<string, { id: number; distributoreId: number | null }> = {};

interface Msg {
  itemID: number;
  message: string;
  hasBeenRead: boolean;
  creationDate: string;
}
const leggi = async (h: Record<string, string>, extra: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/carrello/message', headers: { ...h, ...extra } });
const lista = async (h: Record<string, string>) => (await leggi(h)).json<{ data: Msg[] }>().data;
const segna = (h: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/carrello/message', headers: h, payload: payload as object });
const quanti = async (userId: number) =>
  Number((await t.db.select({ n: count() }).from(messaggi).where(eq(messaggi.userId, userId)))[0]!.n);

beforeAll(async () => {
  t = await createTestApp();
  agenzia = bearer(await login(t.app, 'agenzia'));
  rete = bearer(await login(t.app, 'agenzia.rete'));
  admin = bearer(await login(t.app, 'admin'));
  for (const u of await t.db
    .select({ id: users.id, username: users.username, distributoreId: users.distributoreId })
    .from(users))
    id[u.username] = { id: u.id, distributoreId: u.distributoreId };
}, 120_000);
afterAll(() => t?.close());

describe('texts', () => {
  it('formats amounts and months it-IT', () => {
    expect(euro(12050)).toBe('120,50 €');
    expect(euro(123456789)).toBe('1.234.567,89 €');
    expect(meseDi('2026-11-01')).toBe('novembre 2026');
    expect(TESTI_MESSAGGI.estrattiPagati(12050, ['2026-11-01'])).toBe(
      'Pagamento di 120,50 € ricevuto: estratto conto di novembre 2026 saldato.',
    );
  });
});

describe('GET/POST carrello/message', () => {
  it('shows only the caller’s messages, newest first, and marks read only its own', async () => {
    const mio = id.agenzia!.id;
    const altro = id['agenzia.rete']!.id;
    await scriviMessaggi(t.db, [mio], 'Primo messaggio di prova.', 'backoffice');
    await scriviMessaggi(t.db, [mio], 'Secondo messaggio di prova.', 'backoffice');
    await scriviMessaggi(t.db, [altro], 'Messaggio di un’altra agenzia.', 'backoffice');

    const miei = await lista(agenzia);
    expect(miei.slice(0, 2).map((m) => m.message)).toEqual([
      'Secondo messaggio di prova.',
      'Primo messaggio di prova.',
    ]);
    expect(miei.every((m) => !m.message.includes('altra agenzia'))).toBe(true);
    expect(miei[0]).toMatchObject({ hasBeenRead: false, creationDate: expect.stringMatching(/^\d{4}-/) });
    const suoi = await lista(rete);
    const suo = suoi.find((m) => m.message === 'Messaggio di un’altra agenzia.')!;
    expect(suo).toBeDefined();

    // Someone else's id is ignored, and nothing says it exists.
    const res = await segna(agenzia, { itemIDs: [miei[0]!.itemID, suo.itemID, 999_999] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { segnati: 1 } });
    expect((await lista(rete)).find((m) => m.itemID === suo.itemID)!.hasBeenRead).toBe(false);
    const dopo = await lista(agenzia);
    expect(dopo.find((m) => m.itemID === miei[0]!.itemID)!.hasBeenRead).toBe(true);
    expect(dopo.find((m) => m.itemID === miei[1]!.itemID)!.hasBeenRead).toBe(false);
  });

  it('back office has its own messages too; at most the newest MESSAGGI_MAX are listed', async () => {
    const io = id.admin!.id;
    for (let i = 0; i < MESSAGGI_MAX + 5; i += 1)
      await scriviMessaggi(t.db, [io], `Avviso ${i}.`, 'backoffice');
    const miei = await lista(admin);
    expect(miei).toHaveLength(MESSAGGI_MAX);
    expect(miei[0]!.message).toBe(`Avviso ${MESSAGGI_MAX + 4}.`);
  });

  it('refuses a bad body with an Italian 400 and changes nothing; refuses the anonymous', async () => {
    for (const body of [
      {},
      { itemIDs: 'x' },
      { itemIDs: [1.5] },
      { itemIDs: [0] },
      { itemIDs: [1], altro: 1 },
    ]) {
      const res = await segna(agenzia, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const { messages } = res.json<{ messages: Array<{ text: string }> }>();
      expect(messages[0]!.text).toMatch(/[a-zà-ù]/i);
      expect(messages[0]!.text).not.toMatch(/must have|should be|must be/);
    }
    expect((await leggi({})).statusCode).toBe(401);
    expect((await segna({}, { itemIDs: [1] })).statusCode).toBe(401);
  });

  it('answers a weak ETag and 304 when nothing changed; a new message or a read changes it', async () => {
    const primo = await leggi(rete);
    const etag = primo.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    expect(primo.headers['cache-control']).toBe('private, no-cache');
    const ancora = await leggi(rete, { 'if-none-match': etag });
    expect(ancora.statusCode).toBe(304);
    expect(ancora.body).toBe('');

    await scriviMessaggi(t.db, [id['agenzia.rete']!.id], 'Nuovo messaggio.', 'backoffice');
    const nuovo = await leggi(rete, { 'if-none-match': etag });
    expect(nuovo.statusCode).toBe(200);
    const etag2 = nuovo.headers.etag as string;
    expect(etag2).not.toBe(etag);
    const ids = nuovo
      .json<{ data: Msg[] }>()
      .data.filter((m) => !m.hasBeenRead)
      .map((m) => m.itemID);
    await segna(rete, { itemIDs: ids });
    const letto = await leggi(rete, { 'if-none-match': etag2 });
    expect(letto.statusCode).toBe(200);
    expect(letto.json<{ data: Msg[] }>().data.every((m) => m.hasBeenRead)).toBe(true);
    // Another user's ETag never matches this one's.
    expect((await leggi(agenzia, { 'if-none-match': letto.headers.etag as string })).statusCode).toBe(200);
  });

  it('signed in as another user, back office reads and marks that user’s messages, not its own', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/account/asusers/${id['agenzia.rete']!.id}`,
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const come = bearer(res.json<{ data: { token: string } }>().data.token);
    await scriviMessaggi(t.db, [id['agenzia.rete']!.id], 'Per l’agenzia in rete.', 'backoffice');
    const visti = await lista(come);
    expect(visti[0]!.message).toBe('Per l’agenzia in rete.');
    expect(visti.some((m) => m.message.startsWith('Avviso '))).toBe(false);
    expect((await segna(come, { itemIDs: [visti[0]!.itemID] })).json()).toEqual({ data: { segnati: 1 } });
  });

  it('compares If-None-Match weakly, in a list or as *', () => {
    expect(corrisponde('W/"m1-2-0"', 'W/"m1-2-0"')).toBe(true);
    expect(corrisponde('"x", "m1-2-0"', 'W/"m1-2-0"')).toBe(true);
    expect(corrisponde('*', 'W/"m1-2-0"')).toBe(true);
    expect(corrisponde('W/"m1-2-1"', 'W/"m1-2-0"')).toBe(false);
    expect(corrisponde(undefined, 'W/"m1-2-0"')).toBe(false);
  });
});

describe('messages written by the events', () => {
  const tentativo = async (importoCentesimi: number) => {
    const [r] = await t.db
      .insert(tentativiPagamento)
      .values({
        codTrans: `MSG-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
        distributoreId: id.agenzia!.distributoreId!,
        userId: id.agenzia!.id,
        tipo: 'credito',
        scopo: { tipo: 'credito' },
        importoCentesimi,
        scadeAt: new Date(Date.now() + 3_600_000),
      })
      .returning();
    return r!;
  };

  it('a credit top-up paid at the gateway tells the distributor’s users, not another agency’s', async () => {
    const tent = await tentativo(5000);
    const prima = await quanti(id['agenzia.rete']!.id);
    await t.db.transaction((tx) => applicaPagamento(tx, tent, 'AUT123', new Date()));
    const miei = await lista(agenzia);
    expect(miei[0]!.message).toMatch(
      /^Credito ricaricato di 50,00 € con carta di credito: credito disponibile /,
    );
    expect(await quanti(id['agenzia.rete']!.id)).toBe(prima);
    const [scritto] = await t.db
      .select({ origine: messaggi.origine })
      .from(messaggi)
      .where(eq(messaggi.id, miei[0]!.itemID));
    expect(scritto!.origine).toBe('credito');
  });

  it('a refused payment tells them too', async () => {
    const tent = await tentativo(2550);
    await t.db.transaction((tx) => registraRifiuto(tx, tent, new Date()));
    expect((await lista(agenzia))[0]!.message).toBe(
      'Pagamento con carta di 25,50 € rifiutato (ricarica credito): non è stato addebitato nulla, puoi riprovare.',
    );
  });

  it('a rolled-back event leaves no message', async () => {
    const tent = await tentativo(7000);
    const prima = await quanti(id.agenzia!.id);
    await expect(
      t.db.transaction(async (tx) => {
        await applicaPagamento(tx, tent, 'AUT999', new Date());
        throw new Error('dopo l’evento, prima del commit');
      }),
    ).rejects.toThrow('prima del commit');
    expect(await quanti(id.agenzia!.id)).toBe(prima);
  });

  it('a back-office credit top-up writes a message with the amount and the reason', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/amministrazione/distributori/${id.agenzia!.distributoreId}/credito`,
      headers: admin,
      payload: { importo: 1234.5, motivo: 'rimborso sinistro' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await lista(agenzia))[0]!.message).toMatch(
      /^Il back office ha ricaricato il tuo credito di 1\.234,50 € \(rimborso sinistro\): credito disponibile /,
    );
  });
});
