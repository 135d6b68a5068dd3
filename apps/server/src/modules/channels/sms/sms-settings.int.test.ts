import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIletimerkeziFake, type IletimerkeziFake } from '@ulak/fakes/iletimerkezi';
import { startNetgsmFake, type NetgsmFake } from '@ulak/fakes/netgsm';
import { startWhatsappCloudFake, type WhatsappCloudFake } from '@ulak/fakes/whatsapp-cloud';
import { createTestContext, type TestContext } from '../../../../test/harness';
import { createMerchant, type TMerchant } from '../../../../test/audience-factories';
import { addPhoneMember } from './sms-test-helpers';

let ctx: TestContext;
let netgsm: NetgsmFake;
let ileti: IletimerkeziFake;
let cloud: WhatsappCloudFake;

beforeAll(async () => {
  [netgsm, ileti, cloud] = await Promise.all([startNetgsmFake(), startIletimerkeziFake(), startWhatsappCloudFake()]);
  ctx = await createTestContext({
    env: {
      NETGSM_BASE_URL: netgsm.url,
      ILETIMERKEZI_BASE_URL: ileti.url,
      WHATSAPP_BASE_URL: cloud.url,
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    },
  });
});
afterAll(async () => {
  await ctx.close();
  await Promise.all([netgsm.close(), ileti.close(), cloud.close()]);
});

const call = (m: TMerchant, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: m.headers, ...(payload ? { payload } : {}) });

const BASE = { provider: 'netgsm', originator: 'ULAKSHOP', recipientType: 'BIREYSEL', language: 'tr' };

