import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TCampaign, TCampaignInputDraft, TTask, TTaskInputDraft } from '@ulak/shared';
import type { TestContext } from '../../../test/harness';
import { enqueueTaskRun } from './scheduler.service';
import type { TMerchant } from '../../../test/audience-factories';
import { DEFAULT_TIMEZONE, localParts } from '../../platform/zoned-time';

// Shared by the campaigns integration tests: campaigns, segments and tasks through the API.
export const TASK_CONTENT = {
  defaultLanguage: 'tr',
  languages: {
    tr: { subject: 'Kampanya {{ member.name }}', html: '<p>Kod: {{ coupon.code }} {{ webhook.note }}</p>' },
  },
};

// A static task's local "YYYY-MM-DDTHH:mm" some minutes from now (negative: ago) on the account's clock.
export function localAt(minutesFromNow: number, timeZone = DEFAULT_TIMEZONE): string {
  const l = localParts(new Date(Date.now() + minutesFromNow * 60_000), timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${l.year}-${two(l.month)}-${two(l.day)}T${two(l.hour)}:${two(l.minute)}`;
}

// The instant just after a task's stored next run: a fixed clock for the scheduler that makes a
// task saved for later due now, without storing a past time through the API.
export function justAfter(task: { nextRunAt: string | null }): Date {
  if (!task.nextRunAt) throw new Error('the task has no next run');
  return new Date(new Date(task.nextRunAt).getTime() + 1000);
}

export async function api(ctx: TestContext, m: TMerchant, method: string, url: string, payload?: unknown) {
  const res = await ctx.app.inject({
    method: method as 'GET',
    url: `/api/v1${url}`,
    headers: m.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: res.statusCode, body: res.body ? res.json() : null };
}

export async function newCampaign(
  ctx: TestContext,
  m: TMerchant,
  input: Partial<TCampaignInputDraft> = {},
): Promise<TCampaign> {
  const res = await api(ctx, m, 'POST', '/campaigns', { name: 'Yaz İndirimi', ...input });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as TCampaign;
}

export async function newSegment(ctx: TestContext, m: TMerchant, memberIds: number[]): Promise<number> {
  const res = await api(ctx, m, 'POST', '/segments', { name: 'Sadık', applicationId: m.app.id, kind: 'empty' });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const id = Number(res.body.data.id);
  if (memberIds.length) await addToSegment(ctx, m, id, memberIds);
  return id;
}

export async function addToSegment(ctx: TestContext, m: TMerchant, segmentId: number, memberIds: number[]) {
  const res = await api(ctx, m, 'POST', `/segments/${segmentId}/members`, { memberIds });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

export async function newTask(
  ctx: TestContext,
  m: TMerchant,
  campaignId: number,
  input: Partial<TTaskInputDraft> & Pick<TTaskInputDraft, 'schedule' | 'audience'>,
): Promise<TTask> {
  const res = await api(ctx, m, 'POST', '/tasks', {
    title: 'Görev',
    campaignId,
    channel: 'email',
    content: TASK_CONTENT,
    ...input,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as TTask;
}

export async function members(ctx: TestContext, m: TMerchant, count: number, prefix: string): Promise<number[]> {
  const r = await ctx.deps.db.execute<{
    id: number;
  }>(sql`insert into members (account_id, name, email, language, email_active)
    select ${m.accountId}, 'Üye ' || g, ${prefix} || '-' || g || '-' || ${m.accountId} || '@mail.test', 'tr', true
    from generate_series(1, ${count}) g returning id`);
  return r.rows.map((x) => Number(x.id));
}

// Messages of the account's campaign sends per member.
export async function campaignMessages(ctx: TestContext, accountId: number) {
  const r = await ctx.deps.db.execute<{ member_id: number; status: string; run_id: number }>(sql`
    select member_id, status, run_id from messages where account_id = ${accountId} and source_type = 'campaign'
    order by id`);
  return r.rows.map((x) => ({ memberId: Number(x.member_id), status: x.status, runId: Number(x.run_id) }));
}

export async function setNextRun(ctx: TestContext, taskId: number, at: Date) {
  await ctx.deps.db.execute(sql`update campaign_tasks set next_run_at = ${at.toISOString()}::timestamptz
    where id = ${taskId}`);
}

export async function taskRow(ctx: TestContext, taskId: number) {
  const r = await ctx.deps.db.execute<{ next_run_at: Date | null; run_count: number; status: string }>(
    sql`select next_run_at, run_count, status from campaign_tasks where id = ${taskId}`,
  );
  const row = r.rows[0];
  if (!row) throw new Error('no task');
  return { ...row, next_run_at: row.next_run_at ? new Date(row.next_run_at) : null };
}

// Queues a run of the task as the scheduler does (no pre-send check), for outcomes that only the
// send itself can tell (every message failing at send time, an empty audience).
export async function queueScheduledRun(ctx: TestContext, m: TMerchant, taskId: number): Promise<number> {
  return ctx.deps.db.transaction(async (tx) => {
    const run = await enqueueTaskRun(tx, { accountId: m.accountId, id: taskId }, `test:${randomUUID()}`, 'manual');
    if (!run) throw new Error('run not queued');
    return run.id;
  });
}
