import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIletimerkeziFake, type IletimerkeziFake } from '@ulak/fakes/iletimerkezi';
import { startNetgsmFake, type NetgsmFake } from '@ulak/fakes/netgsm';
import { startTwilioFake, type TwilioFake } from '@ulak/fakes/twilio';
import { createTestContext, type TestContext } from '../../../../test/harness';
import { createMerchant, type TMerchant } from '../../../../test/audience-factories';
import { channelProvider } from '../../messaging';
import { loadSmsSettings, pollSmsDeliveryReports } from './index';
import { addPhoneMember, putSettings, runMessages, sendDirect } from './sms-test-helpers';

let ctx: TestContext;
let netgsm: NetgsmFake;
let ileti: IletimerkeziFake;
let twilio: TwilioFake;
let phone = 905320000000;
const nextPhone = () => `+${++phone}`;

beforeAll(async () => {
  netgsm = await startNetgsmFake();
  ileti = await startIletimerkeziFake();
  twilio = await startTwilioFake();
  ctx = await createTestContext({
    env: {
      NETGSM_BASE_URL: netgsm.url,
      ILETIMERKEZI_BASE_URL: ileti.url,
      TWILIO_BASE_URL: twilio.url,
      TWILIO_RATE_PER_SECOND: '1000',
      NETGSM_RATE_PER_SECOND: '1000',
      ILETIMERKEZI_RATE_PER_SECOND: '1000',
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    },
  });
});
afterAll(async () => {
  await ctx.close();
  await netgsm.close();
  await ileti.close();
  await twilio.close();
});

async function netgsmMerchant(fields: Record<string, unknown> = {}): Promise<TMerchant> {
  const m = await createMerchant(ctx);
  const usercode = `850${m.accountId}`;
  netgsm.addUser(usercode, { password: 'doğru-şifre', msgheaders: ['ULAKSHOP', 'ULAK'] });
  await putSettings(ctx, m, 'sms-settings', {
    provider: 'netgsm',
    username: usercode,
    password: 'doğru-şifre',
    originator: 'ULAKSHOP',
    recipientType: 'BIREYSEL',
    dealerCode: 'BAYI-42',
    iysActive: true,
    ...fields,
  });
  return m;
}

async function directOutcomes(m: TMerchant, phones: string[], text: string) {
  const provider = channelProvider('sms');
  const settings = await loadSmsSettings(ctx.deps, m.accountId);
  if (!provider || !settings) throw new Error('sms provider or settings missing');
  return provider.send(
    {
      accountId: m.accountId,
      channel: 'sms',
      settings,
      commercial: true,
      messages: phones.map((to, i) => ({
        messageId: 1000 + i,
        idempotencyKey: `ulak-${1000 + i}`,
        accountId: m.accountId,
        memberId: null,
        deviceId: null,
        to,
        language: 'tr',
        body: text,
        headers: {},
        returnPathToken: 'x',
      })),
    },
    ctx.deps,
  );
}

