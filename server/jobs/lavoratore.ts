import type PgBoss from 'pg-boss';

export type Lavoro<T> = (data: T, job: PgBoss.Job<T>) => Promise<void>;

export interface Lavoratore {
  /** Looks for a job now rather than at the next poll. */
  sveglia(): void;
  /**
   * Takes no further job from now on; resolves once the job in hand, if any, is finished and its
   * outcome written (a job whose fetch was already under way is still worked, never left active).
   */
  ferma(): Promise<void>;
  /** The job being worked now. */
  readonly inCorso: PgBoss.Job<object> | undefined;
}

export interface OpzioniLavoratore {
  pollingMs: number;
  onError(err: Error): void;
}

/**
 * Works the jobs of queue `name` one at a time with pg-boss's own fetch, complete and fail. pg-boss's
 * `work` is not used because its stop cannot be awaited: a fetch already sent when it stops still
 * makes a job active that nobody then works, and it writes a job's completion without waiting for it,
 * so the database could close first. Here every step is awaited, so a stop leaves no job behind.
 * A job that runs past its expiry is failed (and tried again), as pg-boss's `work` does.
 */
export function avviaLavoratore<T extends object>(
  boss: PgBoss,
  name: string,
  lavoro: Lavoro<T>,
  opzioni: OpzioniLavoratore,
): Lavoratore {
  let fermo = false;
  let inCorso: PgBoss.Job<T> | undefined;
  let svegliaPausa: (() => void) | undefined;

  const pausa = (ms: number) =>
    new Promise<void>((resolve) => {
      const fine = () => {
        clearTimeout(timer);
        svegliaPausa = undefined;
        resolve();
      };
      const timer = setTimeout(fine, ms);
      svegliaPausa = fine;
    });

  async function esegui(job: PgBoss.Job<T>) {
    let errore: unknown;
    try {
      await entro(lavoro(job.data, job), scadenzaMs(job));
    } catch (err) {
      errore = err ?? new Error('lavoro fallito');
    }
    try {
      if (errore === undefined) await boss.complete(name, job.id);
      else await boss.fail(name, job.id, errore as object);
    } catch (err) {
      // The job stays active, and its expiry gives it back to the queue.
      opzioni.onError(err as Error);
    }
  }

  const ciclo = (async () => {
    while (!fermo) {
      let job: PgBoss.Job<T> | undefined;
      try {
        // pg-boss's fetch answers no job, rather than throwing, when the database fails.
        [job] = await boss.fetch<T>(name, { batchSize: 1 });
      } catch (err) {
        opzioni.onError(err as Error);
      }
      if (job) {
        inCorso = job;
        await esegui(job);
        inCorso = undefined;
      } else if (!fermo) {
        await pausa(opzioni.pollingMs);
      }
    }
  })();

  return {
    sveglia: () => svegliaPausa?.(),
    ferma() {
      fermo = true;
      svegliaPausa?.();
      return ciclo;
    },
    get inCorso() {
      return inCorso;
    },
  };
}

/**
 * How long `job` may run: its expiry, after which the queue's maintenance would give it to another
 * worker anyway. PostgreSQL answers the seconds as `numeric`, which node-postgres reads as text.
 */
function scadenzaMs(job: PgBoss.Job<object>): number {
  const secondi = Number(job.expireInSeconds);
  return (Number.isFinite(secondi) && secondi > 0 ? secondi : 15 * 60) * 1000;
}

/** `promessa`, or a failure once `ms` have passed (the work itself cannot be stopped: it is left behind). */
function entro<T>(promessa: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const scaduto = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`lavoro oltre la scadenza di ${ms / 1000} s`)), ms);
    // Only a guard: the work keeps the process alive while it runs, and a job abandoned at a stop must not.
    timer.unref();
  });
  return Promise.race([promessa, scaduto]).finally(() => clearTimeout(timer));
}
