import { randomUUID } from 'node:crypto';
import type { TChannel } from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';
import { addJob } from '../../platform/jobs/add-job';
import { accountTimezone } from '../accounts';
import { dispatch, commitOutcomes, type TSendable } from './dispatch';
import { iysRejected } from './iys-consent';
import { recipientSkips } from './recipient-checks';
import { messagesRepository, type TOutcomeUpdate, type TStuckRange } from './messages.repository';
import { messagingRepository } from './messaging.repository';
import { recipientsRepository, SEND_BATCH_JOB_NAME } from './recipients.repository';
import { decideGate, type TGateRules } from './send-gates';
import { sendRunsRepository } from './send-runs.repository';
import { SEND_POLICY } from './send-policy';

export { SEND_POLICY };

// One send job: a range of one run's messages. The guarantee (ARCHITECTURE "The send pipeline" 5):
// - messages are claimed (`sending` + attempt token) in a committed statement before dispatch, and
//   outcomes are written only for rows still holding that token, so two attempts never both write;
// - each message's outcome is committed as soon as the provider answers it (providers that report per message,
//   as email does; others per chunk), and a timer touches the attempt's unanswered rows every `heartbeatMs`,
//   so a live attempt never looks dead;
// - a message the provider answered `accepted` for is `success` and never claimed again;
// - a worker killed before an answer's commit leaves that message in `sending`. After `leaseMs` without a
//   heartbeat those rows go back to `waiting` (event `retry`/attempt_lost) and are sent again with the same
//   idempotency key (Message-ID `ulak-<id>`): at least once for exactly the messages in flight at the kill
//   (≤ the transport's connections for email, whose slots span send and commit; ≤ chunk size × worker
//   concurrency for a provider answering per chunk); a receiver deduplicating Message-IDs makes it exactly once;
// - while a send runs, the recovery loop looks for such rows every `recoverEveryMs` (and for messages a dead
//   worker's jobs left queued every few turns), so a restarted (or any other) worker resumes them within about
//   `leaseMs + recoverEveryMs`.

export type TSendBatchPayload = { accountId: number; runId: number; runMonth: string; fromId: number; toId: number };

async function gateRules(deps: AppDeps, accountId: number, channel: TChannel) {
  const settings = await messagingRepository.findSettings(deps.db, accountId);
  const quiet =
    settings && settings.quietHoursStart !== null && settings.quietHoursEnd !== null
      ? {
          start: settings.quietHoursStart,
          end: settings.quietHoursEnd,
          timezone: await accountTimezone(deps.db, accountId),
        }
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
  await keepRecoveryLoop(deps);
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
    const refused = await iysRejected(deps, accountId, run.channel, run.commercial === 1, facts);
    const skips = await recipientSkips(deps, accountId, run.channel, facts);
    const settled: TOutcomeUpdate[] = [];
    const sendable: TSendable[] = [];
    for (const message of claimed) {
      const fact = factById.get(message.id);
      if (!fact) continue;
      const verdict = decideGate(fact, rules, now);
      if (verdict.kind === 'wait')
        settled.push(settle(message.id, 'waiting', verdict.code, verdict.reason, verdict.until));
      else if (verdict.kind === 'block') settled.push(settle(message.id, 'failed', verdict.code, verdict.reason, null));
      else if (refused.has(message.id))
        settled.push(settle(message.id, 'failed', 'iys_rejected', 'IYS consent rejected', null));
      else if (skips.has(message.id)) {
        const skip = skips.get(message.id);
        settled.push(settle(message.id, 'failed', skip?.code ?? 'skipped', skip?.reason ?? 'Skipped', null));
      } else sendable.push({ ...message, address: verdict.address });
    }
    await recipientsRepository.setAddresses(
      deps.db,
      accountId,
      runMonth,
      facts.map((f) => ({ id: f.id, address: f.address })),
    );
    const heartbeat = startHeartbeat(
      deps,
      accountId,
      runMonth,
      token,
      claimed.map((m) => m.id),
    );
    try {
      await commitOutcomes(deps, accountId, runMonth, token, settled);
      await dispatch(deps, run, token, sendable);
    } finally {
      heartbeat.stop();
    }
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

// Touches the attempt's rows still unanswered every heartbeatMs until stopped (one touch at a time).
function startHeartbeat(deps: AppDeps, accountId: number, runMonth: string, token: string, ids: number[]) {
  let touching = false;
  const timer = setInterval(() => {
    if (touching) return;
    touching = true;
    messagesRepository
      .touchAttempt(deps.db, accountId, runMonth, token, ids)
      .catch((error: unknown) => deps.logger.warn({ err: error }, 'send attempt heartbeat failed'))
      .finally(() => (touching = false));
  }, SEND_POLICY.heartbeatMs);
  return { stop: () => clearInterval(timer) };
}

export const RECOVER_ATTEMPTS_JOB_NAME = 'messaging.recover-attempts';
const RECOVER_LOOP_KEY = 'messaging-recover-attempts';

// Every send job makes sure the recovery loop is scheduled (keeping the time it already has).
async function keepRecoveryLoop(deps: AppDeps): Promise<void> {
  const runAt = new Date(Date.now() + SEND_POLICY.recoverEveryMs);
  await addJob(
    deps.db,
    RECOVER_ATTEMPTS_JOB_NAME,
    {},
    { jobKey: RECOVER_LOOP_KEY, runAt, jobKeyMode: 'preserve_run_at' },
  );
}

// Every FULL_CHECK_EVERY-th turn also looks for messages left queued or waiting by a dead worker's jobs (a scan of
// the sending runs' messages); the other turns only for attempts past their lease (the small partial index).
const FULL_CHECK_EVERY = 4;

// One turn of the recovery loop: re-enqueue dead attempts, and come back while any run is sending.
export async function recoverAttemptsLoop(deps: AppDeps, turn = 0): Promise<void> {
  if (turn % FULL_CHECK_EVERY === 0) await recoverStuckSends(deps);
  else await enqueueRecovery(deps, await messagesRepository.staleAttemptRanges(deps.db, SEND_POLICY.leaseMs));
  if (await sendRunsRepository.anySending(deps.db)) {
    const runAt = new Date(Date.now() + SEND_POLICY.recoverEveryMs);
    await addJob(deps.db, RECOVER_ATTEMPTS_JOB_NAME, { turn: turn + 1 }, { jobKey: RECOVER_LOOP_KEY, runAt });
  }
}

// Re-enqueues the messages of send jobs that died with their worker (graphile-worker only frees a
// dead worker's jobs after hours): attempts past their lease, and messages left waiting past `graceMs`.
// Claims are atomic, so a range overlapping a live job is harmless.
export async function recoverStuckSends(deps: AppDeps): Promise<number> {
  const ranges = await messagesRepository.stuckRanges(deps.db, SEND_POLICY.leaseMs, SEND_POLICY.graceMs);
  await enqueueRecovery(deps, ranges);
  return ranges.length;
}

async function enqueueRecovery(deps: AppDeps, ranges: TStuckRange[]): Promise<void> {
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
}
