import type pg from 'pg';
import type { TConfig } from './config';
import type { Db } from './db/database';
import type { Logger } from './logger';
import type { SecretBox } from './crypto/secret-box';
import type { SystemNotifier } from './notify/system-notifier';

// What services, routes and jobs receive: built once per process in main.ts (or per test).
export type AppDeps = {
  config: TConfig;
  db: Db;
  pool: pg.Pool;
  logger: Logger;
  secretBox: SecretBox;
  notifier: SystemNotifier;
};
