import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/harness';
import { createMerchant } from '../../../test/audience-factories';
import { recordMessageEvent, SOFT_BOUNCE_LIMIT } from './message-events.service';
import { createSinkEmailContext } from './test-sink-context';
import { addMember, directSend, runActions } from './test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createSinkEmailContext();
});
afterAll(async () => ctx.close());

const BLOCK_CONTENT = {
  defaultLanguage: 'tr',
  languages: {
    tr: {
      subject: 'Kampanya',
      html: '<p><a href="{{ unsubscribe_link }}">Çık</a> <a href="{{ post_block_link }}">Engelle</a></p>',
    },
  },
};

// What the audience outbox holds for the account (the IYS module takes it to the registry).
async function permissionChanges(accountId: number) {
  const result = await ctx.deps.db.execute<{ channel: string; granted: boolean; recipient: string; source: string }>(
    sql`select channel, granted, recipient, source from member_permission_changes where account_id = ${accountId} order by id`,
  );
  return result.rows;
}

async function sentMail(email: string, content?: unknown) {
  const m = await createMerchant(ctx);
  const memberId = await addMember(ctx, m, email);
  const run = await directSend(ctx, m, { kind: 'members', memberIds: [memberId] }, content);
  await ctx.runJobs();
  return { m, memberId, run, mail: await ctx.mail.waitFor(email) };
}

describe('member pages', () => {
  it('dont-send shows the page, unsubscribes on confirm and offers the way back', async () => {
    const { m, mail } = await sentMail('page@mail.test', BLOCK_CONTENT);
    const page = new URL(/href="(http:\/\/localhost:3000\/dont-send\/[^"]+)"/.exec(mail.html)?.[1] ?? 'http://x/');
    const api = `/api/v1${page.pathname}`;
    const shown = await ctx.app.inject({ method: 'GET', url: api });
    expect(shown.json().data).toEqual({ channel: 'email', address: 'p***@mail.test', unsubscribed: false });
    expect((await ctx.app.inject({ method: 'POST', url: api })).json().data.unsubscribed).toBe(true);
    expect((await ctx.app.inject({ method: 'GET', url: api })).json().data.unsubscribed).toBe(true);
    expect((await ctx.app.inject({ method: 'POST', url: `${api}/resubscribe` })).json().data.unsubscribed).toBe(false);
    expect((await ctx.app.inject({ method: 'POST', url: `${api}/one-click` })).json().data.unsubscribed).toBe(true);
    // Each is a permission change of the member, recorded for IYS.
    expect(await permissionChanges(m.accountId)).toEqual([
      { channel: 'email', granted: false, recipient: 'page@mail.test', source: 'dont_send' },
      { channel: 'email', granted: true, recipient: 'page@mail.test', source: 'dont_send' },
      { channel: 'email', granted: false, recipient: 'page@mail.test', source: 'unsubscribe' },
    ]);
    // Tampered signature, another purpose's token and a garbage id are all not found.
    const [, , sig, ref] = page.pathname.split('/');
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/v1/dont-send/${(sig ?? '').replace(/^./, (c) => (c === 'a' ? 'b' : 'a'))}/${ref}`,
        })
      ).statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/dont-send/${sig}/999-1-202611` })).statusCode).toBe(
      404,
    );
  });

  it('post block stops every later message of the merchant, and can be lifted', async () => {
    const { m, memberId, mail } = await sentMail('block@mail.test', BLOCK_CONTENT);
    const block = new URL(/href="(http:\/\/localhost:3000\/post\/block\/[^"]+)"/.exec(mail.html)?.[1] ?? 'http://x/');
    const api = `/api/v1${block.pathname}`;
    expect((await ctx.app.inject({ method: 'GET', url: api })).json().data).toEqual({ blocked: false });
    expect((await ctx.app.inject({ method: 'POST', url: api, payload: { block: true } })).json().data).toEqual({
      blocked: true,
    });
    expect(
      (await ctx.app.inject({ method: 'GET', url: api.replace(/\/\d+\/([0-9a-f]+)$/, `/${memberId + 1}/$1`) }))
        .statusCode,
    ).toBe(404);
    // With someone still reachable the send is queued; the blocked member is stopped at send time.
    const other = await addMember(ctx, m, `block-other-${m.accountId}@mail.test`);
    const next = await directSend(ctx, m, { kind: 'members', memberIds: [memberId, other] });
    await ctx.runJobs();
    expect((await runActions(ctx, m, next.runId)).data.find((r) => r.member_id === memberId)).toMatchObject({
      status: 'failed',
      reason: 'Member blocked all messages',
    });
    expect((await ctx.app.inject({ method: 'POST', url: api, payload: { block: false } })).json().data).toEqual({
      blocked: false,
    });
    expect(await permissionChanges(m.accountId)).toEqual([
      { channel: 'email', granted: false, recipient: 'block@mail.test', source: 'post_block' },
      { channel: 'email', granted: true, recipient: 'block@mail.test', source: 'post_block' },
    ]);
  });

  it('the open pixel answers a no-store gif and stamps the message once', async () => {
    const { m, run, mail } = await sentMail('open@mail.test');
    const pixel = new URL(/src="(http:\/\/localhost:3000\/o\/[^"]+)"/.exec(mail.html)?.[1] ?? 'http://x/');
    const res = await ctx.app.inject({ method: 'GET', url: pixel.pathname });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/gif');
    expect(res.headers['cache-control']).toContain('no-store');
    expect((await runActions(ctx, m, run.runId)).data[0]?.opened_at).not.toBeNull();
    // A forged pixel still answers the gif (mail clients must not see errors) but records nothing.
    const forged = await ctx.app.inject({ method: 'GET', url: pixel.pathname.replace(/\/[0-9a-f]+\.gif$/, '/00.gif') });
    expect(forged.statusCode).toBe(200);
  });

  it(`suppresses an address after ${SOFT_BOUNCE_LIMIT} soft bounces and after a complaint`, async () => {
    const { m, memberId, run } = await sentMail('soft@mail.test');
    const messageId = (await runActions(ctx, m, run.runId)).data[0]?.id ?? 0;
    const ref = { messageId, accountId: m.accountId };
    for (let i = 1; i <= SOFT_BOUNCE_LIMIT; i++) {
      const recorded = await recordMessageEvent(ctx.deps, {
        message: ref,
        type: 'bounce',
        bounce: { kind: 'soft', status: '4.2.2' },
      });
      expect(recorded?.suppressed).toBe(i === SOFT_BOUNCE_LIMIT);
    }
    const reachable = await addMember(ctx, m, `soft-other-${m.accountId}@mail.test`);
    const next = await directSend(ctx, m, { kind: 'members', memberIds: [memberId, reachable] });
    await ctx.runJobs();
    expect((await runActions(ctx, m, next.runId)).data.find((r) => r.member_id === memberId)?.reason).toBe(
      'Address suppressed after repeated soft bounces',
    );
    const other = await sentMail('complaint@mail.test');
    const otherId = (await runActions(ctx, other.m, other.run.runId)).data[0]?.id ?? 0;
    const complaint = await recordMessageEvent(ctx.deps, {
      message: { messageId: otherId, accountId: other.m.accountId },
      type: 'complaint',
    });
    expect(complaint?.suppressed).toBe(true);
  });
});
