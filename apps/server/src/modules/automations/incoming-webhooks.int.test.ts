import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TWorkflowGraphDraft } from '@ulak/shared';
import type { TestContext } from '../../../test/harness';
import { createMerchant, startFeatureTrial, type TMerchant } from '../../../test/audience-factories';
import { createSinkEmailContext } from '../messaging/test-sink-context';
import { advanceAt, api, emailMembers, enrollmentStates } from './automations-test-helpers';
import { WEBHOOK_DELIVERY_RETENTION_DAYS, pruneWebhookDeliveries } from './engine/incoming-webhooks.service';

// The incoming-webhook trigger: a signed (or bearer) POST to the workflow's URL starts one journey for the
// member it names, its data is the trigger data, and a retried delivery starts nothing new.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createSinkEmailContext();
});
afterAll(async () => ctx.close());

// The trigger data decides the branch: a gold plan tags the member, anything else exits.
const GRAPH: TWorkflowGraphDraft = {
  trigger: { kind: 'webhook' },
  entry: { mode: 'again_after', days: 0 },
  start: 'plan',
  nodes: [
    {
      id: 'plan',
      type: 'condition',
      condition: { kind: 'trigger_value', property: 'plan', op: 'eq', value: 'gold' },
      yes: 'tag',
      no: null,
    },
    { id: 'tag', type: 'update_member', tags: [{ name: 'plan', value: 'gold' }], next: null },
  ],
};

async function setup(): Promise<{ m: TMerchant; id: number; secret: string; url: string; member: number }> {
  const m = await createMerchant(ctx);
  await startFeatureTrial(ctx, m, 'automations');
  const [member] = await emailMembers(ctx, m.accountId, 1, `in${m.accountId}`);
  const id = (await api(ctx, m, 'POST', '/workflows', { name: 'Webhook akışı', graph: GRAPH })).body.data.id as number;
  const on = await api(ctx, m, 'POST', `/workflows/${id}/status`, { status: 'active' });
  expect(on.status, JSON.stringify(on.body)).toBe(200);
  const s = await api(ctx, m, 'GET', `/workflows/${id}/webhook-secret`);
  return { m, id, secret: s.body.data.secret, url: s.body.data.incomingUrl, member: member as number };
}

