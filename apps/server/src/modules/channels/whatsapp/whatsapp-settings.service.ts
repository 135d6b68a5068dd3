import { randomBytes } from 'node:crypto';
import { HTTP_STATUS } from '@ulak/shared';
import {
  ZWhatsappSettingsInput,
  type TWhatsappSettings,
  type TWhatsappSettingsInput,
  type TWhatsappTemplate,
} from '@ulak/shared/whatsapp/whatsapp-settings';
import type { AppDeps } from '../../../platform/deps';
import { AppError, validationError } from '../../../platform/http/app-error';
import { checkPhoneNumber } from './providers/cloud-api';
import { whatsappSettingsRepository, type TWhatsappSettingsRow } from './whatsapp.repository';

type Deps = Pick<AppDeps, 'db' | 'secretBox' | 'config'>;

// Secrets are write-only: the API says whether they are stored.
function toSettings(row: TWhatsappSettingsRow): TWhatsappSettings {
  return {
    phoneNumberId: row.phoneNumberId,
    hasAccessToken: row.accessTokenSealed !== '',
    hasAppSecret: row.appSecretSealed !== '',
    verifyToken: row.verifyToken,
    webhookPath: `/api/v1/webhooks/whatsapp/${row.webhookKey}`,
    templates: row.templates as TWhatsappTemplate[],
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getWhatsappSettings(deps: Deps, accountId: number): Promise<TWhatsappSettings | null> {
  const row = await whatsappSettingsRepository(deps.db).find(accountId);
  return row ? toSettings(row) : null;
}

export async function saveWhatsappSettings(
  deps: Deps,
  accountId: number,
  raw: TWhatsappSettingsInput,
): Promise<TWhatsappSettings> {
  const input = ZWhatsappSettingsInput.parse(raw);
  const repo = whatsappSettingsRepository(deps.db);
  const existing = await repo.find(accountId);
  const accessToken = input.accessToken ?? '';
  if (accessToken === '' && !existing?.accessTokenSealed)
    throw validationError('whatsapp_settings.access_token_required', 'accessToken');
  const appSecret = input.appSecret ?? '';
  const row = await repo.upsert(accountId, {
    phoneNumberId: input.phoneNumberId,
    accessTokenSealed: accessToken ? deps.secretBox.seal(accessToken) : (existing?.accessTokenSealed ?? ''),
    appSecretSealed: appSecret ? deps.secretBox.seal(appSecret) : (existing?.appSecretSealed ?? ''),
    // Set once: the merchant enters both in the Meta app; they stay valid while settings change.
    verifyToken: existing?.verifyToken ?? randomBytes(18).toString('base64url'),
    webhookKey: existing?.webhookKey ?? randomBytes(18).toString('base64url'),
    templates: input.templates,
  });
  return toSettings(row);
}

export async function deleteWhatsappSettings(deps: Deps, accountId: number): Promise<void> {
  if (!(await whatsappSettingsRepository(deps.db).remove(accountId)))
    throw new AppError('setting_not_found', HTTP_STATUS.notFound);
}

// Tests the stored service key against the stored phone number id.
export async function testWhatsappConnection(
  deps: Deps,
  accountId: number,
): Promise<{ state: 'valid' | 'invalid'; displayPhoneNumber: string | null; message: string | null }> {
  const row = await whatsappSettingsRepository(deps.db).find(accountId);
  if (!row) throw new AppError('setting_not_found', HTTP_STATUS.notFound);
  const result = await checkPhoneNumber({
    baseUrl: deps.config.providerUrls.whatsapp,
    version: deps.config.whatsappApiVersion,
    phoneNumberId: row.phoneNumberId,
    accessToken: deps.secretBox.open(row.accessTokenSealed),
  });
  return {
    state: result.ok ? 'valid' : 'invalid',
    displayPhoneNumber: result.displayPhoneNumber,
    message: result.reason,
  };
}
