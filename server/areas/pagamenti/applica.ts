import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  adesioni,
  crediti,
  distributori,
  estrattiConto,
  movimentiAdesioni,
  pagamenti,
  users,
} from '../../db/schema';
import type { tentativiPagamento } from '../../db/schema';
import { pluraleIt } from '../../i18n/plurale';
import { cents, decimale } from '../adesioni/acquisto/importi';
import { scriviMessaggi } from '../messaggi/scrivi';
import { TESTI_MESSAGGI, utentiDelDistributore } from '../messaggi/testi';
import { CAUSALE_ECCEDENZA, CAUSALE_RICARICA, METODO_CARTA } from './messages';

type Tentativo = typeof tentativiPagamento.$inferSelect;

export const NON_PAGATI = ['Da pagare', 'Scaduto'] as const;

/**
 * What a paid attempt changes, inside the transaction that closes it (so it happens once): the
 * statements become `Pagato`, the purchase's policies are marked paid, or the credit grows; each with
 * its `pagamenti` row carrying the gateway's codes. Money the gateway took for something already paid
 * meanwhile (a second tab paid the same statement) is never lost: it becomes credit. The distributor's
 * users get a message saying what was paid, in the same transaction.
 */
export async function applicaPagamento(tx: Db, t: Tentativo, codAut: string, now: Date): Promise<void> {
  // The distributor's row is the lock of its credit and statements (the purchase takes it too).
  await tx.execute(
    sql`select 1 from ${distributori} where ${distributori.id} = ${t.distributoreId} for update`,
  );
  const riga = {
    distributoreId: t.distributoreId,
    userId: t.userId,
    data: now,
    metodo: METODO_CARTA,
    esito: 'Eseguito' as const,
    tentativoId: t.id,
    codiceTransazione: t.codTrans,
    codiceAutorizzazione: codAut,
  };
  let coperto = 0;
  let testo = '';
  const scopo = t.scopo;
  if (scopo.tipo === 'estratti') {
    const pagati = await tx
      .update(estrattiConto)
      .set({ stato: 'Pagato' })
      .where(
        and(
          inArray(estrattiConto.id, scopo.estrattiContoIds),
          eq(estrattiConto.distributoreId, t.distributoreId),
          ne(estrattiConto.stato, 'Pagato'),
        ),
      )
      .returning({
        id: estrattiConto.id,
        importo: estrattiConto.importo,
        numero: estrattiConto.numero,
        periodo: estrattiConto.periodo,
      });
    for (const e of pagati) {
      coperto += cents(Number(e.importo));
      await tx.insert(pagamenti).values({
        ...riga,
        estrattoContoId: e.id,
        importo: e.importo,
        riferimento: `${t.codTrans} · ${e.numero}`,
      });
    }
    await aggiornaObblighi(tx, t.distributoreId, now);
    if (pagati.length > 0)
      testo = TESTI_MESSAGGI.estrattiPagati(coperto, pagati.map((e) => String(e.periodo)).sort());
  } else if (scopo.tipo === 'acquisto') {
    const pagate = await tx
      .update(adesioni)
      .set({ pagamentoTentativoId: t.id })
      .where(and(inArray(adesioni.id, scopo.adesioniIds), isNull(adesioni.pagamentoTentativoId)))
      .returning({ daPagare: adesioni.totalePremioDaPagare });
    coperto = pagate.reduce((s, p) => s + cents(Number(p.daPagare)), 0);
    if (coperto > 0) {
      await tx.insert(pagamenti).values({
        ...riga,
        importo: decimale(coperto),
        riferimento: `${t.codTrans} · ${pluraleIt('pagamento.polizzeAcquisto', pagate.length, { acquisto: scopo.acquistoId })}`,
      });
      testo = TESTI_MESSAGGI.acquistoPagato(coperto, scopo.acquistoId);
    }
  } else if (scopo.tipo === 'modifica') {
    // The change's supplements settled by card: one attempt per change, closed once, so paid once.
    const dovuti = await tx
      .select({ delta: movimentiAdesioni.deltaDaPagare, numero: adesioni.numero })
      .from(movimentiAdesioni)
      .innerJoin(adesioni, eq(adesioni.id, movimentiAdesioni.adesioneId))
      .where(
        and(
          eq(movimentiAdesioni.operazioneId, scopo.operazioneId),
          inArray(movimentiAdesioni.adesioneId, scopo.adesioniIds),
          eq(movimentiAdesioni.modo, 'carta'),
          eq(adesioni.distributoreId, t.distributoreId),
        ),
      )
      .orderBy(adesioni.id);
    coperto = Math.min(
      t.importoCentesimi,
      dovuti.reduce((s, d) => s + Math.max(0, cents(Number(d.delta))), 0),
    );
    if (coperto > 0) {
      await tx.insert(pagamenti).values({
        ...riga,
        importo: decimale(coperto),
        riferimento:
          `${t.codTrans} · ${pluraleIt('pagamento.supplementoModifica', dovuti.length, { polizze: dovuti.map((d) => d.numero).join(', ') })}`.slice(
            0,
            200,
          ),
      });
      testo = TESTI_MESSAGGI.modificaPagata(coperto);
    }
  }
  const resto = t.importoCentesimi - coperto;
  if (resto > 0) {
    const ricarica = scopo.tipo === 'credito';
    await accredita(tx, t.distributoreId, resto, ricarica ? CAUSALE_RICARICA : CAUSALE_ECCEDENZA, now);
    await tx.insert(pagamenti).values({
      ...riga,
      importo: decimale(resto),
      riferimento: `${t.codTrans} · ${ricarica ? 'ricarica credito' : 'eccedenza accreditata'}`,
    });
    testo = ricarica
      ? TESTI_MESSAGGI.creditoRicaricato(resto, await creditoResiduo(tx, t.distributoreId))
      : `${testo}${TESTI_MESSAGGI.eccedenzaAccreditata(resto)}`.trim();
  }
  if (testo) {
    const origine = scopo.tipo === 'credito' ? 'credito' : 'pagamento';
    await scriviMessaggi(tx, await utentiDelDistributore(tx, t.distributoreId), testo, origine);
  }
}

