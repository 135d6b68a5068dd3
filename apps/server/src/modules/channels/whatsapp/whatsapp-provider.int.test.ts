import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWhatsappCloudFake, type WhatsappCloudFake } from '@ulak/fakes/whatsapp-cloud';
import { createTestContext, type TestContext } from '../../../../test/harness';
import { createMerchant, type TMerchant } from '../../../../test/audience-factories';
import { addPhoneMember, putSettings, runMessages, sendDirect } from '../sms/sms-test-helpers';
import { validSignature } from './index';

let ctx: TestContext;
let cloud: WhatsappCloudFake;
let phone = 905410000000;
const nextPhone = () => `+${++phone}`;
const APP_SECRET = 'meta-app-secret';

beforeAll(async () => {
  cloud = await startWhatsappCloudFake();
  ctx = await createTestContext({
    env: { WHATSAPP_BASE_URL: cloud.url, WHATSAPP_RATE_PER_SECOND: '1000', RATE_LIMIT_AUTH_PER_MINUTE: '1000' },
  });
});
afterAll(async () => {
  await ctx.close();
  await cloud.close();
});

type TSettings = { webhookPath: string; verifyToken: string; hasAccessToken: boolean; hasAppSecret: boolean };

async function whatsappMerchant(token = 'EAAG-good'): Promise<{ m: TMerchant; settings: TSettings }> {
  const m = await createMerchant(ctx);
  const phoneNumberId = `10${m.accountId}0000`;
  cloud.addNumber(phoneNumberId, {
    token: 'EAAG-good',
    templates: [
      { name: 'siparis_kargoda', language: 'tr', parameters: 2 },
      { name: 'hosgeldin', language: 'tr', parameters: 0 },
    ],
  });
  const settings = (await putSettings(ctx, m, 'whatsapp-settings', {
    phoneNumberId,
    accessToken: token,
    appSecret: APP_SECRET,
    templates: [
      {
        name: 'siparis_kargoda',
        language: 'tr',
        bodyText: 'Merhaba {{1}}, {{2}} numaralı siparişiniz kargoda.',
        parameters: [{ variable: 'member.name' }, { variable: 'ABC-1' }],
      },
      { name: 'hosgeldin', language: 'tr', parameters: [] },
      { name: 'silinmis_sablon', language: 'tr', parameters: [] },
    ],
  })) as TSettings;
  return { m, settings };
}

const CONTENT = { subject: 'siparis_kargoda', body: '{{ member.name }}\nABC-1' };

