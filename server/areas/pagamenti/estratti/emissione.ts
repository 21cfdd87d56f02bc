import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { distributori, estrattiConto } from '../../../db/schema';
import { rowsOf } from '../../../db/rowsOf';
import { cents, decimale } from '../../adesioni/acquisto/importi';
import { scriviMessaggi } from '../../messaggi/scrivi';
import { TESTI_MESSAGGI, utentiDelDistributore } from '../../messaggi/testi';

/** The job that issues a month's statements (server/jobs/index.ts): data `{ periodo: 'YYYY-MM-01' }`. */
export const EMISSIONE_ESTRATTI = 'emissione-estratti-conto';

export interface DatiJobEmissione {
  periodo: string;
}

/** What one run did: statements written new, brought up to date, and left as they were. */
export interface EsitoEmissione {
  creati: number;
  aggiornati: number;
  invariati: number;
}

const DAY = 86_400_000;
const ZONA = 'Europe/Rome';

/** The portal's (Europe/Rome) first day of the month before `now`'s: the month the 1st closes. */
export function periodoPrecedente(now: Date): string {
  const [y, m] = new Intl.DateTimeFormat('en-CA', { timeZone: ZONA, year: 'numeric', month: '2-digit' })
    .format(now)
    .split('-')
    .map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 2, 1));
  return d.toISOString().slice(0, 10);
}

