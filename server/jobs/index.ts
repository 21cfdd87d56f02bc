import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../deps';
import {
  CONFERMA_ACQUISTO,
  inviaConfermaAcquisto,
  type DatiJobConferma,
} from '../areas/adesioni/mail/confermaAcquisto';
import { indirizziPortale } from '../areas/pagamenti/avvio';
import { RICEVUTA_PAGAMENTO } from '../areas/pagamenti/esito';
import { inviaRicevuta, type DatiJobRicevuta } from '../areas/pagamenti/ricevuta';
import { RICONCILIAZIONE_PAGAMENTI, riconcilia } from '../areas/pagamenti/riconciliazione';
import { NOTIFICA_SANDBOX, inviaNotificaSandbox, type DatiNotificaSandbox } from '../areas/sandbox/notifica';
import { accoda, avviaCoda, type Coda } from './queue';

/** How often each process asks for a reconciliation run; the queue keeps it to one at a time. */
export const RICONCILIAZIONE_OGNI_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's job queue (server/jobs): tests wait on it with `svuotata`. */
    coda: Coda;
  }
}

/**
 * Starts the queue on the app's database and works every job of the app in this process: each server
 * process does, and each job still runs in one of them only.
 */
export async function avviaLavori(deps: AppDeps, log: FastifyBaseLogger): Promise<Coda> {
  const coda = await avviaCoda(deps.db, {
    onError: (err) => log.error({ err }, 'coda dei lavori'),
    scadenzaSecondi: deps.config.jobs.expirySeconds,
    attesaRiprovaSecondi: deps.config.jobs.retryDelaySeconds,
  });
  await coda.lavora<DatiJobConferma>(CONFERMA_ACQUISTO, async ({ acquistoId }, job) => {
    try {
      await inviaConfermaAcquisto(deps, acquistoId);
    } catch (err) {
      log.warn({ err, job: job.id, acquistoId }, 'conferma acquisto non inviata: sarà ritentata');
      throw err;
    }
  });
  await coda.lavora<DatiJobRicevuta>(RICEVUTA_PAGAMENTO, async ({ tentativoId }, job) => {
    try {
      await inviaRicevuta(deps, tentativoId);
    } catch (err) {
      log.warn({ err, job: job.id, tentativoId }, 'ricevuta di pagamento non inviata: sarà ritentata');
      throw err;
    }
  });
  // The sandbox gateway's notifications, like the real gateway's, are retried until the merchant answers.
  if (deps.pagamenti?.sandbox) {
    const { notifica } = indirizziPortale(deps.config);
    await coda.lavora<DatiNotificaSandbox>(NOTIFICA_SANDBOX, (dati) => inviaNotificaSandbox(dati, notifica));
  }
  const gateway = deps.pagamenti?.gateway;
  if (gateway) {
    await coda.lavora(
      RICONCILIAZIONE_PAGAMENTI,
      async () => {
        const esito = await riconcilia(deps.db, gateway, { log });
        if (esito.pagati + esito.rifiutati + esito.scaduti + esito.errori > 0)
          log.info({ esito }, 'riconciliazione dei pagamenti');
      },
      { retryLimit: 0 },
    );
    // Every process asks; the singleton key lets one run wait at a time, so N processes make one run.
    const chiedi = () =>
      accoda(deps.db, RICONCILIAZIONE_PAGAMENTI, {}, { singletonKey: 'riconciliazione' }).catch((err) =>
        log.warn({ err }, 'riconciliazione dei pagamenti non accodata'),
      );
    const timer = setInterval(chiedi, RICONCILIAZIONE_OGNI_MS);
    timer.unref();
    const stop = coda.stop.bind(coda);
    coda.stop = async () => {
      clearInterval(timer);
      await stop();
    };
  }
  return coda;
}
