import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TWorkflowGraphDraft } from '@ulak/shared';

type TNode = TWorkflowGraphDraft['nodes'][number];
import type { TestContext } from '../../../test/harness';
import { createMerchant, startFeatureTrial, type TMerchant } from '../../../test/audience-factories';
import { createSinkEmailContext } from '../messaging/test-sink-context';
import { advanceAt, api, emailMembers, emit, plusMinutes, sendsPerMember } from './automations-test-helpers';

// Publishing a new version of a live workflow: members inside finish on their version (the default), or
// the merchant moves them to the new one - onto the node with the same id, or out with a reason.
let ctx: TestContext;
let m: TMerchant;
beforeAll(async () => {
  ctx = await createSinkEmailContext();
  m = await createMerchant(ctx);
  await startFeatureTrial(ctx, m, 'automations');
});
afterAll(async () => ctx.close());

const T0 = new Date(Math.floor(Date.now() / 60_000) * 60_000);
const send = (id: string, subject: string, next: string | null = null) =>
  ({
    id,
    type: 'send',
    channels: ['email'],
    contents: { email: { defaultLanguage: 'tr', languages: { tr: { subject, html: `<p>${subject}</p>` } } } },
    next,
  }) as TNode;

// v1: hello, wait 60 min (`w1`), bye.
const V1: TWorkflowGraphDraft = {
  trigger: { kind: 'event', event: 'signup' },
  start: 'hello',
  nodes: [
    send('hello', 'Merhaba', 'w1'),
    { id: 'w1', type: 'wait', mode: 'duration', minutes: 60, next: 'bye' } as TNode,
    send('bye', 'Güle güle'),
  ],
};
// v2 keeps the wait `w1` but leads it to a new send.
const V2_SAME_NODE: TWorkflowGraphDraft = {
  ...V1,
  nodes: [
    send('hello', 'Merhaba', 'w1'),
    { id: 'w1', type: 'wait', mode: 'duration', minutes: 60, next: 'bye2' } as TNode,
    send('bye2', 'Yeni veda'),
  ],
};
// v3 has no `w1` any more.
const V2_NO_NODE: TWorkflowGraphDraft = {
  ...V1,
  nodes: [
    send('hello', 'Merhaba', 'w9'),
    { id: 'w9', type: 'wait', mode: 'duration', minutes: 30, next: 'bye2' } as TNode,
    send('bye2', 'Yeni veda'),
  ],
};

// A live v1 with two members waiting in `w1`; then v2 saved as the draft.
async function waitingInV1(prefix: string, v2: TWorkflowGraphDraft) {
  const id = (await api(ctx, m, 'POST', '/workflows', { name: 'Sürüm', graph: V1 })).body.data.id as number;
  expect((await api(ctx, m, 'POST', `/workflows/${id}/status`, { status: 'active' })).status).toBe(200);
  const members = await emailMembers(ctx, m.accountId, 2, `${prefix}${m.accountId}`);
  await emit(
    ctx,
    m.accountId,
    T0,
    members.map((memberId) => ({ memberId, name: 'signup' })),
  );
  await advanceAt(ctx, T0);
  expect((await api(ctx, m, 'PUT', `/workflows/${id}`, { name: 'Sürüm', graph: v2 })).status).toBe(200);
  return { id, members };
}

const enrollments = async (workflowId: number) =>
  (
    await ctx.deps.db.execute<{ status: string; node_id: string | null; version: number; exit_reason: string | null }>(
      sql`select e.status, e.node_id, v.version, e.exit_reason from journey_enrollments e
        join workflow_versions v on v.id = e.version_id where e.workflow_id = ${workflowId} order by e.member_id`,
    )
  ).rows;

