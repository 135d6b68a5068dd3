import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/harness';
import { createMerchant } from '../../../test/audience-factories';
import { createSinkEmailContext } from '../messaging/test-sink-context';
import {
  advanceAt,
  api,
  emailMembers,
  emit,
  enrollmentStates,
  mailsTo,
  plusMinutes,
  sendsPerMember,
  switchScenario,
} from './automations-test-helpers';
import { sweepDateTriggers } from './engine/date-triggers.service';

// The scenarios of SPEC §1 on a fixed clock: exactly the right members get exactly one message per
// step at the right time, goals end journeys early, entry rules hold.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createSinkEmailContext();
});
afterAll(async () => ctx.close());

// A fixed clock near the real one (reports look back 30 days from now).
const T0 = new Date(Math.floor(Date.now() / 60_000) * 60_000);

describe('abandoned cart', () => {
  it('reminds at 1 h and 24 h, and a purchase ends the journey before the next reminder', async () => {
    const m = await createMerchant(ctx);
    const [buyer, idler, other] = await emailMembers(ctx, m.accountId, 3, `cart${m.accountId}`);
    const scenario = await switchScenario(ctx, m, 'abandoned_cart');
    expect(scenario.active).toBe(true);
    const wf = scenario.workflowId ?? 0;

    await emit(ctx, m.accountId, T0, [
      { memberId: buyer ?? 0, name: 'add_to_cart', properties: { code: 'P1', totalPrice: 120 } },
      { memberId: idler ?? 0, name: 'add_to_cart', properties: { code: 'P2' } },
      // A second add to cart while in the journey does not start another one.
      { memberId: idler ?? 0, name: 'add_to_cart', properties: { code: 'P3' } },
    ]);
    await advanceAt(ctx, T0);
    await advanceAt(ctx, plusMinutes(T0, 59));
    expect(await sendsPerMember(ctx, m.accountId, wf)).toEqual([]);

    await advanceAt(ctx, plusMinutes(T0, 61));
    expect(await sendsPerMember(ctx, m.accountId, wf)).toEqual([
      { memberId: buyer, nodeId: 'send1', n: 1 },
      { memberId: idler, nodeId: 'send1', n: 1 },
    ]);
    const mail = await ctx.mail.waitFor(`cart${m.accountId}-1@shop.test`);
    expect(mail.subject).toBe('Sepetinizde ürünler var');

    // The buyer purchases in the middle of the 23 h wait: out at once, no second reminder.
    await emit(ctx, m.accountId, plusMinutes(T0, 120), [
      { memberId: buyer ?? 0, name: 'purchase', properties: { orderCode: 'O1', totalPrice: 300 } },
    ]);
    await advanceAt(ctx, plusMinutes(T0, 24 * 60 + 1));
    expect(await sendsPerMember(ctx, m.accountId, wf)).toEqual([
      { memberId: buyer, nodeId: 'send1', n: 1 },
      { memberId: idler, nodeId: 'send1', n: 1 },
      { memberId: idler, nodeId: 'send2', n: 1 },
    ]);
    expect((await enrollmentStates(ctx, m.accountId, wf)).map((e) => [e.member_id, e.status])).toEqual([
      [buyer, 'goal'],
      [idler, 'completed'],
    ]);
    await ctx.runJobs();
    expect(mailsTo(ctx, `cart${m.accountId}-3@shop.test`)).toHaveLength(0);
    expect(other).toBeGreaterThan(0);

    // The report counts the entries, the goal, the conversion and its revenue.
    const report = await api(ctx, m, 'GET', `/workflows/${wf}/report`);
    expect(report.status).toBe(200);
    expect(report.body.data).toMatchObject({
      entered: 2,
      exitedByGoal: 1,
      conversions: 1,
      revenue: 300,
      completed: 1,
      inProgress: 0,
    });
    expect(report.body.data.channels).toEqual([expect.objectContaining({ channel: 'email', sent: 3 })]);
    const gallery = await api(ctx, m, 'GET', '/automation/scenarios');
    const card = gallery.body.data.find((s: { code: string }) => s.code === 'abandoned_cart');
    expect(card).toMatchObject({ active: true, entered30d: 2, sent30d: 3, revenue30d: 300 });
  });

  it('a member may enter again once the previous journey is over (again after 0 days)', async () => {
    const m = await createMerchant(ctx);
    const [member] = await emailMembers(ctx, m.accountId, 1, `again${m.accountId}`);
    const wf = (await switchScenario(ctx, m, 'abandoned_cart')).workflowId ?? 0;
    await emit(ctx, m.accountId, T0, [{ memberId: member ?? 0, name: 'add_to_cart' }]);
    await emit(ctx, m.accountId, plusMinutes(T0, 10), [{ memberId: member ?? 0, name: 'purchase' }]);
    await emit(ctx, m.accountId, plusMinutes(T0, 20), [{ memberId: member ?? 0, name: 'add_to_cart' }]);
    expect((await enrollmentStates(ctx, m.accountId, wf)).map((e) => e.status)).toEqual(['goal', 'active']);
  });
});

