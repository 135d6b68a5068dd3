import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TWorkflowGraphDraft } from '@ulak/shared';
import type { TestContext } from '../../../test/harness';
import { createMerchant, startFeatureTrial, type TMerchant } from '../../../test/audience-factories';
import { createSinkEmailContext } from '../messaging/test-sink-context';
import { advanceAt, api, emailMembers, emit, plusMinutes } from './automations-test-helpers';

// The conversion goal is the workflow's choice: a purchase (the default), optionally from a minimum order
// value, or any journey event; reports and node counters count conversions and revenue by it.
let ctx: TestContext;
let m: TMerchant;
beforeAll(async () => {
  ctx = await createSinkEmailContext();
  m = await createMerchant(ctx);
  await startFeatureTrial(ctx, m, 'automations');
});
afterAll(async () => ctx.close());

const T0 = new Date(Math.floor(Date.now() / 60_000) * 60_000);

const graphWith = (conversion?: TWorkflowGraphDraft['conversion']): TWorkflowGraphDraft => ({
  trigger: { kind: 'event', event: 'signup' },
  ...(conversion ? { conversion } : {}),
  start: 'wait',
  nodes: [{ id: 'wait', type: 'wait', mode: 'duration', minutes: 60, next: null }],
});

async function live(graph: TWorkflowGraphDraft, lang = 'en') {
  const made = await api(ctx, m, 'POST', '/workflows', { name: 'Hedef', graph });
  const id = made.body.data?.id as number;
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/workflows/${id}/status`,
    headers: { ...m.headers, 'accept-language': lang },
    payload: { status: 'active' },
  });
  return { id, res, made };
}

async function report(id: number) {
  return (await api(ctx, m, 'GET', `/workflows/${id}/report`)).body.data;
}

describe('conversion goal', () => {
  it('counts a purchase only from the minimum order value, with its revenue', async () => {
    const { id, res } = await live(graphWith({ event: 'purchase', minOrderValue: 750 }));
    expect(res.statusCode, res.body).toBe(200);
    const [small, big, none] = (await emailMembers(ctx, m.accountId, 3, `cg${m.accountId}`)) as [
      number,
      number,
      number,
    ];
    await emit(
      ctx,
      m.accountId,
      T0,
      [small, big, none].map((memberId) => ({ memberId, name: 'signup' })),
    );
    await advanceAt(ctx, T0);
    await emit(ctx, m.accountId, plusMinutes(T0, 5), [
      { memberId: small, name: 'purchase', properties: { orderCode: 'A', totalPrice: 500 } },
      { memberId: big, name: 'purchase', properties: { orderCode: 'B', totalPrice: 800 } },
      { memberId: none, name: 'add_to_cart', properties: { totalPrice: 9000 } },
    ]);
    const r = await report(id);
    expect(r.conversion).toEqual({ event: 'purchase', minOrderValue: 750 });
    expect(r.conversions).toBe(1);
    expect(r.revenue).toBe(800);
    expect(r.nodes.find((n: { nodeId: string }) => n.nodeId === 'wait')).toMatchObject({ converted: 1, revenue: 800 });
    // The small buyer buys again above the minimum: converted then, once.
    await emit(ctx, m.accountId, plusMinutes(T0, 10), [
      { memberId: small, name: 'purchase', properties: { orderCode: 'C', totalPrice: 1000 } },
      { memberId: big, name: 'purchase', properties: { orderCode: 'D', totalPrice: 2000 } },
    ]);
    const again = await report(id);
    expect(again.conversions).toBe(2);
    expect(again.revenue).toBe(1800);
  });

  it('counts another journey event as the goal, and not a purchase then', async () => {
    const { id, res } = await live(graphWith({ event: 'custom:demo_booked', minOrderValue: null }));
    expect(res.statusCode, res.body).toBe(200);
    const [buyer, booker] = (await emailMembers(ctx, m.accountId, 2, `ce${m.accountId}`)) as [number, number];
    await emit(
      ctx,
      m.accountId,
      T0,
      [buyer, booker].map((memberId) => ({ memberId, name: 'signup' })),
    );
    await emit(ctx, m.accountId, plusMinutes(T0, 5), [
      { memberId: buyer, name: 'purchase', properties: { orderCode: 'E', totalPrice: 300 } },
      { memberId: booker, name: 'custom:demo_booked', properties: {} },
    ]);
    const r = await report(id);
    expect(r.conversion).toEqual({ event: 'custom:demo_booked', minOrderValue: null });
    expect(r.conversions).toBe(1);
    expect(r.revenue).toBe(0);
  });

  it('keeps a purchase as the goal when none is chosen', async () => {
    const { id } = await live(graphWith());
    const [buyer] = (await emailMembers(ctx, m.accountId, 1, `cd${m.accountId}`)) as [number];
    await emit(ctx, m.accountId, T0, [{ memberId: buyer as number, name: 'signup' }]);
    await emit(ctx, m.accountId, plusMinutes(T0, 5), [
      { memberId: buyer as number, name: 'purchase', properties: { orderCode: 'F', totalPrice: 120 } },
    ]);
    const r = await report(id);
    expect(r.conversion).toEqual({ event: 'purchase', minOrderValue: null });
    expect([r.conversions, r.revenue]).toEqual([1, 120]);
  });

  it('refuses an unknown goal event (422 naming it) and a zero minimum (field error, tr and en)', async () => {
    const unknown = await live(graphWith({ event: 'bought_stuff', minOrderValue: null }));
    expect(unknown.res.statusCode).toBe(422);
    expect(unknown.res.json().error.message).toBe('Node conversion: unknown event name.');
    for (const [lang, text] of [
      ['en', 'The minimum order value must be greater than zero.'],
      ['tr', 'En düşük sipariş tutarı sıfırdan büyük olmalıdır.'],
    ] as const) {
      const zero = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/workflows',
        headers: { ...m.headers, 'accept-language': lang },
        payload: { name: 'Hedef', graph: graphWith({ event: 'purchase', minOrderValue: 0 }) },
      });
      expect(zero.statusCode).toBe(422);
      expect(zero.json().error.fields['graph.conversion.minOrderValue']).toEqual([text]);
    }
  });
});