describe('Netgsm', () => {
  it('sends through the pipeline with originator, IYS filter, dealer code and Turkish encoding', async () => {
    const m = await netgsmMerchant();
    const a = await addPhoneMember(ctx, m, nextPhone(), { name: 'Şükrü' });
    const off = await addPhoneMember(ctx, m, nextPhone(), { smsActive: false });
    const runId = await sendDirect(ctx, m, 'sms', [a, off], { body: 'Merhaba {{ member.name }}, indirim başladı!' });
    await ctx.runJobs();
    const sent = netgsm.sent().filter((s) => s.usercode === `850${m.accountId}`);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      msgheader: 'ULAKSHOP',
      msg: 'Merhaba Şükrü, indirim başladı!',
      iysfilter: '11',
      partnercode: 'BAYI-42',
      encoding: 'TR',
    });
    expect(sent[0]?.no).toMatch(/^90532/);
    const basic = netgsm.requests().find((r) => r.path === '/sms/rest/v2/send')?.headers.authorization ?? '';
    expect(Buffer.from(basic.replace('Basic ', ''), 'base64').toString()).toContain(':doğru-şifre');
    const rows = await runMessages(ctx, m.accountId, runId);
    expect(rows.find((r) => r.member_id === a)).toMatchObject({ status: 'success' });
    expect(rows.find((r) => r.member_id === a)?.provider_message_id).toMatch(/^\d+:90532\d+$/);
    expect(rows.find((r) => r.member_id === off)).toMatchObject({
      status: 'failed',
      reason: 'Member sms permission not active',
    });
  });

  it('skips landline numbers and sends numbers stored with a trunk 0 in E.164', async () => {
    const m = await netgsmMerchant();
    const landline = await addPhoneMember(ctx, m, '+902125551234');
    const trunk = await addPhoneMember(ctx, m, '+9005331112299');
    const runId = await sendDirect(ctx, m, 'sms', [landline, trunk], { body: 'Kampanya' });
    await ctx.runJobs();
    const sent = netgsm.sent().filter((s) => s.usercode === `850${m.accountId}`);
    expect(sent.map((s) => s.no)).toEqual(['905331112299']);
    const rows = await runMessages(ctx, m.accountId, runId);
    expect(rows.find((r) => r.member_id === landline)).toMatchObject({
      status: 'failed',
      reason_code: 'phone_not_mobile',
      reason: 'Member phone is not a mobile number',
    });
    expect(rows.find((r) => r.member_id === trunk)).toMatchObject({ status: 'success' });
  });

  it('uses iysfilter 12 for merchants, 0 for informational runs and ASCII text for the en language', async () => {
    const m = await netgsmMerchant({ recipientType: 'TACIR', language: 'en', dealerCode: '' });
    const outcomes = await directOutcomes(m, [nextPhone()], 'Çağrı şimdi ödüyor');
    expect(outcomes[0]?.status).toBe('accepted');
    const last = netgsm.sent().at(-1);
    expect(last).toMatchObject({ iysfilter: '12', msg: 'Cagri simdi oduyor' });
    expect(last?.encoding).toBeUndefined();
    expect(last?.partnercode).toBeUndefined();
  });

  it.each([
    ['20', 'failed', 'sms_text_invalid'],
    ['30', 'failed', 'provider_auth'],
    ['40', 'failed', 'originator_invalid'],
    ['50', 'failed', 'iys_not_allowed'],
    ['51', 'failed', 'iys_brand_missing'],
    ['70', 'failed', 'provider_parameter'],
    ['80', 'retry', null],
    ['85', 'retry', null],
    ['100', 'retry', null],
  ])('maps answer code %s to %s', async (code, status, reasonCode) => {
    const m = await netgsmMerchant();
    netgsm.failNextSend(code);
    const [outcome] = await directOutcomes(m, [nextPhone()], 'Kampanya');
    expect(outcome?.status).toBe(status);
    if (outcome?.status === 'failed') expect(outcome.code).toBe(reasonCode);
    if (outcome?.status === 'retry' && code !== '100') expect(outcome.retryAfterMs).toBe(60_000);
  });

  it('answers retry with the Retry-After of a 429 and the pipeline waits at least that long', async () => {
    const m = await netgsmMerchant();
    netgsm.setRateLimit(1);
    try {
      const [first] = await directOutcomes(m, [nextPhone(), nextPhone()], 'Kampanya');
      expect(first).toMatchObject({ status: 'retry', retryAfterMs: 1000 });
      const member = await addPhoneMember(ctx, m, nextPhone());
      // The pipeline's send meets a 429 whichever second it lands in.
      netgsm.limitNextSend();
      const limitedBefore = netgsm.rateLimited();
      const before = Date.now();
      const runId = await sendDirect(ctx, m, 'sms', [member], { body: 'Kampanya' });
      await ctx.runJobs();
      const [row] = await runMessages(ctx, m.accountId, runId);
      expect(row?.status).toBe('waiting');
      expect(new Date(row?.next_attempt_at ?? 0).getTime()).toBeGreaterThanOrEqual(before + 1000);
      expect(netgsm.rateLimited()).toBe(limitedBefore + 1);
    } finally {
      netgsm.setRateLimit(null);
    }
  });

  it('fails every message on wrong credentials and marks the connection invalid', async () => {
    const m = await netgsmMerchant({ password: 'yanlış' });
    const member = await addPhoneMember(ctx, m, nextPhone());
    const runId = await sendDirect(ctx, m, 'sms', [member], { body: 'Kampanya' });
    await ctx.runJobs();
    const [row] = await runMessages(ctx, m.accountId, runId);
    expect(row).toMatchObject({ status: 'error', reason_code: 'provider_auth' });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/sms-settings', headers: m.headers });
    expect(res.json().data.connectionState).toBe('invalid');
  });

  it('polls delivery reports: delivered, invalid numbers bounce hard, rejections fail, pending stays', async () => {
    const m = await netgsmMerchant();
    const [p1, p2, p3, p4] = [nextPhone(), nextPhone(), nextPhone(), nextPhone()];
    const ids = [
      await addPhoneMember(ctx, m, p1),
      await addPhoneMember(ctx, m, p2),
      await addPhoneMember(ctx, m, p3),
      await addPhoneMember(ctx, m, p4),
    ];
    netgsm.setReportStatus(p2.slice(1), 3);
    netgsm.setReportStatus(p3.slice(1), 0);
    netgsm.setReportStatus(p4.slice(1), 11);
    const runId = await sendDirect(ctx, m, 'sms', ids, { body: 'Kargonuz yolda' });
    await ctx.runJobs();
    const result = await pollSmsDeliveryReports(ctx.deps);
    expect(result.delivered).toBeGreaterThanOrEqual(1);
    const rows = await runMessages(ctx, m.accountId, runId);
    expect(rows[0]?.delivered_at).not.toBeNull();
    expect(rows[1]?.bounced_at).not.toBeNull();
    expect(rows[2]).toMatchObject({ status: 'success', delivered_at: null, bounced_at: null });
    expect(rows[3]).toMatchObject({
      status: 'error',
      reason_code: 'sms_report_11',
      reason: 'Rejected by the operator',
    });
    const suppressed = await ctx.deps.db.execute<{ n: number }>(
      sql`select count(*)::int as n from suppressions where account_id = ${m.accountId} and channel = 'sms'
        and address = ${p2} and suppressed_at is not null`,
    );
    expect(suppressed.rows[0]?.n).toBe(1);
    // A second poll asks again only about the pending one; once it is delivered nothing is left to ask.
    netgsm.setReportStatus(p3.slice(1), 1);
    await pollSmsDeliveryReports(ctx.deps);
    expect((await runMessages(ctx, m.accountId, runId))[2]?.delivered_at).not.toBeNull();
    netgsm.clear();
    await pollSmsDeliveryReports(ctx.deps);
    expect(netgsm.requests().filter((r) => r.path === '/sms/rest/v2/report')).toHaveLength(0);
  });
});

