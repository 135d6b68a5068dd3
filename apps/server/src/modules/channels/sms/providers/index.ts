import type { TSmsProvider } from '@ulak/shared/sms/sms-settings';
import type { SmsProvider } from '../sms-provider';
import { iletimerkeziProvider } from './iletimerkezi';
import { netgsmProvider } from './netgsm';
import { twilioProvider } from './twilio';

// The SMS provider registry: one line per provider (its id must be listed in SMS_PROVIDERS).
export const SMS_PROVIDER_REGISTRY: Record<TSmsProvider, SmsProvider> = {
  netgsm: netgsmProvider,
  iletimerkezi: iletimerkeziProvider,
  twilio: twilioProvider,
};

export function smsProvider(id: TSmsProvider): SmsProvider {
  return SMS_PROVIDER_REGISTRY[id];
}
