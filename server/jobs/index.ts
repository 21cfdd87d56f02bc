import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../deps';
import {
  CONFERMA_ACQUISTO,
  inviaConfermaAcquisto,
  type DatiJobConferma,
} from '../areas/adesioni/mail/confermaAcquisto';
import { avviaCoda, type Coda } from './queue';

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
  });
  await coda.lavora<DatiJobConferma>(CONFERMA_ACQUISTO, async ({ acquistoId }, job) => {
    try {
      await inviaConfermaAcquisto(deps, acquistoId);
    } catch (err) {
      log.warn({ err, job: job.id, acquistoId }, 'conferma acquisto non inviata: sarà ritentata');
      throw err;
    }
  });
  return coda;
}
