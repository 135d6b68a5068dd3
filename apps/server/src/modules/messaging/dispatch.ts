import { ZMessageContent } from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';
import { channelQuotaPeriod } from '../billing';
import { compileContent } from '../templates';
import { channelProvider, type TSendOutcome } from './channel-provider';
import { messagesRepository, type TEventInsert, type TMessageRow, type TOutcomeUpdate } from './messages.repository';
import { messagingRepository } from './messaging.repository';
import { renderForRecipients } from './render-batch';
import { SEND_POLICY } from './send-policy';
import type { TSendRunRow } from './send-runs.repository';

export type TSendable = TMessageRow & { address: string };

export function backoffMs(attempt: number, retryAfterMs: number | null): number {
  const exponential = Math.min(SEND_POLICY.maxBackoffMs, SEND_POLICY.baseBackoffMs * 2 ** Math.max(0, attempt - 1));
  const jittered = exponential * (0.5 + Math.random());
  return Math.max(jittered, retryAfterMs ?? 0);
}

const EVENT_OF = { success: 'accepted', waiting: 'retry', error: 'failed', failed: 'blocked' } as const;

function eventOf(update: TOutcomeUpdate, runMonth: string): TEventInsert {
  const type = EVENT_OF[update.status as keyof typeof EVENT_OF] ?? 'blocked';
  const detail = update.reasonCode ? { code: update.reasonCode, reason: update.reason } : {};
  return { messageId: update.id, runMonth, type, detail };
}

export function outcomeUpdate(message: TMessageRow, outcome: TSendOutcome | undefined, now: number): TOutcomeUpdate {
  const base = { id: message.id, providerMessageId: null, nextAttemptAt: null };
  if (outcome?.status === 'accepted') {
    return { ...base, status: 'success', reasonCode: null, reason: null, providerMessageId: outcome.providerMessageId };
  }
  if (outcome?.status === 'failed')
    return { ...base, status: 'error', reasonCode: outcome.code, reason: outcome.reason };
  const reason = outcome ? outcome.reason : 'Provider gave no answer';
  if (message.attempts >= SEND_POLICY.maxAttempts) {
    return {
      ...base,
      status: 'error',
      reasonCode: 'retries_exhausted',
      reason: `Gave up after ${message.attempts} attempts: ${reason}`,
    };
  }
  const retryAfter = outcome?.status === 'retry' ? outcome.retryAfterMs : null;
  return {
    ...base,
    status: 'waiting',
    reasonCode: 'retry',
    reason,
    nextAttemptAt: new Date(now + backoffMs(message.attempts, retryAfter)),
  };
}

// Writes outcomes and their events, and touches the attempt's other rows (its heartbeat).
export async function commitOutcomes(
  deps: AppDeps,
  accountId: number,
  runMonth: string,
  token: string,
  updates: TOutcomeUpdate[],
  pendingIds: number[] = [],
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await messagesRepository.applyOutcomes(tx, accountId, runMonth, token, updates);
    await messagesRepository.insertEvents(
      tx,
      accountId,
      updates.map((u) => eventOf(u, runMonth)),
    );
    await messagesRepository.touchAttempt(tx, accountId, runMonth, token, pendingIds);
  });
}

const refuse = (
  m: TMessageRow,
  code: string,
  reason: string,
  status: 'failed' | 'error' = 'failed',
): TOutcomeUpdate => ({
  id: m.id,
  status,
  reasonCode: code,
  reason,
  providerMessageId: null,
  nextAttemptAt: null,
});

// Writes outcomes as they are reported, in groups: while one group commits, the next collects, so each message's
// outcome is recorded a few milliseconds after its answer whatever the rate. Resolves once it is committed.
function groupCommitter(
  write: (updates: TOutcomeUpdate[]) => Promise<void>,
): (update: TOutcomeUpdate) => Promise<void> {
  let waiting: { update: TOutcomeUpdate; done: (error?: unknown) => void }[] = [];
  let draining = false;
  const drain = async () => {
    draining = true;
    while (waiting.length > 0) {
      const group = waiting;
      waiting = [];
      const error = await write(group.map((g) => g.update)).then(
        () => undefined,
        (e: unknown) => e ?? new Error('outcome write failed'),
      );
      for (const g of group) g.done(error);
    }
    draining = false;
  };
  return (update) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ update, done: (error) => (error ? reject(error) : resolve()) });
      if (!draining) void drain();
    });
}

