// The web push channel's public API: the provider (registered for `webpush` when this module loads),
// push settings per application, the public subscription intake and the service worker.
import { registerChannelProvider } from '../../messaging';
import { webPushProvider } from './providers/web-push';

registerChannelProvider(webPushProvider);

export { pushSettingsRoutes } from './push-settings.routes';
export { pushIntakeRoutes } from './push-intake.routes';
export { pushSettingsOf } from './push-settings.service';
export { retryAfterMs } from './retry-after';
export { mapLimited } from './concurrency';
export {
  deliverWebPush,
  loadWebPushSettings,
  webPushPayload,
  webPushProvider,
  type TWebPushPayload,
  type TWebPushResult,
  type TWebPushSubscription,
  type TWebPushSettings,
} from './providers/web-push';
export { forgetVapidKey, generateVapidKeys, vapidAuthorization, vapidSignatureCount } from './vapid';
