import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  TASK_VERIFICATION_THRESHOLD,
  type TAudienceCountInput,
  type TPageMeta,
  type TTask,
  type TTaskAudience,
  type TTaskInput,
  type TTaskListQuery,
  type TTaskRun,
  type TTaskRunTally,
  type TTwoFactorMethod,
} from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';
import type { DbOrTx } from '../../platform/db/database';
import { AppError, notFound, validationError } from '../../platform/http/app-error';
import { enabledTwoFactor, falseCode, verifyTwoFactorCode } from '../accounts';
import { reachableMemberCount } from '../audience';
import { segmentExists, segmentMemberIdsQuery } from '../segments';
import { findCampaignOr404, isEnded } from './campaigns.service';
import { emptyTally, runOutcome } from './message-outcome';
import { accountTimezone } from '../accounts';
import { computeNextRunAt, isOverdueStatic, isStaticInPast, staticSlot } from './task-schedule';
import { tasksRepository, type TTaskListRow, type TTaskRow, type TTaskRunRow } from './tasks.repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function webhookUrl(deps: AppDeps, task: Pick<TTaskRow, 'id' | 'webhookSecret'>): string | null {
  if (!task.webhookSecret) return null;
  return `${deps.config.publicUrl}/api/v1/hooks/campaign-tasks/${task.id}/${deps.secretBox.open(task.webhookSecret)}`;
}

