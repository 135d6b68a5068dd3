import { randomBytes } from 'node:crypto';
import { HTTP_STATUS } from '@ulak/shared';
import {
  ZWhatsappSettingsInput,
  type TWhatsappBulkReports,
  type TWhatsappSettings,
  type TWhatsappSettingsInput,
  type TWhatsappTemplate,
  type TWhatsappTestResult,
} from '@ulak/shared/whatsapp/whatsapp-settings';
import type { AppDeps } from '../../../platform/deps';
import { AppError, validationError } from '../../../platform/http/app-error';
import { whatsappAccountOf } from './whatsapp-channel';
import { whatsappSettingsRepository, type TWhatsappSettingsRow } from './whatsapp.repository';

type Deps = Pick<AppDeps, 'db' | 'secretBox' | 'config'>;

// Secrets are write-only: the API says whether they are stored.
function toSettings(row: TWhatsappSettingsRow): TWhatsappSettings {
  return {
    provider: row.provider,
    phoneNumberId: row.phoneNumberId,
    channelId: row.channelId,
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
  // A new provider needs its own token.
  if (accessToken === '' && (!existing?.accessTokenSealed || existing.provider !== input.provider))
    throw validationError('whatsapp_settings.access_token_required', 'accessToken');
  const appSecret = input.appSecret ?? '';
  const row = await repo.upsert(accountId, {
    provider: input.provider,
    phoneNumberId: input.phoneNumberId,
    channelId: input.channelId,
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

// The stored settings as the provider's account; 404 when none are stored.
async function storedAccount(deps: Deps, accountId: number) {
  const row = await whatsappSettingsRepository(deps.db).find(accountId);
  const settings = row ? whatsappAccountOf(deps, row) : null;
  if (!settings) throw new AppError('setting_not_found', HTTP_STATUS.notFound);
  return settings;
}

// Tests the stored service key (API token) against the stored number (phone number id, channel id).
// Helorobo refusing the token answers the SPEC's 'Helorobo login error' as a 418 warning.
export async function testWhatsappConnection(deps: Deps, accountId: number): Promise<TWhatsappTestResult> {
  const { provider, account } = await storedAccount(deps, accountId);
  const result = await provider.testConnection(account);
  if (!result.ok && provider.id === 'helorobo') throw new AppError('helorobo_login_error', HTTP_STATUS.warning);
  return {
    state: result.ok ? 'valid' : 'invalid',
    displayPhoneNumber: result.displayPhoneNumber,
    message: result.reason,
  };
}

// Delivery figures of the provider's bulk sends (Helorobo send wizards), newest first; empty for a provider
// without bulk sends.
export async function whatsappBulkReports(deps: Deps, accountId: number, page: number): Promise<TWhatsappBulkReports> {
  const { provider, account } = await storedAccount(deps, accountId);
  if (!provider.bulkReports) return { supported: false, items: [] };
  const items = await provider.bulkReports(account, page);
  if (items === null) throw new AppError('helorobo_login_error', HTTP_STATUS.warning);
  return { supported: true, items };
}
