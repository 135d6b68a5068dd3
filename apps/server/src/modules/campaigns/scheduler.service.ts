import { createHash, randomUUID } from 'node:crypto';
import type {
  TChannel,
  TDirectAudience,
  TMessageContent,
  TSendPreflight,
  TTaskExtra,
  TTaskRunTrigger,
  TWebhookPayload,
  TWebhookResult,
} from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';
import type { DbOrTx } from '../../platform/db/database';
import { AppError, notFound } from '../../platform/http/app-error';
import { safeEqual } from '../../platform/crypto/tokens';
import { translate } from '../../platform/i18n/translate';
import { addJob } from '../../platform/jobs/add-job';
import { accountTimezone, enqueueSystemMail, findAccountOwner } from '../accounts';
import { existingMemberIds } from '../audience';
import { overQuota, PACKAGE_REFUSALS } from '../billing';
import { createSendRun, sendPreflight, type TPreflightAudience } from '../messaging';
import { segmentChangesQuery } from '../segments';
import { campaignsRepository } from './campaigns.repository';
import { isEnded } from './campaigns.service';
import { nextRun } from './next-run';
import { scheduleSlot } from './task-schedule';
import { schedulerRepository } from './scheduler.repository';
import { tasksRepository, type TTaskRow, type TTaskRunRow } from './tasks.repository';

// The task's extra data (target url, image, icon, sound) goes out as the send's push extras.
function withPushExtras(content: TMessageContent, extra: TTaskExtra): TMessageContent {
  const push = Object.fromEntries(Object.entries(extra).filter(([, value]) => value !== null && value !== ''));
  return Object.keys(push).length > 0 ? { ...content, push } : content;
}

export const RUN_TASK_JOB = 'campaigns.run-task';
const DUE_BATCH = 200;
// Entered members turned into one sync_segment run (more when a single segment write is larger).
const SYNC_BATCH = 10_000;

// A run row for (task, slot) and its job, in the caller's transaction. The unique (task, slot)
// index and the job key make a slot run at most once, however many schedulers race for it.
export async function enqueueTaskRun(
  tx: DbOrTx,
  task: Pick<TTaskRow, 'accountId' | 'id'>,
  slot: string,
  trigger: TTaskRunTrigger,
  payload: Record<string, unknown> = {},
): Promise<TTaskRunRow | null> {
  const run = await tasksRepository.insertRun(tx, {
    accountId: task.accountId,
    taskId: task.id,
    slot,
    trigger,
    payload,
  });
  if (run) {
    await addJob(tx, RUN_TASK_JOB, { accountId: task.accountId, runId: run.id }, { jobKey: `task-run:${run.id}` });
  }
  return run;
}

// Cron (every minute): ends expired campaigns, then turns each due slot of an active task into one
// queued run and moves the task to its next slot. Tasks are locked with SKIP LOCKED, so concurrent
// schedulers split the work; a slot missed while no worker ran is run once, and the slots in
// between are skipped (no burst of catch-up sends).
export async function scheduleDueTasks(deps: AppDeps, now = new Date()): Promise<number> {
  await campaignsRepository.endExpired(deps.db, now);
  return deps.db.transaction(async (tx) => {
    const due = await schedulerRepository.lockDueTasks(tx, now, DUE_BATCH);
    const zones = new Map<number, string>();
    let queued = 0;
    for (const row of due) {
      const task = await tasksRepository.find(tx, row.accountId, row.id);
      if (!task || !task.nextRunAt) continue;
      const dueAt = task.nextRunAt;
      if (await enqueueTaskRun(tx, task, scheduleSlot(task, dueAt), 'schedule', { dueAt: dueAt.toISOString() }))
        queued++;
      const after = new Date(Math.max(dueAt.getTime(), now.getTime()));
      let zone = zones.get(task.accountId);
      if (zone === undefined) zones.set(task.accountId, (zone = await accountTimezone(tx, task.accountId)));
      const next = task.periodType === 'static' ? null : nextRun(task.schedule, after, zone);
      await tasksRepository.update(tx, task.accountId, task.id, { nextRunAt: next });
    }
    return queued;
  });
}

// Cron (every minute): each active sync_segment task turns the members who entered its segment
// since the last change it saw into one run. The cursor moves in the same transaction as the run
// insert, so every entering is sent exactly once.
export async function syncSegmentTasks(deps: AppDeps): Promise<number> {
  let queued = 0;
  for (const row of await schedulerRepository.activeSyncTasks(deps.db)) {
    queued += await deps.db.transaction(async (tx) => {
      if (!(await schedulerRepository.lockTask(tx, row.accountId, row.id))) return 0;
      const task = await tasksRepository.find(tx, row.accountId, row.id);
      if (!task?.segmentId || task.status !== 'active') return 0;
      const changes = segmentChangesQuery(task.accountId, task.segmentId, task.syncCursor, task.createdAt);
      const batch = await schedulerRepository.syncBatch(tx, changes, SYNC_BATCH);
      if (!batch) return 0;
      await tasksRepository.update(tx, task.accountId, task.id, { syncCursor: batch.lastId });
      if (batch.memberIds.length === 0) return 0;
      const slot = `sync:${task.syncCursor}-${batch.lastId}`;
      return (await enqueueTaskRun(tx, task, slot, 'sync_segment', { memberIds: batch.memberIds })) ? 1 : 0;
    });
  }
  return queued;
}

