import { IYS_TYPE_OF, type TIysChannel } from '@ulak/shared/iys';
import type { AppDeps } from '../../platform/deps';
import type { DbOrTx } from '../../platform/db/database';
import { takePermissionChanges, type TPermissionChange } from '../audience';
import { PERMANENT_CODES, iysClient, type TIysClient } from './iys-client';
import { businessDaysBefore, toIysDate } from './iys-dates';
import {
  iysConsentsRepository,
  iysSettingsRepository,
  type TConsentOutcome,
  type TIysSettingsRow,
  type TNewConsent,
} from './iys.repository';

// Push: members' permission changes (the audience outbox) become consents queued here, go to the
// registry in bulk requests of at most 1,000, and their results are polled. Crash safety:
// - taking changes from the outbox and queueing them is one transaction (nothing lost, nothing twice);
// - a batch is claimed (committed) before its request; the request id is committed after it;
// - a batch still `sending` after `leaseMs` lost its worker between the two: each of its consents is
//   looked up at the registry (status of one) and counts as accepted when the registry holds exactly it,
//   else it goes back to the queue. So a kill at any point neither loses nor duplicates a consent.

export const IYS_PUSH_POLICY = {
  batchSize: 1_000,
  drainSize: 5_000,
  leaseMs: 120_000,
  maxAttempts: 6,
  retryMs: (attempts: number) => Math.min(3_600_000, 30_000 * 2 ** attempts),
  pollMs: (polls: number) => Math.min(60_000, 500 * 2 ** polls),
  // Business days after which the registry refuses a consent, and the warning threshold of the screen.
  deadlineDays: 3,
  warnDays: 2,
};

type Deps = Pick<AppDeps, 'db' | 'secretBox' | 'config' | 'logger'>;

// The registry's source of each path a change came from.
function sourceOf(change: TPermissionChange): string {
  switch (change.source) {
    case 'csv':
    case 'api':
      return 'HS_EORTAM';
    case 'dont_send':
    case 'unsubscribe':
      return change.channel === 'email' ? 'HS_EPOSTA' : 'HS_MESAJ';
    default:
      return 'HS_WEB';
  }
}

function toConsent(settings: TIysSettingsRow | null, change: TPermissionChange): TNewConsent | null {
  if (!settings) return null;
  const channel = change.channel as TIysChannel;
  const sent = settings.active && settings.channels.includes(channel);
  return {
    direction: 'out',
    member_id: change.member_id,
    recipient: change.recipient,
    recipient_type: settings.addressType,
    type: IYS_TYPE_OF[channel],
    status: change.granted ? 'ONAY' : 'RET',
    source: sourceOf(change),
    origin: change.source,
    consent_date: change.changed_at.toISOString(),
    state: sent ? 'pending' : 'skipped',
    error_message: sent ? null : settings.active ? 'channel not registered with IYS' : 'IYS integration passive',
  };
}

// The registry takes a recipient's consents only in strictly increasing dates of whole seconds: a change
// within the same second as the one before it is dated one second later (and waits for that second).
async function orderDates(db: DbOrTx, accountId: number, rows: TNewConsent[]): Promise<TNewConsent[]> {
  const queued = rows.filter((r) => r.state === 'pending');
  const last = await iysConsentsRepository.lastDates(db, accountId, queued);
  for (const row of queued) {
    const key = `${row.type}|${row.recipient}`;
    const second = Math.floor(Date.parse(row.consent_date) / 1000) * 1000;
    const previous = last.get(key);
    const date = previous !== undefined && second <= previous ? previous + 1000 : second;
    row.consent_date = new Date(date).toISOString();
    last.set(key, date);
  }
  return rows;
}

// Moves the account's outbox into the consent queue; accounts without IYS settings just drop theirs.
export async function drainPermissionChanges(deps: Deps, accountId: number): Promise<number> {
  let moved = 0;
  for (;;) {
    const count = await deps.db.transaction(async (tx) => {
      const changes = await takePermissionChanges(tx, accountId, IYS_PUSH_POLICY.drainSize);
      if (changes.length === 0) return 0;
      const settings = await iysSettingsRepository.find(tx, accountId);
      const rows = changes.map((c) => toConsent(settings, c)).filter((c): c is TNewConsent => c !== null);
      await iysConsentsRepository.insert(tx, accountId, await orderDates(tx, accountId, rows));
      return changes.length;
    });
    moved += count;
    if (count < IYS_PUSH_POLICY.drainSize) return moved;
  }
}

// A batch orphaned by a dead worker: what the registry holds decides, consent by consent.
async function reconcile(deps: Deps, client: TIysClient, accountId: number, batchId: number): Promise<void> {
  const consents = await iysConsentsRepository.batchConsents(deps.db, accountId, batchId);
  const outcomes: TConsentOutcome[] = [];
  for (const c of consents) {
    const res = await client.status(c.recipient, c.recipient_type, c.type);
    if (!res.ok && res.kind === 'unavailable') return; // the registry is away: try again next run
    const held = res.ok && res.data.status === c.status && res.data.consentDate === toIysDate(c.consent_date);
    outcomes.push({
      index: c.batch_index,
      state: held ? 'success' : 'pending',
      transaction_id: held ? (res.data.transactionId ?? null) : null,
      error_code: null,
      error_message: held ? null : 'attempt lost; queued again',
    });
  }
  await iysConsentsRepository.settle(deps.db, accountId, batchId, outcomes, {
    maxAttempts: IYS_PUSH_POLICY.maxAttempts,
    retryInMs: 0,
    batchStatus: 'failed',
    error: 'attempt_lost',
  });
}