describe('WhatsApp Cloud API', () => {
  it('sends an approved template with its parameters rendered from variables', async () => {
    const { m, settings } = await whatsappMerchant();
    expect(settings).toMatchObject({ hasAccessToken: true, hasAppSecret: true });
    const to = nextPhone();
    const member = await addPhoneMember(ctx, m, to, { name: 'Gülay' });
    const runId = await sendDirect(ctx, m, 'whatsapp', [member], CONTENT);
    await ctx.runJobs();
    const sent = cloud.sent().find((s) => s.to === to.slice(1));
    expect(sent).toMatchObject({ template: 'siparis_kargoda', language: 'tr', parameters: ['Gülay', 'ABC-1'] });
    expect(sent?.callbackData).toMatch(/^ulak-\d+$/);
    const request = cloud.requests().find((r) => r.path.endsWith('/messages'));
    expect(request?.headers.authorization).toBe('Bearer EAAG-good');
    const [row] = await runMessages(ctx, m.accountId, runId);
    expect(row).toMatchObject({ status: 'success', provider_message_id: sent?.id });
  });

  it.each([
    [131047, 'error', 'outside_window'],
    [131049, 'error', 'marketing_cap'],
    [131026, 'waiting', 'retry'],
    [132000, 'error', 'template_parameters'],
    [368, 'error', 'policy_blocked'],
    [130429, 'waiting', 'retry'],
    [4, 'waiting', 'retry'],
    [80007, 'waiting', 'retry'],
  ])('maps Graph error %s to %s (%s)', async (code, status, reasonCode) => {
    const { m } = await whatsappMerchant();
    const to = nextPhone();
    cloud.failRecipient(to.slice(1), code);
    const member = await addPhoneMember(ctx, m, to);
    const runId = await sendDirect(ctx, m, 'whatsapp', [member], CONTENT);
    await ctx.runJobs();
    const [row] = await runMessages(ctx, m.accountId, runId);
    expect(row).toMatchObject({ status, reason_code: reasonCode });
  });

  it('fails with provider_auth on a wrong service key (190)', async () => {
    const { m } = await whatsappMerchant('EAAG-wrong');
    const member = await addPhoneMember(ctx, m, nextPhone());
    const runId = await sendDirect(ctx, m, 'whatsapp', [member], CONTENT);
    await ctx.runJobs();
    expect((await runMessages(ctx, m.accountId, runId))[0]).toMatchObject({
      status: 'error',
      reason_code: 'provider_auth',
    });
    const test = await ctx.app.inject({ method: 'POST', url: '/api/v1/whatsapp-settings/test', headers: m.headers });
    expect(test.json().data).toMatchObject({ state: 'invalid' });
  });

  it('fails a template that the number does not have (132001) or the settings do not list', async () => {
    const { m } = await whatsappMerchant();
    const a = await addPhoneMember(ctx, m, nextPhone());
    const missing = await sendDirect(ctx, m, 'whatsapp', [a], { subject: 'silinmis_sablon', body: '' });
    const unknown = await sendDirect(ctx, m, 'whatsapp', [a], { subject: 'bilinmeyen', body: '' });
    await ctx.runJobs();
    expect((await runMessages(ctx, m.accountId, missing))[0]?.reason_code).toBe('template_missing');
    expect((await runMessages(ctx, m.accountId, unknown))[0]?.reason_code).toBe('template_not_configured');
  });

  it('honours Retry-After of a 429: the message waits at least that long', async () => {
    const { m } = await whatsappMerchant();
    cloud.setRateLimit(1);
    try {
      const members = [await addPhoneMember(ctx, m, nextPhone()), await addPhoneMember(ctx, m, nextPhone())];
      const before = Date.now();
      const runId = await sendDirect(ctx, m, 'whatsapp', members, CONTENT);
      await ctx.runJobs();
      const rows = await runMessages(ctx, m.accountId, runId);
      const waiting = rows.filter((r) => r.status === 'waiting');
      expect(waiting.length).toBeGreaterThanOrEqual(1);
      for (const r of waiting) expect(new Date(r.next_attempt_at ?? 0).getTime()).toBeGreaterThanOrEqual(before + 1000);
      expect(cloud.rateLimited()).toBeGreaterThan(0);
    } finally {
      cloud.setRateLimit(null);
    }
  });
});