async function memberIdsOf(tx: DbOrTx, accountId: number, payload: TWebhookPayload): Promise<number[] | null> {
  if (!payload.memberIds?.length && !payload.emails?.length) return null;
  return existingMemberIds(tx, accountId, payload.memberIds ?? [], payload.emails ?? []);
}

// The audience of a run: the members its trigger named, else the task's segment or all members
// (a segment is snapshot by the fan-out: its members at this moment).
function audienceOf(task: TTaskRow, run: TTaskRunRow): TDirectAudience | { kind: 'none' } {
  const named = run.payload.memberIds;
  if (Array.isArray(named)) {
    const ids = named.map(Number).filter((n) => Number.isInteger(n) && n > 0);
    return ids.length ? { kind: 'members', memberIds: ids } : { kind: 'none' };
  }
  if (task.audience.kind === 'segment')
    return { kind: 'segment', segmentId: task.audience.segmentId, confirmSegment: true };
  return { kind: 'all', confirmAll: true };
}

// Members named by a trigger who were deleted since are left out (the rest still receive).
async function existingMembers(
  tx: DbOrTx,
  accountId: number,
  audience: TDirectAudience | { kind: 'none' },
): Promise<TDirectAudience | { kind: 'none' }> {
  if (audience.kind !== 'members') return audience;
  const ids = await existingMemberIds(tx, accountId, audience.memberIds);
  return ids.length ? { kind: 'members', memberIds: ids } : { kind: 'none' };
}

// Before a run starts (and before a manual run is queued): the direct send's check of the channel's
// settings, the package and who is reachable; a run whose recipients pass what is left of the quota is
// refused whole with the counts, so it never stops half-way (SPEC §6: sending needs quota).
export async function assertRunFits(
  deps: AppDeps,
  accountId: number,
  channel: TChannel,
  audience: TPreflightAudience,
): Promise<TSendPreflight> {
  const check = await sendPreflight(deps, accountId, channel, audience);
  if (check.overQuota > 0 && check.sendable !== null && check.quotaLeft !== null)
    throw overQuota(check.sendable, check.quotaLeft);
  return check;
}

const packageRefusalsOnly = (error: unknown): null => {
  if (error instanceof AppError && PACKAGE_REFUSALS.includes(error.code)) throw error;
  return null;
};

// A run refused by the package: the SPEC §8 message goes on the run log and to the owner by mail.
async function refuseRun(deps: AppDeps, accountId: number, runId: number, error: AppError): Promise<void> {
  const message = translate('en', error.messageKey, error.params);
  await deps.db.transaction(async (tx) => {
    const run = await tasksRepository.findRun(tx, accountId, runId, true);
    if (!run) return;
    await tasksRepository.updateRun(tx, accountId, runId, { status: 'failed', error: message, finishedAt: new Date() });
    const task = await tasksRepository.find(tx, accountId, run.taskId);
    const owner = await findAccountOwner(tx, accountId);
    if (owner)
      await enqueueSystemMail(tx, {
        to: owner.email,
        lang: 'tr',
        template: 'run_refused',
        params: { task: task?.title ?? '', reason: translate('tr', error.messageKey, error.params) },
      });
  });
}

// The job: one queued run → one send run through the pipeline, the run log updated, the chained
// task triggered. A run not `queued` any more (already done, or done by another worker) is left.
export async function executeTaskRun(deps: AppDeps, accountId: number, runId: number): Promise<void> {
  try {
    await deps.db.transaction(async (tx) => {
      const run = await tasksRepository.findRun(tx, accountId, runId, true);
      if (!run || run.status !== 'queued') return;
      const task = await tasksRepository.find(tx, accountId, run.taskId);
      const campaign = task ? await campaignsRepository.find(tx, accountId, task.campaignId) : null;
      const skip = async (error: string) =>
        tasksRepository.updateRun(tx, accountId, run.id, { status: 'skipped', error, finishedAt: new Date() });
      if (!task || !campaign) return skip('Campaign tasks not found');
      // Manual and webhook runs go even when the schedule is off; scheduled ones need an active task.
      if (run.trigger === 'schedule' && task.status !== 'active') return skip('Task is passive');
      if (campaign.status !== 'active' || isEnded(campaign)) return skip('Campaign is not active');
      const audience = await existingMembers(tx, accountId, audienceOf(task, run));
      const startedAt = new Date();
      let sendRunId: number | null = null;
      let recipients = 0;
      if (audience.kind !== 'none') {
        // The package is checked before the run starts; the rest (settings, permissions) the send's
        // own rules record per message, as before.
        await assertRunFits(deps, accountId, task.channel, audience).catch(packageRefusalsOnly);
        const sendRun = await createSendRun(tx, {
          accountId,
          channel: task.channel,
          sourceType: 'campaign',
          sourceId: run.id,
          content: withPushExtras(task.content, task.extra),
          audience,
          commercial: true,
        });
        sendRunId = sendRun.id;
        recipients = sendRun.inserted;
      }
      await tasksRepository.updateRun(tx, accountId, run.id, {
        status: 'sent',
        sendRunId,
        recipients,
        startedAt,
        finishedAt: new Date(),
        error: null,
      });
      await schedulerRepository.countRun(tx, accountId, task.id);
      if (task.triggerTaskId) {
        const next = await tasksRepository.find(tx, accountId, task.triggerTaskId);
        if (next)
          await enqueueTaskRun(tx, next, `after:${run.id}`, 'chain', { fromTaskId: task.id, fromRunId: run.id });
      }
    });
  } catch (error) {
    // A rule the user must fix (segment deleted, …) fails the run for good; the rest is retried by the queue.
    if (!(error instanceof AppError)) throw error;
    if (PACKAGE_REFUSALS.includes(error.code)) return refuseRun(deps, accountId, runId, error);
    await tasksRepository.updateRun(deps.db, accountId, runId, {
      status: 'failed',
      error: error.code === 'not_found' ? 'Segment or members not found' : error.code,
      finishedAt: new Date(),
    });
  }
}

