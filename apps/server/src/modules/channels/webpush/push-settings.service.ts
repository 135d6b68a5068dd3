import type { TPushSettingsView, TWebPushKeysInput } from '@ulak/shared';
import type { AppDeps } from '../../../platform/deps';
import { notFound, validationError } from '../../../platform/http/app-error';
import { pushKeysRepository, type TPushKeysRow } from '../../applications';
import { pushDevicesRepository } from '../../audience';
import { forgetVapidKey, generateVapidKeys, vapidKeysMatch } from './vapid';

// Push settings per application: VAPID keys (web), FCM key facts (mobile), the sound; secrets write-only.

function view(row: TPushKeysRow, counts: { browser: number; mobile: number; faulty: number } | undefined) {
  return {
    applicationId: row.id,
    name: row.name,
    platform: row.platform,
    sound: row.pushSound,
    webPush: {
      publicKey: row.webPushPublicKey,
      subject: row.webPushSubject,
      privateKeySet: row.webPushPrivateKeySealed !== null,
      serverKeySet: row.webPushServerKeySealed !== null,
    },
    mobilePush: {
      configured: row.mobilePushKeySealed !== null,
      projectId: row.mobilePushProjectId,
      clientEmail: row.mobilePushClientEmail,
      channelId: row.mobilePushChannelId,
    },
    devices: { browser: counts?.browser ?? 0, mobile: counts?.mobile ?? 0, faulty: counts?.faulty ?? 0 },
  } satisfies TPushSettingsView;
}

export async function listPushSettings(deps: AppDeps, accountId: number): Promise<TPushSettingsView[]> {
  const [rows, counts] = await Promise.all([
    pushKeysRepository(deps.db).list(accountId),
    pushDevicesRepository(deps.db).countsByApplication(accountId),
  ]);
  return rows.map((row) => view(row, counts.get(row.id)));
}

export async function pushSettingsOf(deps: AppDeps, accountId: number, applicationId: number) {
  const all = await listPushSettings(deps, accountId);
  const found = all.find((s) => s.applicationId === applicationId);
  if (!found) throw notFound();
  return found;
}

// Generated keys, or the merchant's own pair (checked to belong together). Browsers subscribed with
// the previous public key stop receiving: the screen confirms before replacing keys.
export async function setWebPushKeys(
  deps: AppDeps,
  accountId: number,
  applicationId: number,
  input: TWebPushKeysInput,
) {
  const repo = pushKeysRepository(deps.db);
  const current = await repo.find(accountId, applicationId);
  if (!current) throw notFound();
  let keys: { publicKey: string; privateKey: string };
  let serverKey: string | null = null;
  if (input.mode === 'generate') keys = generateVapidKeys();
  else {
    const publicKey = input.publicKey.replace(/=+$/, '');
    const privateKey = input.privateKey.replace(/=+$/, '');
    if (!vapidKeysMatch(publicKey, privateKey)) throw validationError('push.vapid_keys_mismatch', 'privateKey');
    keys = { publicKey, privateKey };
    serverKey = input.serverKey ?? null;
  }
  await repo.setWebPush(accountId, applicationId, {
    webPushPublicKey: keys.publicKey,
    webPushPrivateKeySealed: deps.secretBox.seal(keys.privateKey),
    webPushSubject: input.subject,
    webPushServerKeySealed: serverKey === null ? null : deps.secretBox.seal(serverKey),
  });
  if (current.webPushPublicKey) forgetVapidKey(current.webPushPublicKey);
  return pushSettingsOf(deps, accountId, applicationId);
}

export async function setPushSound(deps: AppDeps, accountId: number, applicationId: number, sound: string | null) {
  if (!(await pushKeysRepository(deps.db).setSound(accountId, applicationId, sound || null))) throw notFound();
  return pushSettingsOf(deps, accountId, applicationId);
}