/** `YYYY-MM-01`, and the first day of the next month, as dates (UTC midnight, calendar only). */
function mese(periodo: string): { inizio: Date; fine: Date } {
  const m = /^(\d{4})-(\d{2})-01$/.exec(periodo);
  if (!m) throw new Error(`periodo non valido: ${periodo} (atteso YYYY-MM-01)`);
  const inizio = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1));
  const fine = new Date(Date.UTC(inizio.getUTCFullYear(), inizio.getUTCMonth() + 1, 1));
  return { inizio, fine };
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);
/** The statement's number suffix, as the seed writes it (EC-AG0001-202611). */
const chiaveMese = (d: Date) => `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
const oggiNelPortale = (now: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONA }).format(now);

interface Cifre {
  importo: number;
  numeroPolizze: number;
}

/**
 * Month-end statements (issue 26): for month `periodo` (`YYYY-MM-01`; the month is the portal's,
 * Europe/Rome), one agency statement (`EC-{codice}-{YYYYMM}`) for each distributor with something
 * due on it, then one network statement (`ECN-…`) for each network whose members have statements
 * that month. An agency statement holds, exactly in cents:
 * - the policies bought in the month that are due on the statement (not bought with credit, not paid
 *   by card at purchase), each for what it cost when bought (its amount now less its changes' deltas;
 *   a cancelled policy with no recorded cancellation counts nothing, as the seed and the reports do);
 * - the changes' and cancellations' money dated in the month that was settled on the statement
 *   (`modo` estrattoConto: supplements and refunds alike), and the supplements to be paid by card
 *   whose payment for that change did not succeed (`modo` carta without a `pagato` attempt).
 *
 * One transaction per distributor, under its row lock (as payments, purchases and changes take it), so
 * it sees every movement written before it whole. Idempotent: a statement already sent, paid (stato
 * Pagato or an executed payment on it) is never touched; one not sent yet is brought up to date (amount
 * and policy count, issued again today); the same figures change nothing, so a second run writes
 * nothing; two runs at once make one statement (the unique numero and the lock). A statement written
 * or updated sends its distributor's users a message in the same transaction (none when unchanged).
 */
export async function emettiEstrattiConto(db: Db, periodo: string, now: Date): Promise<EsitoEmissione> {
  const { inizio, fine } = mese(periodo);
  const esito: EsitoEmissione = { creati: 0, aggiornati: 0, invariati: 0 };
  // The month's bounds as instants in the portal's zone.
  const da = sql`(${isoDate(inizio)}::date)::timestamp at time zone ${ZONA}`;
  const a = sql`(${isoDate(fine)}::date)::timestamp at time zone ${ZONA}`;

  // Who may have something due, read outside the locks; each is then computed again under its lock.
  const candidati = await rowsOf<{ id: number }>(
    db,
    sql`
    select distinct x.id from (
      select distributore_id as id from adesioni
        where data_acquisto >= ${da} and data_acquisto < ${a}
          and not acquistata_con_credito and pagamento_tentativo_id is null
      union
      select ad.distributore_id from movimenti_adesioni m join adesioni ad on ad.id = m.adesione_id
        where m.data >= ${da} and m.data < ${a} and m.modo in ('estrattoConto', 'carta')
      union
      select distributore_id from estratti_conto
        where tipo = 'agenzia' and periodo = ${isoDate(inizio)} and not inviato and stato <> 'Pagato'
    ) x order by x.id`,
  );

  const comune = {
    periodo: isoDate(inizio),
    dataEmissione: oggiNelPortale(now),
    // As the seed: the first day of the next month plus 30 days.
    scadenza: isoDate(new Date(fine.getTime() + 30 * DAY)),
  };

  for (const { id } of candidati) {
    await db.transaction(async (tx) => {
      const codice = await blocca(tx, id);
      const cifre = await cifreAgenzia(tx, id, da, a);
      const fatto = await scrivi(tx, {
        ...comune,
        distributoreId: id,
        tipo: 'agenzia',
        numero: `EC-${codice}-${chiaveMese(inizio)}`,
        cifre,
      });
      esito[fatto] += 1;
    });
  }

  // Networks: the sum of their members' (and their own) agency statements of the month.
  const reti = await rowsOf<{ id: number }>(
    db,
    sql`
    select distinct n.id from distributori n
      join distributori d on d.id = n.id or d.network_id = n.id
      join estratti_conto e on e.distributore_id = d.id and e.tipo = 'agenzia' and e.periodo = ${isoDate(inizio)}
    where n.tipo = 'network' order by n.id`,
  );
  for (const { id } of reti) {
    await db.transaction(async (tx) => {
      const codice = await blocca(tx, id);
      const [s] = await rowsOf<{ importo: string; polizze: number }>(
        tx,
        sql`
          select coalesce(sum(e.importo), 0)::text as importo, coalesce(sum(e.numero_polizze), 0)::int as polizze
          from estratti_conto e join distributori d on d.id = e.distributore_id
          where (d.id = ${id} or d.network_id = ${id}) and e.tipo = 'agenzia' and e.periodo = ${isoDate(inizio)}`,
      );
      const fatto = await scrivi(tx, {
        ...comune,
        distributoreId: id,
        tipo: 'network',
        numero: `ECN-${codice}-${chiaveMese(inizio)}`,
        cifre: { importo: cents(Number(s!.importo)), numeroPolizze: Number(s!.polizze) },
      });
      esito[fatto] += 1;
    });
  }
  return esito;
}

/** The distributor's row lock (its credit and statements), and its code. */
async function blocca(tx: Db, id: number): Promise<string> {
  const [d] = await tx
    .select({ codice: distributori.codice })
    .from(distributori)
    .where(eq(distributori.id, id))
    .for('update');
  return d!.codice;
}

async function cifreAgenzia(tx: Db, id: number, da: SQL, a: SQL): Promise<Cifre> {
  const [acquisti] = await rowsOf<{ importo: string; polizze: number }>(
    tx,
    sql`
      select coalesce(sum(ad.totale_premio_da_pagare - coalesce(m.delta, 0)), 0)::text as importo,
        count(*)::int as polizze
      from adesioni ad
        left join (select adesione_id, sum(delta_da_pagare) as delta from movimenti_adesioni
          where tipo = 'modifica' group by adesione_id) m on m.adesione_id = ad.id
      where ad.distributore_id = ${id} and ad.data_acquisto >= ${da} and ad.data_acquisto < ${a}
        and not ad.acquistata_con_credito and ad.pagamento_tentativo_id is null
        and (ad.stato <> 'annullata' or exists (select 1 from movimenti_adesioni x
          where x.adesione_id = ad.id and x.tipo = 'annullamento'))`,
  );
  const [movimenti] = await rowsOf<{ importo: string }>(
    tx,
    sql`
      select coalesce(sum(m.delta_da_pagare), 0)::text as importo
      from movimenti_adesioni m join adesioni ad on ad.id = m.adesione_id
      where ad.distributore_id = ${id} and m.data >= ${da} and m.data < ${a}
        and (m.modo = 'estrattoConto' or (m.modo = 'carta' and not exists (
          select 1 from tentativi_pagamento t
          where t.tipo = 'modifica' and t.stato = 'pagato'
            and t.scopo ->> 'operazioneId' = m.operazione_id::text)))`,
  );
  return {
    importo: cents(Number(acquisti!.importo)) + cents(Number(movimenti!.importo)),
    numeroPolizze: Number(acquisti!.polizze),
  };
}

interface Estratto {
  distributoreId: number;
  tipo: 'agenzia' | 'network';
  numero: string;
  periodo: string;
  dataEmissione: string;
  scadenza: string;
  cifre: Cifre;
}

/**
 * Writes one statement under its distributor's lock: new (insert … on conflict on the unique numero,
 * so a run that got there first wins), or an unsent, unpaid one brought up to date.
 */
async function scrivi(tx: Db, e: Estratto): Promise<keyof EsitoEmissione> {
  const [esistente] = await tx
    .select({
      id: estrattiConto.id,
      importo: estrattiConto.importo,
      numeroPolizze: estrattiConto.numeroPolizze,
      stato: estrattiConto.stato,
      inviato: estrattiConto.inviato,
      pagato: sql<boolean>`exists (select 1 from pagamenti p
        where p.estratto_conto_id = estratti_conto.id and p.esito = 'Eseguito')`,
    })
    .from(estrattiConto)
    .where(
      or(
        eq(estrattiConto.numero, e.numero),
        and(
          eq(estrattiConto.distributoreId, e.distributoreId),
          eq(estrattiConto.tipo, e.tipo),
          eq(estrattiConto.periodo, e.periodo),
        ),
      ),
    )
    .limit(1);
  // Nothing due and no statement: nothing to issue.
  if (!esistente && e.cifre.importo === 0 && e.cifre.numeroPolizze === 0) return 'invariati';
  // Nothing left to pay (refunds cover the month's supplements and purchases): issued as Pagato, so
  // it asks no payment and blocks no purchase; a negative amount stays on it, to the cent, as the
  // credit the distributor is owed.
  const stato = e.cifre.importo <= 0 ? ('Pagato' as const) : ('Da pagare' as const);
  if (!esistente) {
    const nuovi = await tx
      .insert(estrattiConto)
      .values({
        distributoreId: e.distributoreId,
        tipo: e.tipo,
        numero: e.numero,
        periodo: e.periodo,
        dataEmissione: e.dataEmissione,
        scadenza: e.scadenza,
        numeroPolizze: e.cifre.numeroPolizze,
        importo: decimale(e.cifre.importo),
        stato,
        inviato: false,
      })
      .onConflictDoNothing({ target: estrattiConto.numero })
      .returning({ id: estrattiConto.id });
    if (nuovi.length === 0) return 'invariati';
    await avvisa(tx, e, false);
    return 'creati';
  }
  // Sent or paid: what the distributor was told, or paid, is never changed.
  if (esistente.inviato || esistente.stato === 'Pagato' || esistente.pagato) return 'invariati';
  if (
    cents(Number(esistente.importo)) === e.cifre.importo &&
    esistente.numeroPolizze === e.cifre.numeroPolizze
  )
    return 'invariati';
  await tx
    .update(estrattiConto)
    .set({
      importo: decimale(e.cifre.importo),
      numeroPolizze: e.cifre.numeroPolizze,
      dataEmissione: e.dataEmissione,
      // A statement overdue keeps its state while something is still due on it.
      ...(stato === 'Pagato' || esistente.stato !== 'Scaduto' ? { stato } : {}),
    })
    .where(and(eq(estrattiConto.id, esistente.id), eq(estrattiConto.inviato, false)));
  await avvisa(tx, e, true);
  return 'aggiornati';
}

/** The distributor's users are told of a statement issued or brought up to date, in its transaction. */
async function avvisa(tx: Db, e: Estratto, aggiornato: boolean): Promise<void> {
  const testo = TESTI_MESSAGGI.estrattoEmesso(e.numero, e.periodo, e.cifre.importo, e.scadenza, aggiornato);
  await scriviMessaggi(tx, await utentiDelDistributore(tx, e.distributoreId), testo, 'estratto');
}
