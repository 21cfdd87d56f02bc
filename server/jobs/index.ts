import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../deps';
import {
  CONFERMA_ACQUISTO,
  inviaConfermaAcquisto,
  type DatiJobConferma,
} from '../areas/adesioni/mail/confermaAcquisto';
import { indirizziPortale } from '../areas/pagamenti/avvio';
import {
  EMISSIONE_ESTRATTI,
  emettiEstrattiConto,
  periodoPrecedente,
  type DatiJobEmissione,
} from '../areas/pagamenti/estratti/emissione';
import { RICEVUTA_PAGAMENTO } from '../areas/pagamenti/esito';
import { inviaRicevuta, type DatiJobRicevuta } from '../areas/pagamenti/ricevuta';
import { RICONCILIAZIONE_PAGAMENTI, riconcilia } from '../areas/pagamenti/riconciliazione';
import { NOTIFICA_SANDBOX, inviaNotificaSandbox, type DatiNotificaSandbox } from '../areas/sandbox/notifica';
import {
  IMPORTAZIONE_PRATICHE,
  elaboraImportazione,
  importazioneFallita,
  type DatiJobImportazione,
} from '../areas/carrello/importazione/elabora';
import { accoda, avviaCoda, type Coda } from './queue';

/** How often each process asks for a reconciliation run; the queue keeps it to one at a time. */
export const RICONCILIAZIONE_OGNI_MS = 60_000;
/** How often each process looks whether a month has begun, to ask for the previous month's statements. */
export const CONTROLLO_MESE_OGNI_MS = 3_600_000;

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
  // Issue 29: a multi-policy import; a run cut short (a crash, an expiry) is run again and resumes.
  await coda.lavora<DatiJobImportazione>(IMPORTAZIONE_PRATICHE, async ({ importazioneId }, job) => {
    try {
      await elaboraImportazione(deps, importazioneId);
    } catch (err) {
      log.warn({ err, job: job.id, importazioneId }, 'importazione pratiche interrotta: sarà ritentata');
      // Its last try: the dialog polling it is told it failed rather than left waiting.
      const stato = await coda.boss.getJobById(IMPORTAZIONE_PRATICHE, job.id).catch(() => null);
      if (stato && stato.retryCount >= stato.retryLimit) await importazioneFallita(deps.db, importazioneId);
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
  await coda.lavora<DatiJobEmissione>(EMISSIONE_ESTRATTI, async ({ periodo }, job) => {
    const esito = await emettiEstrattiConto(deps.db, periodo, new Date());
    log.info({ job: job.id, periodo, esito }, 'emissione degli estratti conto');
  });
  if (deps.config.jobs.monthlyStatements) avviaEmissioneMensile(deps, coda, log);
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

/**
 * The month-end statements: pg-boss's cron is off (queue.ts), so each process asks for the previous
 * month's (Europe/Rome) at start and again within the hour after a month begins, i.e. on the 1st. The
 * singleton key of the month keeps the processes' asks to one waiting job, and the issue is idempotent
 * (emissione.ts), so a restart or a second process asking again changes nothing.
 */
function avviaEmissioneMensile(deps: AppDeps, coda: Coda, log: FastifyBaseLogger): void {
  let chiesto: string | null = null;
  const chiedi = () => {
    const periodo = periodoPrecedente(new Date());
    if (periodo === chiesto) return;
    accoda(deps.db, EMISSIONE_ESTRATTI, { periodo } satisfies DatiJobEmissione, {
      singletonKey: `estratti-${periodo}`,
    })
      .then(() => (chiesto = periodo))
      .catch((err) => log.warn({ err, periodo }, 'emissione degli estratti conto non accodata'));
  };
  chiedi();
  const timer = setInterval(chiedi, CONTROLLO_MESE_OGNI_MS);
  timer.unref();
  const stop = coda.stop.bind(coda);
  coda.stop = async () => {
    clearInterval(timer);
    await stop();
  };
}
