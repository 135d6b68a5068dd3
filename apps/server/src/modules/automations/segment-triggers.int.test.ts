import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TWorkflowGraphDraft } from '@ulak/shared';
import type { TestContext } from '../../../test/harness';
import { createMerchant, startFeatureTrial, type TMerchant } from '../../../test/audience-factories';
import { createSinkEmailContext } from '../messaging/test-sink-context';
import { tagMembers } from '../audience';
import { publishMembersChanged } from '../../platform/jobs/members-changed';
import { advanceAt, api, emailMembers, enrollmentStates, runJobsUntil } from './automations-test-helpers';

// Segment entered / left triggers: the segments module publishes membership changes as member events,
// journeys start on them; a segment trigger must name one of the account's segments.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createSinkEmailContext();
});
// A fresh account is on the free plan: its automations trial is started, as a merchant would.
async function automationsMerchant(): Promise<TMerchant> {
  const merchant = await createMerchant(ctx);
  await startFeatureTrial(ctx, merchant, 'automations');
  return merchant;
}
afterAll(async () => ctx.close());

const vip = {
  blocks: [{ operator: 'and', criteria: [{ type: 'member_tag', name: 'vip', operator: 'exists', value: null }] }],
};
const onSegment = (event: string, segmentId: number | null, tag: string): TWorkflowGraphDraft => ({
  trigger: {
    kind: 'event',
    event,
    filters: segmentId === null ? [] : [{ property: 'segmentId', op: 'eq', value: segmentId }],
  },
  entry: { mode: 'again_after', days: 0 },
  start: 'mark',
  nodes: [{ id: 'mark', type: 'update_member', tags: [{ name: tag, value: 'yes' }], next: null }],
});

async function activate(m: TMerchant, graph: TWorkflowGraphDraft) {
  const id = (await api(ctx, m, 'POST', '/workflows', { name: 'Segment', graph })).body.data.id as number;
  return { id, res: await api(ctx, m, 'POST', `/workflows/${id}/status`, { status: 'active' }) };
}

describe('segment triggers', () => {
  it('starts a journey when a member enters the segment, another when they leave it', async () => {
    const m = await automationsMerchant();
    const [member, other] = await emailMembers(ctx, m.accountId, 2, `seg${m.accountId}`);
    const segment = await api(ctx, m, 'POST', '/segments', { name: 'VIP', applicationId: m.app.id, criteria: vip });
    expect(segment.status, JSON.stringify(segment.body)).toBe(201);
    const segmentId = segment.body.data.id as number;
    await ctx.runJobs();
    const entered = await activate(m, onSegment('segment_entered', segmentId, 'vip_welcomed'));
    const left = await activate(m, onSegment('segment_left', segmentId, 'vip_missed'));
    expect(entered.res.status, JSON.stringify(entered.res.body)).toBe(200);

    const journeys = async (workflowId: number) => {
      await advanceAt(ctx, new Date());
      return (await enrollmentStates(ctx, m.accountId, workflowId)).length > 0;
    };
    await tagMembers(ctx.deps.db, m.accountId, [member ?? 0], [{ name: 'vip', value: '1' }]);
    await runJobsUntil(ctx, () => journeys(entered.id));
    expect((await enrollmentStates(ctx, m.accountId, entered.id)).map((e) => [e.member_id, e.status])).toEqual([
      [member, 'completed'],
    ]);
    expect(await enrollmentStates(ctx, m.accountId, left.id)).toEqual([]);

    await ctx.deps.db.execute(sql`delete from member_tags where account_id = ${m.accountId} and name = 'vip'`);
    await publishMembersChanged(ctx.deps.db, m.accountId, [member ?? 0]);
    await runJobsUntil(ctx, () => journeys(left.id));
    expect((await enrollmentStates(ctx, m.accountId, left.id)).map((e) => [e.member_id, e.status])).toEqual([
      [member, 'completed'],
    ]);
    const tags = await ctx.deps.db.execute<{ member_id: number; name: string }>(
      sql`select member_id, name from member_tags where account_id = ${m.accountId} order by name`,
    );
    expect(tags.rows.map((r) => [Number(r.member_id), r.name])).toEqual([
      [member, 'vip_missed'],
      [member, 'vip_welcomed'],
    ]);
    expect(other).toBeGreaterThan(0);
  });

  it("names the trigger when no segment, or another account's segment, is chosen", async () => {
    const m = await automationsMerchant();
    const stranger = await createMerchant(ctx, ['other.example.com']);
    const theirs = await api(ctx, stranger, 'POST', '/segments', {
      name: 'Onların',
      applicationId: stranger.app.id,
      criteria: vip,
    });
    for (const segmentId of [null, theirs.body.data.id as number]) {
      const { res } = await activate(m, onSegment('segment_entered', segmentId, 'x'));
      expect(res.status).toBe(422);
      expect(res.body.error.fields['nodes.trigger']).toEqual([
        'The trigger: choose the segment (one of yours) to watch.',
      ]);
    }
  });
});