describe('birthday', () => {
  it("sends on the day at the set hour in the account's time zone, once a year", async () => {
    const m = await createMerchant(ctx);
    // 07:30 UTC = 10:30 in Istanbul (the default zone): the sweep hour.
    const day = new Date(Date.UTC(T0.getUTCFullYear(), T0.getUTCMonth(), T0.getUTCDate(), 7, 30));
    const mmdd = day.toISOString().slice(5, 10);
    const [celebrant] = await emailMembers(ctx, m.accountId, 1, `bday${m.accountId}`, { birthDate: `1990-${mmdd}` });
    await emailMembers(ctx, m.accountId, 2, `nobday${m.accountId}`, {
      birthDate: '1990-01-01' === `1990-${mmdd}` ? '1991-06-15' : '1990-01-01',
    });
    const wf = (await switchScenario(ctx, m, 'birthday')).workflowId ?? 0;

    expect(await sweepDateTriggers(ctx.deps, plusMinutes(day, -60))).toBe(0);
    expect(await sweepDateTriggers(ctx.deps, day)).toBe(1);
    expect(await sweepDateTriggers(ctx.deps, plusMinutes(day, 5))).toBe(0);
    await advanceAt(ctx, day);
    expect(await sendsPerMember(ctx, m.accountId, wf)).toEqual([{ memberId: celebrant, nodeId: 'send1', n: 1 }]);
    const mail = await ctx.mail.waitFor(`bday${m.accountId}-1@shop.test`);
    expect(mail.text).toContain('Doğum gününüz kutlu olsun Ayşe');
  });
});

describe('welcome series', () => {
  it('sends at sign-up and again 2 days later, once ever', async () => {
    const m = await createMerchant(ctx);
    const [member] = await emailMembers(ctx, m.accountId, 1, `welcome${m.accountId}`);
    const wf = (await switchScenario(ctx, m, 'welcome')).workflowId ?? 0;
    await emit(ctx, m.accountId, T0, [{ memberId: member ?? 0, name: 'signup' }]);
    await advanceAt(ctx, T0);
    expect(await sendsPerMember(ctx, m.accountId, wf)).toEqual([{ memberId: member, nodeId: 'send1', n: 1 }]);
    await advanceAt(ctx, plusMinutes(T0, 2 * 1440 - 1));
    expect(await sendsPerMember(ctx, m.accountId, wf)).toHaveLength(1);
    await advanceAt(ctx, plusMinutes(T0, 2 * 1440));
    expect(await sendsPerMember(ctx, m.accountId, wf)).toEqual([
      { memberId: member, nodeId: 'send1', n: 1 },
      { memberId: member, nodeId: 'send2', n: 1 },
    ]);
    // Once ever: signing up again enters nobody.
    expect(await emit(ctx, m.accountId, plusMinutes(T0, 3 * 1440), [{ memberId: member ?? 0, name: 'signup' }])).toBe(
      0,
    );
    expect(await enrollmentStates(ctx, m.accountId, wf)).toHaveLength(1);
  });
});

