import { ZServiceAccountKey, type TMobilePushSettingsInput } from '@ulak/shared';
import type { AppDeps } from '../../../platform/deps';
import { notFound, validationError } from '../../../platform/http/app-error';
import { pushKeysRepository, type TMobilePushUpdate } from '../../applications';
import { pushSettingsOf } from '../webpush';
import { forgetFcmToken } from './fcm-auth';

function parseServiceAccount(text: string) {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw validationError('push.service_account_invalid', 'serviceAccountJson');
  }
  const parsed = ZServiceAccountKey.safeParse(json);
  if (!parsed.success) throw validationError('push.service_account_invalid', 'serviceAccountJson');
  return parsed.data;
}

// The service-account key is stored sealed and never returned; project and client email are shown.
export async function setMobilePush(
  deps: AppDeps,
  accountId: number,
  applicationId: number,
  input: TMobilePushSettingsInput,
) {
  const repo = pushKeysRepository(deps.db);
  if (!(await repo.find(accountId, applicationId))) throw notFound();
  const values: TMobilePushUpdate = {};
  if (input.serviceAccountJson !== undefined) {
    const account = parseServiceAccount(input.serviceAccountJson);
    values.mobilePushKeySealed = deps.secretBox.seal(JSON.stringify(account));
    values.mobilePushProjectId = account.project_id;
    values.mobilePushClientEmail = account.client_email;
    forgetFcmToken(account, deps.config.fcmTokenUrl);
  }
  if (input.channelId !== undefined) values.mobilePushChannelId = input.channelId || null;
  if (Object.keys(values).length > 0) await repo.setMobilePush(accountId, applicationId, values);
  return pushSettingsOf(deps, accountId, applicationId);
}

export async function removeMobilePush(deps: AppDeps, accountId: number, applicationId: number) {
  const removed = await pushKeysRepository(deps.db).setMobilePush(accountId, applicationId, {
    mobilePushKeySealed: null,
    mobilePushProjectId: null,
    mobilePushClientEmail: null,
  });
  if (!removed) throw notFound();
  return pushSettingsOf(deps, accountId, applicationId);
}
