import {
  ZSmsSettingsInput,
  type TSmsConnectionResult,
  type TSmsCredentialsInput,
  type TSmsOriginators,
  type TSmsSettings,
  type TSmsSettingsInput,
} from '@ulak/shared/sms/sms-settings';
import { HTTP_STATUS } from '@ulak/shared';
import type { AppDeps } from '../../../platform/deps';
import { AppError, validationError } from '../../../platform/http/app-error';
import { smsProvider } from './providers';
import { smsSettingsRepository, type TSmsSettingsRow } from './sms.repository';
import type { TSmsCredentials } from './sms-provider';

type Deps = Pick<AppDeps, 'db' | 'secretBox' | 'config'>;

// Write-only password: the API says whether one is stored, never what it is.
function toSettings(row: TSmsSettingsRow): TSmsSettings {
  return {
    provider: row.provider,
    username: row.username,
    hasPassword: row.passwordSealed !== '',
    originator: row.originator,
    language: row.language,
    recipientType: row.recipientType,
    dealerCode: row.dealerCode,
    iysActive: row.iysActive,
    ahsQueryActive: row.ahsQueryActive,
    connectionState: row.connectionState,
    connectionCheckedAt: row.connectionCheckedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getSmsSettings(deps: Deps, accountId: number): Promise<TSmsSettings | null> {
  const row = await smsSettingsRepository(deps.db).find(accountId);
  return row ? toSettings(row) : null;
}

export async function saveSmsSettings(deps: Deps, accountId: number, raw: TSmsSettingsInput): Promise<TSmsSettings> {
  const input = ZSmsSettingsInput.parse(raw);
  const repo = smsSettingsRepository(deps.db);
  const existing = await repo.find(accountId);
  const password = input.password ?? '';
  // A stored password is kept only for the same provider account it belongs to.
  const sameAccount = existing?.provider === input.provider && existing.username === input.username;
  if (password === '' && !sameAccount) throw validationError('sms_settings.password_required', 'password');
  if (input.originator === '') throw validationError('sms_settings.originator_required', 'originator');
  const passwordSealed = password !== '' ? deps.secretBox.seal(password) : (existing?.passwordSealed ?? '');
  const credentialsChanged = !sameAccount || password !== '';
  const row = await repo.upsert(accountId, {
    provider: input.provider,
    username: input.username,
    passwordSealed,
    originator: input.originator,
    language: input.language,
    recipientType: input.recipientType,
    dealerCode: input.dealerCode,
    iysActive: input.iysActive,
    ahsQueryActive: input.ahsQueryActive,
    connectionState: credentialsChanged ? 'not_tested' : (existing?.connectionState ?? 'not_tested'),
  });
  return toSettings(row);
}

export async function deleteSmsSettings(deps: Deps, accountId: number): Promise<void> {
  if (!(await smsSettingsRepository(deps.db).remove(accountId)))
    throw new AppError('setting_not_found', HTTP_STATUS.notFound);
}

// The form's credentials; an empty password means the stored one (same provider account only).
async function resolveCredentials(
  deps: Deps,
  accountId: number,
  input: TSmsCredentialsInput,
): Promise<{ credentials: TSmsCredentials; matchesStored: boolean }> {
  const username = (input.username ?? '').trim();
  const stored = await smsSettingsRepository(deps.db).find(accountId);
  const sameAccount = stored?.provider === input.provider && stored.username === username;
  const storedPassword = sameAccount && stored.passwordSealed ? deps.secretBox.open(stored.passwordSealed) : '';
  const password = input.password || storedPassword;
  if (username === '' || password === '') throw validationError('sms_settings.credentials_required');
  return { credentials: { username, password }, matchesStored: sameAccount && password === storedPassword };
}

export async function fetchOriginators(
  deps: Deps,
  accountId: number,
  input: TSmsCredentialsInput,
): Promise<TSmsOriginators> {
  const { credentials } = await resolveCredentials(deps, accountId, input);
  const provider = smsProvider(input.provider);
  const result = await provider.listOriginators(provider.baseUrl(deps.config), credentials);
  if (result.kind !== 'ok') throw validationError('sms_settings.originators_failed');
  if (result.originators.length === 0) throw validationError('sms_settings.no_originators');
  return { originators: result.originators };
}

// Tests the form's credentials; when they are the stored ones the settings' connection state follows.
export async function testSmsConnection(
  deps: Deps,
  accountId: number,
  input: TSmsCredentialsInput,
): Promise<TSmsConnectionResult> {
  const { credentials, matchesStored } = await resolveCredentials(deps, accountId, input);
  const provider = smsProvider(input.provider);
  const result = await provider.testConnection(provider.baseUrl(deps.config), credentials);
  const state = result.ok ? 'valid' : 'invalid';
  if (matchesStored) await smsSettingsRepository(deps.db).setConnectionState(accountId, state);
  return { state, message: result.ok ? null : result.reason };
}
