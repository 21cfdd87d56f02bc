import { inArray } from 'drizzle-orm';
import type { Db } from '../client';
import {
  adesioni,
  commercialiDistributori,
  crediti,
  distributori,
  estrattiConto,
  pagamenti,
  partecipanti,
  pratiche,
  ruoli,
  users,
} from '../schema';
import { between, euros, persona, pick, prng } from './myAreaData';
import { decimale } from '../../areas/adesioni/acquisto/importi';
import { numeroPolizza } from '../../areas/adesioni/acquisto/numeroPolizza';
import {
  caricaListino,
  colonneImporti,
  disegnaViaggio,
  nascitaPer,
  prezzaAcquisto,
  type PolizzaPrezzata,
  type Viaggio,
} from './storico';

/**
 * Policies per demo distributor (the tests count on these through the database, not by number). A
 * purchase of a package with a mandatory supplementary policy (Crociera Serena) fills two of them.
 */
const POLIZZE: Record<string, number> = {
  AG0001: 90,
  TO0001: 120,
  NW0001: 40,
  AG0002: 60,
  AG0003: 50,
  AG0004: 35,
  AG0005: 30,
};

/** Attempts at a trip the drawn package accepts before giving up (the engine refuses few of them). */
const TENTATIVI = 40;

const MONTHS = 18;
const DAY = 86_400_000;

const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const monthStart = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
const addMonths = (d: Date, n: number) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 1));
const monthKey = (d: Date) => `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}`;

interface Distributor {
  id: number;
  codice: string;
  tipo: string;
  networkId: number | null;
  userId: number | null;
}

/**
 * The My area's demo: for each demo distributor its policies over the last 18 months (practices,
 * participants with valid-looking codici fiscali), credit movements, payments and monthly
 * statements (sent, some reminded) and a few more agency users. The policies are catalogue packages
 * the distributor sells, for trips they accept, priced by the pricing engine (storico.ts), so the
 * catalogue must be seeded first. Deterministic but for the anchor day (today, from its start), so the demo always
 * looks recent. Batched: it runs on every test database.
 */
