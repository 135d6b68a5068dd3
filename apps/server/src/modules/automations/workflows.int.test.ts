import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TWorkflowGraphDraft } from '@ulak/shared';
import type { TestContext } from '../../../test/harness';
import { createMerchant, startFeatureTrial } from '../../../test/audience-factories';
import { createSinkEmailContext } from '../messaging/test-sink-context';
import {
  advanceAt,
  api,
  emailMembers,
  emit,
  enrollmentStates,
  mailsTo,
  sendsPerMember,
} from './automations-test-helpers';
import { advanceBatch } from './engine/advance.service';

// Custom workflows through the API: drafts, validation naming the node, publishing versions, and a
// journey started by a real SDK event through the ingest path.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createSinkEmailContext();
});
afterAll(async () => ctx.close());

// A fresh account is on the free plan: its 15-day automations trial is started, as a merchant would.
async function automationsMerchant() {
  const m = await createMerchant(ctx);
  await startFeatureTrial(ctx, m, 'automations');
  return m;
}

const content = { defaultLanguage: 'tr', languages: { tr: { subject: 'Hoş geldin', html: '<p>Merhaba</p>' } } };
const journey: TWorkflowGraphDraft = {
  trigger: { kind: 'event', event: 'signup' },
  exitGoals: ['purchase'],
  start: 'tag',
  nodes: [
    { id: 'tag', type: 'update_member', tags: [{ name: 'journey', value: 'welcome' }], next: 'hello' },
    { id: 'hello', type: 'send', channels: ['email'], contents: { email: content }, next: 'wait' },
    { id: 'wait', type: 'wait', mode: 'duration', minutes: 60, next: 'check' },
    {
      id: 'check',
      type: 'condition',
      condition: { kind: 'event_since_entry', event: 'product_view' },
      yes: 'again',
      no: null,
    },
    { id: 'again', type: 'send', channels: ['email'], contents: { email: content }, next: null },
  ],
};

