import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/harness';
import { createMerchant } from '../../../test/audience-factories';
import { messagingRepository } from './messaging.repository';
import { createSinkEmailContext } from './test-sink-context';
import { TEST_CONTENT, addMember, directSend, runActions } from './test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createSinkEmailContext();
});
afterAll(async () => ctx.close());

describe('messaging API', () => {
  it('reads and writes the send settings; quiet hours hold messages as waiting', async () => {
    const m = await createMerchant(ctx);
    const initial = await ctx.app.inject({ method: 'GET', url: '/api/v1/messaging/settings', headers: m.headers });
    expect(initial.json().data).toMatchObject({ frequencyCapCount: null, timezone: 'Europe/Istanbul' });
    const hour = new Date().getUTCHours();
    const settings = {
      frequencyCapCount: 3,
      frequencyCapHours: 24,
      quietHoursStart: hour,
      quietHoursEnd: (hour + 2) % 24,
      timezone: 'UTC',
      defaultLanguage: 'tr',
    };
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/messaging/settings',
      headers: m.headers,
      payload: settings,
    });
    expect(put.json().data).toEqual(settings);
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/messaging/settings',
      headers: m.headers,
      payload: { ...settings, timezone: 'Mars/Base' },
    });
    expect(bad.statusCode).toBe(422);
    const member = await addMember(ctx, m, 'quiet@mail.test');
    const run = await directSend(ctx, m, { kind: 'members', memberIds: [member] });
    await ctx.runJobs();
    expect((await runActions(ctx, m, run.runId)).data[0]).toMatchObject({
      status: 'waiting',
      reason: 'Waiting for the end of quiet hours',
    });
  });

  it('previews as a chosen member, refuses another account’s member and bad templates', async () => {
    const m = await createMerchant(ctx);
    const other = await createMerchant(ctx);
    const member = await addMember(ctx, m, 'preview@mail.test', { name: 'John', language: 'en' });
    await ctx.deps.db.execute(
      sql`insert into member_tags (account_id, member_id, name, value) values (${m.accountId}, ${member}, 'tier', 'gold')`,
    );
    const content = {
      defaultLanguage: 'tr',
      languages: {
        tr: { subject: 'Merhaba' },
        en: { subject: 'Hi {{ member.name }} ({{ member_tag.tier }}, {{ tag.tier }})' },
      },
    };
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/templates/preview',
      headers: m.headers,
      payload: { channel: 'email', content, memberId: member },
    });
    expect(res.json().data).toEqual({ language: 'en', subject: 'Hi John (gold, gold)' });
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/templates/preview',
      headers: other.headers,
      payload: { channel: 'email', content, memberId: member },
    });
    expect(foreign.statusCode).toBe(404);
    const broken = { defaultLanguage: 'tr', languages: { tr: { subject: "{% include 'secrets' %}" } } };
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/templates/preview',
      headers: m.headers,
      payload: { channel: 'email', content: broken },
    });
    expect(refused.statusCode).toBe(422);
    const catalogue = await ctx.app.inject({ method: 'GET', url: '/api/v1/templates/variables', headers: m.headers });
    // SPEC §3's message variable groups, 'tag' (any of the member's tags) included.
    expect(catalogue.json().data.map((g: { group: string }) => g.group)).toEqual([
      'member',
      'tag',
      'member_tag',
      'device_tag',
      'cart',
      'order',
      'product',
      'coupon',
      'form_links',
      'unsubscribe_link',
    ]);
  });

  it('test-sends to an address through the pipeline', async () => {
    const m = await createMerchant(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/templates/test-send',
      headers: m.headers,
      payload: { channel: 'email', content: TEST_CONTENT, address: 'Tester@Mail.test' },
    });
    expect(res.statusCode, res.body).toBe(201);
    await ctx.runJobs();
    expect((await ctx.mail.waitFor('tester@mail.test')).subject).toBe('Merhaba');
  });

  it('sends to a segment snapshot only when confirmed, and 404s for another account’s segment or members', async () => {
    const m = await createMerchant(ctx);
    const other = await createMerchant(ctx);
    const inSegment = await addMember(ctx, m, 'seg-in@mail.test');
    await addMember(ctx, m, 'seg-out@mail.test');
    const seg = await ctx.deps.db.execute<{ id: number }>(
      sql`insert into segments (account_id, application_id, name, kind) values (${m.accountId}, ${m.app.id}, 'VIP', 'empty') returning id`,
    );
    const segmentId = seg.rows[0]?.id ?? 0;
    await ctx.deps.db.execute(
      sql`insert into segment_members (account_id, segment_id, member_id) values (${m.accountId}, ${segmentId}, ${inSegment})`,
    );
    const unconfirmed = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/direct/send/email',
      headers: m.headers,
      payload: { content: TEST_CONTENT, audience: { kind: 'segment', segmentId } },
    });
    expect(unconfirmed.statusCode).toBe(422);
    const run = await directSend(ctx, m, { kind: 'segment', segmentId, confirmSegment: true });
    expect(run.total).toBe(1);
    await ctx.runJobs();
    expect((await runActions(ctx, m, run.runId)).data).toMatchObject([{ member_id: inSegment, status: 'success' }]);
    const foreignSegment = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/direct/send/email',
      headers: other.headers,
      payload: { content: TEST_CONTENT, audience: { kind: 'segment', segmentId, confirmSegment: true } },
    });
    expect(foreignSegment.statusCode).toBe(404);
    const foreignMember = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/direct/send/email',
      headers: other.headers,
      payload: { content: TEST_CONTENT, audience: { kind: 'members', memberIds: [inSegment] } },
    });
    expect(foreignMember.statusCode).toBe(404);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/direct/messages/email', headers: m.headers });
    expect(list.json()).toMatchObject({
      data: [{ id: run.runId, status: 'complete', total: 1 }],
      meta: { page: 1, total: 1 },
    });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/direct/messages/email', headers: other.headers })).json()
        .meta.total,
    ).toBe(0);
  });

  it('never grants more than the quota to concurrent reservations', async () => {
    const m = await createMerchant(ctx);
    const grants = await Promise.all(
      Array.from({ length: 12 }, () =>
        messagingRepository.reserveQuota(ctx.deps.db, m.accountId, 'sms', '2026-01-01', 150, 1000),
      ),
    );
    expect(grants.reduce((a, b) => a + b, 0)).toBe(1000);
    expect(await messagingRepository.reserveQuota(ctx.deps.db, m.accountId, 'sms', '2026-01-01', 1, 1000)).toBe(0);
  });
});