describe('scenario settings', () => {
  it('a welcome series switched on with a sign-up window takes in members who joined within it', async () => {
    const m = await createMerchant(ctx);
    const [recent] = await emailMembers(ctx, m.accountId, 1, `window${m.accountId}`);
    const [old] = await emailMembers(ctx, m.accountId, 1, `old${m.accountId}`);
    await ctx.deps.db.execute(sql`update members set created_at = now() - interval '10 days' where id = ${old}`);
    const current = await api(ctx, m, 'GET', '/automation/scenarios/welcome');
    await api(ctx, m, 'PUT', '/automation/scenarios/welcome', {
      settings: { ...current.body.data.settings, signupWindowDays: 7 },
    });
    const wf = (await switchScenario(ctx, m, 'welcome')).workflowId ?? 0;
    expect((await enrollmentStates(ctx, m.accountId, wf)).map((e) => e.member_id)).toEqual([recent]);
  });

  it("a chosen domain limits an event trigger to that application's events", async () => {
    const m = await createMerchant(ctx);
    const [here, elsewhere] = await emailMembers(ctx, m.accountId, 2, `domain${m.accountId}`);
    const wf = (await switchScenario(ctx, m, 'order_amount', { applicationId: m.app.id })).workflowId ?? 0;
    await emit(ctx, m.accountId, T0, [
      {
        memberId: here ?? 0,
        name: 'purchase',
        properties: { orderCode: 'H1', totalPrice: 900 },
        applicationId: m.app.id,
      },
      {
        memberId: elsewhere ?? 0,
        name: 'purchase',
        properties: { orderCode: 'E1', totalPrice: 900 },
        applicationId: m.app.id + 1000,
      },
    ]);
    expect((await enrollmentStates(ctx, m.accountId, wf)).map((e) => e.member_id)).toEqual([here]);
  });
});

describe('order amount threshold', () => {
  it('thanks orders of 750 TL and more, each order once', async () => {
    const m = await createMerchant(ctx);
    const [big, small] = await emailMembers(ctx, m.accountId, 2, `amount${m.accountId}`);
    const scenario = await switchScenario(ctx, m, 'order_amount');
    expect(scenario.settings.orderPriceThreshold).toBe(750);
    const wf = scenario.workflowId ?? 0;
    await emit(ctx, m.accountId, T0, [
      { memberId: big ?? 0, name: 'purchase', properties: { orderCode: 'A-1', totalPrice: 750 } },
      { memberId: small ?? 0, name: 'purchase', properties: { orderCode: 'A-2', totalPrice: 749.99 } },
    ]);
    await advanceAt(ctx, T0);
    // The same order again (a re-sent event) is the same entry key: nothing new.
    await emit(ctx, m.accountId, plusMinutes(T0, 1), [
      { memberId: big ?? 0, name: 'purchase', properties: { orderCode: 'A-1', totalPrice: 750 } },
    ]);
    await advanceAt(ctx, plusMinutes(T0, 1));
    expect(await sendsPerMember(ctx, m.accountId, wf)).toEqual([{ memberId: big, nodeId: 'send1', n: 1 }]);
    const mail = await ctx.mail.waitFor(`amount${m.accountId}-1@shop.test`);
    expect(mail.text).toContain('750 TL');
  });

  it('rejects a zero or negative threshold with a field error in tr and en', async () => {
    const m = await createMerchant(ctx);
    const current = await api(ctx, m, 'GET', '/automation/scenarios/order_amount');
    for (const [lang, text] of [
      ['en', 'The value must be greater than zero.'],
      ['tr', 'Değer sıfırdan büyük olmalıdır.'],
    ] as const) {
      for (const value of [0, -5]) {
        const res = await ctx.app.inject({
          method: 'PUT',
          url: '/api/v1/automation/scenarios/order_amount',
          headers: { ...m.headers, 'accept-language': lang },
          payload: { settings: { ...current.body.data.settings, orderPriceThreshold: value } },
        });
        expect(res.statusCode).toBe(422);
        expect(res.json().error.fields['settings.orderPriceThreshold']).toEqual([text]);
      }
    }
  });
});

describe('order delay', () => {
  it('apologises when the order has not shipped in time, not when it has', async () => {
    const m = await createMerchant(ctx);
    const [late, shipped] = await emailMembers(ctx, m.accountId, 2, `delay${m.accountId}`);
    const wf = (await switchScenario(ctx, m, 'order_delay')).workflowId ?? 0;
    await emit(ctx, m.accountId, T0, [
      { memberId: late ?? 0, name: 'purchase', properties: { orderCode: 'D-1' } },
      { memberId: shipped ?? 0, name: 'purchase', properties: { orderCode: 'D-2' } },
    ]);
    await advanceAt(ctx, T0);
    // Another order's shipment does not count; its own does.
    await emit(ctx, m.accountId, plusMinutes(T0, 600), [
      { memberId: late ?? 0, name: 'order_status_changed', properties: { orderCode: 'D-9', status: 'shipped' } },
      { memberId: shipped ?? 0, name: 'order_status_changed', properties: { orderCode: 'D-2', status: 'shipped' } },
    ]);
    await advanceAt(ctx, plusMinutes(T0, 600));
    await advanceAt(ctx, plusMinutes(T0, 3 * 1440));
    expect(await sendsPerMember(ctx, m.accountId, wf)).toEqual([{ memberId: late, nodeId: 'send1', n: 1 }]);
  });
});

