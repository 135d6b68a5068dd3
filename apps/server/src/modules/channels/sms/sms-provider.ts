import type { TSmsLanguage, TSmsProvider, TSmsRecipientType } from '@ulak/shared/sms/sms-settings';
import type { TConfig } from '../../../platform/config';
import type { TSendOutcome } from '../../messaging';

// The one SMS provider interface: adding a provider is one file under providers/ and one line in
// providers/index.ts. Providers speak their wire protocol only; settings, rate limits and the pipeline
// contract live in sms-channel.ts.

export type TSmsCredentials = { username: string; password: string };

export type TSmsAccount = TSmsCredentials & {
  originator: string;
  language: TSmsLanguage;
  recipientType: TSmsRecipientType;
  dealerCode: string;
  iysActive: boolean;
};

export type TSmsOutbound = { messageId: number; to: string; text: string };

export type TOriginatorsResult =
  { kind: 'ok'; originators: string[] } | { kind: 'auth_failed' } | { kind: 'unavailable'; reason: string };

export type TConnectionResult = { ok: boolean; reason: string | null };

export type TDeliveryReport = {
  providerMessageId: string;
  state: 'pending' | 'delivered' | 'failed';
  // Final failures: whether the number itself is bad (suppress it) and the provider's code.
  permanent: boolean;
  code: string;
  reason: string;
};

export type SmsProvider = {
  id: TSmsProvider;
  // Default outbound rate of one provider account (messages a second), from config.
  ratePerSecond: (config: TConfig) => number;
  baseUrl: (config: TConfig) => string;
  // Most messages one request carries.
  maxBatchSize: number;
  send: (
    baseUrl: string,
    input: { account: TSmsAccount; commercial: boolean; messages: TSmsOutbound[] },
  ) => Promise<TSendOutcome[]>;
  listOriginators: (baseUrl: string, credentials: TSmsCredentials) => Promise<TOriginatorsResult>;
  testConnection: (baseUrl: string, credentials: TSmsCredentials) => Promise<TConnectionResult>;
  // Providers that report delivery by polling (Netgsm); others report nothing.
  deliveryReports?: (
    baseUrl: string,
    credentials: TSmsCredentials,
    providerMessageIds: string[],
  ) => Promise<TDeliveryReport[] | null>;
};

// Outcome helpers shared by providers.
export const failAll = (messages: TSmsOutbound[], code: string, reason: string): TSendOutcome[] =>
  messages.map((m) => ({ messageId: m.messageId, status: 'failed', code, reason }));

export const retryAll = (messages: TSmsOutbound[], reason: string, retryAfterMs: number | null): TSendOutcome[] =>
  messages.map((m) => ({ messageId: m.messageId, status: 'retry', retryAfterMs, reason }));

// Providers want national or international digits without the plus sign.
export const providerNumber = (to: string): string => to.replace(/^\+/, '');
