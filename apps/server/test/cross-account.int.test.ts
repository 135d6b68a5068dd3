import { createHmac, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSinkEmailContext } from '../src/modules/messaging/test-sink-context';
import type { TestContext } from './harness';
import { createMerchant, startFeatureTrial, type TMerchant } from './audience-factories';
import { createTestAdmin, loginAs } from './auth-factories';

// Tenancy (ARCHITECTURE): another account's id answers 404 on every route that takes one.
const WORKFLOW_GRAPH = {
  trigger: { kind: 'event', event: 'signup' },
  start: 'x',
  nodes: [{ id: 'x', type: 'exit' }],
};
describe('cross-account isolation', () => {
  let ctx: TestContext;
  let owner: TMerchant;
  let stranger: TMerchant;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    // Email goes to the test sink, so the owner's direct send passes its pre-send check.
    ctx = await createSinkEmailContext();
    owner = await createMerchant(ctx);
    stranger = await createMerchant(ctx);
    const member = { customerId: 'X-1', email: 'owner-member@example.com' };
    const ts = new Date().toISOString();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/t/v1/events',
      headers: { 'content-type': 'text/plain', origin: 'https://shop.example.com' },
      payload: JSON.stringify({
        token: owner.app.sdk_token,
        deviceId: randomUUID(),
        context: {
          url: 'https://shop.example.com/',
          referrer: '',
          title: '',
          language: 'tr',
          screen: '',
          timezone: '',
        },
        events: [
          { id: randomUUID(), type: 'identify', ts, properties: member, member },
          { id: randomUUID(), type: 'purchase', ts, properties: { orderCode: 'X-ORDER', totalPrice: 10 }, member },
          { id: randomUUID(), type: 'product_view', ts, properties: { code: 'X-SKU', title: 'Ürün' }, member },
        ],
      }),
    });
    expect(res.statusCode).toBe(202);
    await ctx.runJobs();
    const one = async (query: ReturnType<typeof sql>) =>
      Number((await ctx.deps.db.execute<{ id: number }>(query)).rows[0]?.id);
    const a = owner.accountId;
    ids.member = await one(sql`select id from members where account_id = ${a}`);
    ids.device = await one(sql`select id from devices where account_id = ${a}`);
    ids.order = await one(sql`select id from orders where account_id = ${a}`);
    ids.product = await one(sql`select id from products where account_id = ${a}`);
    ids.event = await one(sql`select id from events where account_id = ${a} limit 1`);
    ids.requestLog = await one(sql`select id from request_logs where account_id = ${a}`);
    ids.application = owner.app.id;
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/members/${ids.member}/tags`,
      headers: owner.headers,
      payload: { name: 'vip' },
    });
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/devices/${ids.device}/tags`,
      headers: owner.headers,
      payload: { name: 'ios' },
    });
    const upload = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/imports/members',
      headers: { ...owner.headers, 'content-type': 'text/csv' },
      payload: 'email\na@b.co\n',
    });
    ids.import = upload.json().data.id;
    const deviceUpload = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/imports/devices?applicationId=${ids.application}`,
      headers: { ...owner.headers, 'content-type': 'text/csv' },
      payload: 'device_id,platform\nd-1,ios\n',
    });
    expect(deviceUpload.statusCode, deviceUpload.body).toBe(201);
    ids.deviceImport = deviceUpload.json().data.id;
    const key = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/api-keys',
      headers: owner.headers,
      payload: { name: 'Shop sync' },
    });
    ids.apiKey = key.json().data.id;
    const sender = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/email-senders',
      headers: owner.headers,
      payload: { domain: 'owner-shop.com', fromAddress: 'info@owner-shop.com', fromName: 'Owner' },
    });
    ids.emailSender = sender.json().data.id;
    // The member can receive email, so the send passes its pre-send check and writes a message.
    await ctx.deps.db.execute(sql`update members set email_active = true, email = 'owner-member@shop.test'
      where account_id = ${a} and id = ${ids.member}`);
    const direct = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/direct/send/email',
      headers: owner.headers,
      payload: {
        content: { defaultLanguage: 'tr', languages: { tr: { subject: 'Merhaba', html: '<p>Selam</p>' } } },
        audience: { kind: 'members', memberIds: [ids.member] },
      },
    });
    expect(direct.statusCode, direct.body).toBe(201);
    ids.directRun = direct.json().data.runId;
    ids.message = await one(sql`select id from messages where account_id = ${a}`);
    const segment = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/segments',
      headers: owner.headers,
      payload: { name: 'Elle', applicationId: ids.application, kind: 'empty' },
    });
    ids.segment = segment.json().data.id;
    const segmentAction = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/segments/${ids.segment}/actions`,
      headers: owner.headers,
      payload: { kind: 'export' },
    });
    ids.segmentAction = segmentAction.json().data.id;
    const campaign = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/campaigns',
      headers: owner.headers,
      payload: { name: 'Kampanya', coupon: { count: 2, discountType: 'amount', discount: 50 } },
    });
    ids.campaign = campaign.json().data.id;
    const task = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/tasks',
      headers: owner.headers,
      payload: {
        title: 'Görev',
        campaignId: ids.campaign,
        channel: 'email',
        content: { defaultLanguage: 'tr', languages: { tr: { subject: 'S', html: '<p>x</p>' } } },
        audience: { kind: 'all', confirmAll: true },
        schedule: { periodType: 'webhook' },
      },
    });
    ids.task = task.json().data.id;
    const workflow = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/workflows',
      headers: owner.headers,
      payload: { name: 'Akış', graph: WORKFLOW_GRAPH },
    });
    ids.workflow = workflow.json().data.id;
    const shareLink = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/workflows/${ids.workflow}/share-links`,
      headers: owner.headers,
    });
    expect(shareLink.statusCode, shareLink.body).toBe(201);
    ids.shareLink = shareLink.json().data.id;
    const run = await ctx.app.inject({ method: 'POST', url: `/api/v1/tasks/${ids.task}/run`, headers: owner.headers });
    ids.taskRun = run.json().data.runId;
    ids.coupon = await one(sql`select id from coupons where account_id = ${a} limit 1`);
    const widget = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/widgets',
      headers: owner.headers,
      payload: {
        name: 'Afiş',
        type: 'banner',
        applicationId: ids.application,
        texts: { tr: { title: 'T' } },
        settings: {},
      },
    });
    expect(widget.statusCode, widget.body).toBe(201);
    ids.widget = widget.json().data.id;
    // The owner's shop script has asked for its widgets once: the install check answers 200.
    const config = await ctx.app.inject({
      method: 'GET',
      url: `/t/v1/widgets?token=${owner.app.sdk_token}&device=${randomUUID()}`,
      headers: { origin: 'https://shop.example.com' },
    });
    expect(config.statusCode, config.body).toBe(200);
    // Per-account singletons (SMS and WhatsApp settings): the stranger has none and reaches none.
    for (const [url, payload] of [
      ['/api/v1/sms-settings', { provider: 'netgsm', username: 'owner', password: 'pw', originator: 'OWNER' }],
      ['/api/v1/whatsapp-settings', { phoneNumberId: '123456', accessToken: 'EAAG-owner', templates: [] }],
    ] as const) {
      const saved = await ctx.app.inject({ method: 'PUT', url, headers: owner.headers, payload });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const template = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/email-templates',
      headers: owner.headers,
      payload: { name: 'Şablon' },
    });
    ids.template = template.json().data.id;
    const version = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/email-templates/${ids.template}/versions`,
      headers: owner.headers,
      payload: { language: 'tr', subject: 'S', mjml: '<mjml><mj-body></mj-body></mjml>' },
    });
    expect(version.statusCode, version.body).toBe(201);
    ids.templateVersion = version.json().data.version.id;
    const block = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/template-blocks',
      headers: owner.headers,
      payload: { name: 'Blok', mjml: '<mj-section></mj-section>' },
    });
    ids.templateBlock = block.json().data.id;
    const platform = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/platforms',
      headers: owner.headers,
      payload: { type: 'custom', name: 'Mağaza', storeUrl: 'https://shop.example.com' },
    });
    expect(platform.statusCode, platform.body).toBe(201);
    ids.platform = platform.json().data.id;
    // A customer data request of the platform with its compiled file (what Shopify's webhook leaves).
    const requestFile = await one(
      sql`insert into media_files (account_id, content_type, size_bytes) values (${a}, 'application/json', 2) returning id`,
    );
    await ctx.deps.db.execute(
      sql`insert into media_file_chunks (file_id, seq, bytes) values (${requestFile}, 0, convert_to('{}', 'UTF8'))`,
    );
    ids.dataRequest = await one(sql`insert into platform_data_requests (account_id, platform_account_id, external_id,
      customer, member_found, media_file_id, size_bytes) values (${a}, ${ids.platform}, '1', 'a@example.com', false,
      ${requestFile}, 2) returning id`);
    // An email verification run of the owner (the free plan cannot start one through the API).
    const verification = await ctx.deps.db.execute<{ id: number }>(
      sql`insert into email_verification_runs (account_id, last_member_id, total) values (${owner.accountId}, 0, 0) returning id`,
    );
    ids.emailVerificationRun = Number(verification.rows[0]?.id);
    // A completed packet order with its invoice and a saved card (billing).
    ids.billingOrder =
      await one(sql`insert into packet_orders (account_id, kind, plan_code, period, subtotal, kdv, total,
      status, conversation_id, invoice, completed_at) values (${a}, 'main', 'plus', 'monthly', 100, 20, 120, 'completed',
      ${randomUUID()}, '{"type":"individual","address":"A","city":"B","zipCode":"34000"}'::jsonb, now()) returning id`);
    ids.card = await one(sql`insert into stored_cards (account_id, card_user_key, card_token)
      values (${a}, 'owner-user-key', 'owner-card-token') returning id`);
    await ctx.runJobs();
  });
  afterAll(async () => ctx.close());

  type TMethod = 'GET' | 'PUT' | 'POST' | 'DELETE';
  // Reads first, destructive calls last (the owner check of each runs before the stranger's try).
  const routes: [TMethod, (i: typeof ids) => string, (object | ((i: typeof ids) => object))?][] = [
    ['GET', (i) => `/applications/${i.application}`],
    ['PUT', (i) => `/applications/${i.application}`, { name: 'Stolen', domains: [] }],
    ['POST', (i) => `/applications/${i.application}/regenerate-token`],
    ['GET', (i) => `/members/${i.member}`],
    ['PUT', (i) => `/members/${i.member}`, { notes: 'stolen' }],
    ...(
      [
        'orders',
        'cart',
        'events',
        'devices',
        'segments-tags',
        'sending-history',
        'widget-interactions',
        'iys-logs',
        'order-feedback',
      ] as const
    ).map((tab): [TMethod, (i: typeof ids) => string] => ['GET', (i) => `/members/${i.member}/${tab}`]),
    ['GET', (i) => `/members/${i.member}/tags`],
    ['PUT', (i) => `/members/${i.member}/tags`, { name: 'stolen' }],
    ['GET', (i) => `/devices/${i.device}`],
    ['GET', (i) => `/devices/${i.device}/tags`],
    ['PUT', (i) => `/devices/${i.device}/tags`, { name: 'stolen' }],
    ['PUT', (i) => `/devices/${i.device}`, { applicationId: 1, platform: 'ios' }],
    ['GET', (i) => `/orders/${i.order}`],
    ['GET', (i) => `/products/${i.product}`],
    ['GET', (i) => `/events/${i.event}`],
    ['GET', (i) => `/events/request-logs/${i.requestLog}`],
    ['POST', (i) => `/events/request-logs/${i.requestLog}/retry`],
    ['PUT', () => '/tags/vip', { name: 'stolen' }],
    ['GET', (i) => `/imports/members/${i.import}`],
    ['GET', (i) => `/email-senders/${i.emailSender}`],
    ['GET', (i) => `/actions/${i.message}`],
    ['GET', (i) => `/direct/runs/${i.directRun}`],
    ['POST', (i) => `/email-senders/${i.emailSender}/verify`],
    ['POST', (i) => `/email-senders/${i.emailSender}/resend-verification`],
    ['POST', (i) => `/email-senders/${i.emailSender}/reset`],
    ['GET', (i) => `/imports/members/${i.import}/rejected.csv`],
    ['POST', (i) => `/imports/members/${i.import}/start`, { mapping: { email: 0 } }],
    ['GET', (i) => `/imports/devices/${i.deviceImport}`],
    ['GET', (i) => `/imports/devices/${i.deviceImport}/rejected.csv`],
    ['POST', (i) => `/imports/devices/${i.deviceImport}/start`, { mapping: { deviceId: 0, platform: 1 } }],
    ['GET', (i) => `/segments/${i.segment}`],
    ['GET', (i) => `/segments/${i.segment}/members`],
    ['GET', (i) => `/segments/${i.segment}/members.csv`],
    ['GET', (i) => `/segments/${i.segment}/history`],
    ['GET', (i) => `/segments/${i.segment}/actions`],
    ['GET', (i) => `/segment-actions/${i.segmentAction}`],
    ['GET', (i) => `/segment-actions/report/${i.application}/${i.segmentAction}`],
    ['GET', (i) => `/segment-actions/${i.segmentAction}/export.csv`],
    ['PUT', (i) => `/segments/${i.segment}`, { name: 'Stolen', applicationId: 1, kind: 'empty' }],
    ['POST', (i) => `/segments/${i.segment}/activate`],
    ['POST', (i) => `/segments/${i.segment}/passivate`],
    ['POST', (i) => `/segments/${i.segment}/refresh`],
    ['POST', (i) => `/segments/${i.segment}/members`, { memberIds: [1] }],
    ['POST', (i) => `/segments/${i.segment}/members/remove`, { memberIds: [1] }],
    ['POST', (i) => `/segments/${i.segment}/actions`, { kind: 'export' }],
    ['PUT', (i) => `/push-settings/${i.application}/web-push`, { mode: 'generate', subject: 'mailto:x@stolen.com' }],
    ['PUT', (i) => `/push-settings/${i.application}/sound`, { sound: 'stolen.wav' }],
    ['PUT', (i) => `/push-settings/${i.application}/mobile-push`, { channelId: 'stolen' }],
    ['DELETE', (i) => `/push-settings/${i.application}/mobile-push`],
    ['GET', (i) => `/campaigns/${i.campaign}`],
    ['GET', (i) => `/campaigns/${i.campaign}/report`],
    ['GET', (i) => `/campaigns/${i.campaign}/coupons`],
    ['GET', (i) => `/campaigns/${i.campaign}/coupons/summary`],
    ['GET', (i) => `/campaigns/${i.campaign}/coupons.csv`],
    ['GET', (i) => `/tasks/${i.task}`],
    ['GET', (i) => `/tasks/${i.task}/log`],
    ['GET', (i) => `/tasks/${i.task}/triggers`],
    ['GET', (i) => `/tasks/${i.task}/report`],
    ['PUT', (i) => `/campaigns/${i.campaign}`, { name: 'Stolen' }],
    ['POST', (i) => `/campaigns/${i.campaign}/activate`],
    ['POST', (i) => `/campaigns/${i.campaign}/deactivate`],
    ['POST', (i) => `/campaigns/${i.campaign}/end`],
    ['GET', (i) => `/widgets/${i.widget}`],
    ['GET', (i) => `/widgets/${i.widget}/install-check`],
    ['GET', (i) => `/widgets/${i.widget}/results`],
    ['GET', (i) => `/widgets/${i.widget}/voters`],
    ['GET', (i) => `/widgets/${i.widget}/winners`],
    ['GET', (i) => `/widgets/${i.widget}/results.csv`],
    [
      'PUT',
      (i) => `/widgets/${i.widget}`,
      { name: 'Stolen', type: 'banner', applicationId: 1, texts: { tr: { title: 'T' } }, settings: {} },
    ],
    ['POST', (i) => `/widgets/${i.widget}/activate`],
    ['POST', (i) => `/widgets/${i.widget}/pause`],
    ['POST', (i) => `/widgets/${i.widget}/ab-test/winner`, { variant: 'B' }],
    ['POST', (i) => `/coupons/${i.coupon}/passivate`],
    ['POST', (i) => `/coupons/${i.coupon}/activate`],
    [
      'PUT',
      (i) => `/tasks/${i.task}`,
      {
        title: 'Stolen',
        campaignId: 1,
        channel: 'email',
        content: { defaultLanguage: 'tr', languages: { tr: { subject: 'S' } } },
        audience: { kind: 'all', confirmAll: true },
        schedule: { periodType: 'webhook' },
      },
    ],
    ['POST', (i) => `/tasks/${i.task}/activate`],
    ['POST', (i) => `/tasks/${i.task}/passivate`],
    ['POST', (i) => `/tasks/${i.task}/run`],
    ['POST', () => '/direct/preflight/email', (i) => ({ audience: { kind: 'members', memberIds: [i.member] } })],
    [
      'POST',
      () => '/direct/preflight/sms',
      (i) => ({ audience: { kind: 'segment', segmentId: i.segment, confirmSegment: true } }),
    ],
    ['POST', (i) => `/tasks/runs/${i.taskRun}/requeue`],
    ['GET', (i) => `/billing/orders/${i.billingOrder}`],
    ['GET', (i) => `/billing/orders/${i.billingOrder}/invoice`],
    ['DELETE', (i) => `/billing/cards/${i.card}`],
    ['DELETE', (i) => `/tasks/${i.task}`],
    ['GET', (i) => `/email-templates/${i.template}`],
    ['GET', (i) => `/email-templates/${i.template}/editor/tr`],
    ['GET', (i) => `/email-templates/${i.template}/content`],
    ['GET', (i) => `/email-templates/${i.template}/versions`],
    ['PUT', (i) => `/email-templates/${i.template}`, { name: 'Stolen' }],
    ['PUT', (i) => `/email-templates/${i.template}/draft`, { language: 'tr', mjml: 'x' }],
    ['POST', (i) => `/email-templates/${i.template}/versions`, { language: 'tr', subject: 'S', mjml: '<mjml></mjml>' }],
    ['POST', (i) => `/email-templates/${i.template}/versions/${i.templateVersion}/restore`],
    ['POST', (i) => `/email-templates/${i.template}/duplicate`],
    ['DELETE', (i) => `/template-blocks/${i.templateBlock}`],
    ['DELETE', (i) => `/email-templates/${i.template}`],
    ['DELETE', (i) => `/campaigns/${i.campaign}`],
    ['GET', (i) => `/workflows/${i.workflow}`],
    ['GET', (i) => `/workflows/${i.workflow}/report`],
    ['PUT', (i) => `/workflows/${i.workflow}`, { name: 'Stolen', graph: WORKFLOW_GRAPH }],
    ['POST', (i) => `/workflows/${i.workflow}/status`, { status: 'active' }],
    ['POST', (i) => `/workflows/${i.workflow}/dry-run`, (i) => ({ memberId: i.member })],
    ['GET', (i) => `/workflows/${i.workflow}/share-links`],
    ['POST', (i) => `/workflows/${i.workflow}/share-links`],
    ['DELETE', (i) => `/workflows/${i.workflow}/share-links/${i.shareLink}`],
    ['GET', (i) => `/workflows/${i.workflow}/webhook-secret`],
    ['POST', (i) => `/workflows/${i.workflow}/webhook-secret`],
    ['DELETE', (i) => `/workflows/${i.workflow}`],
    ['DELETE', (i) => `/widgets/${i.widget}`],
    ['GET', (i) => `/platforms/${i.platform}`],
    ['GET', (i) => `/platforms/${i.platform}/stats?range=30d`],
    ['GET', (i) => `/platforms/${i.platform}/data-requests`],
    ['GET', (i) => `/platforms/${i.platform}/data-requests/${i.dataRequest}/file`],
    ['POST', (i) => `/platforms/${i.platform}/api-token`],
    ['POST', (i) => `/platforms/${i.platform}/archive`],
    ['POST', () => '/whatsapp-settings/test'],
    ['GET', () => '/whatsapp-settings/bulk-reports'],
    ['GET', (i) => `/email-verification/runs/${i.emailVerificationRun}`],
    ['DELETE', () => '/sms-settings'],
    ['DELETE', () => '/whatsapp-settings'],
    ['DELETE', (i) => `/segments/${i.segment}`],
    ['DELETE', (i) => `/members/${i.member}/tags/vip`],
    ['DELETE', (i) => `/devices/${i.device}/tags/ios`],
    ['DELETE', () => '/tags/ios'],
    ['DELETE', (i) => `/api-keys/${i.apiKey}`],
    ['DELETE', (i) => `/email-senders/${i.emailSender}`],
    ['DELETE', (i) => `/members/${i.member}`],
    ['DELETE', (i) => `/applications/${i.application}`],
  ];

  it.each(
    routes.map(([method, url, payload]) => ({
      method,
      url,
      payload,
      name: `${method} ${url({ member: 0, device: 0, order: 0, product: 0, event: 0, requestLog: 0, application: 0, import: 0, deviceImport: 0, apiKey: 0, emailSender: 0, message: 0, segment: 0, segmentAction: 0, campaign: 0, task: 0, taskRun: 0, coupon: 0, workflow: 0, platform: 0, dataRequest: 0, emailVerificationRun: 0 })}`,
    })),
  )('$name answers 404 to another account', async ({ method, url, payload }) => {
    const res = await ctx.app.inject({
      method,
      url: `/api/v1${url(ids)}`,
      headers: stranger.headers,
      ...(payload ? { payload: typeof payload === 'function' ? payload(ids) : payload } : {}),
    });
    expect(res.statusCode, res.body).toBe(404);
  });

  // The members summary takes no id: its figures count the caller's own members only.
  it('the members summary counts only the caller’s account', async () => {
    const summary = async (who: TMerchant) => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/members/summary', headers: who.headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    expect(await summary(owner)).toMatchObject({ total: 1, statuses: { active: 1 }, sources: { site: 1 } });
    expect(await summary(stranger)).toEqual({
      total: 0,
      statuses: { active: 0, passive: 0, blocked: 0 },
      sources: { site: 0, manual: 0, csv: 0, api: 0 },
    });
  });

  it('a device import into another account’s application answers 404', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/imports/devices?applicationId=${ids.application}`,
      headers: { ...stranger.headers, 'content-type': 'text/csv' },
      payload: 'device_id,platform\nd-2,ios\n',
    });
    expect(res.statusCode, res.body).toBe(404);
  });

  it('release notes: one account’s reads do not mark another account’s notes read', async () => {
    const admin = await createTestAdmin(ctx);
    const adminHeaders = { authorization: `Bearer ${await loginAs(ctx, admin.email, admin.password, 'admin')}` };
    const note = {
      version: '9.9.9',
      releaseDate: '2026-11-24',
      title: { tr: 'Not', en: 'Note' },
      body: { tr: 'Gövde', en: 'Body' },
    };
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/release-notes',
      headers: adminHeaders,
      payload: note,
    });
    const id = created.json().data.id as number;
    await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/release-notes/${id}/publish`,
      headers: adminHeaders,
      payload: { published: true },
    });
    const read = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user/release-notes/read',
      headers: stranger.headers,
      payload: { ids: [id] },
    });
    expect(read.statusCode).toBe(200);
    const ownerList = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/user/release-notes',
      headers: owner.headers,
    });
    expect(ownerList.json().data.find((n: { id: number }) => n.id === id).read).toBe(false);
    const strangerList = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/user/release-notes',
      headers: stranger.headers,
    });
    expect(strangerList.json().data.find((n: { id: number }) => n.id === id).read).toBe(true);
  });

  it('left the owner’s data untouched, and the owner can still reach it', async () => {
    for (const [method, url] of routes.filter(([m]) => m === 'GET')) {
      const res = await ctx.app.inject({ method, url: `/api/v1${url(ids)}`, headers: owner.headers });
      expect(res.statusCode, `${method} ${url(ids)}: ${res.body}`).toBe(200);
    }
    const member = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/members/${ids.member}`,
      headers: owner.headers,
    });
    expect(member.json().data.notes).toBeNull();
    const tags = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/members/${ids.member}/tags`,
      headers: owner.headers,
    });
    expect(tags.json().data.map((t: { name: string }) => t.name)).toEqual(['vip']);
    const app = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/applications/${ids.application}`,
      headers: owner.headers,
    });
    expect(app.json().data).toMatchObject({ name: 'Web Mağaza', sdk_token: owner.app.sdk_token });
  });

  it('an incoming webhook cannot start another account’s workflow nor name another account’s member', async () => {
    const hook = (workflowId: number, secret: string, body: string) => {
      const ts = String(Math.floor(Date.now() / 1000));
      const signature = `sha256=${createHmac('sha256', secret).update(`${ts}.${body}`).digest('hex')}`;
      return ctx.app.inject({
        method: 'POST',
        url: `/api/v1/hooks/workflows/${workflowId}`,
        headers: {
          'content-type': 'application/json',
          'x-ulak-timestamp': ts,
          'x-ulak-signature': signature,
          'idempotency-key': randomUUID(),
        },
        payload: body,
      });
    };
    await startFeatureTrial(ctx, stranger, 'automations');
    const own = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/workflows',
      headers: stranger.headers,
      payload: { name: 'Webhook', graph: { ...WORKFLOW_GRAPH, trigger: { kind: 'webhook' } } },
    });
    const ownId = own.json().data.id as number;
    const on = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/workflows/${ownId}/status`,
      headers: stranger.headers,
      payload: { status: 'active' },
    });
    expect(on.statusCode, on.body).toBe(200);
    const secret = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/workflows/${ownId}/webhook-secret`,
      headers: stranger.headers,
    });
    const strangerSecret = secret.json().data.secret as string;
    const body = JSON.stringify({ member: { email: 'owner-member@example.com' }, data: {} });
    // The stranger's secret does not open the owner's workflow URL.
    expect((await hook(ids.workflow as number, strangerSecret, body)).statusCode).toBe(401);
    // The stranger's own workflow does not find the owner's member.
    const foreign = await hook(ownId, strangerSecret, body);
    expect(foreign.statusCode, foreign.body).toBe(404);
    const entered = await ctx.deps.db.execute<{ n: number }>(
      sql`select count(*)::int as n from journey_enrollments where member_id = ${ids.member}`,
    );
    expect(entered.rows[0]?.n).toBe(0);
  });

  it('a share link of another account cannot be revoked through one’s own workflow', async () => {
    const own = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/workflows',
      headers: stranger.headers,
      payload: { name: 'Kendi akışım', graph: WORKFLOW_GRAPH },
    });
    expect(own.statusCode, own.body).toBe(201);
    const revoke = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/workflows/${own.json().data.id}/share-links/${ids.shareLink}`,
      headers: stranger.headers,
    });
    expect(revoke.statusCode, revoke.body).toBe(404);
    const links = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/workflows/${ids.workflow}/share-links`,
      headers: owner.headers,
    });
    expect(links.json().data).toEqual([expect.objectContaining({ id: ids.shareLink, revokedAt: null })]);
  });

  // The lists of templates, saved blocks, workflows, scenarios and widgets take no id: each holds only the
  // caller's own account's.
  it('template, block, workflow, scenario and widget lists show only the caller’s account', async () => {
    const list = async (who: TMerchant, url: string) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: who.headers });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as { id: number }[]).map((row) => row.id);
    };
    for (const [url, id] of [
      ['/email-templates', ids.template],
      ['/template-blocks', ids.templateBlock],
      ['/workflows', ids.workflow],
      ['/widgets', ids.widget],
    ] as const) {
      expect(await list(owner, url), url).toContain(id);
      expect(await list(stranger, url), url).not.toContain(id);
    }
    const scenario = async (who: TMerchant) =>
      (
        await ctx.app.inject({ method: 'GET', url: '/api/v1/automation/scenarios/welcome', headers: who.headers })
      ).json().data as { saved: boolean; settings: { delayHours?: number } };
    const current = await scenario(owner);
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/automation/scenarios/welcome',
      headers: owner.headers,
      payload: { settings: current.settings },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await scenario(owner)).saved).toBe(true);
    expect((await scenario(stranger)).saved).toBe(false);
  });

  // Account-wide routes take no id: each answers the caller's own account only.
  it('dashboard, onboarding and support requests show only the caller’s account', async () => {
    const call = (who: TMerchant, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      ctx.app.inject({ method, url: `/api/v1${url}`, headers: who.headers, ...(payload ? { payload } : {}) });
    const request = { kind: 'support', subject: 'Owner only', category: 'other', message: 'A private question.' };
    expect((await call(owner, 'POST', '/support-requests', request)).statusCode).toBe(201);
    await call(owner, 'POST', '/dashboard/suggestions/sender_not_verified/dismiss');
    await call(owner, 'PUT', '/onboarding/steps/connect_shop', { skipped: true });
    await call(owner, 'POST', '/roadmap/notify', { feature: 'instagram_dm' });

    expect((await call(stranger, 'GET', '/support-requests')).json().meta.total).toBe(0);
    const suggestions = (await call(stranger, 'GET', '/dashboard/suggestions')).json().data;
    expect(suggestions.map((x: { key: string }) => x.key)).toContain('sender_not_verified');
    const onboarding = (await call(stranger, 'GET', '/onboarding')).json().data;
    expect(onboarding.steps[0].skipped).toBe(false);
    expect(onboarding.sdk_token).toBe(stranger.app.sdk_token);
    const roadmap = (await call(stranger, 'GET', '/roadmap')).json().data;
    expect(roadmap.every((f: { requested: boolean }) => !f.requested)).toBe(true);
    expect((await call(owner, 'GET', '/dashboard/stats?range=7d')).json().data.channels).toHaveLength(1);
    expect((await call(stranger, 'GET', '/dashboard/stats?range=7d')).json().data.channels).toEqual([]);
  });

  // IYS (settings, summary, change and transfer logs), billing (packets, orders, cards, auto-payment) and
  // the platform list take no id either: the stranger reaches none of the owner's and changes none of it.
  it('IYS, billing and platform screens show only the caller’s account', async () => {
    const a = owner.accountId;
    const db = ctx.deps.db;
    await db.execute(sql`insert into iys_settings (account_id, iys_code, brand_code, username, password_sealed,
      channels, connection_state) values (${a}, '700001', '700002', 'owner-iys', 'sealed', '{sms}', 'valid')`);
    const batch = (
      await db.execute<{
        id: number;
      }>(sql`insert into iys_batches (account_id, request_id, count, success_count, status,
      completed_at) values (${a}, 'owner-request', 1, 1, 'completed', now()) returning id`)
    ).rows[0]?.id;
    await db.execute(sql`insert into iys_consents (account_id, direction, member_id, recipient, recipient_type, type,
      status, source, origin, consent_date, state, batch_id) values (${a}, 'out', ${ids.member}, '+905320000001',
      'BIREYSEL', 'MESAJ', 'ONAY', 'HS_WEB', 'screen', now(), 'success', ${batch})`);
    await db.execute(sql`insert into account_packets (account_id, kind, plan_code, period, ends_at, auto_renew)
      values (${a}, 'main', 'plus', 'monthly', now() + interval '20 days', true)`);
    const get = async (who: TMerchant, url: string) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: who.headers });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      return res.json();
    };

    expect((await get(owner, '/iys-settings')).data).toMatchObject({ iysCode: '700001' });
    expect((await get(stranger, '/iys-settings')).data).toBeNull();
    expect((await get(owner, '/iys/summary')).data).toMatchObject({
      integration: { configured: true },
      changeLogs: { total: 1 },
      transferLogs: { total: 1 },
    });
    expect((await get(stranger, '/iys/summary')).data).toMatchObject({
      integration: { configured: false },
      changeLogs: { total: 0 },
      transferLogs: { total: 0 },
    });
    for (const url of ['/iys/change-logs', '/iys/transfer-logs']) {
      expect((await get(owner, url)).meta.total, url).toBe(1);
      expect((await get(stranger, url)).meta.total, url).toBe(0);
    }

    expect((await get(owner, '/billing/packets')).data.main).toMatchObject({ planCode: 'plus', autoRenew: true });
    expect((await get(stranger, '/billing/packets')).data.main).toMatchObject({ planCode: 'free' });
    expect((await get(owner, '/billing/orders')).data.map((o: { id: number }) => o.id)).toEqual([ids.billingOrder]);
    expect((await get(stranger, '/billing/orders')).data).toEqual([]);
    expect((await get(owner, '/billing/cards')).data.map((c: { id: number }) => c.id)).toEqual([ids.card]);
    expect((await get(stranger, '/billing/cards')).data).toEqual([]);
    // The stranger has no main packet of its own to renew; the owner's auto-payment stays on.
    const renew = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/billing/auto-renew',
      headers: stranger.headers,
      payload: { autoRenew: false },
    });
    expect(renew.statusCode, renew.body).toBe(404);
    expect((await get(owner, '/billing/packets')).data.main.autoRenew).toBe(true);

    expect((await get(owner, '/platforms')).data.map((p: { id: number }) => p.id)).toEqual([ids.platform]);
    expect((await get(stranger, '/platforms')).data).toEqual([]);
  });
});
