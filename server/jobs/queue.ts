import PgBoss from 'pg-boss';
import type { Db } from '../db/client';
import { esecutoreDrizzle, esecutorePrincipale } from './esecutoreSql';
import { ATTESA_RIPROVA_SECONDI, SCADENZA_SECONDI } from './tempi';
import { avviaLavoratore, type Lavoratore, type Lavoro } from './lavoratore';

/**
 * How a failed job is tried again: 5 more times, waiting about 30 s, then 1, 2, 4 and 8 minutes
 * (pg-boss doubles the delay and adds up to as much again at random, so several processes do not
 * retry in step). A mail server down for half an hour loses no mail.
 */
export const RIPROVE: Required<PgBoss.RetryOptions> = {
  retryLimit: 5,
  retryDelay: ATTESA_RIPROVA_SECONDI,
  retryBackoff: true,
};

/** How long a stop waits for the jobs being worked before failing them, so they are tried again. */
export const GRAZIA_ARRESTO_MS = 5_000;

export interface Coda {
  /**
   * Creates the queue `name` (if missing) and works its jobs in this process, one at a time. The
   * job fails, and is tried again as `riprove` says, when `lavoro` throws.
   */
  lavora<T extends object>(name: string, lavoro: Lavoro<T>, riprove?: PgBoss.RetryOptions): Promise<void>;
  /** Jobs of `name` not yet finished: waiting, waiting for a retry, or running. */
  inSospeso(name: string): Promise<number>;
  /**
   * Resolves once every job of `name` is finished (done, or failed for good), waking this process's
   * workers instead of waiting for their next poll; for tests and orderly shutdowns.
   */
  svuotata(name: string, timeoutMs?: number): Promise<void>;
  /**
   * Takes no new job from the moment it is called; waits for the jobs being worked, up to
   * `GRAZIA_ARRESTO_MS`, fails any still running then (the queue tries it again later, in any
   * process), and stops pg-boss. The server calls it first on SIGTERM, before closing HTTP and the
   * database; calling it again returns the same stop.
   */
  stop(): Promise<void>;
  readonly boss: PgBoss;
}

export interface OpzioniCoda {
  /** Where pg-boss's errors go (a failed poll, a lost connection); it retries by itself. */
  onError(err: Error): void;
  /** How often an idle worker looks for new jobs. */
  pollingSeconds?: number;
  /** `SCADENZA_SECONDI` unless given (JOB_EXPIRY_SECONDS). */
  scadenzaSecondi?: number;
  /** The first retry's delay, `RIPROVE.retryDelay` unless given (JOB_RETRY_DELAY_SECONDS). */
  attesaRiprovaSecondi?: number;
}

/**
 * Starts pg-boss on the app's database. pg-boss creates and migrates its own schema `pgboss` at start
 * (under an advisory lock, so processes starting together do not race) and fetches jobs with
 * `FOR UPDATE SKIP LOCKED`, so when several server processes share one PostgreSQL each job runs in one
 * of them only. Nothing lives in this process's memory but the workers: a crash loses no job, and one
 * left active by a process that died is given back to the queue once it expires.
 */