describe('gift expiration', () => {
  it('reminds holders of a voucher unused for 5 days', async () => {
    const m = await createMerchant(ctx);
    const [holder, user] = await emailMembers(ctx, m.accountId, 2, `gift${m.accountId}`);
    const campaign = await api(ctx, m, 'POST', '/campaigns', { name: 'Hediye çeki' });
    const campaignId = campaign.body.data.id;
    const day = new Date(Date.UTC(T0.getUTCFullYear(), T0.getUTCMonth(), T0.getUTCDate(), 7, 10));
    await ctx.deps.db
      .execute(sql`insert into coupons (account_id, campaign_id, code, discount, discount_type, member_id,
        is_send, sent_at, used, expire_date)
      values (${m.accountId}, ${campaignId}, 'GIFT-A', 50, 'amount', ${holder}, true, ${plusMinutes(day, -6 * 1440).toISOString()}, false, ${plusMinutes(day, 10 * 1440).toISOString()}),
        (${m.accountId}, ${campaignId}, 'GIFT-B', 50, 'amount', ${user}, true, ${plusMinutes(day, -6 * 1440).toISOString()}, true, ${plusMinutes(day, 10 * 1440).toISOString()})`);
    const wf = (await switchScenario(ctx, m, 'gift_expiration')).workflowId ?? 0;
    expect(await sweepDateTriggers(ctx.deps, day)).toBe(1);
    await advanceAt(ctx, day);
    expect(await sendsPerMember(ctx, m.accountId, wf)).toEqual([{ memberId: holder, nodeId: 'send1', n: 1 }]);
    const mail = await ctx.mail.waitFor(`gift${m.accountId}-1@shop.test`);
    expect(mail.text).toContain('GIFT-A');
  });
});

describe('we miss you', () => {
  it('writes to members whose last login was 30 days ago', async () => {
    const m = await createMerchant(ctx);
    const day = new Date(Date.UTC(T0.getUTCFullYear(), T0.getUTCMonth(), T0.getUTCDate(), 7, 10));
    const [gone] = await emailMembers(ctx, m.accountId, 1, `miss${m.accountId}`, {
      lastLoginAt: plusMinutes(day, -30 * 1440).toISOString(),
    });
    await emailMembers(ctx, m.accountId, 1, `recent${m.accountId}`, {
      lastLoginAt: plusMinutes(day, -2 * 1440).toISOString(),
    });
    const wf = (await switchScenario(ctx, m, 'we_miss_you')).workflowId ?? 0;
    expect(await sweepDateTriggers(ctx.deps, day)).toBe(1);
    await advanceAt(ctx, day);
    expect(await sendsPerMember(ctx, m.accountId, wf)).toEqual([{ memberId: gone, nodeId: 'send1', n: 1 }]);
  });
});

