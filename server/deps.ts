import type { Config } from './config';
import type { Db } from './db/client';
import type { Mailer } from './adapters/mail';

/** What every API area receives: configuration and the outside world, passed explicitly. */
export interface AppDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
}
