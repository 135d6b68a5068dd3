import webpush from 'web-push';
import type { AppDeps } from '../../../../platform/deps';
import { EgressError, egressRequest, type TEgressResponse } from '../../../../platform/egress';
import { pushKeysRepository } from '../../../applications';
import { pushDevicesRepository, type TPushTarget } from '../../../audience';
import type { ChannelProvider, TRenderedMessage, TSendOutcome } from '../../../messaging';
import { mapLimited } from '../concurrency';
import { retryAfterMs } from '../retry-after';
import { vapidAuthorization, type TVapidKeys } from '../vapid';

// Web push (RFC 8030/8291/8292): the payload is encrypted with the `web-push` package (aes128gcm),
// the VAPID header comes from the per-origin cache, and the request goes out over keep-alive fetch.

export type TWebPushSettings = {
  keysByApplication: Map<number, TVapidKeys>;
  soundByApplication: Map<number, string>;
};

// The notification the service worker shows (ulak-sw.js reads exactly these fields).
export type TWebPushPayload = {
  id: string;
  title: string;
  body: string;
  icon?: string;
  image?: string;
  url?: string;
  click?: string;
  sound?: string;
};

const TTL_SECONDS = 3 * 24 * 3600;
const REQUEST_TIMEOUT_MS = 10_000;

export async function loadWebPushSettings(deps: AppDeps, accountId: number): Promise<TWebPushSettings | null> {
  const rows = await pushKeysRepository(deps.db).list(accountId);
  const keysByApplication = new Map<number, TVapidKeys>();
  const soundByApplication = new Map<number, string>();
  for (const row of rows) {
    if (row.pushSound) soundByApplication.set(row.id, row.pushSound);
    if (!row.webPushPublicKey || !row.webPushPrivateKeySealed || !row.webPushSubject) continue;
    keysByApplication.set(row.id, {
      publicKey: row.webPushPublicKey,
      privateKey: deps.secretBox.open(row.webPushPrivateKeySealed),
      subject: row.webPushSubject,
    });
  }
  return keysByApplication.size > 0 ? { keysByApplication, soundByApplication } : null;
}

export function webPushPayload(message: TRenderedMessage, sound: string | null): TWebPushPayload {
  const data = message.data ?? {};
  return {
    id: message.idempotencyKey,
    title: message.subject ?? '',
    body: message.body ?? '',
    icon: data.icon,
    image: data.image,
    url: data.url,
    click: data.click ?? data.url,
    sound: data.sound ?? sound ?? undefined,
  };
}

// Endpoints come from browsers: https push services only (plain http only where private hosts are allowed,
// for local fakes). Where they may connect is the egress guard's decision, taken when the socket opens.
export function endpointAllowed(endpoint: string, allowPrivate: boolean): boolean {
  try {
    const { protocol } = new URL(endpoint);
    return protocol === 'https:' || (allowPrivate && protocol === 'http:');
  } catch {
    return false;
  }
}

type TOneResult = { outcome: TSendOutcome; unregister?: string };

export type TWebPushSubscription = { endpoint: string; p256dh: string; auth: string };

// The outcome of one push, before it is tied to a message: `unregister` carries the device's error.
export type TWebPushResult =
  | { status: 'accepted'; location: string | null }
  | { status: 'retry'; retryAfterMs: number | null; reason: string }
  | { status: 'failed'; code: string; reason: string; unregister?: string };

const INVALID: TWebPushResult = {
  status: 'failed',
  code: 'invalid_registration',
  reason: 'Invalid registration',
  unregister: 'Invalid registration',
};