export async function seedMyArea(db: Db): Promise<void> {
  const next = prng(20260301);
  // Today's start in UTC, not the moment: a seed run at 9:00 and one at 20:00 of the same day must
  // write the same rows (test databases are copied from an image keyed by the day).
  const now = new Date();
  now.setUTCHours(0, 0, 0, 0);
  const firstMonth = addMonths(monthStart(now), -(MONTHS - 1));

  const dists = await db
    .select({
      id: distributori.id,
      codice: distributori.codice,
      tipo: distributori.tipo,
      networkId: distributori.networkId,
    })
    .from(distributori)
    .where(inArray(distributori.codice, Object.keys(POLIZZE)))
    .orderBy(distributori.codice);
  const owners = await db
    .select({ id: users.id, distributoreId: users.distributoreId })
    .from(users)
    .orderBy(users.id);
  const followed = new Set(
    (await db.select({ d: commercialiDistributori.distributoreId }).from(commercialiDistributori)).map(
      (r) => r.d,
    ),
  );
  const distributors: Distributor[] = dists.map((d) => ({
    ...d,
    userId: owners.find((u) => u.distributoreId === d.id)?.id ?? null,
  }));

  await seedAgencyUsers(db, distributors);

  const listino = await caricaListino(db, distributors);
  const praticheRows: Array<typeof pratiche.$inferInsert> = [];
  const personeRows: Array<Array<ReturnType<typeof persona>>> = [];
  /** Each policy with the index of its practice and, for a supplementary one, of its main policy. */
  const adesioniRows: Array<{
    pratica: number;
    principale: number | null;
    row: Omit<typeof adesioni.$inferInsert, 'praticaId'>;
  }> = [];
  for (const d of distributors) {
    const count = POLIZZE[d.codice] ?? 0;
    const inVendita = listino.vendibili.get(d.id) ?? [];
    for (let i = 1, n = 0; i <= count; n++) {
      // The first two purchases fall in this month and the last one and are paid at month end, so
      // every distributor has statements to pay whatever the day (the payment screens show them).
      const mese = n < 2 ? addMonths(monthStart(now), -n) : null;
      const acquisto = mese
        ? new Date(
            mese.getTime() +
              Math.floor(next() * (Math.min(addMonths(mese, 1).getTime(), now.getTime()) - mese.getTime())),
          )
        : new Date(now.getTime() - Math.floor(next() * MONTHS * 30.4 * DAY));
      if (!mese) {
        acquisto.setUTCHours(between(next, 7, 18), between(next, 0, 59), between(next, 0, 59), 0);
        if (acquisto > now) acquisto.setTime(now.getTime() - DAY);
      }
      // What this distributor sells and the policy count still has room for (a cruise brings its
      // mandatory medical policy), on a trip it accepts, priced as the purchase prices it then.
      const candidati = inVendita.filter((p) => i + p.obbligatorie.length <= count);
      let acquistato: { v: Viaggio; nascite: string[]; polizze: PolizzaPrezzata[] } | null = null;
      for (let t = 0; t < TENTATIVI && !acquistato && candidati.length > 0; t++) {
        const p = pick(next, candidati);
        const v = disegnaViaggio(next, p, acquisto);
        const nascite = v.eta.map((eta) => nascitaPer(v.inizio, eta, between(next, 0, 360)));
        const polizze = prezzaAcquisto(listino, p, v, nascite, acquisto);
        if (polizze) acquistato = { v, nascite, polizze };
      }
      if (!acquistato)
        throw new Error(`Demo: nessun pacchetto vendibile da ${d.codice} il ${isoDate(acquisto)}`);
      const { v, nascite, polizze } = acquistato;
      const people = nascite.map((nascita, k) => persona(next, k === 0, nascita));
      const riferimento =
        next() < 0.15
          ? null
          : `${d.codice.slice(0, 2)}-${acquisto.getUTCFullYear()}-${String(i).padStart(4, '0')}`;
      const stato = next() < 0.93 || mese ? 'emessa' : next() < 0.5 ? 'modificata' : 'annullata';
      const conCredito = next() < 0.15 && !mese;
      const pratica = praticheRows.length;
      praticheRows.push({
        distributoreId: d.id,
        userId: d.userId,
        riferimentoPratica: riferimento,
        inizioViaggio: v.inizio,
        fineViaggio: v.fine,
        importoViaggio: decimale(v.importoViaggio * 100),
        numeroPartecipanti: v.persone,
        createdAt: acquisto,
      });
      personeRows.push(people);
      const principale = adesioniRows.length;
      for (const [k, q] of polizze.entries()) {
        adesioniRows.push({
          pratica,
          principale: k === 0 ? null : principale,
          row: {
            numero: numeroPolizza(d.codice, acquisto.getUTCFullYear(), i),
            ...q.colonne,
            distributoreId: d.id,
            userId: d.userId,
            dataAcquisto: acquisto,
            inizioViaggio: v.inizio,
            fineViaggio: v.fine,
            destinazione: listino.nomi.get(v.destinazione) ?? v.destinazione,
            nazionalita: listino.nomi.get(v.nazionalita) ?? v.nazionalita,
            numeroPartecipanti: v.persone,
            riferimentoPratica: riferimento,
            contraente: `${people[0]!.cognome} ${people[0]!.nome}`,
            ...colonneImporti(q.importi, followed.has(d.id)),
            acquistataConCredito: conCredito,
            stato,
            createdAt: acquisto,
          },
        });
        i += 1;
      }
    }
  }

  const praticaIds = (await db.insert(pratiche).values(praticheRows).returning({ id: pratiche.id })).map(
    (r) => r.id,
  );
  const partecipantiRows = personeRows.flatMap((people, i) =>
    people.map((p, k) => ({ praticaId: praticaIds[i]!, ordine: k + 1, ...p })),
  );
  for (let i = 0; i < partecipantiRows.length; i += 1000) {
    await db.insert(partecipanti).values(partecipantiRows.slice(i, i + 1000));
  }
  // Main policies first, then the supplementary ones pointing at theirs.
  const ids: number[] = [];
  for (const supplementari of [false, true]) {
    const batch = adesioniRows
      .map((a, index) => ({ a, index }))
      .filter(({ a }) => (a.principale !== null) === supplementari);
    if (batch.length === 0) continue;
    const inserted = await db
      .insert(adesioni)
      .values(
        batch.map(({ a }) => ({
          ...a.row,
          praticaId: praticaIds[a.pratica]!,
          adesionePrincipaleId: a.principale === null ? null : ids[a.principale]!,
        })),
      )
      .returning({ id: adesioni.id });
    batch.forEach(({ index }, k) => (ids[index] = inserted[k]!.id));
  }

  const policies = adesioniRows.map((a, i) => ({ ...a.row, id: ids[i]! }));
  await seedMoney(db, distributors, policies, firstMonth, now, next);
}

