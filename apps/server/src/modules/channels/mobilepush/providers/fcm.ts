import { ZServiceAccountKey, type TServiceAccountKey } from '@ulak/shared';
import type { AppDeps } from '../../../../platform/deps';
import { pushKeysRepository } from '../../../applications';
import { pushDevicesRepository, type TPushTarget } from '../../../audience';
import type { ChannelProvider, TRenderedMessage, TSendOutcome } from '../../../messaging';
import { mapLimited, retryAfterMs } from '../../webpush';
import { FcmAuthError, fcmAccessToken, forgetFcmToken } from '../fcm-auth';

// FCM HTTP v1 (PROTOCOLS "FCM"): one messages:send per device token, Android and APNs blocks with
// the application's sound and channel, error codes mapped to outcomes and device clean-up.

export type TFcmApp = { account: TServiceAccountKey; channelId: string | null; sound: string | null };
export type TFcmSettings = { apps: Map<number, TFcmApp> };

const TTL_SECONDS = 24 * 3600;
const CONCURRENCY = 50;

type TFcmErrorBody = {
  error?: { code?: number; message?: string; status?: string; details?: { errorCode?: string }[] };
};

export async function loadFcmSettings(deps: AppDeps, accountId: number): Promise<TFcmSettings | null> {
  const rows = await pushKeysRepository(deps.db).list(accountId);
  const apps = new Map<number, TFcmApp>();
  for (const row of rows) {
    if (!row.mobilePushKeySealed) continue;
    const parsed = ZServiceAccountKey.safeParse(JSON.parse(deps.secretBox.open(row.mobilePushKeySealed)));
    if (!parsed.success) continue;
    apps.set(row.id, { account: parsed.data, channelId: row.mobilePushChannelId, sound: row.pushSound });
  }
  return apps.size > 0 ? { apps } : null;
}

export function fcmMessage(message: TRenderedMessage, token: string, app: Pick<TFcmApp, 'channelId' | 'sound'>) {
  const data: Record<string, string> = { ...(message.data ?? {}), messageId: message.idempotencyKey };
  const sound = data.sound ?? app.sound ?? 'default';
  const image = data.image;
  const title = message.subject ?? '';
  const body = message.body ?? '';
  return {
    message: {
      token,
      notification: { title, body, ...(image ? { image } : {}) },
      data,
      android: {
        priority: 'high',
        ttl: `${TTL_SECONDS}s`,
        notification: { sound, ...(app.channelId ? { channel_id: app.channelId } : {}) },
      },
      apns: {
        headers: { 'apns-priority': '10', 'apns-expiration': String(Math.floor(Date.now() / 1000) + TTL_SECONDS) },
        payload: { aps: { sound, 'mutable-content': 1 } },
        ...(image ? { fcm_options: { image } } : {}),
      },
    },
  };
}

type TOneResult = { outcome: TSendOutcome; unregister?: string };

async function sendOne(
  deps: AppDeps,
  message: TRenderedMessage,
  target: TPushTarget | undefined,
  app: TFcmApp | undefined,
): Promise<TOneResult> {
  const { messageId } = message;
  const failed = (code: string, reason: string, unregister?: string): TOneResult => ({
    outcome: { messageId, status: 'failed', code, reason },
    unregister,
  });
  const retry = (reason: string, wait: number | null = null): TOneResult => ({
    outcome: { messageId, status: 'retry', retryAfterMs: wait, reason },
  });
  if (!target?.reg_id) return failed('device_not_registered', 'Device not registered');
  if (!app) return failed('channel_not_configured', 'Mobile push key not set for the application');
  const { tokenUrl, apiUrl } = { tokenUrl: deps.config.fcmTokenUrl, apiUrl: deps.config.fcmApiUrl };
  let accessToken: string;
  try {
    accessToken = await fcmAccessToken(app.account, tokenUrl);
  } catch (error) {
    if (error instanceof FcmAuthError && error.kind === 'credentials')
      return failed('credentials_invalid', `FCM refused the service-account key: ${error.message}`.slice(0, 500));
    return retry(`FCM token: ${String(error)}`);
  }
  let response: Response;
  try {
    response = await fetch(`${apiUrl}/v1/projects/${encodeURIComponent(app.account.project_id)}/messages:send`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json; charset=UTF-8' },
      body: JSON.stringify(fcmMessage(message, target.reg_id, app)),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    return retry(`FCM unreachable: ${String(error)}`);
  }
  const json = (await response.json().catch(() => ({}))) as TFcmErrorBody & { name?: string };
  if (response.ok) return { outcome: { messageId, status: 'accepted', providerMessageId: json.name ?? '' } };
  const error = json.error ?? {};
  const code = error.details?.find((d) => d.errorCode)?.errorCode ?? error.status ?? String(response.status);
  const detail = `${code}: ${error.message ?? response.status}`.slice(0, 400);
  const wait = retryAfterMs(response.headers.get('retry-after'));
  switch (code) {
    case 'UNREGISTERED':
      return failed('device_unregistered', 'Device unregistered', 'Device unregistered');
    case 'INVALID_ARGUMENT':
      // The same code covers a bad token and a bad payload; only a bad token retires the device.
      return /registration token|token/i.test(error.message ?? '')
        ? failed('invalid_registration', 'Invalid registration', 'Invalid registration')
        : failed('invalid_argument', `FCM rejected the message (${detail})`);
    case 'SENDER_ID_MISMATCH':
      return failed('invalid_registration', 'Invalid registration', 'Invalid registration');
    case 'QUOTA_EXCEEDED':
    case 'RESOURCE_EXHAUSTED':
    case 'UNAVAILABLE':
    case 'INTERNAL':
      return retry(`FCM ${detail}`, wait);
    case 'UNAUTHENTICATED':
      forgetFcmToken(app.account, tokenUrl);
      return retry(`FCM ${detail}`, 0);
    case 'PERMISSION_DENIED':
      return failed('credentials_invalid', `FCM refused the project (${detail})`);
    default:
      return response.status >= 500 || response.status === 429
        ? retry(`FCM ${detail}`, wait)
        : failed('push_rejected', `FCM ${detail}`);
  }
}

export const fcmProvider: ChannelProvider<TFcmSettings> = {
  channel: 'mobilepush',
  maxBatchSize: 500,
  loadSettings: loadFcmSettings,
  async send(batch, deps) {
    const devices = pushDevicesRepository(deps.db);
    const targets = await devices.targets(
      batch.accountId,
      batch.messages.flatMap((m) => (m.deviceId === null ? [] : [m.deviceId])),
    );
    const byId = new Map(targets.map((t) => [t.id, t]));
    const results = await mapLimited(batch.messages, CONCURRENCY, (message) => {
      const target = message.deviceId === null ? undefined : byId.get(message.deviceId);
      return sendOne(deps, message, target, target ? batch.settings.apps.get(target.application_id) : undefined);
    });
    const gone = batch.messages.flatMap((m, i) => {
      const error = results[i]?.unregister;
      return error && m.deviceId !== null ? [{ id: m.deviceId, error }] : [];
    });
    await devices.unregister(batch.accountId, gone);
    return results.map((r) => r.outcome);
  },
};
