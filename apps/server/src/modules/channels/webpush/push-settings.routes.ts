import { ZIdParams, ZPushSoundInput, ZWebPushKeysInput } from '@ulak/shared';
import type { RoutePlugin } from '../../../platform/http/app';
import { userAuth } from '../../../platform/http/auth-context';
import { listPushSettings, setPushSound, setWebPushKeys } from './push-settings.service';

// Guard: user (registry). Push settings per application: VAPID keys and the notification sound.
export const pushSettingsRoutes: RoutePlugin = async (app, deps) => {
  app.get('/push-settings', async (req) => ({ data: await listPushSettings(deps, userAuth(req).accountId) }));
  app.put('/push-settings/:id/web-push', { schema: { params: ZIdParams, body: ZWebPushKeysInput } }, async (req) => ({
    data: await setWebPushKeys(deps, userAuth(req).accountId, req.params.id, req.body),
  }));
  app.put('/push-settings/:id/sound', { schema: { params: ZIdParams, body: ZPushSoundInput } }, async (req) => ({
    data: await setPushSound(deps, userAuth(req).accountId, req.params.id, req.body.sound),
  }));
};
