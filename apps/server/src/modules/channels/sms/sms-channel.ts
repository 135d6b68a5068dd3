import type { AppDeps } from '../../../platform/deps';
import { acquireProviderTokens, type ChannelProvider, type TSendOutcome } from '../../messaging';
import { SMS_PROVIDER_REGISTRY } from './providers';
import { smsSettingsRepository } from './sms.repository';
import type { SmsProvider, TSmsAccount } from './sms-provider';

export type TSmsChannelSettings = { provider: SmsProvider | null; account: TSmsAccount; baseUrl: string; rate: number };

export async function loadSmsSettings(deps: AppDeps, accountId: number): Promise<TSmsChannelSettings | null> {
  const row = await smsSettingsRepository(deps.db).find(accountId);
  if (!row || !row.passwordSealed || !row.originator) return null;
  // A stored provider id no longer in the registry: every message fails 'Provide not found' (SPEC §8).
  const provider = (SMS_PROVIDER_REGISTRY as Record<string, SmsProvider | undefined>)[row.provider] ?? null;
  return {
    provider,
    baseUrl: provider?.baseUrl(deps.config) ?? '',
    rate: provider?.ratePerSecond(deps.config) ?? 1,
    account: {
      username: row.username,
      password: deps.secretBox.open(row.passwordSealed),
      originator: row.originator,
      language: row.language,
      recipientType: row.recipientType,
      dealerCode: row.dealerCode,
      iysActive: row.iysActive,
    },
  };
}

// The pipeline's `sms` channel: the account's provider, held to the provider account's rate in the database.
export const smsChannelProvider: ChannelProvider<TSmsChannelSettings> = {
  channel: 'sms',
  maxBatchSize: 100,
  loadSettings: loadSmsSettings,
  async send(batch, deps) {
    const { provider, account, baseUrl, rate } = batch.settings;
    if (!provider)
      return batch.messages.map((m) => ({
        messageId: m.messageId,
        status: 'failed',
        code: 'provider_not_found',
        reason: 'Provide not found',
      }));
    const outbound = batch.messages.map((m) => ({ messageId: m.messageId, to: m.to, text: m.body ?? m.text ?? '' }));
    const empty = outbound.filter((m) => m.text.trim() === '');
    const sendable = outbound.filter((m) => m.text.trim() !== '');
    const outcomes: TSendOutcome[] = empty.map((m) => ({
      messageId: m.messageId,
      status: 'failed',
      code: 'sms_text_empty',
      reason: 'SMS text is empty',
    }));
    const key = `${provider.id}:${account.username}`;
    for (let i = 0; i < sendable.length; i += provider.maxBatchSize) {
      const chunk = sendable.slice(i, i + provider.maxBatchSize);
      const held = await acquireProviderTokens(deps.db, { key, ratePerSecond: rate }, chunk.length, {
        maxWaitMs: 10_000,
      });
      const now = chunk.slice(0, held);
      for (const m of chunk.slice(held))
        outcomes.push({ messageId: m.messageId, status: 'retry', retryAfterMs: 1000, reason: 'Provider rate limit' });
      if (now.length === 0) continue;
      outcomes.push(
        ...(await provider.send(baseUrl, { account, commercial: batch.commercial ?? true, messages: now })),
      );
    }
    // Credentials the provider refused: the settings screen shows the connection as invalid.
    if (outcomes.some((o) => o.status === 'failed' && o.code === 'provider_auth'))
      await smsSettingsRepository(deps.db).setConnectionState(batch.accountId, 'invalid');
    return outcomes;
  },
};