// Encrypts `payload` for one subscription and posts it to its push service.
export async function deliverWebPush(
  subscription: TWebPushSubscription,
  payload: string,
  keys: TVapidKeys,
  allowPrivate: boolean,
): Promise<TWebPushResult> {
  if (!endpointAllowed(subscription.endpoint, allowPrivate)) return INVALID;
  let body: Buffer;
  try {
    body = webpush.encrypt(subscription.p256dh, subscription.auth, payload, 'aes128gcm').cipherText;
  } catch {
    return INVALID;
  }
  let response: TEgressResponse;
  try {
    const headers = {
      authorization: vapidAuthorization(new URL(subscription.endpoint).origin, keys),
      'content-encoding': 'aes128gcm',
      'content-type': 'application/octet-stream',
      ttl: String(TTL_SECONDS),
      urgency: 'normal',
    };
    response = await egressRequest(
      subscription.endpoint,
      { method: 'POST', headers, body, timeoutMs: REQUEST_TIMEOUT_MS, maxResponseBytes: 0 },
      { allowPrivate },
    );
  } catch (error) {
    // An endpoint that leads into our own network is not a push service: the registration is dropped.
    if (error instanceof EgressError && error.reason === 'blocked') return INVALID;
    return { status: 'retry', retryAfterMs: null, reason: 'push service unreachable' };
  }
  const status = response.status;
  if (status >= 200 && status < 300) return { status: 'accepted', location: response.header('location') };
  if (status === 404 || status === 410)
    return {
      status: 'failed',
      code: 'device_unregistered',
      reason: 'Device unregistered',
      unregister: 'Device unregistered',
    };
  if (status === 429 || status >= 500) {
    const wait = retryAfterMs(response.header('retry-after'));
    return { status: 'retry', retryAfterMs: wait, reason: `push service answered ${status}` };
  }
  if (status === 413) return { status: 'failed', code: 'payload_too_large', reason: 'Push payload too large (413)' };
  if (status === 401 || status === 403)
    return {
      status: 'failed',
      code: 'credentials_invalid',
      reason: `Push service refused the VAPID credentials (${status})`,
    };
  return { status: 'failed', code: 'push_rejected', reason: `Push service answered ${status}` };
}

async function sendOne(
  deps: AppDeps,
  message: TRenderedMessage,
  target: TPushTarget | undefined,
  settings: TWebPushSettings,
): Promise<TOneResult> {
  const { messageId } = message;
  if (!target?.reg_id || !target.p256dh || !target.auth)
    return { outcome: { messageId, status: 'failed', code: 'device_not_registered', reason: 'Device not registered' } };
  const keys = settings.keysByApplication.get(target.application_id);
  if (!keys) {
    const reason = 'Web push keys not set for the application';
    return { outcome: { messageId, status: 'failed', code: 'channel_not_configured', reason } };
  }
  const payload = webPushPayload(message, settings.soundByApplication.get(target.application_id) ?? null);
  const result = await deliverWebPush(
    { endpoint: target.reg_id, p256dh: target.p256dh, auth: target.auth },
    JSON.stringify(payload),
    keys,
    deps.config.egressAllowPrivate,
  );
  if (result.status === 'accepted')
    return { outcome: { messageId, status: 'accepted', providerMessageId: result.location ?? message.idempotencyKey } };
  if (result.status === 'retry') return { outcome: { messageId, ...result } };
  return {
    outcome: { messageId, status: 'failed', code: result.code, reason: result.reason },
    unregister: result.unregister,
  };
}

export const webPushProvider: ChannelProvider<TWebPushSettings> = {
  channel: 'webpush',
  maxBatchSize: 500,
  loadSettings: loadWebPushSettings,
  async send(batch, deps) {
    const devices = pushDevicesRepository(deps.db);
    const targets = await devices.targets(
      batch.accountId,
      batch.messages.flatMap((m) => (m.deviceId === null ? [] : [m.deviceId])),
    );
    const byId = new Map(targets.map((t) => [t.id, t]));
    const results = await mapLimited(batch.messages, deps.config.webPushConcurrency, (message) => {
      const target = message.deviceId === null ? undefined : byId.get(message.deviceId);
      return sendOne(deps, message, target, batch.settings);
    });
    const gone = batch.messages.flatMap((m, i) => {
      const error = results[i]?.unregister;
      return error && m.deviceId !== null ? [{ id: m.deviceId, error }] : [];
    });
    await devices.unregister(batch.accountId, gone);
    return results.map((r) => r.outcome);
  },
};
