import type { DebugLogger } from '../core/debug-logger';
import type { SdkConfig } from '../core/sdk.types';

// Web push sign-up: permission prompt, service worker, PushManager subscription with the
// application's VAPID key, then the subscription goes to /t/v1/push/subscriptions as this device.

export type PushResult = 'subscribed' | 'unsupported' | 'denied' | 'not_configured' | 'failed';
export type PushSubscribeOptions = { serviceWorkerPath?: string };

type SubscriptionLike = {
  options?: { applicationServerKey?: ArrayBuffer | null };
  toJSON(): unknown;
  unsubscribe(): Promise<boolean>;
};
type RegistrationLike = {
  pushManager: {
    getSubscription(): Promise<SubscriptionLike | null>;
    subscribe(options: { userVisibleOnly: boolean; applicationServerKey: Uint8Array }): Promise<SubscriptionLike>;
  };
};
type ResponseLike = { status: number; json(): Promise<unknown> };

export type PushEnvironment = {
  serviceWorker?: {
    register(path: string, options: { scope: string }): Promise<unknown>;
    ready: Promise<RegistrationLike>;
  };
  notification?: { permission: string; requestPermission(): Promise<string> };
  fetchFn: (url: string, init: RequestInit) => Promise<ResponseLike>;
  language: string;
};

export function base64UrlToBytes(value: string): Uint8Array {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (value.length % 4)) % 4);
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(current: ArrayBuffer | null | undefined, wanted: Uint8Array): boolean {
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === wanted.length && bytes.every((b, i) => b === wanted[i]);
}

export function createPushSubscriber(deps: {
  config: SdkConfig;
  env: PushEnvironment;
  getDeviceId: () => string;
  logger: DebugLogger;
}) {
  const { config, env, logger } = deps;
  return async function subscribe(options: PushSubscribeOptions = {}): Promise<PushResult> {
    if (!env.serviceWorker || !env.notification) return 'unsupported';
    const { token, apiBase } = config;
    if (!token || !apiBase) return 'failed';
    const permission =
      env.notification.permission === 'granted' ? 'granted' : await env.notification.requestPermission();
    if (permission !== 'granted') return 'denied';
    const configResponse = await env.fetchFn(`${apiBase}/t/v1/push/config?token=${encodeURIComponent(token)}`, {
      method: 'GET',
    });
    const publicKey = ((await configResponse.json()) as { data?: { publicKey?: string | null } }).data?.publicKey;
    if (!publicKey) return 'not_configured';
    await env.serviceWorker.register(options.serviceWorkerPath ?? config.serviceWorkerPath ?? '/ulak-sw.js', {
      scope: '/',
    });
    const registration = await env.serviceWorker.ready;
    const key = base64UrlToBytes(publicKey);
    let subscription = await registration.pushManager.getSubscription();
    // Keys were replaced in the panel: the old subscription cannot receive any more.
    if (subscription && !sameKey(subscription.options?.applicationServerKey, key)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    if (!subscription)
      subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    const response = await env.fetchFn(`${apiBase}/t/v1/push/subscriptions`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({
        token,
        deviceId: deps.getDeviceId(),
        platform: 'browser',
        subscription: subscription.toJSON(),
        language: env.language.slice(0, 2) || undefined,
      }),
    });
    if (response.status !== 201) logger.log(`push subscription refused: HTTP ${response.status}`);
    return response.status === 201 ? 'subscribed' : 'failed';
  };
}