/**
 * A refused card payment is listed in `I tuoi pagamenti` too, with its state (`Rifiutato`), so the
 * distributor sees the attempt it made; it pays nothing (statements, policies and credit unchanged).
 * Its users get a message saying so, in the same transaction.
 */
export async function registraRifiuto(tx: Db, t: Tentativo, now: Date): Promise<void> {
  const scopo = t.scopo;
  const ids = scopo.tipo === 'estratti' ? scopo.estrattiContoIds : [];
  const cosa =
    scopo.tipo === 'acquisto'
      ? `polizze dell’acquisto ${scopo.acquistoId}`
      : scopo.tipo === 'modifica'
        ? 'supplemento di una modifica'
        : scopo.tipo === 'credito'
          ? 'ricarica credito'
          : 'estratti conto';
  await tx.insert(pagamenti).values({
    distributoreId: t.distributoreId,
    userId: t.userId,
    // One statement paid alone is named; several share the one refused attempt.
    estrattoContoId: ids.length === 1 ? ids[0]! : null,
    data: now,
    importo: decimale(t.importoCentesimi),
    metodo: METODO_CARTA,
    esito: 'Rifiutato',
    tentativoId: t.id,
    codiceTransazione: t.codTrans,
    riferimento: `${t.codTrans} · ${cosa}`,
  });
  await scriviMessaggi(
    tx,
    await utentiDelDistributore(tx, t.distributoreId),
    TESTI_MESSAGGI.pagamentoRifiutato(t.importoCentesimi, cosa),
    'pagamento',
  );
}

/** The credit left to the distributor: the last movement's balance (movements are written under its lock). */
export async function creditoResiduo(tx: Db, distributoreId: number): Promise<number> {
  const [ultimo] = await tx
    .select({ residuo: crediti.residuo })
    .from(crediti)
    .where(eq(crediti.distributoreId, distributoreId))
    .orderBy(desc(crediti.id))
    .limit(1);
  return ultimo ? cents(Number(ultimo.residuo)) : 0;
}

async function accredita(tx: Db, distributoreId: number, importo: number, causale: string, now: Date) {
  const residuo = (await creditoResiduo(tx, distributoreId)) + importo;
  await tx.insert(crediti).values({
    distributoreId,
    data: now,
    causale,
    importo: decimale(importo),
    residuo: decimale(residuo),
  });
}

/**
 * The distributor's users may buy again once no statement is overdue (`mustPay` off), and the
 * month-end warning goes once nothing at all is left to pay.
 */
export async function aggiornaObblighi(tx: Db, distributoreId: number, now: Date): Promise<void> {
  const oggi = now.toISOString().slice(0, 10);
  const aperti = await tx
    .select({ stato: estrattiConto.stato, scadenza: estrattiConto.scadenza })
    .from(estrattiConto)
    .where(
      and(
        eq(estrattiConto.distributoreId, distributoreId),
        eq(estrattiConto.tipo, 'agenzia'),
        inArray(estrattiConto.stato, [...NON_PAGATI]),
      ),
    );
  const scaduti = aperti.some((e) => e.stato === 'Scaduto' || e.scadenza < oggi);
  if (!scaduti) {
    await tx
      .update(users)
      .set(
        aperti.length === 0 ? { mustPay: false, segnalazionePagamentoFineMese: false } : { mustPay: false },
      )
      .where(eq(users.distributoreId, distributoreId));
  }
}
