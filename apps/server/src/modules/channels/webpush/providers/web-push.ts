import webpush from 'web-push';
import type { AppDeps } from '../../../../platform/deps';
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

// Endpoints come from browsers: only https push services in production (no requests into our network).
export function endpointAllowed(endpoint: string, production: boolean): boolean {
  try {
    const url = new URL(endpoint);
    return url.protocol === 'https:' || (!production && url.protocol === 'http:');
  } catch {
    return false;
  }
}

type TOneResult = { outcome: TSendOutcome; unregister?: string };

async function sendOne(
  deps: AppDeps,
  message: TRenderedMessage,
  target: TPushTarget | undefined,
  settings: TWebPushSettings,
): Promise<TOneResult> {
  const keys = target ? settings.keysByApplication.get(target.application_id) : undefined;
  const { messageId } = message;
  const failed = (code: string, reason: string, unregister?: string): TOneResult => ({
    outcome: { messageId, status: 'failed', code, reason },
    unregister,
  });
  if (!target?.reg_id || !target.p256dh || !target.auth)
    return failed('device_not_registered', 'Device not registered');
  if (!keys) return failed('channel_not_configured', 'Web push keys not set for the application');
  if (!endpointAllowed(target.reg_id, deps.config.env === 'production'))
    return failed('invalid_registration', 'Invalid registration', 'Invalid registration');
  const origin = new URL(target.reg_id).origin;
  const payload = JSON.stringify(
    webPushPayload(message, settings.soundByApplication.get(target.application_id) ?? null),
  );
  let body: Buffer;
  try {
    body = webpush.encrypt(target.p256dh, target.auth, payload, 'aes128gcm').cipherText;
  } catch {
    return failed('invalid_registration', 'Invalid registration', 'Invalid registration');
  }
  let response: Response;
  try {
    response = await fetch(target.reg_id, {
      method: 'POST',
      headers: {
        authorization: vapidAuthorization(origin, keys),
        'content-encoding': 'aes128gcm',
        'content-type': 'application/octet-stream',
        ttl: String(TTL_SECONDS),
        urgency: 'normal',
      },
      body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    await response.arrayBuffer();
  } catch (error) {
    return {
      outcome: { messageId, status: 'retry', retryAfterMs: null, reason: `push service unreachable: ${String(error)}` },
    };
  }
  const status = response.status;
  if (status >= 200 && status < 300) {
    const location = response.headers.get('location');
    return { outcome: { messageId, status: 'accepted', providerMessageId: location ?? message.idempotencyKey } };
  }
  if (status === 404 || status === 410)
    return failed('device_unregistered', 'Device unregistered', 'Device unregistered');
  if (status === 429 || status >= 500) {
    const wait = retryAfterMs(response.headers.get('retry-after'));
    return { outcome: { messageId, status: 'retry', retryAfterMs: wait, reason: `push service answered ${status}` } };
  }
  if (status === 413) return failed('payload_too_large', 'Push payload too large (413)');
  if (status === 401 || status === 403)
    return failed('credentials_invalid', `Push service refused the VAPID credentials (${status})`);
  return failed('push_rejected', `Push service answered ${status}`);
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