/** Two more users of the Gabbiano agency and one of the tour operator, invited but not yet signed in. */
async function seedAgencyUsers(db: Db, distributors: Distributor[]): Promise<void> {
  const operatore = (
    await db
      .select({ id: ruoli.id })
      .from(ruoli)
      .where(inArray(ruoli.descrizione, ['Operatore di agenzia']))
  )[0];
  const byCode = new Map(distributors.map((d) => [d.codice, d]));
  const ag = byCode.get('AG0001');
  const to = byCode.get('TO0001');
  if (!operatore || !ag || !to) return;
  const agAttr = ['distributore', 'distributore_agenziadettagliante'];
  await db.insert(users).values([
    {
      username: 'gabbiano.front',
      email: 'chiara.fontana@ilgabbianoviaggi.it',
      firstName: 'Chiara',
      lastName: 'Fontana',
      ruoloId: operatore.id,
      distributoreId: ag.id,
      attributi: agAttr,
    },
    {
      username: 'gabbiano.cassa',
      email: 'davide.marchetti@ilgabbianoviaggi.it',
      firstName: 'Davide',
      lastName: 'Marchetti',
      ruoloId: operatore.id,
      distributoreId: ag.id,
      attributi: agAttr,
    },
    {
      username: 'mediterraneo.booking',
      email: 'silvia.gentile@mediterraneotour.it',
      firstName: 'Silvia',
      lastName: 'Gentile',
      ruoloId: operatore.id,
      distributoreId: to.id,
      attributi: ['distributore', 'distributore_touroperator'],
    },
  ]);
}

interface Policy {
  id: number;
  distributoreId: number;
  dataAcquisto: Date;
  totalePremioDaPagare?: string | undefined;
  acquistataConCredito?: boolean | undefined;
  stato?: string | undefined;
}

const cents = (decimal: string | undefined) => Math.round(Number(decimal ?? 0) * 100);