describe('publishing a new version with members inside', () => {
  it('by default leaves them to finish on their version', async () => {
    const { id, members } = await waitingInV1('vf', V2_SAME_NODE);
    expect((await api(ctx, m, 'POST', `/workflows/${id}/status`, { status: 'active' })).status).toBe(200);
    expect((await enrollments(id)).map((e) => [e.status, e.node_id, e.version])).toEqual([
      ['waiting', 'w1', 1],
      ['waiting', 'w1', 1],
    ]);
    await advanceAt(ctx, plusMinutes(T0, 61));
    const sent = await sendsPerMember(ctx, m.accountId, id);
    expect(sent.filter((s) => s.nodeId === 'bye').map((s) => s.memberId)).toEqual(members);
    expect(sent.some((s) => s.nodeId === 'bye2')).toBe(false);
  });

  it('moves them onto the same node of the new version when asked, keeping their wait', async () => {
    const { id, members } = await waitingInV1('vm', V2_SAME_NODE);
    const on = await api(ctx, m, 'POST', `/workflows/${id}/status`, { status: 'active', inFlight: 'move' });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body.data.liveVersion).toBe(2);
    expect((await enrollments(id)).map((e) => [e.status, e.node_id, e.version])).toEqual([
      ['waiting', 'w1', 2],
      ['waiting', 'w1', 2],
    ]);
    // Their wait still ends when it did: nothing at 59 minutes, the new version's send at 61, once.
    await advanceAt(ctx, plusMinutes(T0, 59));
    expect((await sendsPerMember(ctx, m.accountId, id)).filter((s) => s.nodeId !== 'hello')).toEqual([]);
    await advanceAt(ctx, plusMinutes(T0, 61));
    await advanceAt(ctx, plusMinutes(T0, 62));
    const sent = await sendsPerMember(ctx, m.accountId, id);
    expect(sent.filter((s) => s.nodeId === 'bye2')).toEqual(
      members.map((memberId) => ({ memberId, nodeId: 'bye2', n: 1 })),
    );
    expect(sent.some((s) => s.nodeId === 'bye')).toBe(false);
    expect((await enrollments(id)).map((e) => e.status)).toEqual(['completed', 'completed']);
  });

  it('ends the journeys whose node the new version lacks, with the reason', async () => {
    const { id } = await waitingInV1('vx', V2_NO_NODE);
    const on = await api(ctx, m, 'POST', `/workflows/${id}/status`, { status: 'active', inFlight: 'move' });
    expect(on.status).toBe(200);
    expect(await enrollments(id)).toEqual([
      { status: 'exited', node_id: 'w1', version: 1, exit_reason: 'node_removed' },
      { status: 'exited', node_id: 'w1', version: 1, exit_reason: 'node_removed' },
    ]);
    await advanceAt(ctx, plusMinutes(T0, 120));
    expect((await sendsPerMember(ctx, m.accountId, id)).filter((s) => s.nodeId !== 'hello')).toEqual([]);
    // A new member takes the new version.
    const [late] = await emailMembers(ctx, m.accountId, 1, `vy${m.accountId}`);
    await emit(ctx, m.accountId, plusMinutes(T0, 120), [{ memberId: late as number, name: 'signup' }]);
    await advanceAt(ctx, plusMinutes(T0, 120));
    expect((await enrollments(id)).at(-1)).toMatchObject({ status: 'waiting', node_id: 'w9', version: 2 });
  });

  it('runs the new node at once when the same id is no longer a wait', async () => {
    const { id, members } = await waitingInV1('vs', {
      ...V1,
      nodes: [send('hello', 'Merhaba', 'w1'), send('w1', 'Şimdi')],
    });
    expect((await api(ctx, m, 'POST', `/workflows/${id}/status`, { status: 'active', inFlight: 'move' })).status).toBe(
      200,
    );
    await advanceAt(ctx, plusMinutes(T0, 1));
    const sent = await sendsPerMember(ctx, m.accountId, id);
    expect(sent.filter((s) => s.nodeId === 'w1')).toEqual(
      members.map((memberId) => ({ memberId, nodeId: 'w1', n: 1 })),
    );
    expect((await enrollments(id)).map((e) => [e.status, e.version])).toEqual([
      ['completed', 2],
      ['completed', 2],
    ]);
  });

  it('refuses an unknown choice with a field error', async () => {
    const { id } = await waitingInV1('vz', V2_SAME_NODE);
    const res = await api(ctx, m, 'POST', `/workflows/${id}/status`, { status: 'active', inFlight: 'teleport' });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.error.fields)).toEqual(['inFlight']);
  });
});
