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
   * The card payment gateway; null: payments are off (production with no gateway configured).
   * Absent: buildApp makes it from the configuration (server/adapters/payments).
   */
  pagamenti?: Pagamenti | null;
}