/** Credits, monthly statements (agency and network) and the payments that settled them. */
async function seedMoney(
  db: Db,
  distributors: Distributor[],
  policies: Policy[],
  firstMonth: Date,
  now: Date,
  next: () => number,
): Promise<void> {
  const creditRows: Array<typeof crediti.$inferInsert> = [];
  const statementRows: Array<typeof estrattiConto.$inferInsert> = [];
  const currentMonth = monthStart(now);
  const morosi = new Set(distributors.filter((d) => d.codice === 'AG0004').map((d) => d.id));

  for (const d of distributors) {
    const mine = policies
      .filter((p) => p.distributoreId === d.id)
      .sort((a, b) => a.dataAcquisto.getTime() - b.dataAcquisto.getTime());

    let residuo = 150_000;
    creditRows.push({
      distributoreId: d.id,
      data: new Date(firstMonth.getTime() + 9 * 3_600_000),
      causale: 'Ricarica credito iniziale',
      importo: euros(residuo),
      residuo: euros(residuo),
    });
    for (const p of mine.filter((x) => x.acquistataConCredito)) {
      const due = cents(p.totalePremioDaPagare);
      if (residuo < due) {
        const ricarica = between(next, 5, 20) * 10_000;
        residuo += ricarica;
        creditRows.push({
          distributoreId: d.id,
          data: new Date(p.dataAcquisto.getTime() - 3_600_000),
          causale: 'Ricarica credito con bonifico',
          importo: euros(ricarica),
          residuo: euros(residuo),
        });
      }
      residuo -= due;
      creditRows.push({
        distributoreId: d.id,
        data: p.dataAcquisto,
        causale: 'Acquisto polizza con credito',
        importo: euros(-due),
        residuo: euros(residuo),
        adesioneId: p.id,
      });
    }

    for (let m = firstMonth; m <= currentMonth; m = addMonths(m, 1)) {
      const end = addMonths(m, 1);
      const month = mine.filter(
        (p) =>
          p.dataAcquisto >= m && p.dataAcquisto < end && !p.acquistataConCredito && p.stato !== 'annullata',
      );
      if (month.length === 0) continue;
      const current = m.getTime() === currentMonth.getTime();
      const age =
        (currentMonth.getUTCFullYear() - m.getUTCFullYear()) * 12 +
        currentMonth.getUTCMonth() -
        m.getUTCMonth();
      const scadenza = new Date(end.getTime() + 30 * DAY);
      // Only a statement past its due date can be late and reminded (issue 24: the state follows the date).
      const late = morosi.has(d.id) && age <= 3 && scadenza < now;
      const stato = current || scadenza >= now ? 'Da pagare' : late ? 'Scaduto' : 'Pagato';
      const emissione = new Date(end.getTime() + 2 * DAY);
      statementRows.push({
        distributoreId: d.id,
        tipo: 'agenzia',
        numero: `EC-${d.codice}-${monthKey(m)}`,
        periodo: isoDate(m),
        dataEmissione: isoDate(current ? now : emissione),
        scadenza: isoDate(scadenza),
        numeroPolizze: month.length,
        importo: euros(month.reduce((s, p) => s + cents(p.totalePremioDaPagare), 0)),
        stato,
        inviato: !current,
        dataInvio: current ? null : new Date(emissione.getTime() + 10 * 3_600_000),
        sollecito: late,
        dataSollecito: late ? new Date(Math.min(scadenza.getTime() + 5 * DAY, now.getTime())) : null,
      });
    }
  }
  for (const network of distributors.filter((d) => d.tipo === 'network')) {
    const members = new Set(
      distributors.filter((d) => d.networkId === network.id || d.id === network.id).map((d) => d.id),
    );
    for (let m = firstMonth; m < currentMonth; m = addMonths(m, 1)) {
      const own = statementRows.filter(
        (s) => s.tipo === 'agenzia' && members.has(s.distributoreId) && s.periodo === isoDate(m),
      );
      if (own.length === 0) continue;
      const end = addMonths(m, 1);
      statementRows.push({
        distributoreId: network.id,
        tipo: 'network',
        numero: `ECN-${network.codice}-${monthKey(m)}`,
        periodo: isoDate(m),
        dataEmissione: isoDate(new Date(end.getTime() + 3 * DAY)),
        scadenza: isoDate(new Date(end.getTime() + 30 * DAY)),
        numeroPolizze: own.reduce((s, x) => s + (x.numeroPolizze ?? 0), 0),
        importo: euros(own.reduce((s, x) => s + cents(String(x.importo)), 0)),
        stato: own.some((x) => x.stato !== 'Pagato') ? 'Da pagare' : 'Pagato',
        inviato: true,
        dataInvio: new Date(end.getTime() + 3 * DAY + 9 * 3_600_000),
        sollecito: false,
        dataSollecito: null,
      });
    }
  }

  for (let i = 0; i < creditRows.length; i += 1000)
    await db.insert(crediti).values(creditRows.slice(i, i + 1000));
  const statements = await db.insert(estrattiConto).values(statementRows).returning({
    id: estrattiConto.id,
    distributoreId: estrattiConto.distributoreId,
    stato: estrattiConto.stato,
    importo: estrattiConto.importo,
    scadenza: estrattiConto.scadenza,
    numero: estrattiConto.numero,
  });

  const userOf = new Map(distributors.map((d) => [d.id, d.userId]));
  const paymentRows: Array<typeof pagamenti.$inferInsert> = [];
  for (const s of statements) {
    const paid = s.stato === 'Pagato';
    if (!paid && next() < 0.7) continue;
    const scadenza = new Date(`${s.scadenza}T10:00:00Z`);
    const metodo = pick(next, ['Bonifico bancario', 'Carta di credito', 'Addebito SEPA'] as const);
    if (!paid || next() < 0.08) {
      paymentRows.push({
        distributoreId: s.distributoreId,
        userId: userOf.get(s.distributoreId) ?? null,
        estrattoContoId: s.id,
        data: new Date(Math.min(scadenza.getTime() - 5 * DAY, now.getTime() - DAY)),
        importo: s.importo,
        metodo: 'Carta di credito',
        esito: 'Rifiutato',
        riferimento: `XPAY-${s.numero}-KO`,
      });
    }
    if (paid) {
      paymentRows.push({
        distributoreId: s.distributoreId,
        userId: userOf.get(s.distributoreId) ?? null,
        estrattoContoId: s.id,
        data: new Date(Math.min(scadenza.getTime() - between(next, 0, 20) * DAY, now.getTime() - DAY)),
        importo: s.importo,
        metodo,
        esito: 'Eseguito',
        riferimento:
          metodo === 'Bonifico bancario'
            ? `CRO ${between(next, 10_000_000, 99_999_999)}${between(next, 1000, 9999)}`
            : `XPAY-${s.numero}`,
      });
    }
  }
  for (const d of distributors.filter((x) => x.codice === 'AG0005')) {
    paymentRows.push({
      distributoreId: d.id,
      userId: d.userId,
      data: new Date(now.getTime() - 2 * DAY),
      importo: euros(50_000),
      metodo: 'Bonifico bancario',
      esito: 'In attesa',
      riferimento: 'Ricarica credito',
    });
  }
  if (paymentRows.length > 0) await db.insert(pagamenti).values(paymentRows);
}
