import type { TWhatsappTemplate } from '@ulak/shared/whatsapp/whatsapp-settings';
import type { AppDeps } from '../../../platform/deps';
import { takeProviderTokens, type ChannelProvider, type TSendOutcome } from '../../messaging';
import { WHATSAPP_PROVIDER_REGISTRY } from './providers';
import { whatsappSettingsRepository, type TWhatsappSettingsRow } from './whatsapp.repository';
import type { TWhatsappAccount, WhatsappProvider } from './whatsapp-provider';

export type TWhatsappChannelSettings = { provider: WhatsappProvider; account: TWhatsappAccount; rate: number };

// The stored settings as the provider's account (null when the row names a provider no longer known).
export function whatsappAccountOf(
  deps: Pick<AppDeps, 'config' | 'secretBox'>,
  row: TWhatsappSettingsRow,
): TWhatsappChannelSettings | null {
  const provider = (WHATSAPP_PROVIDER_REGISTRY as Record<string, WhatsappProvider | undefined>)[row.provider];
  if (!provider) return null;
  return {
    provider,
    rate: provider.ratePerSecond(deps.config),
    account: {
      baseUrl: provider.baseUrl(deps.config),
      senderId: row.provider === 'helorobo' ? row.channelId : row.phoneNumberId,
      accessToken: row.accessTokenSealed ? deps.secretBox.open(row.accessTokenSealed) : '',
      templates: row.templates as TWhatsappTemplate[],
      config: deps.config,
    },
  };
}

export async function loadWhatsappSettings(deps: AppDeps, accountId: number): Promise<TWhatsappChannelSettings | null> {
  const row = await whatsappSettingsRepository(deps.db).find(accountId);
  if (!row || !row.accessTokenSealed) return null;
  return whatsappAccountOf(deps, row);
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
    const { provider, account, rate: ratePerSecond } = batch.settings;
    // One bucket per sending number at its provider (Cloud API numbers keep their `whatsapp:` key).
    const prefix = provider.id === 'cloud_api' ? 'whatsapp' : provider.id;
    const rate = { key: `${prefix}:${account.senderId}`, ratePerSecond };
    // A large batch goes as one bulk send where the provider has one (one request, one token).
    const bulkMin = provider.bulkMinBatch?.(deps.config);
    if (provider.sendBulk && bulkMin !== undefined && batch.messages.length >= bulkMin) {
      const { granted } = await takeProviderTokens(deps.db, rate, 1);
      if (granted > 0) return provider.sendBulk(account, batch.messages);
    }
    const inFlight: Promise<TSendOutcome>[] = [];
    const deadline = Date.now() + MAX_WAIT_MS;
    let next = 0;
    while (next < batch.messages.length) {
      const { granted, waitMs } = await takeProviderTokens(deps.db, rate, batch.messages.length - next);
      for (const m of batch.messages.slice(next, next + granted)) inFlight.push(provider.sendOne(account, m));
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
