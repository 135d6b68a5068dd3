import { z } from 'zod';
import { ZIdParams, ZPushSettingsView, ZPushSoundInput, ZWebPushKeysInput, dataEnvelope } from '@ulak/shared';
import type { RoutePlugin } from '../../../platform/http/app';
import { userAuth } from '../../../platform/http/auth-context';
import { listPushSettings, setPushSound, setWebPushKeys } from './push-settings.service';

// Guard: user (registry). Push settings per application: VAPID keys and the notification sound.
export const pushSettingsRoutes: RoutePlugin = async (app, deps) => {
  const one = { 200: dataEnvelope(ZPushSettingsView) };
  app.get(
    '/push-settings',
    { schema: { response: { 200: dataEnvelope(z.array(ZPushSettingsView)) } } },
    async (req) => ({
      data: await listPushSettings(deps, userAuth(req).accountId),
    }),
  );
  app.put(
    '/push-settings/:id/web-push',
    { schema: { params: ZIdParams, body: ZWebPushKeysInput, response: one } },
    async (req) => ({
      data: await setWebPushKeys(deps, userAuth(req).accountId, req.params.id, req.body),
    }),
  );
  app.put(
    '/push-settings/:id/sound',
    { schema: { params: ZIdParams, body: ZPushSoundInput, response: one } },
    async (req) => ({
      data: await setPushSound(deps, userAuth(req).accountId, req.params.id, req.body.sound),
    }),
  );
};
