import type { TChannel } from '@ulak/shared';
import type { TIysType } from '@ulak/shared/iys';
import type { TIysConsentCheck } from '../messaging';
import { iysStatusRepository } from './iys.repository';

// The registry's consent types of the channels the pipeline sends commercially: SMS and WhatsApp are
// electronic messages (MESAJ), email is EPOSTA; push channels are not IYS-controlled.
const TYPE_OF: Partial<Record<TChannel, TIysType>> = { sms: 'MESAJ', whatsapp: 'MESAJ', email: 'EPOSTA' };

// A commercial message to a recipient whose registry status for the type is RET is refused (the send
// pipeline records it failed with reason iys_rejected). One query per batch.
export const iysConsentCheck: TIysConsentCheck = async (deps, accountId, channel, recipients) => {
  const type = TYPE_OF[channel];
  if (!type) return new Set();
  const addressOf = (r: (typeof recipients)[number]) =>
    type === 'EPOSTA' ? (r.address ?? r.email)?.toLowerCase() : (r.address ?? r.phone);
  const addresses = recipients.map(addressOf).filter((a): a is string => Boolean(a));
  const refused = await iysStatusRepository.rejected(deps.db, accountId, type, [...new Set(addresses)]);
  return new Set(recipients.filter((r) => refused.has(addressOf(r) ?? '')).map((r) => r.id));
};
