import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHeloroboFake, type HeloroboFake } from '@ulak/fakes/helorobo';
import { createTestContext, type TestContext } from '../../../../test/harness';
import { createMerchant, setPacket, type TMerchant } from '../../../../test/audience-factories';
import { api, newCampaign, newTask } from '../../campaigns/campaign-test-helpers';
import { addPhoneMember, putSettings, runMessages, sendDirect } from '../sms/sms-test-helpers';

let ctx: TestContext;
let helorobo: HeloroboFake;
let phone = 905420000000;
const nextPhone = () => `+${++phone}`;

beforeAll(async () => {
  helorobo = await startHeloroboFake();
  ctx = await createTestContext({
    env: {
      HELOROBO_BASE_URL: helorobo.url,
      HELOROBO_RATE_PER_SECOND: '1000',
      HELOROBO_WIZARD_MIN_BATCH: '3',
      EGRESS_ALLOW_PRIVATE: 'true',
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    },
  });
});
afterAll(async () => {
  await ctx.close();
  await helorobo.close();
});

const TEMPLATE = {
  name: 'indirim_kodu',
  language: 'tr',
  providerTemplateId: 'tpl-42',
  bodyText: 'Merhaba {{1}}, {{2}} indirim kodunuz hazır.',
  parameters: [{ variable: 'member.name' }, { variable: '%15' }],
  urlButton: 'kampanya/yaz',
  copyCode: 'coupon.code',
};

async function heloroboMerchant(token = 'hr-good'): Promise<TMerchant & { channelId: string }> {
  const m = await createMerchant(ctx);
  const channelId = `ch${m.accountId}`;
  helorobo.addChannel(channelId, { token: 'hr-good', templates: [{ id: 'tpl-42', params: 2 }] });
  const saved = await putSettings(ctx, m, 'whatsapp-settings', {
    provider: 'helorobo',
    channelId,
    accessToken: token,
    templates: [TEMPLATE],
  });
  expect(saved).toMatchObject({ provider: 'helorobo', channelId, hasAccessToken: true });
  expect(JSON.stringify(saved)).not.toContain(token);
  return { ...m, channelId };
}

const CONTENT = { subject: 'indirim_kodu', body: '{{ member.name }}\n%15\nkampanya/yaz\n{{ coupon.code }}' };

describe('Helorobo as the WhatsApp provider', () => {
  it('sends a campaign template with body parameters, the URL button and the member coupon in the copy code button', async () => {
    const m = await heloroboMerchant();
    await setPacket(ctx, m.accountId, 'pro');
    const to = nextPhone();
    await addPhoneMember(ctx, m, to, { name: 'Gülay' });
    const campaign = await newCampaign(ctx, m, {
      coupon: { count: 2, discountType: 'percent', discount: 15, currency: 'TL', productCount: 1, prefix: 'HR' },
    });
    const task = await newTask(ctx, m, campaign.id, {
      channel: 'whatsapp',
      content: { defaultLanguage: 'tr', languages: { tr: CONTENT } },
      audience: { kind: 'all', confirmAll: true },
      schedule: { periodType: 'webhook' },
    });
    expect((await api(ctx, m, 'POST', `/tasks/${task.id}/run`)).status).toBeLessThan(300);
    await ctx.runJobs();
    const sent = helorobo.sent().find((s) => s.phoneNumber === to.slice(1));
    expect(sent).toMatchObject({
      channelId: m.channelId,
      templateId: 'tpl-42',
      fullName: 'Gülay',
      params: ['Gülay', '%15'],
      urlButtonParam: 'kampanya/yaz',
    });
    expect(sent?.copyCodeParam).toMatch(/^HR[A-Z0-9]{10}$/);
    expect(sent?.wizardId).toBeUndefined();
    const request = helorobo.requests().find((r) => r.path.endsWith('/single-message'));
    expect(request?.headers.authorization).toBe('Bearer hr-good');
  });

  it('sends a large audience as one send wizard and reads its delivery figures from the reports', async () => {
    const m = await heloroboMerchant();
    const phones = [nextPhone(), nextPhone(), nextPhone(), nextPhone()];
    const ids: number[] = [];
    for (const p of phones) ids.push(await addPhoneMember(ctx, m, p, { name: 'Ali' }));
    const runId = await sendDirect(ctx, m, 'whatsapp', ids, { subject: 'indirim_kodu', body: CONTENT.body });
    await ctx.runJobs();
    const wizard = helorobo.wizards().find((w) => w.channelId === m.channelId);
    expect(wizard).toMatchObject({ templateId: 'tpl-42', rows: 4 });
    const rows = helorobo.sent().filter((s) => s.wizardId === wizard?.id);
    expect(rows.map((r) => r.phoneNumber).sort()).toEqual(phones.map((p) => p.slice(1)).sort());
    const messages = await runMessages(ctx, m.accountId, runId);
    expect(messages.every((x) => x.status === 'success')).toBe(true);
    expect(messages[0]?.provider_message_id).toMatch(new RegExp(`^wizard:${wizard?.id}:\\d+$`));
    helorobo.deliver(wizard?.id ?? '', 3, 2);
    const report = await api(ctx, m, 'GET', '/whatsapp-settings/bulk-reports');
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    expect(report.body.data).toMatchObject({
      supported: true,
      items: [{ id: wizard?.id, sent: 4, delivered: 3, seen: 2, failed: 0 }],
    });
  });

  it('a refused send keeps the provider reason under the SPEC message', async () => {
    const m = await heloroboMerchant();
    const to = nextPhone();
    helorobo.failNumber(to.slice(1), 'Number is not on WhatsApp');
    const id = await addPhoneMember(ctx, m, to);
    const runId = await sendDirect(ctx, m, 'whatsapp', [id], CONTENT);
    await ctx.runJobs();
    const [row] = await runMessages(ctx, m.accountId, runId);
    expect(row).toMatchObject({
      status: 'error',
      reason_code: 'provider_rejected',
      reason: 'Helorobo new message error: Number is not on WhatsApp',
    });
  });

  it('a wrong token fails the connection test with the SPEC login error (tr and en)', async () => {
    const good = await heloroboMerchant();
    const ok = await api(ctx, good, 'POST', '/whatsapp-settings/test');
    expect(ok.body.data).toMatchObject({ state: 'valid' });
    const m = await heloroboMerchant('hr-wrong');
    const en = await api(ctx, m, 'POST', '/whatsapp-settings/test');
    expect(en.status).toBe(418);
    expect(en.body.error).toMatchObject({ code: 'helorobo_login_error', message: 'Helorobo login error' });
    const tr = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/whatsapp-settings/test',
      headers: { ...m.headers, 'accept-language': 'tr' },
    });
    expect(tr.json().error.message).toBe('Helorobo giriş hatası');
    // Sends with the wrong token fail with the same message.
    const id = await addPhoneMember(ctx, m, nextPhone());
    const runId = await sendDirect(ctx, m, 'whatsapp', [id], CONTENT);
    await ctx.runJobs();
    const [row] = await runMessages(ctx, m.accountId, runId);
    expect(row).toMatchObject({ status: 'error', reason: 'Helorobo login error' });
  });

  it('Helorobo settings need a channel id and template ids (422)', async () => {
    const m = await createMerchant(ctx);
    const res = await api(ctx, m, 'PUT', '/whatsapp-settings', {
      provider: 'helorobo',
      accessToken: 'x',
      templates: [{ ...TEMPLATE, providerTemplateId: '' }],
    });
    expect(res.status).toBe(422);
  });
});
