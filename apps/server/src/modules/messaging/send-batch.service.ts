import { randomUUID } from 'node:crypto';
import type { TChannel } from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';
import { addJob } from '../../platform/jobs/add-job';
import { dispatch, commitOutcomes, type TSendable } from './dispatch';
import { iysConsent } from './iys-consent';
import { messagesRepository, type TOutcomeUpdate } from './messages.repository';
import { messagingRepository } from './messaging.repository';
import { recipientsRepository, SEND_BATCH_JOB_NAME } from './recipients.repository';
import { decideGate, type TGateRules } from './send-gates';
import { sendRunsRepository } from './send-runs.repository';
import { SEND_POLICY } from './send-policy';

export { SEND_POLICY };

// One send job: a range of one run's messages. The guarantee (ARCHITECTURE "The send pipeline" 5):
// - messages are claimed (`sending` + attempt token) in a committed statement before dispatch, and
//   outcomes are written only for rows still holding that token, so two attempts never both write;
// - the outcome of each provider chunk is committed as soon as the provider answers it, and the
//   attempt's remaining rows are touched (a heartbeat), so a live attempt never looks dead;
// - a message the provider answered `accepted` for is `success` and never claimed again;
// - a worker killed between a chunk's dispatch and its commit leaves that chunk in `sending`. After
//   `leaseMs` without a heartbeat those rows go back to `waiting` (event `retry`/attempt_lost) and are
//   sent again with the same idempotency key (Message-ID `ulak-<id>`): at least once for exactly the
//   chunks in flight at the kill (≤ provider chunk size × worker concurrency); a provider with
//   idempotency keys, or a receiver deduplicating Message-IDs, makes it exactly once.

export type TSendBatchPayload = { accountId: number; runId: number; runMonth: string; fromId: number; toId: number };

async function gateRules(deps: AppDeps, accountId: number, channel: TChannel) {
  const settings = await messagingRepository.findSettings(deps.db, accountId);
  const quiet =
    settings && settings.quietHoursStart !== null && settings.quietHoursEnd !== null
      ? { start: settings.quietHoursStart, end: settings.quietHoursEnd, timezone: settings.timezone }
      : null;
  const rules: TGateRules = { channel, frequencyCapCount: settings?.frequencyCapCount ?? null, quietHours: quiet };
  return { rules, capHours: settings?.frequencyCapHours ?? 24, capCount: rules.frequencyCapCount };
}

const settle = (id: number, status: 'waiting' | 'failed', code: string, reason: string, at: Date | null) => ({
  id,
  status,
  reasonCode: code,
  reason,
  providerMessageId: null,
  nextAttemptAt: at,
});

export async function sendBatch(deps: AppDeps, payload: TSendBatchPayload): Promise<void> {
  const { accountId, runId, runMonth } = payload;
  const range = { fromId: payload.fromId, toId: payload.toId };
  const run = await sendRunsRepository.find(deps.db, accountId, runId);
  if (!run) return;
  const lost = await messagesRepository.releaseStale(deps.db, accountId, runMonth, runId, range, SEND_POLICY.leaseMs);
  await messagesRepository.insertEvents(
    deps.db,
    accountId,
    lost.map((id) => ({ messageId: id, runMonth, type: 'retry', detail: { code: 'attempt_lost' } })),
  );
  const token = randomUUID();
  const claimed = await messagesRepository.claim(
    deps.db,
    accountId,
    runMonth,
    runId,
    range,
    token,
    SEND_POLICY.claimLimit,
  );
  if (claimed.length > 0) {
    const now = new Date();
    const { rules, capHours, capCount } = await gateRules(deps, accountId, run.channel);
    const facts = await recipientsRepository.facts(
      deps.db,
      accountId,
      run.channel,
      claimed.map((m) => ({ id: m.id, memberId: m.member_id, address: m.address, deviceId: m.device_id })),
      capHours,
      capCount,
    );
    const factById = new Map(facts.map((f) => [f.id, f]));
    const consent = await iysConsent(deps, accountId, run.channel, run.commercial === 1, facts);
    const settled: TOutcomeUpdate[] = [];
    const sendable: TSendable[] = [];
    for (const message of claimed) {
      const fact = factById.get(message.id);
      if (!fact) continue;
      const verdict = decideGate(fact, rules, now);
      if (verdict.kind === 'wait')
        settled.push(settle(message.id, 'waiting', verdict.code, verdict.reason, verdict.until));
      else if (verdict.kind === 'block') settled.push(settle(message.id, 'failed', verdict.code, verdict.reason, null));
      else if (!consent.has(message.id))
        settled.push(settle(message.id, 'failed', 'iys_consent', 'IYS consent not approved', null));
      else sendable.push({ ...message, address: verdict.address });
    }
    await recipientsRepository.setAddresses(
      deps.db,
      accountId,
      runMonth,
      facts.map((f) => ({ id: f.id, address: f.address })),
    );
    await commitOutcomes(deps, accountId, runMonth, token, settled);
    await dispatch(deps, run, token, sendable);
  }
  await deps.db.transaction(async (tx) => {
    const wake = await messagesRepository.nextWake(tx, accountId, runMonth, runId, range);
    if (wake) {
      await addJob(tx, SEND_BATCH_JOB_NAME, payload, { runAt: wake, jobKey: `send:${runId}:${range.fromId}` });
    } else {
      await sendRunsRepository.completeIfDone(tx, accountId, runId, runMonth);
    }
  });
}

// Re-enqueues the messages of send jobs that died with their worker (graphile-worker only frees a
// dead worker's jobs after hours). Claims are atomic, so a range overlapping a live job is harmless.
export async function recoverStuckSends(deps: AppDeps): Promise<number> {
  const ranges = await messagesRepository.stuckRanges(deps.db, SEND_POLICY.leaseMs, SEND_POLICY.graceMs);
  for (const r of ranges) {
    const payload = {
      accountId: r.account_id,
      runId: r.run_id,
      runMonth: r.run_month,
      fromId: r.from_id,
      toId: r.to_id,
    };
    await addJob(deps.db, SEND_BATCH_JOB_NAME, payload, { jobKey: `recover:${r.run_id}:${r.from_id}` });
  }
  return ranges.length;
}
