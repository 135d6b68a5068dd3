import { sql } from 'drizzle-orm';
import { runOnce } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/harness';
import { createMerchant } from '../../../test/audience-factories';
import { openDatabase } from '../../platform/db/database';
import { graphileLogger, toTaskList } from '../../platform/jobs/worker';
import { JOBS } from '../registry';
import { createSinkEmailContext } from '../messaging/test-sink-context';
import {
  addToSegment,
  api,
  campaignMessages,
  justAfter,
  localAt,
  members,
  newCampaign,
  newSegment,
  newTask,
  setNextRun,
  taskRow,
} from './campaign-test-helpers';
import { scheduleDueTasks, syncSegmentTasks } from './scheduler.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createSinkEmailContext();
});
afterAll(async () => ctx.close());

// A second "worker": its own pool and deps, running the same jobs concurrently with the first.
async function twoWorkers<T>(work: (deps: TestContext['deps']) => Promise<T>): Promise<T[]> {
  const second = openDatabase(ctx.deps.config.databaseUrl ?? '', 3);
  try {
    const otherDeps = { ...ctx.deps, db: second.db, pool: second.pool };
    return await Promise.all([work(ctx.deps), work(otherDeps)]);
  } finally {
    await second.close();
  }
}

async function drainWithTwoWorkers(): Promise<void> {
  const second = openDatabase(ctx.deps.config.databaseUrl ?? '', 3);
  try {
    const otherDeps = { ...ctx.deps, db: second.db, pool: second.pool };
    for (let round = 0; round < 10; round++) {
      await Promise.all(
        [ctx.deps, otherDeps].map((deps) =>
          runOnce({
            pgPool: deps.pool,
            taskList: toTaskList(JOBS, deps),
            noHandleSignals: true,
            logger: graphileLogger(deps),
          }),
        ),
      );
      const pending = await ctx.deps.db.execute<{ n: number }>(
        sql`select count(*)::int as n from graphile_worker.jobs where run_at <= now() and locked_at is null and attempts < max_attempts`,
      );
      if (Number(pending.rows[0]?.n ?? 0) === 0) return;
    }
  } finally {
    await second.close();
  }
}

