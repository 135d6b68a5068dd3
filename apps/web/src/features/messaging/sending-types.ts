import type { TChannel } from '@ulak/shared/messaging/channels';

// The sending types of the /user/direct/{send,messages}/{type} routes (SPEC §1) and the pipeline
// channel each sends on. `push`, `segment` and `tag` are the older names of web push sends; `segment`
// opens the form with a segment audience.
const CHANNEL_OF_TYPE: Record<string, TChannel> = {
  email: 'email',
  sms: 'sms',
  whatsapp: 'whatsapp',
  push: 'webpush',
  web_push: 'webpush',
  segment: 'webpush',
  tag: 'webpush',
  mobile_push: 'mobilepush',
};

export function channelOfSendingType(type: string | undefined): TChannel | null {
  return (type && CHANNEL_OF_TYPE[type]) || null;
}

// The address a pasted list holds per channel (email addresses, phone numbers or device tokens).
export const ADDRESS_KIND: Record<TChannel, 'email' | 'phone' | 'device'> = {
  email: 'email',
  sms: 'phone',
  whatsapp: 'phone',
  webpush: 'device',
  mobilepush: 'device',
};