export function toTask(deps: AppDeps, row: TTaskListRow, timezone: string): TTask {
  return {
    id: row.id,
    title: row.title,
    campaignId: row.campaignId,
    campaignName: row.campaignName,
    channel: row.channel,
    audience: row.audience,
    segmentName: row.segmentName,
    content: row.content,
    extra: row.extra,
    schedule: row.schedule,
    periodType: row.periodType,
    triggerTaskId: row.triggerTaskId,
    status: row.status,
    requeueCount: row.requeueCount,
    runCount: row.runCount,
    nextRunAt: iso(row.nextRunAt),
    lastRunAt: iso(row.lastRunAt),
    webhookUrl: row.periodType === 'webhook' ? webhookUrl(deps, row) : null,
    timezone,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toTaskRun(
  row: TTaskRunRow,
  messages: { byStatus: Record<string, number>; tally: TTaskRunTally } = { byStatus: {}, tally: emptyTally() },
): TTaskRun {
  return {
    id: row.id,
    slot: row.slot,
    trigger: row.trigger,
    status: row.status,
    recipients: row.recipients,
    sendRunId: row.sendRunId,
    payload: row.payload,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
    counts: messages.byStatus,
    outcome: runOutcome(row.status, messages.tally),
    tally: messages.tally,
  };
}

export async function findTaskOr404(db: DbOrTx, accountId: number, id: number, lock = false): Promise<TTaskRow> {
  const row = await tasksRepository.find(db, accountId, id, lock);
  if (!row) throw notFound();
  return row;
}

// Members a task would reach now on the channel: reachable address, permission on, not blocked.
export async function countAudience(db: DbOrTx, accountId: number, input: TAudienceCountInput): Promise<number> {
  if (input.audience.kind !== 'segment') return reachableMemberCount(db, accountId, input.channel);
  if (!(await segmentExists(db, accountId, input.audience.segmentId))) throw notFound();
  const inSegment = segmentMemberIdsQuery(accountId, input.audience.segmentId);
  return reachableMemberCount(db, accountId, input.channel, inSegment);
}

export type TVerificationNeed = {
  required: boolean;
  recipients: number;
  threshold: number;
  method: TTwoFactorMethod | null;
};

// A send to more than the threshold asks for the owner's two-factor code (when 2FA is on).
export async function verificationNeed(
  deps: AppDeps,
  accountId: number,
  userId: number,
  input: TAudienceCountInput,
): Promise<TVerificationNeed> {
  const recipients = await countAudience(deps.db, accountId, input);
  const twoFactor = await enabledTwoFactor(deps.db, accountId, userId);
  const method = twoFactor.primary ?? twoFactor.methods[0] ?? null;
  return {
    required: recipients > TASK_VERIFICATION_THRESHOLD && method !== null,
    recipients,
    threshold: TASK_VERIFICATION_THRESHOLD,
    method,
  };
}

async function verifySend(deps: AppDeps, accountId: number, userId: number, input: TTaskInput): Promise<void> {
  if (input.status !== 'active') return;
  const need = await verificationNeed(deps, accountId, userId, { audience: input.audience, channel: input.channel });
  if (!need.required || !need.method) return;
  if (!input.verificationCode) throw new AppError('verification_required', 422);
  if (!(await verifyTwoFactorCode(deps, accountId, userId, need.method, input.verificationCode))) throw falseCode();
}

async function checkReferences(tx: DbOrTx, accountId: number, input: TTaskInput, selfId?: number) {
  const campaign = await findCampaignOr404(tx, accountId, input.campaignId);
  if (isEnded(campaign) && input.status === 'active') throw new AppError('campaign_ended', 422);
  if (input.audience.kind === 'segment' && !(await segmentExists(tx, accountId, input.audience.segmentId)))
    throw notFound();
  if (input.triggerTaskId !== null) {
    if (input.triggerTaskId === selfId) throw validationError('validation.trigger_task_self', 'triggerTaskId');
    if (!(await tasksRepository.find(tx, accountId, input.triggerTaskId))) throw notFound();
  }
  return campaign;
}

// A one-time task is sent at a time to come, read on the account's clock (a past time would send at
// once, unasked). "Send now" is the task page's own action, not a past time.
async function checkStaticTime(db: DbOrTx, accountId: number, input: Pick<TTaskInput, 'schedule'>): Promise<void> {
  if (input.schedule.periodType !== 'static') return;
  if (isStaticInPast(input.schedule.at, await accountTimezone(db, accountId), new Date()))
    throw validationError('validation.static_in_past', 'schedule.at');
}

function segmentOf(audience: TTaskAudience): number | null {
  return audience.kind === 'segment' ? audience.segmentId : null;
}

const newSecret = () => randomBytes(24).toString('base64url');

// The stored columns that come straight from the form, on create and on update.
function taskValues(input: TTaskInput, campaign: { status: string }) {
  return {
    campaignId: input.campaignId,
    title: input.title,
    channel: input.channel,
    audience: input.audience,
    segmentId: segmentOf(input.audience),
    content: input.content,
    extra: input.extra,
    periodType: input.schedule.periodType,
    schedule: input.schedule,
    // A task of a passive campaign waits passive until the campaign is activated.
    status: campaign.status === 'active' ? input.status : ('passive' as const),
    triggerTaskId: input.triggerTaskId,
  };
}

async function latestChangeId(tx: DbOrTx, accountId: number): Promise<number> {
  const r = await tx.execute<{ id: number | null }>(
    sql`select max(id) as id from segment_member_changes where account_id = ${accountId}`,
  );
  return Number(r.rows[0]?.id ?? 0);
}

export async function getTask(deps: AppDeps, accountId: number, id: number): Promise<TTask> {
  const row = await tasksRepository.findListRow(deps.db, accountId, id);
  if (!row) throw notFound();
  return toTask(deps, row, await accountTimezone(deps.db, accountId));
}

export async function listTasks(
  deps: AppDeps,
  accountId: number,
  query: TTaskListQuery,
): Promise<{ data: TTask[]; meta: TPageMeta }> {
  const { rows, total } = await tasksRepository.list(deps.db, accountId, query);
  const tz = await accountTimezone(deps.db, accountId);
  return { data: rows.map((r) => toTask(deps, r, tz)), meta: { page: query.page, perPage: query.perPage, total } };
}

export async function createTask(deps: AppDeps, accountId: number, userId: number, input: TTaskInput): Promise<TTask> {
  await checkStaticTime(deps.db, accountId, input);
  await verifySend(deps, accountId, userId, input);
  const id = await deps.db.transaction(async (tx) => {
    const campaign = await checkReferences(tx, accountId, input);
    const task = await tasksRepository.insert(tx, {
      accountId,
      ...taskValues(input, campaign),
      webhookSecret: input.schedule.periodType === 'webhook' ? deps.secretBox.seal(newSecret()) : null,
      syncCursor: input.schedule.periodType === 'sync_segment' ? await latestChangeId(tx, accountId) : 0,
    });
    const nextRunAt = await computeNextRunAt(tx, accountId, task, new Date());
    await tasksRepository.update(tx, accountId, task.id, { nextRunAt });
    return task.id;
  });
  return getTask(deps, accountId, id);
}

// Saving a static task that already ran sends it again to everyone, those who received it included:
// the client must confirm (`confirmResend`), else a 418 warning says so.
export async function updateTask(
  deps: AppDeps,
  accountId: number,
  userId: number,
  id: number,
  input: TTaskInput,
): Promise<TTask> {
  // Another account's task answers 404 before anything about the input is said.
  await findTaskOr404(deps.db, accountId, id);
  await checkStaticTime(deps.db, accountId, input);
  await verifySend(deps, accountId, userId, input);
  await deps.db.transaction(async (tx) => {
    const current = await findTaskOr404(tx, accountId, id, true);
    const campaign = await checkReferences(tx, accountId, input, id);
    const ranStatic =
      current.periodType === 'static' && (await tasksRepository.hasRunSlot(tx, accountId, id, staticSlot(current)));
    const resend = ranStatic && input.schedule.periodType === 'static';
    if (resend && !input.confirmResend) throw new AppError('task_resend_confirm', 418);
    const secret =
      input.schedule.periodType === 'webhook' ? (current.webhookSecret ?? deps.secretBox.seal(newSecret())) : null;
    const task = await tasksRepository.update(tx, accountId, id, {
      ...taskValues(input, campaign),
      revision: resend ? current.revision + 1 : current.revision,
      webhookSecret: secret,
      // A sync task moved to another segment starts from now: members already in it are not "entering".
      ...(segmentOf(input.audience) !== current.segmentId ? { syncCursor: await latestChangeId(tx, accountId) } : {}),
    });
    if (!task) throw notFound();
    await tasksRepository.update(tx, accountId, id, {
      nextRunAt: await computeNextRunAt(tx, accountId, task, new Date()),
    });
  });
  return getTask(deps, accountId, id);
}

export async function setTaskStatus(deps: AppDeps, accountId: number, id: number, status: 'active' | 'passive') {
  await deps.db.transaction(async (tx) => {
    const task = await findTaskOr404(tx, accountId, id, true);
    if (status === 'active') {
      const campaign = await findCampaignOr404(tx, accountId, task.campaignId);
      if (isEnded(campaign)) throw new AppError('campaign_ended', 422);
      // The user picks a new time instead (a task that ran stays done either way).
      if (task.status !== 'active' && (await isOverdueStatic(tx, accountId, task, new Date())))
        throw validationError('validation.static_in_past', 'schedule.at');
    }
    const next = await computeNextRunAt(tx, accountId, { ...task, status }, new Date());
    await tasksRepository.update(tx, accountId, id, { status, nextRunAt: next });
  });
  return getTask(deps, accountId, id);
}

export async function deleteTask(deps: AppDeps, accountId: number, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (!(await tasksRepository.delete(tx, accountId, id))) throw notFound();
    // A task chained to the deleted one no longer triggers anything.
    await tx.execute(sql`update campaign_tasks set trigger_task_id = null
      where account_id = ${accountId} and trigger_task_id = ${id}`);
  });
}

// The run log (every run) or the triggers page (what started event-driven runs).
export async function listTaskRuns(
  deps: AppDeps,
  accountId: number,
  taskId: number,
  page: { page: number; perPage: number },
  kind: 'log' | 'triggers',
): Promise<{ data: TTaskRun[]; meta: TPageMeta }> {
  await findTaskOr404(deps.db, accountId, taskId);
  const triggers = kind === 'triggers' ? (['webhook', 'sync_segment', 'chain', 'manual'] as const) : undefined;
  const { rows, total } = await tasksRepository.runs(
    deps.db,
    accountId,
    taskId,
    page,
    triggers ? [...triggers] : undefined,
  );
  const counts = await tasksRepository.runMessageCounts(
    deps.db,
    accountId,
    rows.flatMap((r) => (r.sendRunId ? [r.sendRunId] : [])),
  );
  return {
    data: rows.map((r) => toTaskRun(r, r.sendRunId ? counts.get(r.sendRunId) : undefined)),
    meta: { ...page, total },
  };
}