describe('workflows API', () => {
  it('keeps a draft, names the node of every problem on activation (tr and en)', async () => {
    const m = await automationsMerchant();
    const bad: TWorkflowGraphDraft = {
      trigger: { kind: 'event', event: 'cart_abandonned' },
      start: 'a',
      nodes: [
        { id: 'a', type: 'send', channels: ['email'], contents: {}, next: 'b' },
        { id: 'b', type: 'update_member', tags: [{ name: 'x', value: '1' }], next: 'a' },
      ],
    };
    const created = await api(ctx, m, 'POST', '/workflows', { name: 'Taslak', graph: bad });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ status: 'draft', liveVersion: null, hasDraftChanges: true });
    const id = created.body.data.id;
    const en = await api(ctx, m, 'POST', `/workflows/${id}/status`, { status: 'active' });
    expect(en.status).toBe(422);
    expect(en.body.error.messageList).toEqual(
      expect.arrayContaining([
        'Node trigger: unknown event name.',
        'Node a: the message has no content for every channel.',
        'Node a: a loop must contain a wait step.',
      ]),
    );
    expect(en.body.error.fields['nodes.a']).toHaveLength(2);
    const tr = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/workflows/${id}/status`,
      headers: { ...m.headers, 'accept-language': 'tr' },
      payload: { status: 'active' },
    });
    expect(tr.json().error.messageList).toContain('a adımı: mesajın her kanal için içeriği yok.');
    expect((await api(ctx, m, 'GET', `/workflows/${id}`)).body.data.status).toBe('draft');
  });

  it('publishes versions on activation; the list shows live version and draft changes', async () => {
    const m = await automationsMerchant();
    const created = await api(ctx, m, 'POST', '/workflows', { name: 'Hoş geldin', graph: journey });
    const id = created.body.data.id;
    const on = await api(ctx, m, 'POST', `/workflows/${id}/status`, { status: 'active' });
    expect(on.body.data).toMatchObject({ status: 'active', liveVersion: 1, hasDraftChanges: false });
    const edited = await api(ctx, m, 'PUT', `/workflows/${id}`, { name: 'Hoş geldin 2', graph: journey });
    expect(edited.body.data).toMatchObject({ liveVersion: 1, hasDraftChanges: true });
    await api(ctx, m, 'POST', `/workflows/${id}/status`, { status: 'active' });
    const list = await api(ctx, m, 'GET', '/workflows');
    expect(list.body.data).toEqual([expect.objectContaining({ id, liveVersion: 2, hasDraftChanges: false })]);
    expect((await api(ctx, m, 'DELETE', `/workflows/${id}`)).status).toBe(200);
    expect((await api(ctx, m, 'GET', `/workflows/${id}`)).status).toBe(404);
  });

  it('runs a journey started by an SDK sign-up: tags, sends, waits, branches on a later event', async () => {
    const m = await automationsMerchant();
    const id = (await api(ctx, m, 'POST', '/workflows', { name: 'Yolculuk', graph: journey })).body.data.id;
    await api(ctx, m, 'POST', `/workflows/${id}/status`, { status: 'active' });
    const member = { customerId: `C-${m.accountId}`, email: `sdk${m.accountId}@shop.test` };
    const track = async (events: { type: string; properties?: Record<string, unknown> }[]) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/t/v1/events',
        headers: { 'content-type': 'text/plain', origin: 'https://shop.example.com' },
        payload: JSON.stringify({
          token: m.app.sdk_token,
          deviceId: randomUUID(),
          events: events.map((e) => ({
            id: randomUUID(),
            type: e.type,
            ts: new Date().toISOString(),
            properties: e.properties ?? {},
            member,
          })),
        }),
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
      await ctx.runJobs();
    };
    await track([{ type: 'signup', properties: { ...member, permissions: { email: true } } }]);
    await ctx.mail.waitFor(member.email);
    const [state] = await enrollmentStates(ctx, m.accountId, id);
    expect(state).toMatchObject({ status: 'waiting', node_id: 'wait' });
    const tags = await api(ctx, m, 'GET', `/members/${state?.member_id}/tags`);
    expect(JSON.stringify(tags.body.data)).toContain('welcome');

    await track([{ type: 'product_view', properties: { code: 'SKU-1', title: 'Çanta' } }]);
    await advanceAt(ctx, new Date(Date.now() + 61 * 60_000));
    expect(await sendsPerMember(ctx, m.accountId, id)).toEqual([
      { memberId: state?.member_id, nodeId: 'again', n: 1 },
      { memberId: state?.member_id, nodeId: 'hello', n: 1 },
    ]);
    await emit(ctx, m.accountId, new Date(), [
      { memberId: state?.member_id ?? 0, name: 'purchase', properties: { totalPrice: 250 } },
    ]);
    const report = await api(ctx, m, 'GET', `/workflows/${id}/report`);
    expect(report.body.data.nodes).toEqual(
      expect.arrayContaining([expect.objectContaining({ nodeId: 'hello', sent: 1, converted: 1, revenue: 250 })]),
    );
  });

  it('two workers advancing the same due journeys at once send each step once', async () => {
    const m = await automationsMerchant();
    const id = (await api(ctx, m, 'POST', '/workflows', { name: 'Paralel', graph: journey })).body.data.id;
    await api(ctx, m, 'POST', `/workflows/${id}/status`, { status: 'active' });
    const ids = await emailMembers(ctx, m.accountId, 300, `par${m.accountId}`);
    const now = new Date();
    await emit(
      ctx,
      m.accountId,
      now,
      ids.map((memberId) => ({ memberId, name: 'signup' })),
    );
    await Promise.all([1, 2, 3].map(() => advanceBatch(ctx.deps, now, 50)));
    await advanceAt(ctx, now);
    const sends = await sendsPerMember(ctx, m.accountId, id);
    expect(sends).toHaveLength(300);
    expect(sends.every((s) => s.n === 1 && s.nodeId === 'hello')).toBe(true);
  });

  it('dry-runs one member through the draft: branches, waits with due times, sends nothing', async () => {
    const m = await automationsMerchant();
    const graph: TWorkflowGraphDraft = {
      trigger: { kind: 'event', event: 'custom:vip_check' },
      start: 'big',
      nodes: [
        {
          id: 'big',
          type: 'condition',
          condition: { kind: 'trigger_value', property: 'total', op: 'gte', value: 100 },
          yes: 'hello',
          no: 'bye',
        },
        { id: 'hello', type: 'send', channels: ['whatsapp', 'email'], contents: { email: content }, next: 'wait' },
        { id: 'wait', type: 'wait', mode: 'duration', minutes: 90, next: 'again' },
        { id: 'again', type: 'send', channels: ['email'], contents: { email: content }, next: null },
        { id: 'bye', type: 'exit' },
      ],
    };
    const id = (await api(ctx, m, 'POST', '/workflows', { name: 'Deneme', graph })).body.data.id;
    const [memberId] = await emailMembers(ctx, m.accountId, 1, `dry${m.accountId}`);
    const before = Date.now();
    const run = await api(ctx, m, 'POST', `/workflows/${id}/dry-run`, { memberId, trigger: { total: 150 } });
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    const steps = run.body.data.steps as { nodeId: string; kind: string; branch: string | null; at: string }[];
    expect(steps.map((s) => [s.nodeId, s.kind, s.branch])).toEqual([
      ['big', 'visit', 'yes'],
      ['hello', 'sent', null],
      ['wait', 'waiting', null],
      ['again', 'sent', null],
      ['end', 'completed', null],
    ]);
    expect(run.body.data.steps[1].channel).toBe('email');
    const due = Date.parse(run.body.data.steps[2].dueAt);
    expect(due - before).toBeGreaterThanOrEqual(90 * 60_000);
    expect(Date.parse(steps[3]?.at ?? '')).toBe(due);

    const small = await api(ctx, m, 'POST', `/workflows/${id}/dry-run`, { memberId, trigger: { total: 20 } });
    expect(small.body.data.steps.map((s: { nodeId: string }) => s.nodeId)).toEqual(['big', 'bye']);
    expect(await enrollmentStates(ctx, m.accountId, id)).toEqual([]);
    expect(await sendsPerMember(ctx, m.accountId, id)).toEqual([]);
    await ctx.runJobs();
    expect(mailsTo(ctx, `dry${m.accountId}-1@shop.test`)).toEqual([]);

    const live = await api(ctx, m, 'POST', `/workflows/${id}/dry-run`, { memberId, source: 'live' });
    expect(live.status).toBe(422);
    expect(live.body.error.fields.source).toBeDefined();
    const other = await createMerchant(ctx);
    const [stranger] = await emailMembers(ctx, other.accountId, 1, `dryo${other.accountId}`);
    expect((await api(ctx, m, 'POST', `/workflows/${id}/dry-run`, { memberId: stranger })).status).toBe(404);
  });

  it('a share link opens the workflow read-only until revoked; a forged one is refused', async () => {
    const m = await automationsMerchant();
    const id = (await api(ctx, m, 'POST', '/workflows', { name: 'Ajans için', graph: journey })).body.data.id;
    const made = await api(ctx, m, 'POST', `/workflows/${id}/share-links`);
    expect(made.status).toBe(201);
    const token = made.body.data.token as string;
    const view = (t: string) => ctx.app.inject({ method: 'GET', url: `/api/v1/shared-workflows/${t}` });
    const draft = await view(token);
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json().data).toMatchObject({ name: 'Ajans için', status: 'draft', liveVersion: null });
    expect(draft.json().data.graph.nodes.map((n: { id: string }) => n.id)).toEqual([
      'tag',
      'hello',
      'wait',
      'check',
      'again',
    ]);
    // Once live, the link shows the live version, not later draft edits.
    await api(ctx, m, 'POST', `/workflows/${id}/status`, { status: 'active' });
    await api(ctx, m, 'PUT', `/workflows/${id}`, { name: 'Ajans için', graph: { ...journey, nodes: [] } });
    const live = (await view(token)).json().data;
    expect(live).toMatchObject({ status: 'active', liveVersion: 1 });
    expect(live.graph.nodes).toHaveLength(5);

    const forged = await view(`${token.slice(0, -2)}xx`);
    expect(forged.statusCode).toBe(404);
    expect(forged.json().error.code).toBe('token_invalid');
    const links = await api(ctx, m, 'GET', `/workflows/${id}/share-links`);
    expect(links.body.data).toEqual([expect.objectContaining({ id: made.body.data.id, revokedAt: null })]);
    expect(JSON.stringify(links.body.data)).not.toContain(token);
    const revoked = await api(ctx, m, 'DELETE', `/workflows/${id}/share-links/${made.body.data.id}`);
    expect(revoked.body.data.revokedAt).not.toBeNull();
    expect((await view(token)).statusCode).toBe(404);
    expect((await api(ctx, m, 'DELETE', `/workflows/${id}/share-links/${made.body.data.id}`)).status).toBe(404);
  });

  it('smart sending skips a send to a member who got a message from the workflow within the window', async () => {
    const m = await automationsMerchant();
    const graph = (hours: number): TWorkflowGraphDraft => ({
      trigger: { kind: 'event', event: 'custom:promo' },
      smartSendingHours: hours,
      start: 'first',
      nodes: [
        { id: 'first', type: 'send', channels: ['email'], contents: { email: content }, next: 'wait' },
        { id: 'wait', type: 'wait', mode: 'duration', minutes: 60, next: 'second' },
        { id: 'second', type: 'send', channels: ['email'], contents: { email: content }, next: null },
      ],
    });
    const smart = (await api(ctx, m, 'POST', '/workflows', { name: 'Akıllı', graph: graph(24) })).body.data.id;
    const plain = (await api(ctx, m, 'POST', '/workflows', { name: 'Düz', graph: graph(0) })).body.data.id;
    for (const id of [smart, plain]) await api(ctx, m, 'POST', `/workflows/${id}/status`, { status: 'active' });
    const [memberId = 0] = await emailMembers(ctx, m.accountId, 1, `smart${m.accountId}`);
    const now = new Date();
    await emit(ctx, m.accountId, now, [{ memberId, name: 'custom:promo' }]);
    await advanceAt(ctx, now);
    await advanceAt(ctx, new Date(now.getTime() + 61 * 60_000));
    expect(await sendsPerMember(ctx, m.accountId, smart)).toEqual([{ memberId, nodeId: 'first', n: 1 }]);
    expect(await sendsPerMember(ctx, m.accountId, plain)).toEqual([
      { memberId, nodeId: 'first', n: 1 },
      { memberId, nodeId: 'second', n: 1 },
    ]);
    const report = await api(ctx, m, 'GET', `/workflows/${smart}/report`);
    expect(report.body.data.nodes).toEqual(
      expect.arrayContaining([expect.objectContaining({ nodeId: 'second', entered: 1, sent: 0 })]),
    );
  });

  it('the flow filter is checked again before each send; an incomplete or foreign one is refused', async () => {
    const m = await automationsMerchant();
    const [kept = 0, dropped = 0] = await emailMembers(ctx, m.accountId, 2, `flow${m.accountId}`);
    const segment = await api(ctx, m, 'POST', '/segments', {
      name: 'Sadık',
      applicationId: m.app.id,
      kind: 'empty',
    });
    expect(segment.status, JSON.stringify(segment.body)).toBe(201);
    const segmentId = segment.body.data.id as number;
    await api(ctx, m, 'POST', `/segments/${segmentId}/members`, { memberIds: [kept, dropped] });
    const graph = (filterSegment: number | null): TWorkflowGraphDraft => ({
      trigger: { kind: 'event', event: 'custom:loyal' },
      flowFilter: [{ kind: 'in_segment', segmentId: filterSegment }],
      start: 'wait',
      nodes: [
        { id: 'wait', type: 'wait', mode: 'duration', minutes: 60, next: 'thanks' },
        { id: 'thanks', type: 'send', channels: ['email'], contents: { email: content }, next: null },
      ],
    });

    // Incomplete, or another account's segment: 422 naming the flow filter, in English and Turkish.
    const incomplete = (await api(ctx, m, 'POST', '/workflows', { name: 'Eksik', graph: graph(null) })).body.data.id;
    const en = await api(ctx, m, 'POST', `/workflows/${incomplete}/status`, { status: 'active' });
    expect(en.status).toBe(422);
    expect(en.body.error.fields['nodes.flow_filter']).toBeDefined();
    expect(en.body.error.message).toMatch(/^The flow filter: complete each condition/);
    const tr = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/workflows/${incomplete}/status`,
      headers: { ...m.headers, 'accept-language': 'tr' },
      payload: { status: 'active' },
    });
    expect(tr.json().error.message).toMatch(/^Akış filtresi: her koşulu tamamlayınız/);
    const other = await automationsMerchant();
    const foreign = (await api(ctx, other, 'POST', '/workflows', { name: 'Yabancı', graph: graph(segmentId) })).body
      .data.id;
    const refused = await api(ctx, other, 'POST', `/workflows/${foreign}/status`, { status: 'active' });
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields['nodes.flow_filter']).toBeDefined();

    // Both enter; one leaves the segment during the wait and leaves the journey at the send.
    const id = (await api(ctx, m, 'POST', '/workflows', { name: 'Sadakat', graph: graph(segmentId) })).body.data.id;
    expect((await api(ctx, m, 'POST', `/workflows/${id}/status`, { status: 'active' })).status).toBe(200);
    const now = new Date();
    await emit(ctx, m.accountId, now, [
      { memberId: kept, name: 'custom:loyal' },
      { memberId: dropped, name: 'custom:loyal' },
    ]);
    await advanceAt(ctx, now);
    await api(ctx, m, 'POST', `/segments/${segmentId}/members/remove`, { memberIds: [dropped] });
    await advanceAt(ctx, new Date(now.getTime() + 61 * 60_000));
    expect(await sendsPerMember(ctx, m.accountId, id)).toEqual([{ memberId: kept, nodeId: 'thanks', n: 1 }]);
    const states = await enrollmentStates(ctx, m.accountId, id);
    expect(states.find((s) => s.member_id === kept)?.status).toBe('completed');
    expect(states.find((s) => s.member_id === dropped)?.status).toBe('exited');
  });
});
