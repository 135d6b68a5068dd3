import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNetgsmFake, type NetgsmFake } from '@ulak/fakes/netgsm';
import { createTestContext, type TestContext } from '../../../../test/harness';
import { bearer, createTestUser, loginAs, sixDigitCode } from '../../../../test/auth-factories';
import { createProviderSmsSender } from './system-sms';

// Two-factor SMS codes leave through the operator's provider account (SYSTEM_SMS_*), not the outbox.
const SYSTEM = { usercode: '8503330000', password: 'operatör-şifre', header: 'ULAK' };

let ctx: TestContext;
let netgsm: NetgsmFake;
beforeAll(async () => {
  netgsm = await startNetgsmFake();
  netgsm.addUser(SYSTEM.usercode, { password: SYSTEM.password, msgheaders: [SYSTEM.header] });
  ctx = await createTestContext({
    env: {
      NETGSM_BASE_URL: netgsm.url,
      SYSTEM_SMS_PROVIDER: 'netgsm',
      SYSTEM_SMS_USERNAME: SYSTEM.usercode,
      SYSTEM_SMS_PASSWORD: SYSTEM.password,
      SYSTEM_SMS_ORIGINATOR: SYSTEM.header,
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    },
  });
});
afterAll(async () => {
  await ctx.close();
  await netgsm.close();
});

describe('system SMS through the configured provider', () => {
  it('delivers the two-factor code to the provider, informational and in digits, and enables SMS 2FA', async () => {
    const user = await createTestUser(ctx);
    const token = await loginAs(ctx, user.email, user.password);
    const headers = { ...bearer(token), 'accept-language': 'tr' };
    const setup = await ctx.app.inject({ method: 'POST', url: '/api/v1/user/2fa/sms/setup', headers });
    expect(setup.json()).toEqual({ data: { sent: true } });
    await ctx.runJobs();

    const sent = netgsm.sent().filter((m) => m.no === '905321112233');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ usercode: SYSTEM.usercode, msgheader: SYSTEM.header, iysfilter: '0' });
    expect(sent[0]?.msg).toMatch(/^Ulak doğrulama kodu: \d{6}$/);
    expect(await ctx.smsOutbox()).toEqual([]);

    const enabled = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user/2fa/sms/enable',
      headers,
      payload: { code: sixDigitCode(sent[0]?.msg ?? '') },
    });
    expect(enabled.json().data.methods).toContainEqual(expect.objectContaining({ method: 'sms', enabled: true }));
  });

  it('throws on a retryable answer (the job runs again) and gives up quietly on a final refusal', async () => {
    const config = ctx.deps.config;
    if (!config.systemSms) throw new Error('system SMS not configured');
    const sender = createProviderSmsSender(config.systemSms, config, ctx.deps.logger);
    const before = netgsm.sent().length;
    netgsm.failNextSend('100');
    await expect(sender.send('+90 532 444 55 66', 'Kod: 123456')).rejects.toThrow(/will retry: Netgsm: system error/);
    await sender.send('+90 532 444 55 66', 'Kod: 123456');
    expect(
      netgsm
        .sent()
        .slice(before)
        .map((m) => m.no),
    ).toEqual(['905324445566']);

    const refused = createProviderSmsSender({ ...config.systemSms, password: 'yanlış' }, config, ctx.deps.logger);
    await expect(refused.send('+905324445566', 'Kod: 654321')).resolves.toBeUndefined();
    expect(netgsm.sent().length).toBe(before + 1);
  });
});

describe('system SMS configuration', () => {
  it('names the settings a provider needs', async () => {
    const { loadConfig } = await import('../../../platform/config');
    expect(() => loadConfig({ SYSTEM_SMS_PROVIDER: 'netgsm' })).toThrow(
      /SYSTEM_SMS_USERNAME[\s\S]*SYSTEM_SMS_PASSWORD[\s\S]*SYSTEM_SMS_ORIGINATOR/,
    );
    expect(() => loadConfig({ SYSTEM_SMS_PROVIDER: 'nope' })).toThrow(/SYSTEM_SMS_PROVIDER/);
  });
});
