import path from 'node:path';
import type { TConfig } from './config';
import { REPO_ROOT } from './paths';
import type { Database } from './db/database';
import type { AppDeps } from './deps';
import type { Logger } from './logger';
import { createSecretBox, loadSecretKeyRing } from './crypto/secret-box';
import { createSystemMailer, type SystemMailer } from './mail/system-mailer';
import { createOutboxSmsSender, createSystemNotifier, type SmsSender } from './notify/system-notifier';
// The composition root wires the SMS channel's providers in as the system SMS sender.
import { createProviderSmsSender } from '../modules/channels/sms';

export const SDK_FILE = path.join(REPO_ROOT, 'packages/sdk/dist/ulak.js');

export type Runtime = { deps: AppDeps; mailer: SystemMailer };

function systemSmsSender(config: TConfig, logger: Logger): SmsSender {
  if (config.systemSms) return createProviderSmsSender(config.systemSms, config, logger);
  if (config.env === 'production')
    logger.warn('SYSTEM_SMS_PROVIDER is not set: two-factor SMS codes stay in the local outbox folder');
  return createOutboxSmsSender(config.dataDir, logger);
}

export function createDeps(config: TConfig, database: Database, logger: Logger, smtpUrl: string): Runtime {
  const mailer = createSystemMailer(smtpUrl, config.mailFrom);
  const deps: AppDeps = {
    config,
    db: database.db,
    pool: database.pool,
    logger,
    secretBox: createSecretBox(loadSecretKeyRing(config.secretKey, config.previousSecretKeys, config.dataDir)),
    notifier: createSystemNotifier(mailer, systemSmsSender(config, logger)),
  };
  return { deps, mailer };
}
