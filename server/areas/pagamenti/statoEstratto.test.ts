import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estrattiConto, pagamenti, users } from '../../db/schema';
import { bearer, createTestApp, login, type TestApp } from '../../test/testApp';

/**
 * Issue 24, defect 7: a statement's state follows its due date (in Europe/Rome) and its payments,
 * whatever the stored column says; on the dates either side of the boundary, on PGlite and (with
 * TEST_DATABASE_URL) PostgreSQL.
 */
let t: TestApp;
let token: string;
let distributoreId: number;
beforeAll(async () => {
  t = await createTestApp();
  token = await login(t.app, 'moroso');
  const [u] = await t.db.select({ d: users.distributoreId }).from(users).where(eq(users.username, 'moroso'));
  distributoreId = u!.d!;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** Today in the portal's zone, moved by `days`, as YYYY-MM-DD. */
function romeDay(days: number): string {
  const oggi = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
  const d = new Date(`${oggi}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const get = (path: string, query: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/myoverins/${path}`, query, headers: bearer(token) });

describe('the state of a statement', () => {
  it('is Da pagare up to its due date, Scaduto after it, Pagato once payments cover it', async () => {
    // Stored as the demo seed did for moroso: `Scaduto` whatever the due date.
    const casi = [
      { numero: 'EC-TEST-IERI', scadenza: romeDay(-1), atteso: 'Scaduto' },
      { numero: 'EC-TEST-OGGI', scadenza: romeDay(0), atteso: 'Da pagare' },
      { numero: 'EC-TEST-DOMANI', scadenza: romeDay(1), atteso: 'Da pagare' },
      { numero: 'EC-TEST-COPERTO', scadenza: romeDay(-1), atteso: 'Pagato' },
      { numero: 'EC-TEST-RIFIUTATO', scadenza: romeDay(1), atteso: 'Da pagare' },
    ];
    const righe = await t.db
      .insert(estrattiConto)
      .values(
        casi.map((c) => ({
          distributoreId,
          numero: c.numero,
          periodo: '2020-01-01',
          dataEmissione: '2020-02-02',
          scadenza: c.scadenza,
          importo: '100.00',
          stato: 'Scaduto' as const,
        })),
      )
      .returning({ id: estrattiConto.id, numero: estrattiConto.numero });
    const id = (numero: string) => righe.find((r) => r.numero === numero)!.id;
    await t.db.insert(pagamenti).values([
      // Two executed payments that together cover the amount.
      ...[60, 40].map((importo) => ({
        distributoreId,
        estrattoContoId: id('EC-TEST-COPERTO'),
        data: new Date(),
        importo: `${importo}.00`,
        metodo: 'Bonifico bancario',
        esito: 'Eseguito' as const,
      })),
      // A refused payment pays nothing.
      {
        distributoreId,
        estrattoContoId: id('EC-TEST-RIFIUTATO'),
        data: new Date(),
        importo: '100.00',
        metodo: 'Carta di credito',
        esito: 'Rifiutato' as const,
      },
    ]);
    try {
      const res = await get('elencoestratticonto/me', { filter: '(numero[sw]EC-TEST)' });
      expect(res.statusCode, res.body).toBe(200);
      const items = (res.json() as { items: Array<{ numero: string; stato: string }> }).items;
      expect(Object.fromEntries(items.map((i) => [i.numero, i.stato]))).toEqual(
        Object.fromEntries(casi.map((c) => [c.numero, c.atteso])),
      );

      // The grid's filter on the state filters on the computed one.
      const filtrati = await get('elencoestratticonto/me', { filter: '(stato[eq]Da pagare)' });
      expect(filtrati.statusCode, filtrati.body).toBe(200);
      const numeri = (filtrati.json() as { items: Array<{ numero: string }> }).items.map((i) => i.numero);
      expect(numeri.filter((n) => n.startsWith('EC-TEST')).sort()).toEqual([
        'EC-TEST-DOMANI',
        'EC-TEST-OGGI',
        'EC-TEST-RIFIUTATO',
      ]);

      const due = await get('pagamenti/dapagare');
      expect(due.statusCode, due.body).toBe(200);
      const estratti = (due.json() as { data: { estratti: Array<{ numero: string; stato: string }> } }).data
        .estratti;
      const nostri = estratti.filter((e) => e.numero.startsWith('EC-TEST'));
      expect(Object.fromEntries(nostri.map((e) => [e.numero, e.stato]))).toEqual(
        Object.fromEntries(casi.filter((c) => c.atteso !== 'Pagato').map((c) => [c.numero, c.atteso])),
      );
    } finally {
      await t.db.delete(pagamenti).where(
        inArray(
          pagamenti.estrattoContoId,
          righe.map((r) => r.id),
        ),
      );
      await t.db.delete(estrattiConto).where(
        inArray(
          estrattiConto.id,
          righe.map((r) => r.id),
        ),
      );
    }
  });
});
