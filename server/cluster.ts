import cluster from 'node:cluster';

/** How long the processes get to finish their requests and jobs once asked to stop. */
const STOP_GRACE_MS = 15_000;

/**
 * The primary process of WORKERS > 1 (issue 30): starts `count` server processes running `exec` (the
 * built bundle, or server/main.ts under tsx), which share the port — node:cluster hands each new
 * connection to the next process — and everything else through PostgreSQL (sessions, limits, jobs)
 * and DATA_DIR (files). It serves nothing itself. A process that ends after it started listening is
 * replaced; one that ends before (a wrong setting, a database that refuses it) stops them all, since
 * every replacement would end the same way. SIGTERM or SIGINT stop every process and then this one.
 */
export function runPrimary(count: number, exec: string): void {
  cluster.setupPrimary({ exec });
  const listening = new Set<number>();
  let stopping = false;
  let exitCode = 0;

  const start = () => {
    const worker = cluster.fork();
    worker.once('listening', () => listening.add(worker.id));
  };
  const alive = () => Object.values(cluster.workers ?? {}).filter((w) => w && !w.isDead());

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const running = alive();
    if (running.length === 0) process.exit(exitCode);
    for (const worker of running) worker?.process.kill(signal);
    setTimeout(() => {
      for (const worker of alive()) worker?.process.kill('SIGKILL');
      process.exit(1);
    }, STOP_GRACE_MS).unref();
  };

  cluster.on('exit', (worker, code, signal) => {
    const how = signal ?? `exit code ${code}`;
    if (code !== 0 && code !== null) exitCode = 1;
    if (stopping) {
      if (alive().length === 0) process.exit(exitCode);
      return;
    }
    if (!listening.has(worker.id)) {
      console.error(`A server process ended before it started (${how}): stopping the others.`);
      exitCode = 1;
      stop('SIGTERM');
      return;
    }
    console.error(`Server process ${worker.process.pid} ended (${how}): starting another.`);
    setTimeout(start, 1_000);
  });

  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  console.log(`Starting ${count} server processes (WORKERS) on PostgreSQL.`);
  for (let i = 0; i < count; i++) start();
}
