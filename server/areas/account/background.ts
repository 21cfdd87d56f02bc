import type { FastifyBaseLogger } from 'fastify';

/**
 * Work started by a request but not awaited by it (mail whose timing must not show in the answer).
 * Failures are logged; `drain` lets the server finish them before it closes.
 */
export class BackgroundTasks {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(label: string, task: () => Promise<void>): void {
    const p = task()
      .catch((err: unknown) => this.log.error({ err }, `${label} failed`))
      .finally(() => this.pending.delete(p));
    this.pending.add(p);
  }

  async drain(): Promise<void> {
    await Promise.all([...this.pending]);
  }
}
