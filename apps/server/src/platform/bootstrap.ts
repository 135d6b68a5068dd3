import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TConfig } from './config';
import type { Database } from './db/database';
import type { AppDeps } from './deps';
import type { Logger } from './logger';
import { createSecretBox, loadSecretKeyRing } from './crypto/secret-box';
import { createSystemMailer, type SystemMailer } from './mail/system-mailer';
import { createOutboxSmsSender, createSystemNotifier } from './notify/system-notifier';

export const SDK_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../packages/sdk/dist/ulak.js',
);

export type Runtime = { deps: AppDeps; mailer: SystemMailer };

export function createDeps(config: TConfig, database: Database, logger: Logger, smtpUrl: string): Runtime {
  const mailer = createSystemMailer(smtpUrl, config.mailFrom);
  const deps: AppDeps = {
    config,
    db: database.db,
    pool: database.pool,
    logger,
    secretBox: createSecretBox(loadSecretKeyRing(config.secretKey, config.previousSecretKeys, config.dataDir)),
    notifier: createSystemNotifier(mailer, createOutboxSmsSender(config.dataDir, logger)),
  };
  return { deps, mailer };
}
