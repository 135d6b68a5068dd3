import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/harness';
import { createMerchant, insertMembers, setPacket, type TMerchant } from '../../../test/audience-factories';
import { recordMessageEvent } from './message-events.service';
import { createSinkEmailContext } from './test-sink-context';
import {
  TEST_CONTENT,
  addMember as addHelper,
  directSend,
  postOneClick,
  runActions,
  unsubscribeHeader,
} from './test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createSinkEmailContext();
});
afterAll(async () => ctx.close());

const addMember = (m: TMerchant, email: string, fields?: Parameters<typeof addHelper>[3]) =>
  addHelper(ctx, m, email, fields);
const send = (m: TMerchant, audience: unknown) => directSend(ctx, m, audience);
const actions = (m: TMerchant, runId: number) => runActions(ctx, m, runId);
const content = TEST_CONTENT;

describe('send pipeline', () => {
  it('renders per language, records blocked members with their reason and dedupes the fan-out', async () => {
    const m = await createMerchant(ctx);
    const tr = await addMember(m, `tr-${m.accountId}@mail.test`, { name: 'Ayşe' });
    const en = await addMember(m, `en-${m.accountId}@mail.test`, { name: 'John', language: 'en' });
    const off = await addMember(m, `off-${m.accountId}@mail.test`, { emailActive: false });
    const bad = await addMember(m, 'not-an-email', {});
    const run = await send(m, { kind: 'members', memberIds: [tr, en, off, bad, tr] });
    expect(run.total).toBe(4);
    await ctx.runJobs();
    const trMail = await ctx.mail.waitFor(`tr-${m.accountId}@mail.test`);
    expect(trMail.subject).toBe('Merhaba Ayşe');
    expect(trMail.html).toContain('/r/');
    expect(trMail.html).not.toContain('href="https://shop.example.com/x');
    expect(unsubscribeHeader(trMail.raw)).toContain('/one-click');
    expect(trMail.raw.toString()).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect((await ctx.mail.waitFor(`en-${m.accountId}@mail.test`)).subject).toBe('Hello John');
    const rows = (await actions(m, run.runId)).data;
    const byMember = new Map(rows.map((r) => [r.member_id, r]));
    expect(byMember.get(tr)?.status).toBe('success');
    expect(byMember.get(off)).toMatchObject({ status: 'failed', reason: 'Member email permission not active' });
    expect(byMember.get(bad)).toMatchObject({ status: 'failed', reason: 'Member email invalid' });
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/actions/${byMember.get(tr)?.id}`,
      headers: m.headers,
    });
    expect(detail.json().data.events.map((e: { type: string }) => e.type)).toContain('accepted');
  });

  it('one-click unsubscribe suppresses the address and the next send is blocked; tampering is 404', async () => {
    const m = await createMerchant(ctx);
    const email = `unsub-${m.accountId}@mail.test`;
    const id = await addMember(m, email);
    await send(m, { kind: 'members', memberIds: [id] });
    await ctx.runJobs();
    const mail = await ctx.mail.waitFor(email);
    const oneClick = new URL(unsubscribeHeader(mail.raw));
    const tampered = oneClick.pathname.replace(
      /\/(\d+)-(\d+)-/,
      (_w, a: string, b: string) => `/${a}-${Number(b) + 1}-`,
    );
    const bad = await postOneClick(ctx, tampered);
    expect(bad.statusCode).toBe(404);
    const ok = await postOneClick(ctx, oneClick.pathname);
    expect(ok.statusCode, ok.body).toBe(200);
    // With someone still reachable the send is queued; the unsubscribed member is blocked at send time.
    const other = await addMember(m, `unsub-other-${m.accountId}@mail.test`);
    const second = await send(m, { kind: 'members', memberIds: [id, other] });
    await ctx.runJobs();
    expect((await actions(m, second.runId)).data.find((r) => r.member_id === id)).toMatchObject({
      status: 'failed',
      reason: 'Member unsubscribed from this channel',
    });
  });

  it('click links redirect only to the signed URL and stamp the message', async () => {
    const m = await createMerchant(ctx);
    const email = `click-${m.accountId}@mail.test`;
    const id = await addMember(m, email);
    const run = await send(m, { kind: 'members', memberIds: [id] });
    await ctx.runJobs();
    const mail = await ctx.mail.waitFor(email);
    const href = /href="(http:\/\/localhost:3000\/r\/[^"]+)"/.exec(mail.html)?.[1]?.replace(/&amp;/g, '&');
    expect(href).toBeDefined();
    const url = new URL(href ?? '');
    const evil = `${url.pathname}?u=${Buffer.from('https://evil.example').toString('base64url')}`;
    expect((await ctx.app.inject({ method: 'GET', url: evil })).statusCode).toBe(404);
    const res = await ctx.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://shop.example.com/x?a=1');
    const links = await ctx.app.inject({ method: 'GET', url: '/api/v1/links', headers: m.headers });
    expect(links.json().meta.total).toBe(1);
    const rows = await actions(m, run.runId);
    expect(rows.data[0]).toMatchObject({ status: 'success' });
  });

  it('a hard bounce by return-path token suppresses the address', async () => {
    const m = await createMerchant(ctx);
    const email = `bounce-${m.accountId}@mail.test`;
    const id = await addMember(m, email);
    await send(m, { kind: 'members', memberIds: [id] });
    await ctx.runJobs();
    const mail = await ctx.mail.waitFor(email);
    const token = /^bounce\+(.+)@ulak\.test$/.exec(mail.from)?.[1] ?? '';
    const recorded = await recordMessageEvent(ctx.deps, {
      message: { returnPathToken: token },
      type: 'bounce',
      bounce: { kind: 'hard', status: '5.1.1' },
    });
    expect(recorded).toMatchObject({ accountId: m.accountId, suppressed: true });
    // A token whose signature differs in its last character (never the real one) names no message.
    const forged = `${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`;
    expect(await recordMessageEvent(ctx.deps, { message: { returnPathToken: forged }, type: 'bounce' })).toBeNull();
    const other = await addMember(m, `bounce-other-${m.accountId}@mail.test`);
    const next = await send(m, { kind: 'members', memberIds: [id, other] });
    await ctx.runJobs();
    expect((await actions(m, next.runId)).data.find((r) => r.member_id === id)?.reason).toBe(
      'Address suppressed after a hard bounce',
    );
  });

  // 1,000 real deliveries into the parsing SMTP sink: allowed more than the default 30 s on a busy machine.
  it('stops at exactly the quota under concurrent batches', { timeout: 120_000 }, async () => {
    const m = await createMerchant(ctx);
    await setPacket(ctx, m.accountId, 'free');
    await insertMembers(ctx, m.accountId, 1_200, `q${m.accountId}`);
    await ctx.deps.db.execute(sql`update members set email_active = true where account_id = ${m.accountId}`);
    const run = await send(m, { kind: 'all', confirmAll: true });
    expect(run.total).toBe(1_200);
    await ctx.runJobs();
    const sent = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/actions?runId=${run.runId}&status=success`,
      headers: m.headers,
    });
    expect(sent.json().meta.total).toBe(1_000);
    const blocked = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/actions?runId=${run.runId}&status=failed`,
      headers: m.headers,
    });
    expect(blocked.json().meta.total).toBe(200);
  });

  it('requires the explicit confirmation to send to all members', async () => {
    const m = await createMerchant(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/direct/send/email',
      headers: m.headers,
      payload: { content, audience: { kind: 'all' } },
    });
    expect(res.statusCode).toBe(422);
  });
});