export async function avviaCoda(db: Db, opzioni: OpzioniCoda): Promise<Coda> {
  const scadenza = opzioni.scadenzaSecondi ?? SCADENZA_SECONDI;
  const predefinite: Omit<PgBoss.Queue, 'name'> = {
    ...RIPROVE,
    retryDelay: opzioni.attesaRiprovaSecondi ?? RIPROVE.retryDelay,
    expireInSeconds: scadenza,
  };
  const boss = new PgBoss({
    db: esecutorePrincipale(db),
    // No cron jobs yet: the clock monitor would only poll for nothing.
    schedule: false,
    // Maintenance fails the jobs active past their expiry (their process died), so they are tried
    // again. One process per interval runs it (pg-boss keeps the time in its table); checking a few
    // times per expiry, at most each minute, retries a lost job soon after it expires.
    supervise: true,
    maintenanceIntervalSeconds: Math.max(1, Math.min(60, Math.floor(scadenza / 4))),
    migrate: true,
  });
  // An 'error' event without a listener would end the process.
  boss.on('error', opzioni.onError);
  await boss.start();
  const lavoratori = new Map<string, Lavoratore[]>();
  const pollingMs = (opzioni.pollingSeconds ?? 2) * 1000;
  let fermata: Promise<void> | undefined;

  async function ferma() {
    const tutti = [...lavoratori.values()].flat();
    const finiti = Promise.all(tutti.map((l) => l.ferma()));
    let timer: NodeJS.Timeout | undefined;
    const grazia = new Promise<'scaduta'>((r) => (timer = setTimeout(() => r('scaduta'), GRAZIA_ARRESTO_MS)));
    const esito = await Promise.race([finiti, grazia]);
    clearTimeout(timer);
    if (esito === 'scaduta')
      for (const job of tutti.map((l) => l.inCorso).filter((j) => j !== undefined))
        await boss
          .fail(job.name, job.id, new Error('lavoro interrotto dall’arresto del server'))
          .catch(opzioni.onError);
    await boss.stop({ graceful: false, wait: true });
  }

  const coda: Coda = {
    boss,
    async lavora(name, lavoro, riprove = {}) {
      if (fermata) throw new Error(`la coda è ferma: ${name} non sarà lavorata`);
      // Processes starting together create the same queue at once: PostgreSQL may pick one as a
      // deadlock victim (40P01) or refuse the second row (23505); the queue then exists, so try again.
      const voluta: PgBoss.Queue = { ...predefinite, ...riprove, name };
      // A queue already as the code wants it is left alone: creating one that exists still costs
      // pg-boss a transaction, which was a noticeable part of every start on PGlite (issue 13).
      const esistente = await boss.getQueue(name);
      if (!esistente || !stesseRegole(esistente, voluta)) {
        await conRiprova(() => boss.createQueue(name, voluta));
        // createQueue leaves an existing queue as it is: keep its retry and expiry rules the code's.
        await conRiprova(() => boss.updateQueue(name, voluta));
      }
      const lavoratore = avviaLavoratore(boss, name, lavoro, { pollingMs, onError: opzioni.onError });
      lavoratori.set(name, [...(lavoratori.get(name) ?? []), lavoratore as Lavoratore]);
    },
    async inSospeso(name) {
      return (await boss.getQueueSize(name, { before: 'completed' })) ?? 0;
    },
    async svuotata(name, timeoutMs = 20_000) {
      const limite = Date.now() + timeoutMs;
      for (;;) {
        if ((await coda.inSospeso(name)) === 0) return;
        if (Date.now() > limite) throw new Error(`La coda ${name} non si è svuotata in ${timeoutMs} ms`);
        for (const lavoratore of lavoratori.get(name) ?? []) lavoratore.sveglia();
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    stop() {
      fermata ??= ferma();
      return fermata;
    },
  };
  return coda;
}

// Writes jobs only, always through the caller's connection (`send(..., { db })`): it is never started
// and has no connection of its own, so `accoda` needs no running queue in the calling process.
const mittente = new PgBoss({
  db: {
    executeSql: () =>
      Promise.reject(new Error('accoda: the job must be written with the caller’s transaction')),
  },
  schedule: false,
  supervise: false,
  migrate: false,
});

/**
 * Enqueues job `name` inside the caller's transaction `tx`: the job exists if and only if the
 * caller's rows commit, so a crash right after the commit still runs it, and a rollback leaves none.
 * The queue must have been created (by `lavora`, at the app's start). Returns the job id, or null
 * when `options.singletonKey` names a job already waiting.
 */
export async function accoda(
  tx: Db,
  name: string,
  data: object,
  options: PgBoss.SendOptions = {},
): Promise<string | null> {
  const id = await mittente.send(name, data, { ...options, db: esecutoreDrizzle(tx) });
  // pg-boss writes nothing, silently, for a queue that does not exist: say so rather than lose the job.
  if (!id && !options.singletonKey) throw new Error(`accoda: la coda ${name} non esiste`);
  return id;
}

const CONCORRENZA = new Set(['40P01', '40001', '23505']);

/** Runs a setup statement again (up to 5 times, after a short random pause) when it lost a race. */
async function conRiprova<T>(fn: () => Promise<T>): Promise<T> {
  for (let tentativo = 1; ; tentativo++) {
    try {
      return await fn();
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (tentativo >= 5 || typeof code !== 'string' || !CONCORRENZA.has(code)) throw error;
      await new Promise((r) => setTimeout(r, 50 + Math.random() * 200 * tentativo));
    }
  }
}

/** Whether a stored queue already has the retry and expiry rules `voluta` asks for. */
function stesseRegole(coda: PgBoss.QueueResult, voluta: PgBoss.Queue): boolean {
  return (
    coda.retryLimit === voluta.retryLimit &&
    coda.retryDelay === voluta.retryDelay &&
    coda.retryBackoff === voluta.retryBackoff &&
    coda.expireInSeconds === voluta.expireInSeconds
  );
}
