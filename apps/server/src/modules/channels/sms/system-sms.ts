import { normalizePhone } from '@ulak/shared/phone';
import type { TConfig } from '../../../platform/config';
import type { Logger } from '../../../platform/logger';
import type { SmsSender } from '../../../platform/notify/system-notifier';
import { smsProvider } from './providers';

// System SMS (two-factor codes to merchants) through the operator's own account at one of the channel's
// providers (SYSTEM_SMS_*). Informational, never IYS-filtered. A retryable answer throws so the job runs
// again; a final refusal is logged (with the provider's reason, never the code) and not retried.
export function createProviderSmsSender(
  settings: NonNullable<TConfig['systemSms']>,
  config: TConfig,
  logger: Logger,
): SmsSender {
  const provider = smsProvider(settings.provider);
  const account = {
    username: settings.username,
    password: settings.password,
    originator: settings.originator,
    language: 'tr' as const,
    recipientType: 'BIREYSEL' as const,
    dealerCode: '',
    iysActive: false,
  };
  return {
    async send(to, text) {
      const [outcome] = await provider.send(provider.baseUrl(config), {
        account,
        commercial: false,
        // Merchants type their number as they like ('0532 111 22 33'): providers get E.164.
        messages: [{ messageId: 0, to: normalizePhone(to) ?? to.replace(/[^\d+]/g, ''), text }],
      });
      if (outcome?.status === 'accepted') {
        logger.info({ provider: provider.id }, 'system SMS accepted by the provider');
        return;
      }
      const reason = outcome && 'reason' in outcome ? outcome.reason : 'no answer';
      if (!outcome || outcome.status === 'retry') throw new Error(`System SMS not sent, will retry: ${reason}`);
      logger.error({ provider: provider.id, code: outcome.code, reason }, 'system SMS refused by the provider');
    },
  };
}
