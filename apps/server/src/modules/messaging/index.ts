// The messaging module's public API: the send pipeline (fan-out, gates, dispatch), the channel
// provider contract, provider facts (recordMessageEvent) and the suppression list.
import { registerMemberTabSource } from '../audience';
import { registerUsageSource } from '../billing';
import { messagingRepository } from './messaging.repository';
import { listMessages } from './messaging.service';

// The packet screens' channel bars read the reservations of the quota period.
registerUsageSource('channels', (db, accountId, period) => messagingRepository.usage(db, accountId, period));

// The member's sending-history tab: every message to the member on every channel, newest first.
registerMemberTabSource('sending-history', (db, accountId, memberId, q) =>
  listMessages({ db }, accountId, { ...q, memberId }),
);

export {
  channelProvider,
  registerChannelProvider,
  transportSlots,
  unregisterChannelProvider,
  type ChannelProvider,
  type TListUnsubscribe,
  type TRenderedMessage,
  type TSendBatch,
  type TSendOutcome,
} from './channel-provider';
export {
  SOFT_BOUNCE_LIMIT,
  normalizeAddress,
  recordMessageEvent,
  suppress,
  type TMessageEventInput,
  type TMessageLookup,
  type TRecordedEvent,
} from './message-events.service';
export {
  accountSigningKey,
  parseReturnPathToken,
  returnPathToken,
  signFields,
  type TMessageRef,
  type TSignPurpose,
} from './signing';
export { messagingRoutes } from './messaging.routes';
export { listMessages } from './messaging.service';
export { messageFiguresPerBucket, type TMessageFigures } from './dashboard-figures';
export { memberPagesRoutes } from './member-pages.routes';
export { MESSAGING_CRONS, MESSAGING_JOBS, SEND_BATCH_JOB } from './messaging.jobs';
export { SEND_POLICY, recoverStuckSends } from './send-batch.service';
export { createSendRun, type TCreateRunInput } from './send-runs.service';
export { sendPreflight, type TPreflightAudience } from './preflight.service';
export { registerScopeExtension, type TScopeAddition, type TScopeExtension } from './scope-extensions';
export { outcomesOfSources, sendRunsRepository, type TSendRunRow } from './send-runs.repository';
export { acquireProviderTokens, takeProviderTokens, type TProviderRate, type TTokenGrant } from './provider-rate-limit';
export { parseRetryAfter, providerRequest, type TProviderResponse } from './provider-http';
export { registerIysConsentCheck, type TIysConsentCheck, type TIysRecipient } from './iys-consent';
export { accountChannelUsage, sendsPerChannelByDay } from './admin-figures';
export { registerRecipientCheck, type TRecipientCheck, type TRecipientCheckInput } from './recipient-checks';
export { sendRunsRelation } from './read-models';
