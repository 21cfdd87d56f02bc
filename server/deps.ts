import type { Config } from './config';
import type { Db } from './db/client';
import type { Mailer } from './adapters/mail';
import type { Pagamenti } from './areas/pagamenti/pagamenti';

/** What every API area receives: configuration and the outside world, passed explicitly. */
export interface AppDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  /**
   * The card payment gateway; null: payments are off (no gateway configured, and no sandbox).
   * Absent: buildApp chooses it from the configuration and the database (adapters/payments/scelta.ts).
   */
  pagamenti?: Pagamenti | null;
}
