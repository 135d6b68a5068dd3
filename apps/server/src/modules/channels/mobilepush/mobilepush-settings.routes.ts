import { ZIdParams, ZMobilePushSettingsInput, ZPushSettingsView, dataEnvelope } from '@ulak/shared';
import type { RoutePlugin } from '../../../platform/http/app';
import { userAuth } from '../../../platform/http/auth-context';
import { removeMobilePush, setMobilePush } from './mobilepush-settings.service';

// Guard: user (registry). The FCM service-account key and Android channel of an application.
export const mobilePushSettingsRoutes: RoutePlugin = async (app, deps) => {
  const one = { 200: dataEnvelope(ZPushSettingsView) };
  app.put(
    '/push-settings/:id/mobile-push',
    { schema: { params: ZIdParams, body: ZMobilePushSettingsInput, response: one } },
    async (req) => ({ data: await setMobilePush(deps, userAuth(req).accountId, req.params.id, req.body) }),
  );
  app.delete('/push-settings/:id/mobile-push', { schema: { params: ZIdParams, response: one } }, async (req) => ({
    data: await removeMobilePush(deps, userAuth(req).accountId, req.params.id),
  }));
};
