import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { bearer, createTestAdmin, loginAs } from '../../../test/auth-factories';
import { createMerchant, startFeatureTrial, type TMerchant } from '../../../test/audience-factories';
import { BANNER } from '../widgets/widget-test-helpers';

// SPEC §4/§6/§8: automations and widgets are plan features. Activating one on a plan without it is
// refused with 'You do not have the right to use the package. Please purchase the package.'; drafts
// stay editable; the 15-day trial or a plan that includes it allows it.
let ctx: TestContext;
let adminToken: string;
beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMIT_AUTH_PER_MINUTE: '1000' } });
  const admin = await createTestAdmin(ctx);
  adminToken = await loginAs(ctx, admin.email, admin.password, 'admin');
});
afterAll(async () => ctx.close());

const SPEC_EN = 'You do not have the right to use the package. Please purchase the package.';
const SPEC_TR = 'Paketi kullanma hakkınız bulunmamaktadır. Lütfen paketi satın alınız.';
const GRAPH = {
  trigger: { kind: 'event', event: 'signup' },
  start: 'tag',
  nodes: [{ id: 'tag', type: 'update_member', tags: [{ name: 'yeni', value: '1' }], next: null }],
};

const call = (m: TMerchant, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, lang = 'en') =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: { ...m.headers, 'accept-language': lang }, payload });

// A draft workflow, a banner widget (passive) and the activations the gates guard.
async function drafts(m: TMerchant) {
  const workflow = await call(m, 'POST', '/workflows', { name: 'Hoş geldin', graph: GRAPH });
  expect(workflow.statusCode, workflow.body).toBe(201);
  const widget = await call(m, 'POST', '/widgets', { applicationId: m.app.id, ...BANNER });
  expect(widget.statusCode, widget.body).toBe(201);
  const workflowId = Number(workflow.json().data.id);
  const widgetId = Number(widget.json().data.id);
  return {
    workflowId,
    widgetId,
    activateWorkflow: (lang = 'en') => call(m, 'POST', `/workflows/${workflowId}/status`, { status: 'active' }, lang),
    activateScenario: (lang = 'en') => call(m, 'POST', '/automation/scenarios/welcome/status', { active: true }, lang),
    activateWidget: (lang = 'en') => call(m, 'POST', `/widgets/${widgetId}/activate`, undefined, lang),
  };
}

describe('feature gates', () => {
  it('refuses a free account with the SPEC message; its drafts stay editable and passive', async () => {
    const m = await createMerchant(ctx);
    const d = await drafts(m);
    for (const activate of [d.activateWorkflow, d.activateScenario, d.activateWidget]) {
      const en = await activate();
      expect(en.statusCode).toBe(418);
      expect(en.json().error).toMatchObject({ code: 'feature_not_purchased', message: SPEC_EN });
      expect((await activate('tr')).json().error.message).toBe(SPEC_TR);
    }
    // Nothing went live: the workflow is a draft, the widget passive, the scenario off.
    expect((await call(m, 'GET', `/workflows/${d.workflowId}`)).json().data.status).toBe('draft');
    expect((await call(m, 'GET', `/widgets/${d.widgetId}`)).json().data.status).toBe('passive');
    expect((await call(m, 'GET', '/automation/scenarios/welcome')).json().data.active).toBe(false);
    const edited = await call(m, 'PUT', `/workflows/${d.workflowId}`, { name: 'Hoş geldin 2', graph: GRAPH });
    expect(edited.statusCode, edited.body).toBe(200);
    const paused = await call(m, 'POST', `/widgets/${d.widgetId}/pause`);
    expect(paused.statusCode).toBe(200);
  });

  it('allows the 15-day trial of each feature', async () => {
    const m = await createMerchant(ctx);
    const d = await drafts(m);
    await startFeatureTrial(ctx, m, 'automations');
    expect((await d.activateWorkflow()).json().data.status).toBe('active');
    expect((await d.activateScenario()).json().data.active).toBe(true);
    // The widgets trial is its own: automations' does not open it.
    expect((await d.activateWidget()).statusCode).toBe(418);
    await startFeatureTrial(ctx, m, 'widgets');
    expect((await d.activateWidget()).json().data.status).toBe('active');
    const packets = (await call(m, 'GET', '/billing/packets')).json().data;
    expect(packets.features).toEqual(expect.arrayContaining(['automations', 'widgets']));
  });

  it('allows a plan that includes the features (plus granted by an admin)', async () => {
    const m = await createMerchant(ctx);
    const d = await drafts(m);
    const granted = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/user-packets/${m.accountId}`,
      headers: bearer(adminToken),
      payload: { kind: 'main', planCode: 'plus', period: 'monthly', days: 30 },
    });
    expect(granted.statusCode, granted.body).toBe(201);
    expect((await d.activateWorkflow()).statusCode).toBe(200);
    expect((await d.activateScenario()).statusCode).toBe(200);
    expect((await d.activateWidget()).statusCode).toBe(200);
  });
});