async function post(id: number, body: string, headers: Record<string, string>, lang = 'en') {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/hooks/workflows/${id}`,
    headers: { 'content-type': 'application/json', 'accept-language': lang, ...headers },
    payload: body,
  });
}

const signed = (secret: string, body: string, ts = Math.floor(Date.now() / 1000)) => ({
  'x-ulak-timestamp': String(ts),
  'x-ulak-signature': `sha256=${createHmac('sha256', secret).update(`${ts}.${body}`).digest('hex')}`,
});

const tagOf = async (memberId: number) =>
  (
    await ctx.deps.db.execute<{ value: string }>(
      sql`select value from member_tags where member_id = ${memberId} and name = 'plan'`,
    )
  ).rows[0]?.value ?? null;

describe('incoming webhook trigger', () => {
  it('starts one journey for the named member with its data, and a replayed delivery starts none', async () => {
    const { m, id, secret, url, member } = await setup();
    expect(url).toBe(`http://localhost:3000/api/v1/hooks/workflows/${id}`);
    const body = JSON.stringify({ member: { email: `IN${m.accountId}-1@shop.test` }, data: { plan: 'gold' } });
    const first = await post(id, body, { ...signed(secret, body), 'idempotency-key': 'd-1' });
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json().data).toEqual({ status: 'entered', memberId: member, deliveryId: 'd-1' });
    // The sender retries the same delivery (a timeout on its side): nothing new starts.
    const again = await post(id, body, { ...signed(secret, body), 'idempotency-key': 'd-1' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.status).toBe('duplicate');
    // Concurrent retries too.
    const burst = await Promise.all(
      [1, 2, 3].map(() => post(id, body, { ...signed(secret, body), 'idempotency-key': 'd-1' })),
    );
    expect(burst.map((r) => r.json().data.status)).toEqual(['duplicate', 'duplicate', 'duplicate']);
    expect(await enrollmentStates(ctx, m.accountId, id)).toHaveLength(1);

    await advanceAt(ctx, new Date());
    expect(await tagOf(member)).toBe('gold');
    const context = await ctx.deps.db.execute<{ context: { trigger: Record<string, unknown> } }>(
      sql`select context from journey_enrollments where workflow_id = ${id}`,
    );
    expect(context.rows[0]?.context.trigger).toEqual({ plan: 'gold' });

    // A new delivery id is a new delivery: the bearer form works as well, and deliveryId may be in the body.
    const other = JSON.stringify({ deliveryId: 'd-2', member: { email: `in${m.accountId}-1@shop.test` }, data: {} });
    const second = await post(id, other, { authorization: `Bearer ${secret}` });
    expect(second.statusCode).toBe(202);
    expect(second.json().data.status).toBe('entered');
    expect(await enrollmentStates(ctx, m.accountId, id)).toHaveLength(2);

    // Delivery ids are remembered for the retention, then forgotten: only d-1, dated past it, goes.
    await ctx.deps.db.execute(sql`update workflow_webhook_deliveries
      set created_at = now() - make_interval(days => ${WEBHOOK_DELIVERY_RETENTION_DAYS + 1})
      where workflow_id = ${id} and delivery_id = 'd-1'`);
    expect(await pruneWebhookDeliveries(ctx.deps)).toBeGreaterThanOrEqual(1);
    const kept = await ctx.deps.db.execute<{ delivery_id: string }>(
      sql`select delivery_id from workflow_webhook_deliveries where workflow_id = ${id}`,
    );
    expect(kept.rows.map((r) => r.delivery_id)).toEqual(['d-2']);
  });

  it('refuses a bad signature, a wrong bearer and a stale timestamp with 401, starting nothing', async () => {
    const { m, id, secret } = await setup();
    const body = JSON.stringify({ member: { email: `in${m.accountId}-1@shop.test` }, data: {} });
    const cases: Record<string, string>[] = [
      { ...signed('whsec_wrong', body), 'idempotency-key': 'x' },
      { ...signed(secret, `${body} `), 'idempotency-key': 'x' },
      { ...signed(secret, body, Math.floor(Date.now() / 1000) - 3600), 'idempotency-key': 'x' },
      { authorization: `Bearer ${secret}x`, 'idempotency-key': 'x' },
      { 'idempotency-key': 'x' },
    ];
    for (const headers of cases) {
      const res = await post(id, body, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.json().error.message).toBe('The request signature is not valid.');
    }
    // An unknown workflow answers the same as a wrong secret.
    expect((await post(id + 100_000, body, { ...signed(secret, body), 'idempotency-key': 'x' })).statusCode).toBe(401);
    // The rotated secret replaces the old one at once.
    const rotated = (await api(ctx, m, 'POST', `/workflows/${id}/webhook-secret`)).body.data.secret as string;
    expect((await post(id, body, { ...signed(secret, body), 'idempotency-key': 'y' })).statusCode).toBe(401);
    expect((await post(id, body, { ...signed(rotated, body), 'idempotency-key': 'y' })).statusCode).toBe(202);
    expect(await enrollmentStates(ctx, m.accountId, id)).toHaveLength(1);
  });

  it('answers an unknown member with 404 in the caller’s language and lets a later retry start it', async () => {
    const { m, id, secret } = await setup();
    const body = JSON.stringify({ member: { customerId: 'C-404' }, data: { plan: 'gold' } });
    const tr = await post(id, body, { ...signed(secret, body), 'idempotency-key': 'late' }, 'tr');
    expect(tr.statusCode).toBe(404);
    expect(tr.json().error.message).toContain('eşleşen üye yok');
    const en = await post(id, body, { ...signed(secret, body), 'idempotency-key': 'late' });
    expect(en.json().error.message).toContain('no journey was started');
    expect(await enrollmentStates(ctx, m.accountId, id)).toHaveLength(0);
    // The member is created later (an import): the sender's retry of the same delivery now starts it.
    await ctx.deps.db.execute(sql`update members set customer_id = 'C-404' where account_id = ${m.accountId}`);
    const retry = await post(id, body, { ...signed(secret, body), 'idempotency-key': 'late' });
    expect(retry.statusCode).toBe(202);
    expect(retry.json().data.status).toBe('entered');
  });

  it('gives field errors for a body with no member or no delivery id, and 404 when the workflow is not live', async () => {
    const { m, id, secret } = await setup();
    const noMember = JSON.stringify({ member: {}, data: {} });
    const a = await post(id, noMember, { ...signed(secret, noMember), 'idempotency-key': 'z' }, 'tr');
    expect(a.statusCode).toBe(422);
    expect(a.json().error.message).toBe('Üyeyi belirtin: customerId, email veya phone.');
    const body = JSON.stringify({ member: { email: `in${m.accountId}-1@shop.test` } });
    const b = await post(id, body, signed(secret, body));
    expect(b.statusCode).toBe(422);
    expect(b.json().error.message).toContain('delivery id');
    await api(ctx, m, 'POST', `/workflows/${id}/status`, { status: 'paused' });
    const c = await post(id, body, { ...signed(secret, body), 'idempotency-key': 'z' });
    expect(c.statusCode).toBe(404);
    expect(c.json().error.message).toContain('not active');
  });
});