describe('scheduler', () => {
  it('a daily task runs once per day with two workers scheduling and sending at once', async () => {
    const m = await createMerchant(ctx);
    const ids = await members(ctx, m, 3, 'daily');
    const segmentId = await newSegment(ctx, m, ids);
    const campaign = await newCampaign(ctx, m);
    const task = await newTask(ctx, m, campaign.id, {
      audience: { kind: 'segment', segmentId },
      schedule: { periodType: 'daily', time: '09:00' },
    });
    const first = task.nextRunAt ? new Date(task.nextRunAt) : null;
    expect(first).not.toBeNull();
    // 09:00 Istanbul is 06:00 UTC.
    expect(first?.toISOString().slice(11, 16)).toBe('06:00');
    let due = first ?? new Date();
    for (let day = 0; day < 3; day++) {
      const now = new Date(due.getTime() + 60_000);
      // Both schedulers race for the same minute, twice (a restart re-running the tick).
      const queued = [
        ...(await twoWorkers((deps) => scheduleDueTasks(deps, now))),
        await scheduleDueTasks(ctx.deps, now),
      ];
      expect(queued.reduce((a, b) => a + b, 0)).toBe(1);
      await drainWithTwoWorkers();
      const row = await taskRow(ctx, task.id);
      expect(row.next_run_at?.getTime()).toBe(due.getTime() + 86_400_000);
      due = row.next_run_at ?? due;
    }
    const sent = await campaignMessages(ctx, m.accountId);
    expect(sent).toHaveLength(9);
    for (const id of ids) expect(sent.filter((s) => s.memberId === id)).toHaveLength(3);
    expect(new Set(sent.map((s) => s.runId)).size).toBe(3);
    const log = await api(ctx, m, 'GET', `/tasks/${task.id}/log`);
    expect(log.body.data).toHaveLength(3);
    expect(log.body.data[0]).toMatchObject({ trigger: 'schedule', status: 'sent', recipients: 3 });
    const reasons = await ctx.deps.db.execute(sql`select reason from messages where account_id = ${m.accountId}`);
    expect(log.body.data[0].counts.success, JSON.stringify(reasons.rows)).toBe(3);
  });

  it('a static task run twice by mistake sends once; saving it again warns, then resends', async () => {
    const m = await createMerchant(ctx);
    const ids = await members(ctx, m, 2, 'static');
    const campaign = await newCampaign(ctx, m);
    const input = {
      audience: { kind: 'all' as const, confirmAll: true as const },
      schedule: { periodType: 'static' as const, at: localAt(120) },
    };
    const task = await newTask(ctx, m, campaign.id, input);
    // The scheduler's clock is set just past the send time (the API refuses a time already past).
    const now = justAfter(task);
    await scheduleDueTasks(ctx.deps, now);
    // By mistake: the task is made due again, and its run job is queued again.
    await setNextRun(ctx, task.id, new Date(now.getTime() - 1000));
    await scheduleDueTasks(ctx.deps, now);
    const [run] = (
      await ctx.deps.db.execute<{ id: number }>(sql`select id from campaign_task_runs where task_id = ${task.id}`)
    ).rows;
    await ctx.deps.db.execute(sql`select graphile_worker.add_job('campaigns.run-task',
      json_build_object('accountId', ${m.accountId}::bigint, 'runId', ${run?.id}::bigint))`);
    await ctx.runJobs();
    expect(await campaignMessages(ctx, m.accountId)).toHaveLength(2);
    expect((await taskRow(ctx, task.id)).next_run_at).toBeNull();

    const resave = { title: 'Görev', campaignId: campaign.id, channel: 'email', content: task.content, ...input };
    const warned = await api(ctx, m, 'PUT', `/tasks/${task.id}`, resave);
    expect(warned.status).toBe(418);
    expect(warned.body.error.code).toBe('task_resend_confirm');
    const saved = await api(ctx, m, 'PUT', `/tasks/${task.id}`, { ...resave, confirmResend: true });
    expect(saved.status).toBe(200);
    expect(saved.body.data.nextRunAt).toBe(task.nextRunAt);
    await scheduleDueTasks(ctx.deps, now);
    await ctx.runJobs();
    const sent = await campaignMessages(ctx, m.accountId);
    expect(sent).toHaveLength(4);
    for (const id of ids) expect(sent.filter((s) => s.memberId === id)).toHaveLength(2);
  });

  it('sync_segment sends once to each member entering the segment', async () => {
    const m = await createMerchant(ctx);
    const [a, b, c] = await members(ctx, m, 3, 'sync');
    if (!a || !b || !c) throw new Error('members');
    const segmentId = await newSegment(ctx, m, [a]);
    const campaign = await newCampaign(ctx, m);
    // Members already in the segment when the task is connected are not "entering": their entry is dated
    // a minute back, rather than waiting for the clock to move past it.
    await ctx.deps.db.execute(
      sql`update segment_member_changes set changed_at = changed_at - interval '1 minute' where segment_id = ${segmentId}`,
    );
    const task = await newTask(ctx, m, campaign.id, {
      audience: { kind: 'segment', segmentId },
      schedule: { periodType: 'sync_segment' },
    });
    expect(task.nextRunAt).toBeNull();
    await addToSegment(ctx, m, segmentId, [b]);
    const queued = await twoWorkers((deps) => syncSegmentTasks(deps));
    expect(queued.reduce((x, y) => x + y, 0)).toBe(1);
    await ctx.runJobs();
    expect((await campaignMessages(ctx, m.accountId)).map((s) => s.memberId)).toEqual([b]);
    // Nothing new: nothing sent.
    await syncSegmentTasks(ctx.deps);
    await ctx.runJobs();
    await addToSegment(ctx, m, segmentId, [c, b]);
    await syncSegmentTasks(ctx.deps);
    await syncSegmentTasks(ctx.deps);
    await ctx.runJobs();
    expect((await campaignMessages(ctx, m.accountId)).map((s) => s.memberId).sort()).toEqual([b, c].sort());
    const triggers = await api(ctx, m, 'GET', `/tasks/${task.id}/triggers`);
    expect(triggers.body.data.map((r: { trigger: string }) => r.trigger)).toEqual(['sync_segment', 'sync_segment']);
  });

  it('a webhook task runs on its URL only with the right secret, with payload variables', async () => {
    const m = await createMerchant(ctx);
    const [a, b] = await members(ctx, m, 2, 'hook');
    const campaign = await newCampaign(ctx, m);
    const task = await newTask(ctx, m, campaign.id, {
      audience: { kind: 'all', confirmAll: true },
      schedule: { periodType: 'webhook' },
    });
    expect(task.webhookUrl).toMatch(/\/api\/v1\/hooks\/campaign-tasks\/\d+\/[\w-]{20,}$/);
    const path = new URL(task.webhookUrl ?? '').pathname;
    const wrong = path.replace(/\/[^/]+$/, '/not-the-secret-at-all-xxxxxxxx');
    const call = (url: string, payload: object, headers: Record<string, string> = {}) =>
      ctx.app.inject({ method: 'POST', url, payload, headers });
    expect((await call(wrong, {})).statusCode).toBe(404);
    expect((await call(path.replace(/\/(\d+)\//, `/${task.id + 1000}/`), {})).statusCode).toBe(404);
    await ctx.runJobs();
    expect(await campaignMessages(ctx, m.accountId)).toHaveLength(0);

    const ok = await call(path, { memberIds: [a], variables: { note: 'Sipariş hazır' } }, { 'idempotency-key': 'k1' });
    expect(ok.statusCode, ok.body).toBe(202);
    const again = await call(
      path,
      { memberIds: [a], variables: { note: 'Sipariş hazır' } },
      { 'idempotency-key': 'k1' },
    );
    expect(again.json().data).toMatchObject({ runId: ok.json().data.runId, duplicate: true });
    await ctx.runJobs();
    const sent = await campaignMessages(ctx, m.accountId);
    expect(sent.map((s) => s.memberId)).toEqual([a]);
    const mail = await ctx.mail.waitFor(`hook-1-${m.accountId}@mail.test`);
    expect(mail.html).toContain('Sipariş hazır');
    expect(b).toBeGreaterThan(0);
    // Passive: the URL answers 404.
    await api(ctx, m, 'POST', `/tasks/${task.id}/passivate`);
    expect((await call(path, {})).statusCode).toBe(404);
  });

  it('a webhook call without an Idempotency-Key is deduplicated by its body within the window', async () => {
    const m = await createMerchant(ctx);
    const [a, b] = await members(ctx, m, 2, 'replay');
    const campaign = await newCampaign(ctx, m);
    const task = await newTask(ctx, m, campaign.id, {
      audience: { kind: 'all', confirmAll: true },
      schedule: { periodType: 'webhook' },
    });
    const path = new URL(task.webhookUrl ?? '').pathname;
    const call = (payload: object) => ctx.app.inject({ method: 'POST', url: path, payload });
    const first = await call({ memberIds: [a], variables: { note: 'bir', kod: 'x' } });
    expect(first.json().data).toMatchObject({ duplicate: false });
    // 30 identical calls (keys in another order too), some at once: all answer the first run.
    const replays = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call(
          i % 2
            ? { variables: { kod: 'x', note: 'bir' }, memberIds: [a] }
            : { memberIds: [a], variables: { note: 'bir', kod: 'x' } },
        ),
      ),
    );
    for (const res of replays) expect(res.json().data).toEqual({ runId: first.json().data.runId, duplicate: true });
    // Another body is another run; once the window has passed the same body runs again.
    const other = await call({ memberIds: [b], variables: { note: 'iki' } });
    expect(other.json().data).toMatchObject({ duplicate: false });
    await ctx.deps.db.execute(
      sql`update campaign_task_runs set created_at = now() - interval '11 minutes' where account_id = ${m.accountId}`,
    );
    const later = await call({ memberIds: [a], variables: { note: 'bir', kod: 'x' } });
    expect(later.json().data.duplicate).toBe(false);
    const triggers = await api(ctx, m, 'GET', `/tasks/${task.id}/triggers`);
    expect(triggers.body.data).toHaveLength(3);
  });

  it('documents the Idempotency-Key header of the webhook in the OpenAPI description', async () => {
    const spec = (await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const operation = spec.paths['/api/v1/hooks/campaign-tasks/{id}/{secret}'].post;
    expect(operation.description).toMatch(/Idempotency-Key/);
    expect(operation.parameters).toContainEqual(expect.objectContaining({ in: 'header', name: 'idempotency-key' }));
  });

  it('a chained task runs after the first one completes', async () => {
    const m = await createMerchant(ctx);
    await members(ctx, m, 1, 'chain');
    const campaign = await newCampaign(ctx, m);
    const second = await newTask(ctx, m, campaign.id, {
      title: 'İkinci',
      audience: { kind: 'all', confirmAll: true },
      schedule: { periodType: 'webhook' },
    });
    const first = await newTask(ctx, m, campaign.id, {
      audience: { kind: 'all', confirmAll: true },
      schedule: { periodType: 'static', at: localAt(30) },
      triggerTaskId: second.id,
    });
    await scheduleDueTasks(ctx.deps, justAfter(first));
    await ctx.runJobs();
    expect(await campaignMessages(ctx, m.accountId)).toHaveLength(2);
    const triggers = await api(ctx, m, 'GET', `/tasks/${second.id}/triggers`);
    expect(triggers.body.data[0]).toMatchObject({ trigger: 'chain', payload: { fromTaskId: first.id } });
  });
});
