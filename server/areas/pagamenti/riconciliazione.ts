import { and, asc, eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { tentativiPagamento } from '../../db/schema';
import type { GatewayPagamenti } from '../../adapters/payments/gateway';
import { AppError } from '../../errors';
import { chiudiScaduto, registraEsito } from './esito';

/** The job that settles attempts whose outcome never arrived. */
export const RICONCILIAZIONE_PAGAMENTI = 'riconciliazione-pagamenti';

/** An attempt is left to its own returns this long before the job asks the gateway about it. */
export const ATTESA_PRIMA_DI_CHIEDERE_MS = 5 * 60_000;

export interface EsitoRiconciliazione {
  pagati: number;
  rifiutati: number;
  scaduti: number;
  inCorso: number;
  errori: number;
}

/**
 * Asks the gateway about every attempt still open after a few minutes (the customer closed the
 * browser, the notification was lost): a payment the gateway knows is recorded through the same
 * exactly-once path as a return; a refusal closes the attempt; an attempt the gateway knows nothing
 * of, or still has in progress, is closed as expired once past its expiry. A gateway that cannot be
 * reached leaves everything for the next run.
 */
export async function riconcilia(
  db: Db,
  gateway: GatewayPagamenti,
  opts: { now?: Date; log?: FastifyBaseLogger; limite?: number } = {},
): Promise<EsitoRiconciliazione> {
  const now = opts.now ?? new Date();
  const conto: EsitoRiconciliazione = { pagati: 0, rifiutati: 0, scaduti: 0, inCorso: 0, errori: 0 };
  const aperti = await db
    .select({
      codTrans: tentativiPagamento.codTrans,
      scadeAt: tentativiPagamento.scadeAt,
      importo: tentativiPagamento.importoCentesimi,
      divisa: tentativiPagamento.divisa,
    })
    .from(tentativiPagamento)
    .where(
      and(
        eq(tentativiPagamento.stato, 'avviato'),
        lt(tentativiPagamento.createdAt, new Date(now.getTime() - ATTESA_PRIMA_DI_CHIEDERE_MS)),
      ),
    )
    .orderBy(asc(tentativiPagamento.createdAt))
    .limit(opts.limite ?? 200);
  const ora = now.toISOString();
  for (const t of aperti) {
    try {
      const s = await gateway.statoOrdine(t.codTrans);
      if (s.stato === 'pagato' || s.stato === 'rifiutato' || s.stato === 'annullato') {
        await registraEsito(
          db,
          {
            codTrans: t.codTrans,
            esito: s.stato === 'pagato' ? 'OK' : s.stato === 'rifiutato' ? 'KO' : 'ANNULLO',
            importoCentesimi: s.stato === 'pagato' ? s.importoCentesimi : t.importo,
            divisa: s.stato === 'pagato' ? s.divisa : t.divisa,
            codAut: s.stato === 'pagato' ? s.codAut : '',
            data: ora.slice(0, 10).replaceAll('-', ''),
            orario: ora.slice(11, 19).replaceAll(':', ''),
          },
          'riconciliazione',
          { now },
        );
        if (s.stato === 'pagato') conto.pagati++;
        else conto.rifiutati++;
      } else if (now >= t.scadeAt) {
        if (await chiudiScaduto(db, t.codTrans, now)) conto.scaduti++;
      } else {
        conto.inCorso++;
      }
    } catch (err) {
      // A refused outcome is already in the audit log; a gateway down is tried again next run.
      conto.errori++;
      if (!(err instanceof AppError))
        opts.log?.warn({ err, codTrans: t.codTrans }, 'riconciliazione pagamento');
    }
  }
  return conto;
}