describe('İleti Merkezi', () => {
  async function iletiMerchant(secret = 'gizli-anahtar'): Promise<TMerchant> {
    const m = await createMerchant(ctx);
    ileti.addAccount(`key-${m.accountId}`, { secret: 'gizli-anahtar', senders: ['ULAKSHOP'] });
    await putSettings(ctx, m, 'sms-settings', {
      provider: 'iletimerkezi',
      username: `key-${m.accountId}`,
      password: secret,
      originator: 'ULAKSHOP',
      recipientType: 'TACIR',
      iysActive: true,
    });
    return m;
  }

  it('sends with key + HMAC hash, IYS list and the receipents field through the pipeline', async () => {
    const m = await iletiMerchant();
    const member = await addPhoneMember(ctx, m, nextPhone(), { name: 'Gülşen' });
    const runId = await sendDirect(ctx, m, 'sms', [member], { body: 'Selam {{ member.name }}' });
    await ctx.runJobs();
    const sent = ileti.sent().filter((s) => s.key === `key-${m.accountId}`);
    expect(sent).toEqual([
      expect.objectContaining({ sender: 'ULAKSHOP', iys: '1', iysList: 'TACIR', text: 'Selam Gülşen' }),
    ]);
    const raw = ileti.requests().find((r) => r.path === '/v1/send-sms/json')?.body ?? '';
    expect(raw).toContain('"receipents"');
    expect((await runMessages(ctx, m.accountId, runId))[0]?.status).toBe('success');
  });

  it.each([
    ['401', 'failed', 'provider_auth'],
    ['402', 'failed', 'provider_balance'],
    ['450', 'failed', 'originator_invalid'],
    ['452', 'failed', 'provider_rejected'],
    ['469', 'failed', 'iys_config'],
    ['503', 'retry', null],
  ])('maps status %s to %s', async (code, status, reasonCode) => {
    const m = await iletiMerchant();
    ileti.failNextSend(code);
    const [outcome] = await directOutcomes(m, [nextPhone()], 'Kampanya');
    expect(outcome?.status).toBe(status);
    if (outcome?.status === 'failed') expect(outcome.code).toBe(reasonCode);
  });

  it('honours Retry-After on 429', async () => {
    const m = await iletiMerchant();
    ileti.setRateLimit(1);
    try {
      const outcomes = await directOutcomes(m, [nextPhone(), nextPhone()], 'Kampanya');
      expect(outcomes.every((o) => o.status === 'retry' && o.retryAfterMs === 1000)).toBe(true);
      expect(ileti.rateLimited()).toBeGreaterThan(0);
    } finally {
      ileti.setRateLimit(null);
    }
  });

  it('fails on wrong credentials (hash mismatch)', async () => {
    const m = await iletiMerchant('yanlış-anahtar');
    const [outcome] = await directOutcomes(m, [nextPhone()], 'Kampanya');
    expect(outcome).toMatchObject({ status: 'failed', code: 'provider_auth' });
  });
});