// Quota, rendering and the provider, chunk by chunk. A provider that reports each answer (TSendBatch.report) has
// it recorded at once; the rest of a chunk's outcomes commit when the provider returns.
export async function dispatch(deps: AppDeps, run: TSendRunRow, token: string, sendable: TSendable[]): Promise<void> {
  if (sendable.length === 0) return;
  const { accountId, channel, runMonth } = run;
  const commit = (updates: TOutcomeUpdate[], pendingIds: number[] = []) =>
    commitOutcomes(deps, accountId, runMonth, token, updates, pendingIds);
  const provider = channelProvider(channel);
  if (!provider)
    return commit(sendable.map((m) => refuse(m, 'channel_not_configured', `No ${channel} provider is available`)));
  const settings = await provider.loadSettings(deps, accountId);
  if (settings === null)
    return commit(sendable.map((m) => refuse(m, 'channel_not_configured', `User ${channel} setting not found`)));
  // The quota period follows the main packet (a month from its start).
  const { quota, period } = await channelQuotaPeriod(deps.db, accountId, channel);
  const granted = await messagingRepository.reserveQuota(deps.db, accountId, channel, period, sendable.length, quota);
  const allowed = sendable.slice(0, granted);
  const parsed = ZMessageContent.parse(run.content);
  const content = provider.prepareContent ? await provider.prepareContent(parsed) : parsed;
  const compiled = compileContent(content);
  await commit(sendable.slice(granted).map((m) => refuse(m, 'quota_exceeded', `${channel} package quota exceeded`)));
  const byId = new Map(allowed.map((m) => [m.id, m]));
  const size = provider.maxBatchSize ?? 100;
  const record = groupCommitter((updates) => commit(updates));
  // Rendered and sent chunk by chunk: only one chunk's renders and MIME are alive at a time (the sender's memory).
  for (let i = 0; i < allowed.length; i += size) {
    const rendered = await renderForRecipients(
      deps,
      run,
      compiled,
      content,
      allowed.slice(i, i + size),
      provider.finishHtml,
    );
    if (rendered.failures.length > 0) {
      await commit(rendered.failures.map((f) => refuse(f.message, 'render_failed', f.reason, 'error')));
      await messagingRepository.releaseQuota(deps.db, accountId, channel, period, rendered.failures.length);
    }
    const chunk = rendered.messages;
    const outcomes = new Map<number, TSendOutcome>();
    const recorded = new Map<number, TOutcomeUpdate>();
    const report = async (outcome: TSendOutcome) => {
      const message = byId.get(outcome.messageId);
      if (!message || recorded.has(message.id)) return;
      const update = outcomeUpdate(message, outcome, Date.now());
      try {
        await record(update);
        recorded.set(message.id, update);
      } catch (error) {
        // Left for the chunk's final commit below.
        deps.logger.warn({ err: error, runId: run.id }, 'recording an outcome failed; retried with the chunk');
      }
    };
    try {
      for (const o of await provider.send(
        { accountId, channel, settings, messages: chunk, commercial: run.commercial === 1, report },
        deps,
      ))
        outcomes.set(o.messageId, o);
    } catch (error) {
      deps.logger.warn({ err: error, runId: run.id }, 'channel provider threw; the chunk is retried');
    }
    const now = Date.now();
    const rest = chunk.flatMap((r) => {
      const message = byId.get(r.messageId);
      return message && !recorded.has(r.messageId) ? [outcomeUpdate(message, outcomes.get(r.messageId), now)] : [];
    });
    await commit(rest);
    const updates = [...recorded.values(), ...rest];
    // Reservations of messages not accepted go back; a retried message reserves again when sent.
    await messagingRepository.releaseQuota(
      deps.db,
      accountId,
      channel,
      period,
      updates.filter((u) => u.status !== 'success').length,
    );
  }
}
