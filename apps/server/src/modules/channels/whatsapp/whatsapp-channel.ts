import type { TWhatsappTemplate } from '@ulak/shared/whatsapp/whatsapp-settings';
import type { AppDeps } from '../../../platform/deps';
import { acquireProviderTokens, type ChannelProvider, type TSendOutcome } from '../../messaging';
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

// Messages sent in parallel within a chunk, held to the number's rate (Cloud API: 80/s per number by default).
const PARALLEL = 20;

export const whatsappChannelProvider: ChannelProvider<TWhatsappChannelSettings> = {
  channel: 'whatsapp',
  maxBatchSize: 100,
  loadSettings: loadWhatsappSettings,
  async send(batch, deps) {
    const settings = batch.settings;
    const rate = { key: `whatsapp:${settings.phoneNumberId}`, ratePerSecond: settings.rate };
    const outcomes: TSendOutcome[] = [];
    for (let i = 0; i < batch.messages.length; i += PARALLEL) {
      const chunk = batch.messages.slice(i, i + PARALLEL);
      const held = await acquireProviderTokens(deps.db, rate, chunk.length, { maxWaitMs: 10_000 });
      for (const m of chunk.slice(held))
        outcomes.push({ messageId: m.messageId, status: 'retry', retryAfterMs: 1000, reason: 'Provider rate limit' });
      outcomes.push(...(await Promise.all(chunk.slice(0, held).map((m) => sendTemplate(settings, m)))));
    }
    return outcomes;
  },
};
