import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { createMerchant } from '../../../test/audience-factories';
import { bearer, createTestAdmin, loginAs, nextMail } from '../../../test/auth-factories';

const OPERATOR = 'operator@ulak.test';

describe('support and demo requests', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { SUPPORT_OPERATOR_EMAIL: OPERATOR } });
  });
  afterAll(async () => ctx.close());

  it('stores a request, mails the operator, and the admin lists it and changes its status', async () => {
    const m = await createMerchant(ctx);
    const demoAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/support-requests',
      headers: m.headers,
      payload: {
        kind: 'demo',
        subject: 'Demo for WhatsApp',
        category: 'sending',
        message: 'We would like to see WhatsApp campaigns.',
        phone: '+90 532 000 00 00',
        preferredAt: demoAt,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().data;
    expect(created).toMatchObject({ kind: 'demo', status: 'open', account_email: m.email, preferred_at: demoAt });

    const mail = await nextMail(ctx, OPERATOR, /Demo for WhatsApp/);
    expect(mail.text).toContain(m.email);
    expect(mail.text).toContain('+90 532 000 00 00');

    const mine = await ctx.app.inject({ method: 'GET', url: '/api/v1/support-requests', headers: m.headers });
    expect(mine.json()).toMatchObject({ data: [{ id: created.id }], meta: { total: 1 } });
    const other = await createMerchant(ctx);
    const theirs = await ctx.app.inject({ method: 'GET', url: '/api/v1/support-requests', headers: other.headers });
    expect(theirs.json().meta.total).toBe(0);

    const admin = await createTestAdmin(ctx);
    const adminHeaders = bearer(await loginAs(ctx, admin.email, admin.password, 'admin'));
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/admin/support-requests?kind=demo',
      headers: adminHeaders,
    });
    expect(list.json().data.map((r: { id: number }) => r.id)).toContain(created.id);
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/support-requests/${created.id}/status`,
      headers: adminHeaders,
      payload: { status: 'closed' },
    });
    expect(changed.json().data.status).toBe('closed');
    // The admin API answers only the admin guard.
    const asUser = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/support-requests', headers: m.headers });
    expect(asUser.statusCode).toBe(401);
    const missing = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/support-requests/999999/status',
      headers: adminHeaders,
      payload: { status: 'closed' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('rejects a demo without a phone or a future time with field messages in the request language', async () => {
    const m = await createMerchant(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/support-requests',
      headers: { ...m.headers, 'accept-language': 'tr' },
      payload: { kind: 'demo', subject: 'Demo', category: 'other', message: 'Bir demo rica ediyoruz.' },
    });
    expect(res.statusCode).toBe(422);
    const messages = JSON.stringify(res.json());
    expect(messages).toContain('Demo için bir telefon numarası girin.');
    expect(messages).toContain('Demo için ileri bir zaman seçin.');
  });

  it('stores one roadmap notice per feature and mails the operator once', async () => {
    const m = await createMerchant(ctx);
    const ask = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/roadmap/notify',
        headers: m.headers,
        payload: { feature: 'loyalty_points' },
      });
    expect((await ask()).json().data.find((f: { key: string }) => f.key === 'loyalty_points').requested).toBe(true);
    await nextMail(ctx, OPERATOR, /loyalty_points/);
    await ask();
    await ctx.runJobs();
    expect(ctx.mail.all().filter((x) => x.subject.includes('loyalty_points'))).toHaveLength(1);
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/support-requests?kind=feature',
      headers: m.headers,
    });
    expect(list.json().meta.total).toBe(1);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/roadmap/notify',
      headers: m.headers,
      payload: { feature: 'time_travel' },
    });
    expect(bad.statusCode).toBe(422);
  });
});
