import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TWorkflowGraphDraft } from '@ulak/shared';
import { createTestContext, type TestContext } from '../../../../test/harness';
import { killHard, startWorkerProcess } from '../../../../test/worker-process';
import { createMerchant, setPacket } from '../../../../test/audience-factories';
import { api, emailMembers, emit } from '../automations-test-helpers';

// ARCHITECTURE "Journeys": kill -9 the journey worker again and again while members move through a
// three-step journey with waits; afterwards every step ran, and no step made a second message.
// The suite runs the short form; the size is the long form, run by hand:
//   CRASH_MEMBERS=20000 CRASH_KILLS=10 npx vitest run apps/server/src/modules/automations/crash
const LONG = process.env.CRASH_MEMBERS !== undefined;
const MEMBERS = Number(process.env.CRASH_MEMBERS ?? 2000);
const KILLS = Number(process.env.CRASH_KILLS ?? 5);
// Time to drain the rest after the last kill: scales with the members.
const DRAIN_MS = Math.max(300_000, MEMBERS * 150);
const WORKER = path.join(import.meta.dirname, 'crash-worker.ts');

let ctx: TestContext;
let child: ChildProcess | null = null;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  child?.kill('SIGKILL');
  await ctx.close();
});

const startWorker = (): Promise<ChildProcess> => startWorkerProcess(ctx, WORKER);

const content = { defaultLanguage: 'tr', languages: { tr: { subject: 'Adım', html: '<p>Adım</p>' } } };
type TNodeDraft = TWorkflowGraphDraft['nodes'][number];
const send = (id: string, next: string | null): TNodeDraft => ({
  id,
  type: 'send',
  channels: ['email'],
  contents: { email: content },
  next,
});
const wait = (id: string, next: string): TNodeDraft => ({ id, type: 'wait', mode: 'duration', minutes: 0, next });
const THREE_STEPS: TWorkflowGraphDraft = {
  trigger: { kind: 'event', event: 'signup' },
  start: 's1',
  nodes: [send('s1', 'w1'), wait('w1', 's2'), send('s2', 'w2'), wait('w2', 's3'), send('s3', null)],
};

async function count(accountId: number, q: 'open' | 'sent'): Promise<number> {
  const r = await ctx.deps.db.execute<{ n: number }>(
    q === 'open'
      ? sql`select count(*)::int as n from journey_enrollments where account_id = ${accountId} and status in ('active', 'waiting')`
      : sql`select count(*)::int as n from journey_events where account_id = ${accountId} and kind = 'sent'`,
  );
  return Number(r.rows[0]?.n ?? 0);
}

describe('crash: kill -9 during journeys with waits', () => {
  it(`${MEMBERS} members, three sends each, through ${KILLS} hard kills`, { timeout: 300_000 + DRAIN_MS }, async () => {
    const started = Date.now();
    const m = await createMerchant(ctx);
    await setPacket(ctx, m.accountId, 'custom');
    const wf = (await api(ctx, m, 'POST', '/workflows', { name: 'Üç adım', graph: THREE_STEPS })).body.data.id;
    expect((await api(ctx, m, 'POST', `/workflows/${wf}/status`, { status: 'active' })).status).toBe(200);
    const ids = await emailMembers(ctx, m.accountId, MEMBERS, `crash${m.accountId}`);
    await emit(
      ctx,
      m.accountId,
      new Date(),
      ids.map((memberId) => ({ memberId, name: 'signup' })),
    );
    for (let kill = 0; kill < KILLS; kill++) {
      child = await startWorker();
      const before = await count(m.accountId, 'sent');
      const target = before + 200 + Math.floor(Math.random() * 600);
      const deadline = Date.now() + 60_000;
      while ((await count(m.accountId, 'sent')) < target && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 10));
      await killHard(child);
      child = null;
    }
    child = await startWorker();
    const deadline = Date.now() + DRAIN_MS;
    while ((await count(m.accountId, 'open')) > 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 200));
    await killHard(child);
    child = null;

    // Every step ran: all journeys completed, three sends each.
    expect(await count(m.accountId, 'open')).toBe(0);
    const perStep = await ctx.deps.db.execute<{ node_id: string; members: number; visits: number }>(sql`
      select node_id, count(distinct member_id)::int as members, count(*)::int as visits from journey_events
      where account_id = ${m.accountId} and kind = 'sent' group by node_id order by node_id`);
    expect(perStep.rows).toEqual(['s1', 's2', 's3'].map((node_id) => ({ node_id, members: MEMBERS, visits: MEMBERS })));
    // None twice: exactly one message per member and send node.
    const messages = await ctx.deps.db.execute<{ node_id: string; messages: number; members: number }>(sql`
      select j.node_id, count(*)::int as messages, count(distinct msg.member_id)::int as members
      from journey_sends j
      join send_runs r on r.account_id = j.account_id and r.source_type = 'automation' and r.source_id = j.id
      join messages msg on msg.account_id = r.account_id and msg.run_month = r.run_month and msg.run_id = r.id
      where j.account_id = ${m.accountId} group by j.node_id order by j.node_id`);
    expect(messages.rows).toEqual(
      ['s1', 's2', 's3'].map((node_id) => ({ node_id, messages: MEMBERS, members: MEMBERS })),
    );
    if (LONG)
      console.info(
        `crash long form: ${MEMBERS} members, ${KILLS} kill -9, ${3 * MEMBERS} member-steps, every step once, ` +
          `${((Date.now() - started) / 1000).toFixed(0)} s`,
      );
  });
});
