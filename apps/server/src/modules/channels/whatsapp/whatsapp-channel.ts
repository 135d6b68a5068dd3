import type { TWhatsappTemplate } from '@ulak/shared/whatsapp/whatsapp-settings';
import type { AppDeps } from '../../../platform/deps';
import { takeProviderTokens, type ChannelProvider, type TSendOutcome } from '../../messaging';
import { sendTemplate, type TCloudApiAccount } from './providers/cloud-api';
import { whatsappSettingsRepository } from './whatsapp.repository';

export type TWhatsappChannelSettings = TCloudApiAccount & { rate: number };

export async function loadWhatsappSettings(deps: AppDeps, accountId: number): Promise<TWhatsappChannelSettings | null> {
  const row = await whatsappSettingsRepository(deps.db).find(accountId);
  if (!row || !row.accessTokenSealed) return null;
  return {
    baseUrl: deps.config.providerUrls.whatsapp,
    version: deps.config.whatsappApiVersion,
    phoneNumberId: row.phoneNumberId,
    accessToken: deps.secretBox.open(row.accessTokenSealed),
    templates: row.templates as TWhatsappTemplate[],
    rate: deps.config.providerRates.whatsapp,
  };
}

// Each message goes out as soon as its token is granted (tokens come a few at a time), so requests
// spread evenly over the second instead of landing together; at most MAX_WAIT_MS is spent waiting.
const MAX_WAIT_MS = 10_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const whatsappChannelProvider: ChannelProvider<TWhatsappChannelSettings> = {
  channel: 'whatsapp',
  maxBatchSize: 100,
  loadSettings: loadWhatsappSettings,
  async send(batch, deps) {
    const settings = batch.settings;
    const rate = { key: `whatsapp:${settings.phoneNumberId}`, ratePerSecond: settings.rate };
    const inFlight: Promise<TSendOutcome>[] = [];
    const deadline = Date.now() + MAX_WAIT_MS;
    let next = 0;
    while (next < batch.messages.length) {
      const { granted, waitMs } = await takeProviderTokens(deps.db, rate, batch.messages.length - next);
      for (const m of batch.messages.slice(next, next + granted)) inFlight.push(sendTemplate(settings, m));
      next += granted;
      if (next >= batch.messages.length) break;
      const pause = Math.max(waitMs, 5);
      if (Date.now() + pause > deadline) break;
      await sleep(pause);
    }
    const outcomes = await Promise.all(inFlight);
    for (const m of batch.messages.slice(next))
      outcomes.push({ messageId: m.messageId, status: 'retry', retryAfterMs: 1000, reason: 'Provider rate limit' });
    return outcomes;
  },
};