describe('SMS settings API', () => {
  it('stores the password sealed and never returns it; an empty password keeps the stored one', async () => {
    const m = await createMerchant(ctx);
    expect((await call(m, 'GET', '/sms-settings')).json().data).toBeNull();
    const missing = await call(m, 'PUT', '/sms-settings', { ...BASE, username: 'u1' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error.messageList).toContain('Please enter the SMS password.');
    const saved = await call(m, 'PUT', '/sms-settings', {
      ...BASE,
      username: 'u1',
      password: 'çok-gizli',
      dealerCode: 'D-1',
      iysActive: true,
      ahsQueryActive: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain('çok-gizli');
    expect(saved.json().data).toMatchObject({
      provider: 'netgsm',
      username: 'u1',
      hasPassword: true,
      dealerCode: 'D-1',
      iysActive: true,
      ahsQueryActive: true,
      connectionState: 'not_tested',
    });
    const stored = await ctx.deps.db.execute<{ password_sealed: string }>(
      sql`select password_sealed from sms_settings where account_id = ${m.accountId}`,
    );
    expect(stored.rows[0]?.password_sealed).not.toContain('çok-gizli');
    const kept = await call(m, 'PUT', '/sms-settings', { ...BASE, username: 'u1', originator: 'ULAK' });
    expect(kept.json().data).toMatchObject({ hasPassword: true, originator: 'ULAK' });
    // Another username is another provider account: its password must be given.
    expect((await call(m, 'PUT', '/sms-settings', { ...BASE, username: 'u2' })).statusCode).toBe(422);
  });

  it('validates the originator length and the provider', async () => {
    const m = await createMerchant(ctx);
    const long = await call(m, 'PUT', '/sms-settings', {
      ...BASE,
      username: 'u',
      password: 'p',
      originator: 'ÇOKUZUNBAŞLIK',
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().error.messageList).toContain(
      'The originator can be at most 11 characters, or a sending number starting with +.',
    );
    const unknown = await call(m, 'PUT', '/sms-settings', { ...BASE, provider: 'nope', username: 'u', password: 'p' });
    expect(unknown.statusCode).toBe(422);
  });

  it('tests the connection: credentials required, valid, invalid; the stored state follows', async () => {
    const m = await createMerchant(ctx);
    netgsm.addUser(`t${m.accountId}`, { password: 'right', msgheaders: ['ULAKSHOP'] });
    const none = await call(m, 'POST', '/sms-settings/test', { provider: 'netgsm', username: '', password: '' });
    expect(none.statusCode).toBe(422);
    expect(none.json().error.message).toBe('SMS credentials are required to test the connection or fetch originators.');
    await call(m, 'PUT', '/sms-settings', { ...BASE, username: `t${m.accountId}`, password: 'right' });
    const valid = await call(m, 'POST', '/sms-settings/test', { provider: 'netgsm', username: `t${m.accountId}` });
    expect(valid.json().data).toEqual({ state: 'valid', message: null });
    expect((await call(m, 'GET', '/sms-settings')).json().data).toMatchObject({ connectionState: 'valid' });
    // Other credentials typed in the form are tested without touching the stored state.
    const wrong = await call(m, 'POST', '/sms-settings/test', {
      provider: 'netgsm',
      username: `t${m.accountId}`,
      password: 'wrong',
    });
    expect(wrong.json().data.state).toBe('invalid');
    expect((await call(m, 'GET', '/sms-settings')).json().data.connectionState).toBe('valid');
    netgsm.addUser(`t${m.accountId}`, { password: 'rotated', msgheaders: ['ULAKSHOP'] });
    await call(m, 'POST', '/sms-settings/test', { provider: 'netgsm', username: `t${m.accountId}` });
    expect((await call(m, 'GET', '/sms-settings')).json().data.connectionState).toBe('invalid');
  });

  it('fetches originators, with the SPEC messages for bad credentials and an empty list', async () => {
    const m = await createMerchant(ctx);
    netgsm.addUser(`o${m.accountId}`, { password: 'pw', msgheaders: ['ULAKSHOP', 'ULAK'] });
    netgsm.addUser(`e${m.accountId}`, { password: 'pw', msgheaders: [] });
    const ok = await call(m, 'POST', '/sms-settings/originators', {
      provider: 'netgsm',
      username: `o${m.accountId}`,
      password: 'pw',
    });
    expect(ok.json().data).toEqual({ originators: ['ULAKSHOP', 'ULAK'] });
    const bad = await call(m, 'POST', '/sms-settings/originators', {
      provider: 'netgsm',
      username: `o${m.accountId}`,
      password: 'nope',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.message).toBe('Failed to fetch originators. Please check your credentials.');
    const empty = await call(m, 'POST', '/sms-settings/originators', {
      provider: 'netgsm',
      username: `e${m.accountId}`,
      password: 'pw',
    });
    expect(empty.json().error.message).toBe('No originators found');
    ileti.addAccount(`k${m.accountId}`, { secret: 's3', senders: ['ILETI'] });
    const iletiOk = await call(m, 'POST', '/sms-settings/originators', {
      provider: 'iletimerkezi',
      username: `k${m.accountId}`,
      password: 's3',
    });
    expect(iletiOk.json().data).toEqual({ originators: ['ILETI'] });
  });

  it('answers in Turkish by default', async () => {
    const m = await createMerchant(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/sms-settings/originators',
      headers: { ...m.headers, 'accept-language': 'tr' },
      payload: { provider: 'netgsm', username: 'x', password: 'y' },
    });
    expect(res.json().error.message).toBe('Başlıklar getirilemedi. Lütfen kullanıcı bilgilerinizi kontrol ediniz.');
  });

  it("keeps each account's settings to itself: another account reads null and deletes 404", async () => {
    const owner = await createMerchant(ctx);
    const stranger = await createMerchant(ctx);
    await call(owner, 'PUT', '/sms-settings', { ...BASE, username: 'own', password: 'pw' });
    expect((await call(stranger, 'GET', '/sms-settings')).json().data).toBeNull();
    const del = await call(stranger, 'DELETE', '/sms-settings');
    expect(del.statusCode).toBe(404);
    expect(del.json().error.message).toBe('User mail, sms and whatsapp setting not found');
    expect((await call(owner, 'GET', '/sms-settings')).json().data.username).toBe('own');
    expect((await call(owner, 'DELETE', '/sms-settings')).statusCode).toBe(200);
    expect((await call(owner, 'GET', '/sms-settings')).json().data).toBeNull();
  });

  it('refuses sends of an account without SMS settings with the SPEC message before queueing', async () => {
    const m = await createMerchant(ctx);
    const member = await addPhoneMember(ctx, m, '+905390000001');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/direct/send/sms',
      headers: m.headers,
      payload: {
        content: { defaultLanguage: 'tr', languages: { tr: { body: 'Merhaba' } } },
        audience: { kind: 'members', memberIds: [member] },
      },
    });
    expect(res.statusCode).toBe(418);
    expect(res.json().error).toMatchObject({
      code: 'setting_not_found',
      message: 'User mail, sms and whatsapp setting not found',
    });
    const runs = await ctx.app.inject({ method: 'GET', url: '/api/v1/direct/messages/sms', headers: m.headers });
    expect(runs.json().meta.total).toBe(0);
  });
});

describe('WhatsApp settings API', () => {
  const TEMPLATE = { name: 'kampanya', language: 'tr', parameters: [{ variable: 'member.name' }] };

  it('requires the service key, hides the secrets and gives a webhook path and verify token', async () => {
    const m = await createMerchant(ctx);
    const missing = await call(m, 'PUT', '/whatsapp-settings', { phoneNumberId: '123456', templates: [] });
    expect(missing.statusCode).toBe(422);
    const saved = await call(m, 'PUT', '/whatsapp-settings', {
      phoneNumberId: '123456',
      accessToken: 'EAAG-secret-token',
      appSecret: 'app-secret-value',
      templates: [TEMPLATE],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain('EAAG-secret-token');
    expect(saved.body).not.toContain('app-secret-value');
    const data = saved.json().data;
    expect(data).toMatchObject({ hasAccessToken: true, hasAppSecret: true, phoneNumberId: '123456' });
    expect(data.templates[0]).toMatchObject({
      name: 'kampanya',
      category: 'MARKETING',
      parameters: [TEMPLATE.parameters[0]],
    });
    expect(data.webhookPath).toMatch(/^\/api\/v1\/webhooks\/whatsapp\/[\w-]{20,}$/);
    // Saving again keeps the secrets and the webhook identity.
    const again = await call(m, 'PUT', '/whatsapp-settings', { phoneNumberId: '123456', templates: [] });
    expect(again.json().data).toMatchObject({
      hasAccessToken: true,
      webhookPath: data.webhookPath,
      verifyToken: data.verifyToken,
    });
  });

  it('validates template names and parameters', async () => {
    const m = await createMerchant(ctx);
    const res = await call(m, 'PUT', '/whatsapp-settings', {
      phoneNumberId: '123456',
      accessToken: 't',
      templates: [{ name: 'Büyük Harf', language: 'tr', parameters: [{ variable: '' }] }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.messageList).toEqual(
      expect.arrayContaining(['Template names use lower-case letters, digits and underscores.']),
    );
  });

  it('tests the connection against the Cloud API; another account gets 404', async () => {
    const m = await createMerchant(ctx);
    const stranger = await createMerchant(ctx);
    cloud.addNumber('777000', { token: 'EAAG-ok', templates: [] });
    await call(m, 'PUT', '/whatsapp-settings', { phoneNumberId: '777000', accessToken: 'EAAG-ok', templates: [] });
    const ok = await call(m, 'POST', '/whatsapp-settings/test');
    expect(ok.json().data).toMatchObject({ state: 'valid', displayPhoneNumber: '+90 555 000 00 00' });
    expect((await call(stranger, 'POST', '/whatsapp-settings/test')).statusCode).toBe(404);
    expect((await call(stranger, 'DELETE', '/whatsapp-settings')).statusCode).toBe(404);
    expect((await call(stranger, 'GET', '/whatsapp-settings')).json().data).toBeNull();
  });
});