// Polls due batches once each; answers how many are still waiting for results.
async function pollBatches(deps: Deps, client: TIysClient, accountId: number): Promise<number> {
  let waiting = 0;
  for (const batch of await iysConsentsRepository.dueBatches(deps.db, accountId)) {
    const res = await client.pollBulk(batch.request_id ?? '');
    if (!res.ok || res.data.some((r) => r.status === 'enqueue')) {
      waiting += 1;
      await iysConsentsRepository.nextPoll(
        deps.db,
        accountId,
        batch.id,
        batch.polls + 1,
        IYS_PUSH_POLICY.pollMs(batch.polls),
      );
      continue;
    }
    const outcomes: TConsentOutcome[] = res.data.map((r) => {
      const code = r.error?.code ?? null;
      const permanent = code !== null && PERMANENT_CODES.has(code);
      return {
        index: r.index,
        state: r.status === 'success' ? 'success' : permanent ? 'rejected' : 'pending',
        transaction_id: r.transactionId ?? null,
        error_code: code,
        error_message: r.error?.message ?? null,
      };
    });
    const accepted = await iysConsentsRepository.settle(deps.db, accountId, batch.id, outcomes, {
      maxAttempts: IYS_PUSH_POLICY.maxAttempts,
      retryInMs: IYS_PUSH_POLICY.retryMs(1),
      batchStatus: 'completed',
    });
    const rejected = outcomes.filter((o) => o.state === 'rejected');
    if (rejected.length > 0)
      deps.logger.info(
        {
          accountId,
          batchId: batch.id,
          rejected: rejected.length,
          codes: [...new Set(rejected.map((r) => r.error_code))],
        },
        'iys consents rejected',
      );
    deps.logger.debug({ accountId, batchId: batch.id, accepted }, 'iys batch settled');
  }
  return waiting;
}

// `down`: the registry could not be reached (the cron tries again); otherwise a continuing queue runs again soon.
export type TPushOutcome = { sent: number; batches: number; queue: 'completed' | 'continuing'; down: boolean };

// One push run of an account within `budgetMs`: drain the outbox, settle orphans, send due batches
// and poll their results. Answers whether work remains (the job then runs again).
export async function pushConsents(deps: Deps, accountId: number, budgetMs = 50_000): Promise<TPushOutcome> {
  const deadline = Date.now() + budgetMs;
  await drainPermissionChanges(deps, accountId);
  const settings = await iysSettingsRepository.find(deps.db, accountId);
  if (!settings?.active) return { sent: 0, batches: 0, queue: 'completed', down: false };
  const client = iysClient(deps, settings);
  const now = new Date();
  await iysConsentsRepository.expire(deps.db, accountId, businessDaysBefore(now, IYS_PUSH_POLICY.deadlineDays));
  for (const orphan of await iysConsentsRepository.orphanBatches(
    deps.db,
    accountId,
    new Date(now.getTime() - IYS_PUSH_POLICY.leaseMs),
  ))
    await reconcile(deps, client, accountId, orphan.id);

  let sent = 0;
  let batches = 0;
  let down = false;
  while (Date.now() < deadline && !down) {
    const room = settings.countLimit === null ? IYS_PUSH_POLICY.batchSize : settings.countLimit - settings.usage - sent;
    const claimed =
      room > 0
        ? await iysConsentsRepository.claimBatch(deps.db, accountId, Math.min(room, IYS_PUSH_POLICY.batchSize))
        : null;
    if (claimed && claimed.consents.length > 0) {
      const body = claimed.consents.map((c) => ({
        consentDate: toIysDate(c.consent_date),
        source: c.source,
        recipient: c.recipient,
        recipientType: c.recipient_type,
        status: c.status,
        type: c.type,
      }));
      const res = await client.addBulk(body);
      batches += 1;
      if (res.ok) {
        await iysConsentsRepository.markSent(deps.db, accountId, claimed.batchId, res.data.requestId);
        sent += body.length;
      } else if (res.kind === 'refused') {
        const outcomes = claimed.consents.map((c) => ({
          index: c.batch_index,
          state: 'rejected' as const,
          transaction_id: null,
          error_code: res.code,
          error_message: res.message,
        }));
        await iysConsentsRepository.settle(deps.db, accountId, claimed.batchId, outcomes, {
          maxAttempts: IYS_PUSH_POLICY.maxAttempts,
          retryInMs: 0,
          batchStatus: 'failed',
          error: res.code ?? res.message,
        });
      } else {
        // The registry is down, throttling or refusing our credentials: keep everything for later.
        const attempts = Math.max(...claimed.consents.map((c) => c.attempts));
        await iysConsentsRepository.release(
          deps.db,
          accountId,
          claimed.batchId,
          res.code ?? res.message,
          IYS_PUSH_POLICY.retryMs(attempts),
        );
        deps.logger.warn({ accountId, kind: res.kind, code: res.code }, 'iys push postponed');
        down = true;
      }
    }
    const waiting = await pollBatches(deps, client, accountId);
    if (!claimed && waiting === 0) break;
    if (!claimed)
      await new Promise((resolve) => setTimeout(resolve, Math.min(500, Math.max(0, deadline - Date.now()))));
  }
  const { waiting } = await iysConsentsRepository.queueCounts(deps.db, accountId, new Date());
  return { sent, batches, queue: waiting > 0 ? 'continuing' : 'completed', down };
}
