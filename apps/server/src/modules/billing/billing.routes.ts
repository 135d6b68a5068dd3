import { ZAutoRenewInput, ZTrialInput } from '@ulak/shared/billing';
import type { RoutePlugin } from '../../platform/http/app';
import { userAuth } from '../../platform/http/auth-context';
import { listPlans, packetOverview, setAutoRenew, startTrial } from './packets.service';

// Guard: user (registry). Plans, my packets with usage, feature trials, auto-payment.
export const billingRoutes: RoutePlugin = async (app, deps) => {
  const account = (req: Parameters<typeof userAuth>[0]) => userAuth(req).accountId;

  app.get('/billing/plans', async () => ({ data: await listPlans(deps.db) }));
  app.get('/billing/packets', async (req) => ({ data: await packetOverview(deps.db, account(req)) }));
  app.post('/billing/trials', { schema: { body: ZTrialInput } }, async (req) => ({
    data: await startTrial(deps.db, account(req), req.body.feature),
  }));
  app.put('/billing/auto-renew', { schema: { body: ZAutoRenewInput } }, async (req) => ({
    data: await setAutoRenew(deps.db, account(req), req.body.autoRenew),
  }));
};
