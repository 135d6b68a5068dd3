import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/harness';
import { createMerchant, type TMerchant } from '../../../test/audience-factories';
import { localParts, zonedTime } from '../../platform/zoned-time';
import { createSinkEmailContext } from './test-sink-context';
import { TEST_CONTENT, addMember, directSend, postOneClick, runActions, unsubscribeHeader } from './test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createSinkEmailContext();
});
afterAll(async () => ctx.close());

const api = (m: TMerchant, method: 'GET' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: m.headers, ...(payload ? { payload } : {}) });

describe('send rules', () => {
  it('defers a message over the frequency cap to the moment the cap allows, shows that time, then sends it', async () => {
    const m = await createMerchant(ctx);
    const email = `cap-${m.accountId}@mail.test`;
    const id = await addMember(ctx, m, email);
    const put = await api(m, 'PUT', '/messaging/settings', {
      frequencyCapCount: 1,
      frequencyCapHours: 24,
      quietHoursStart: null,
      quietHoursEnd: null,
      timezone: 'Europe/Istanbul',
      defaultLanguage: 'tr',
    });
    expect(put.statusCode, put.body).toBe(200);
    const first = await directSend(ctx, m, { kind: 'members', memberIds: [id] });
    await ctx.runJobs();
    expect((await runActions(ctx, m, first.runId)).data[0]?.status).toBe('success');

    // The first message went out 23 hours ago: the cap allows the next one in an hour.
    const sentAt = new Date(Date.now() - 23 * 3_600_000);
    await ctx.deps.db.execute(
      sql`update messages set sent_at = ${sentAt.toISOString()}::timestamptz where account_id = ${m.accountId} and run_id = ${first.runId}`,
    );
    const second = await directSend(ctx, m, { kind: 'members', memberIds: [id] });
    await ctx.runJobs();
    const [waiting] = (await runActions(ctx, m, second.runId)).data;
    expect(waiting).toMatchObject({ status: 'waiting', reason: 'Waiting for the frequency cap' });
    const due = new Date(sentAt.getTime() + 24 * 3_600_000);
    const detail = (await api(m, 'GET', `/actions/${waiting?.id}`)).json().data;
    expect(Math.abs(new Date(detail.next_attempt_at).getTime() - due.getTime())).toBeLessThan(1_000);
    const runs = (await api(m, 'GET', '/direct/messages/email')).json().data;
    const run = runs.find((r: { id: number }) => r.id === second.runId);
    expect(Math.abs(new Date(run.dueAt).getTime() - due.getTime())).toBeLessThan(1_000);

    // The window moves on: the first message leaves it and the deferred one goes out.
    await ctx.deps.db.execute(sql`update messages set sent_at = sent_at - interval '2 hours'
      where account_id = ${m.accountId} and run_id = ${first.runId}`);
    await ctx.deps.db.execute(sql`update messages set next_attempt_at = now()
      where account_id = ${m.accountId} and run_id = ${second.runId}`);
    await ctx.deps.db.execute(sql`update graphile_worker._private_jobs set run_at = now()
      where task_id = (select id from graphile_worker._private_tasks where identifier = 'messaging.send-batch')`);
    await ctx.runJobs();
    expect((await runActions(ctx, m, second.runId)).data[0]).toMatchObject({ status: 'success' });
    expect((await ctx.mail.all()).filter((mail) => mail.to.includes(email))).toHaveLength(2);
  });

  it("holds quiet hours on the account's clock: the zone the rules save is the profile's, Kolkata ends at :30 UTC", async () => {
    const m = await createMerchant(ctx);
    const id = await addMember(ctx, m, `kolkata-${m.accountId}@mail.test`);
    const local = localParts(new Date(), 'Asia/Kolkata');
    const rules = {
      frequencyCapCount: null,
      frequencyCapHours: 24,
      quietHoursStart: local.hour,
      quietHoursEnd: (local.hour + 2) % 24,
      timezone: 'Asia/Kolkata',
      defaultLanguage: 'tr',
    };
    const put = await api(m, 'PUT', '/messaging/settings', rules);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data).toEqual(rules);
    // One setting: the account profile shows the zone the sending rules saved.
    expect((await api(m, 'GET', '/user/profile')).json().data.timezone).toBe('Asia/Kolkata');

    const run = await directSend(ctx, m, { kind: 'members', memberIds: [id] });
    await ctx.runJobs();
    const [waiting] = (await runActions(ctx, m, run.runId)).data;
    expect(waiting).toMatchObject({ status: 'waiting', reason: 'Waiting for the end of quiet hours' });
    const detail = (await api(m, 'GET', `/actions/${waiting?.id}`)).json().data;
    const endDay = new Date(Date.UTC(local.year, local.month - 1, local.day + (local.hour + 2 >= 24 ? 1 : 0)));
    const end = zonedTime(
      'Asia/Kolkata',
      endDay.getUTCFullYear(),
      endDay.getUTCMonth() + 1,
      endDay.getUTCDate(),
      rules.quietHoursEnd,
      0,
    );
    expect(new Date(detail.next_attempt_at).toISOString()).toBe(end.toISOString());
    expect(new Date(detail.next_attempt_at).getUTCMinutes()).toBe(30);

    const bad = await api(m, 'PUT', '/messaging/settings', { ...rules, timezone: 'Mars/Base' });
    expect(bad.statusCode).toBe(422);
    expect((await api(m, 'GET', '/user/profile')).json().data.timezone).toBe('Asia/Kolkata');
  });

  it("lists the member's messages on the member's sending-history tab", async () => {
    const m = await createMerchant(ctx);
    const id = await addMember(ctx, m, `history-${m.accountId}@mail.test`);
    const other = await addMember(ctx, m, `other-${m.accountId}@mail.test`);
    for (let i = 0; i < 3; i++) await directSend(ctx, m, { kind: 'members', memberIds: [id, other] });
    await ctx.runJobs();
    const tab = await api(m, 'GET', `/members/${id}/sending-history?perPage=2`);
    expect(tab.statusCode, tab.body).toBe(200);
    expect(tab.json().meta.total).toBe(3);
    expect(tab.json().data).toHaveLength(2);
    expect(tab.json().data.every((r: { member_id: number }) => r.member_id === id)).toBe(true);
  });

  it("one-click unsubscribe turns the member's email permission off, and the way back on", async () => {
    const m = await createMerchant(ctx);
    const email = `perm-${m.accountId}@mail.test`;
    const id = await addMember(ctx, m, email);
    await directSend(ctx, m, { kind: 'members', memberIds: [id] });
    await ctx.runJobs();
    const oneClick = new URL(unsubscribeHeader((await ctx.mail.waitFor(email)).raw));
    const res = await postOneClick(ctx, oneClick.pathname);
    expect(res.statusCode, res.body).toBe(200);
    expect((await api(m, 'GET', `/members/${id}`)).json().data.email_active).toBe(false);
    const back = await ctx.app.inject({
      method: 'POST',
      url: oneClick.pathname.replace(/\/one-click$/, '/resubscribe'),
    });
    expect(back.statusCode, back.body).toBeLessThan(300);
    expect((await api(m, 'GET', `/members/${id}`)).json().data.email_active).toBe(true);
  });

  it('tracks the links of the plain-text part like those of the HTML part', async () => {
    const m = await createMerchant(ctx);
    const email = `text-${m.accountId}@mail.test`;
    const id = await addMember(ctx, m, email);
    await directSend(ctx, m, { kind: 'members', memberIds: [id] });
    await ctx.runJobs();
    const mail = await ctx.mail.waitFor(email);
    expect(mail.text).toContain('/r/');
    expect(mail.text).not.toContain('https://shop.example.com/x');
    const href = /(http:\/\/localhost:3000\/r\/[^\s\]]+)/.exec(mail.text ?? '')?.[1];
    const url = new URL(href ?? '');
    const res = await ctx.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://shop.example.com/x?a=1');
  });

  it('counts who a send would skip and why before queueing, and refuses when nobody can receive it', async () => {
    const m = await createMerchant(ctx);
    const ok = await addMember(ctx, m, `ok-${m.accountId}@mail.test`);
    const off = await addMember(ctx, m, `off-${m.accountId}@mail.test`, { emailActive: false });
    const bad = await addMember(ctx, m, 'not-an-address');
    const gone = await addMember(ctx, m, `gone-${m.accountId}@mail.test`);
    await ctx.deps.db.execute(sql`insert into suppressions (account_id, channel, address, reason, suppressed_at)
      values (${m.accountId}, 'email', ${`gone-${m.accountId}@mail.test`}, 'unsubscribed', now())`);
    const preflight = (memberIds: number[]) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/direct/preflight/email',
        headers: m.headers,
        payload: { audience: { kind: 'members', memberIds } },
      });
    const counted = await preflight([ok, off, bad, gone]);
    expect(counted.statusCode, counted.body).toBe(200);
    expect(counted.json().data).toMatchObject({
      total: 4,
      sendable: 1,
      skipped: { noPermission: 1, suppressed: 1, noAddress: 1 },
    });
    const refused = await preflight([off, bad, gone]);
    expect(refused.statusCode).toBe(418);
    expect(refused.json().error).toMatchObject({ code: 'nothing_to_send' });
    expect(refused.json().error.message).toContain('1 without permission, 1 suppressed, 1 without an address');
    const tr = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/direct/send/email',
      headers: { ...m.headers, 'accept-language': 'tr' },
      payload: { content: TEST_CONTENT, audience: { kind: 'members', memberIds: [off] } },
    });
    expect(tr.statusCode).toBe(418);
    expect(tr.json().error.message).toContain('1 izinsiz');
  });
});