describe('favourite reminder, price and stock alarms, basket threshold, evaluation and survey', () => {
  it('each sends once to the member whose event matches, at its delay', async () => {
    const m = await createMerchant(ctx);
    const ids = await emailMembers(ctx, m.accountId, 6, `misc${m.accountId}`);
    const [fav, price, stock, basket, evaluation, survey] = ids.map((id) => id ?? 0);
    const wfs = {
      favorite_reminder: (await switchScenario(ctx, m, 'favorite_reminder')).workflowId ?? 0,
      price_alarm: (await switchScenario(ctx, m, 'price_alarm')).workflowId ?? 0,
      stock_alarm: (await switchScenario(ctx, m, 'stock_alarm')).workflowId ?? 0,
      basket_amount: (await switchScenario(ctx, m, 'basket_amount')).workflowId ?? 0,
      order_evaluation: (await switchScenario(ctx, m, 'order_evaluation')).workflowId ?? 0,
      satisfaction_survey: (await switchScenario(ctx, m, 'satisfaction_survey')).workflowId ?? 0,
    };
    await emit(ctx, m.accountId, T0, [
      { memberId: fav ?? 0, name: 'add_favorite', properties: { code: 'F1' } },
      {
        memberId: price ?? 0,
        name: 'price_drop',
        properties: { productCode: 'P1', title: 'Çanta', price: 90, dropPercent: 25 },
      },
      { memberId: stock ?? 0, name: 'back_in_stock', properties: { productCode: 'P2', title: 'Ayakkabı' } },
      { memberId: basket ?? 0, name: 'cart_update', properties: { totalPrice: 650 } },
      // Below the basket threshold: nothing.
      { memberId: fav ?? 0, name: 'cart_update', properties: { totalPrice: 100 } },
      { memberId: evaluation ?? 0, name: 'order_status_changed', properties: { orderCode: 'E1', status: 'delivered' } },
      { memberId: survey ?? 0, name: 'order_status_changed', properties: { orderCode: 'S1', status: 'shipped' } },
    ]);
    await advanceAt(ctx, T0);
    const sent = async () =>
      Object.fromEntries(
        await Promise.all(
          Object.entries(wfs).map(async ([code, wf]) => [
            code,
            (await sendsPerMember(ctx, m.accountId, wf)).map((s) => s.memberId),
          ]),
        ),
      );
    expect(await sent()).toEqual({
      favorite_reminder: [],
      price_alarm: [price],
      stock_alarm: [stock],
      basket_amount: [],
      order_evaluation: [],
      satisfaction_survey: [],
    });
    await advanceAt(ctx, plusMinutes(T0, 2 * 60));
    await advanceAt(ctx, plusMinutes(T0, 3 * 1440));
    // The survey's order was only shipped (its trigger waits for delivered).
    expect(await sent()).toEqual({
      favorite_reminder: [fav],
      price_alarm: [price],
      stock_alarm: [stock],
      basket_amount: [basket],
      order_evaluation: [evaluation],
      satisfaction_survey: [],
    });
    expect(survey).toBeGreaterThan(0);
  });
});

describe('versions', () => {
  it('a new version leaves waiting members on theirs; new entries take the new one', async () => {
    const m = await createMerchant(ctx);
    const [first, second] = await emailMembers(ctx, m.accountId, 2, `ver${m.accountId}`);
    const wf = (await switchScenario(ctx, m, 'abandoned_cart')).workflowId ?? 0;
    await emit(ctx, m.accountId, T0, [{ memberId: first ?? 0, name: 'add_to_cart' }]);
    await advanceAt(ctx, T0);
    // The first reminder moves to 3 h: a new version.
    await switchScenario(ctx, m, 'abandoned_cart', { delayHours: 3 });
    await emit(ctx, m.accountId, T0, [{ memberId: second ?? 0, name: 'add_to_cart' }]);
    await advanceAt(ctx, T0);
    const states = await enrollmentStates(ctx, m.accountId, wf);
    expect(states[0]?.version_id).not.toBe(states[1]?.version_id);
    await advanceAt(ctx, plusMinutes(T0, 61));
    expect(await sendsPerMember(ctx, m.accountId, wf)).toEqual([{ memberId: first, nodeId: 'send1', n: 1 }]);
    await advanceAt(ctx, plusMinutes(T0, 181));
    expect(await sendsPerMember(ctx, m.accountId, wf)).toEqual([
      { memberId: first, nodeId: 'send1', n: 1 },
      { memberId: second, nodeId: 'send1', n: 1 },
    ]);
  });

  it('pausing holds members where they are; resuming goes on', async () => {
    const m = await createMerchant(ctx);
    const [member] = await emailMembers(ctx, m.accountId, 1, `pause${m.accountId}`);
    const wf = (await switchScenario(ctx, m, 'abandoned_cart')).workflowId ?? 0;
    await emit(ctx, m.accountId, T0, [{ memberId: member ?? 0, name: 'add_to_cart' }]);
    await advanceAt(ctx, T0);
    const off = await api(ctx, m, 'POST', '/automation/scenarios/abandoned_cart/status', { active: false });
    expect(off.body.data.active).toBe(false);
    await advanceAt(ctx, plusMinutes(T0, 90));
    expect(await sendsPerMember(ctx, m.accountId, wf)).toEqual([]);
    // Switched off, it takes no one in either.
    expect(await emit(ctx, m.accountId, T0, [{ memberId: member ?? 0, name: 'add_to_cart' }])).toBe(0);
    await switchScenario(ctx, m, 'abandoned_cart');
    await advanceAt(ctx, plusMinutes(T0, 91));
    expect(await sendsPerMember(ctx, m.accountId, wf)).toEqual([{ memberId: member, nodeId: 'send1', n: 1 }]);
  });
});
