import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { createMerchant } from '../../../test/audience-factories';
import { api, newCampaign, newTask } from '../campaigns/campaign-test-helpers';

// The profile's (and the dashboard's) campaign, segment and task counters are real counts.
describe('profile usage counters', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx.close());

  it('counts the account’s campaigns, segments and tasks, not another account’s', async () => {
    const m = await createMerchant(ctx);
    const other = await createMerchant(ctx);
    const campaign = await newCampaign(ctx, m);
    await newCampaign(ctx, m, { name: 'İkinci' });
    await newTask(ctx, m, campaign.id, {
      audience: { kind: 'all', confirmAll: true },
      schedule: { periodType: 'webhook' },
    });
    const segment = await api(ctx, m, 'POST', '/segments', { name: 'Elle', applicationId: m.app.id, kind: 'empty' });
    expect(segment.status).toBe(201);
    await newCampaign(ctx, other);
    const profile = (await api(ctx, m, 'GET', '/user/profile')).body.data;
    expect(profile).toMatchObject({ campaign_count: 2, segment_count: 1, task_count: 1 });
  });
});