// The public webhook: the task's secret URL starts a run with the call's variables and recipients.
// Anything wrong (no task, not a webhook task, wrong secret, passive) answers the same 404.
// Calls without an Idempotency-Key whose body matches one accepted this recently return that run.
export const WEBHOOK_DEDUPE_SECONDS = 10 * 60;

// A webhook call: an `Idempotency-Key` names the run for good (a retry with it returns the first run); a
// call without one is deduplicated by its body within WEBHOOK_DEDUPE_SECONDS, so a client retrying on a
// timeout (or anyone replaying the request) does not send the campaign again.
export async function triggerWebhook(
  deps: AppDeps,
  taskId: number,
  secret: string,
  payload: TWebhookPayload,
  idempotencyKey: string | null,
): Promise<TWebhookResult> {
  const task = await tasksRepository.findForWebhook(deps.db, taskId);
  if (!task || task.periodType !== 'webhook' || !task.webhookSecret || task.status !== 'active') throw notFound();
  if (!safeEqual(deps.secretBox.open(task.webhookSecret), secret)) throw notFound();
  return deps.db.transaction(async (tx) => {
    const memberIds = await memberIdsOf(tx, task.accountId, payload);
    const body = { variables: payload.variables, ...(memberIds ? { memberIds } : {}) };
    let slot = `webhook:${idempotencyKey}`;
    if (idempotencyKey === null) {
      const prefix = `webhook-body:${createHash('sha256').update(canonicalJson(payload)).digest('hex')}:`;
      // Two identical calls at once: the second waits here for the first one's run.
      await schedulerRepository.lockSlotPrefix(tx, task.id, prefix);
      const recent = await tasksRepository.findRecentRunBySlotPrefix(
        tx,
        task.accountId,
        task.id,
        prefix,
        WEBHOOK_DEDUPE_SECONDS,
      );
      if (recent !== null) return { runId: recent, duplicate: true };
      slot = `${prefix}${randomUUID()}`;
    }
    const run = await enqueueTaskRun(tx, task, slot, 'webhook', body);
    if (run) return { runId: run.id, duplicate: false };
    return { runId: (await schedulerRepository.runIdOfSlot(tx, task.accountId, task.id, slot)) ?? 0, duplicate: true };
  });
}

// JSON with object keys sorted, so {"a":1,"b":2} and {"b":2,"a":1} are the same body.
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

// "Send now" from the task page: a manual run of its own slot.
export async function runTaskNow(deps: AppDeps, accountId: number, taskId: number): Promise<{ runId: number }> {
  const found = await tasksRepository.find(deps.db, accountId, taskId);
  if (!found) throw notFound();
  // Refused before it is queued when nothing could go out (settings, quota, recipients) or too much would.
  await assertRunFits(deps, accountId, found.channel, found.audience);
  return deps.db.transaction(async (tx) => {
    const task = await tasksRepository.find(tx, accountId, taskId);
    if (!task) throw notFound();
    const run = await enqueueTaskRun(tx, task, `manual:${randomUUID()}`, 'manual');
    return { runId: run?.id ?? 0 };
  });
}

// Queues a failed or skipped run again (the task's requeue count goes up).
export async function requeueTaskRun(deps: AppDeps, accountId: number, runId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const run = await tasksRepository.findRun(tx, accountId, runId, true);
    if (!run) throw notFound();
    if (run.status !== 'failed' && run.status !== 'skipped') throw new AppError('noop', 550);
    await tasksRepository.updateRun(tx, accountId, runId, { status: 'queued', error: null, finishedAt: null });
    await schedulerRepository.countRequeue(tx, accountId, run.taskId);
    await addJob(tx, RUN_TASK_JOB, { accountId, runId }, { jobKey: `task-run:${runId}` });
  });
}
