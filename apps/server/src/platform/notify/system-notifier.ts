import fs from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../logger';
import { uniqueSinkFileName } from '../mail/dev-mail-sink';
import type { SystemMailer } from '../mail/system-mailer';

// Outbound notifications to the merchant themself (2FA codes, verification, resets). SMS goes through the
// provider of SYSTEM_SMS_PROVIDER, or without one (development) to a local outbox folder.
export type SmsSender = { send: (to: string, text: string) => Promise<void> };
export type SystemNotifier = {
  email: (to: string, subject: string, text: string) => Promise<void>;
  sms: (to: string, text: string) => Promise<void>;
};

export function createOutboxSmsSender(dataDir: string, logger: Logger): SmsSender {
  const dir = path.join(dataDir, 'sms-outbox');
  return {
    async send(to, text) {
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, uniqueSinkFileName(to.replace(/[^\d+]/g, ''), 'json'));
      await fs.writeFile(file, JSON.stringify({ to, text, at: new Date().toISOString() }));
      logger.info({ dir }, 'system SMS saved to the local outbox');
    },
  };
}

export function createSystemNotifier(mailer: SystemMailer, sms: SmsSender): SystemNotifier {
  return {
    email: (to, subject, text) => mailer.send({ to, subject, text }),
    sms: (to, text) => sms.send(to, text),
  };
}
