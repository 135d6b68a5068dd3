// The mobile push channel's public API: the FCM provider (registered for `mobilepush` when this
// module loads) and the service-account settings.
import { registerChannelProvider } from '../../messaging';
import { fcmProvider } from './providers/fcm';

registerChannelProvider(fcmProvider);

export { mobilePushSettingsRoutes } from './mobilepush-settings.routes';
export { fcmMessage, fcmProvider, loadFcmSettings, type TFcmSettings } from './providers/fcm';
export { fcmAccessToken, fcmTokenRequestCount, signAssertion } from './fcm-auth';