describe('WhatsApp status webhook', () => {
  it('answers the verify challenge only with the right token', async () => {
    const { settings } = await whatsappMerchant();
    const url = (token: string) =>
      `${settings.webhookPath}?hub.mode=subscribe&hub.verify_token=${encodeURIComponent(token)}&hub.challenge=1158201444`;
    const ok = await ctx.app.inject({ method: 'GET', url: url(settings.verifyToken) });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    expect((await ctx.app.inject({ method: 'GET', url: url('wrong-token') })).statusCode).toBe(403);
  });

  it('rejects a wrong signature and applies delivered, read and failed statuses with the right one', async () => {
    const { m, settings } = await whatsappMerchant();
    const [p1, p2, p3] = [nextPhone(), nextPhone(), nextPhone()];
    const ids = [await addPhoneMember(ctx, m, p1), await addPhoneMember(ctx, m, p2), await addPhoneMember(ctx, m, p3)];
    const runId = await sendDirect(ctx, m, 'whatsapp', ids, CONTENT);
    await ctx.runJobs();
    const rows = await runMessages(ctx, m.accountId, runId);
    const [w1, w2, w3] = rows.map((r) => r.provider_message_id ?? '');
    const statuses = [
      { id: w1 ?? '', status: 'delivered' as const, recipient_id: p1.slice(1) },
      { id: w1 ?? '', status: 'read' as const, recipient_id: p1.slice(1) },
      {
        id: w2 ?? '',
        status: 'failed' as const,
        recipient_id: p2.slice(1),
        errors: [{ code: 131026, title: 'Message undeliverable' }],
      },
      {
        id: w3 ?? '',
        status: 'failed' as const,
        recipient_id: p3.slice(1),
        errors: [{ code: 131047, title: 'Re-engagement message' }],
      },
    ];
    const forged = cloud.statusWebhook('not-the-secret', statuses);
    const rejected = await ctx.app.inject({
      method: 'POST',
      url: settings.webhookPath,
      ...forged,
      payload: forged.body,
    });
    expect(rejected.statusCode).toBe(401);
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: settings.webhookPath,
      headers: { 'content-type': 'application/json' },
      payload: forged.body,
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await runMessages(ctx, m.accountId, runId))[0]?.delivered_at).toBeNull();

    const signed = cloud.statusWebhook(APP_SECRET, statuses);
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: settings.webhookPath,
      ...signed,
      payload: signed.body,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const after = await runMessages(ctx, m.accountId, runId);
    expect(after[0]?.delivered_at).not.toBeNull();
    expect(after[0]?.opened_at).not.toBeNull();
    // Undeliverable once: the message failed, the number is not suppressed yet.
    expect(after[1]).toMatchObject({ status: 'error', reason_code: 'undeliverable', bounced_at: null });
    expect(after[2]).toMatchObject({ status: 'error', reason_code: 'outside_window', bounced_at: null });
    const suppressed = async () =>
      (
        await ctx.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from suppressions
      where account_id = ${m.accountId} and channel = 'whatsapp' and address = ${p2} and suppressed_at is not null`)
      ).rows[0]?.n;
    expect(await suppressed()).toBe(0);
    // Repeated failures of the same number suppress it.
    for (let i = 0; i < 2; i++) {
      const retryRun = await sendDirect(ctx, m, 'whatsapp', [ids[1] ?? 0], CONTENT);
      await ctx.runJobs();
      const [retried] = await runMessages(ctx, m.accountId, retryRun);
      const again = cloud.statusWebhook(APP_SECRET, [
        {
          id: retried?.provider_message_id ?? '',
          status: 'failed' as const,
          recipient_id: p2.slice(1),
          errors: [{ code: 131026, title: 'Message undeliverable' }],
        },
      ]);
      await ctx.app.inject({ method: 'POST', url: settings.webhookPath, ...again, payload: again.body });
    }
    expect(await suppressed()).toBe(1);
  });

  it('gives a replayed signed status body its effect once (by message and status id)', async () => {
    const { m, settings } = await whatsappMerchant();
    const p1 = nextPhone();
    const runId = await sendDirect(ctx, m, 'whatsapp', [await addPhoneMember(ctx, m, p1)], CONTENT);
    await ctx.runJobs();
    const [message] = await runMessages(ctx, m.accountId, runId);
    const wamid = message?.provider_message_id ?? '';
    const events = async () => {
      const result = await ctx.deps.db.execute<{ type: string; n: number }>(sql`select type, count(*)::int as n
        from message_events where account_id = ${m.accountId} group by type order by type`);
      return result.rows;
    };
    const post = async (statuses: { id: string; status: 'delivered' | 'read'; recipient_id: string }[]) => {
      const signed = cloud.statusWebhook(APP_SECRET, statuses);
      const res = await ctx.app.inject({ method: 'POST', url: settings.webhookPath, ...signed, payload: signed.body });
      expect(res.statusCode, res.body).toBe(200);
    };
    const read = { id: wamid, status: 'read' as const, recipient_id: p1.slice(1) };
    for (let i = 0; i < 20; i++) await post([read]);
    expect(await events()).toEqual([
      { type: 'accepted', n: 1 },
      { type: 'delivered', n: 1 },
      { type: 'open', n: 1 },
    ]);
    // A status of its own (delivered, arriving late) still counts once.
    for (let i = 0; i < 3; i++) await post([{ ...read, status: 'delivered' }]);
    expect(await events()).toEqual([
      { type: 'accepted', n: 1 },
      { type: 'delivered', n: 2 },
      { type: 'open', n: 1 },
    ]);
  });

  it("does not let one account's webhook touch another account's messages", async () => {
    const owner = await whatsappMerchant();
    const other = await whatsappMerchant();
    const member = await addPhoneMember(ctx, owner.m, nextPhone());
    const runId = await sendDirect(ctx, owner.m, 'whatsapp', [member], CONTENT);
    await ctx.runJobs();
    const [row] = await runMessages(ctx, owner.m.accountId, runId);
    const signed = cloud.statusWebhook(APP_SECRET, [
      { id: row?.provider_message_id ?? '', status: 'delivered', recipient_id: 'x' },
    ]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: other.settings.webhookPath,
      ...signed,
      payload: signed.body,
    });
    expect(res.json().data.updated).toBe(0);
    expect((await runMessages(ctx, owner.m.accountId, runId))[0]?.delivered_at).toBeNull();
  });

  it('checks the signature vector of the protocol notes', () => {
    const header = 'sha256=0329a06b62cd16b33eb6792be8c60b158d89a2ee3a876fce9a881ebb488c0914';
    expect(validSignature(Buffer.from('test'), header, 'secret')).toBe(true);
    expect(validSignature(Buffer.from('test '), header, 'secret')).toBe(false);
  });
});