describe('Twilio', () => {
  async function twilioMerchant(token = 'auth-token'): Promise<TMerchant> {
    const m = await createMerchant(ctx);
    twilio.addAccount(`AC${m.accountId}`, { token: 'auth-token', numbers: ['+15005550006'] });
    await putSettings(ctx, m, 'sms-settings', {
      provider: 'twilio',
      username: `AC${m.accountId}`,
      password: token,
      originator: '+15005550006',
      language: 'en',
    });
    return m;
  }

  it('sends form-encoded through the pipeline and lists the account numbers as originators', async () => {
    const m = await twilioMerchant();
    const to = nextPhone();
    const member = await addPhoneMember(ctx, m, to, { name: 'Ömer' });
    const runId = await sendDirect(ctx, m, 'sms', [member], { body: 'Hi {{ member.name }}' });
    await ctx.runJobs();
    expect(twilio.sent().filter((s) => s.account === `AC${m.accountId}`)).toEqual([
      expect.objectContaining({ to, from: '+15005550006', body: 'Hi Omer' }),
    ]);
    const [row] = await runMessages(ctx, m.accountId, runId);
    expect(row?.status).toBe('success');
    expect(row?.provider_message_id).toMatch(/^SM\d{32}$/);
    const originators = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/sms-settings/originators',
      headers: m.headers,
      payload: { provider: 'twilio', username: `AC${m.accountId}` },
    });
    expect(originators.json().data).toEqual({ originators: ['+15005550006'] });
  });

  it.each([
    [21211, 'phone_invalid'],
    [21610, 'recipient_opted_out'],
    [21408, 'region_not_allowed'],
  ])('maps error %s to %s', async (code, reasonCode) => {
    const m = await twilioMerchant();
    const to = nextPhone();
    twilio.failRecipient(to, code);
    const [outcome] = await directOutcomes(m, [to], 'Campaign');
    expect(outcome).toMatchObject({ status: 'failed', code: reasonCode });
  });

  it('honours Retry-After on 429 and fails on wrong credentials', async () => {
    const m = await twilioMerchant();
    twilio.setRateLimit(1);
    try {
      const outcomes = await directOutcomes(m, [nextPhone(), nextPhone()], 'Campaign');
      expect(outcomes.map((o) => o.status).sort()).toEqual(['accepted', 'retry']);
      expect(outcomes.find((o) => o.status === 'retry')).toMatchObject({ retryAfterMs: 1000 });
    } finally {
      twilio.setRateLimit(null);
    }
    const wrong = await twilioMerchant('wrong-token');
    const [outcome] = await directOutcomes(wrong, [nextPhone()], 'Campaign');
    expect(outcome).toMatchObject({ status: 'failed', code: 'provider_auth' });
  });
});
