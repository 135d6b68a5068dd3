import {
  ZIysSettingsInput,
  type TIysConnectionResult,
  type TIysSettings,
  type TIysSettingsInput,
} from '@ulak/shared/iys';
import type { AppDeps } from '../../platform/deps';
import { validationError } from '../../platform/http/app-error';
import { assertFeature } from '../billing';
import { iysClient, type TIysFailure } from './iys-client';
import { iysSettingsRepository, type TIysSettingsRow } from './iys.repository';

type Deps = Pick<AppDeps, 'db' | 'secretBox' | 'config'>;

// Write-only password: the API says whether one is stored, never what it is.
function toSettings(row: TIysSettingsRow): TIysSettings {
  return {
    iysCode: row.iysCode,
    brandCode: row.brandCode,
    username: row.username,
    hasPassword: row.passwordSealed !== '',
    addressType: row.addressType,
    channels: row.channels,
    active: row.active,
    connectionState: row.connectionState,
    connectionCheckedAt: row.connectionCheckedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getIysSettings(deps: Deps, accountId: number): Promise<TIysSettings | null> {
  const row = await iysSettingsRepository.find(deps.db, accountId);
  return row ? toSettings(row) : null;
}

// The failures a merchant can act on, as 422 messages (SPEC §5 for the codes).
function rejection(result: TIysFailure) {
  if (result.kind === 'codes') return validationError('iys.codes_incorrect', 'brandCode');
  if (result.kind === 'credentials') return validationError('iys.credentials_incorrect', 'password');
  return validationError('iys.unreachable');
}

// Saves the settings after the registry confirmed the user and the pair of codes (SPEC §5: a wrong pair
// gives 'İys Code and Brand Code are incorrect'). Turning the integration off needs no check.
export async function saveIysSettings(deps: Deps, accountId: number, raw: TIysSettingsInput): Promise<TIysSettings> {
  const input = ZIysSettingsInput.parse(raw);
  if (input.active) await assertFeature(deps.db, accountId, 'iys');
  const existing = await iysSettingsRepository.find(deps.db, accountId);
  const password = input.password ?? '';
  // A stored password is kept only for the same registry user.
  const sameUser = existing?.username === input.username;
  if (password === '' && !(sameUser && existing.passwordSealed))
    throw validationError('iys.password_required', 'password');
  const passwordSealed = password !== '' ? deps.secretBox.seal(password) : (existing?.passwordSealed ?? '');
  const sameBrand = sameUser && existing.iysCode === input.iysCode && existing.brandCode === input.brandCode;
  const values = {
    iysCode: input.iysCode,
    brandCode: input.brandCode,
    username: input.username,
    passwordSealed,
    addressType: input.addressType,
    channels: [...new Set(input.channels)],
    active: input.active,
    // New credentials drop the cached tokens; a new brand starts its changes feed from the beginning.
    ...(password !== '' || !sameUser
      ? { accessTokenSealed: null, accessExpiresAt: null, refreshTokenSealed: null, refreshExpiresAt: null }
      : {}),
    ...(sameBrand ? {} : { changesCursor: null }),
  };
  let state: 'valid' | 'not_tested' =
    existing?.connectionState === 'valid' && sameBrand && password === '' ? 'valid' : 'not_tested';
  if (input.active && state !== 'valid') {
    const probe = { ...(existing ?? defaultsOf(accountId)), ...values };
    const result = await iysClient(deps, probe, { probe: true }).verify();
    if (!result.ok) throw rejection(result);
    state = 'valid';
  }
  const row = await iysSettingsRepository.upsert(deps.db, accountId, {
    ...values,
    connectionState: state,
    connectionCheckedAt: state === 'valid' ? new Date() : (existing?.connectionCheckedAt ?? null),
  });
  return toSettings(row);
}

function defaultsOf(accountId: number): TIysSettingsRow {
  const now = new Date();
  return {
    accountId,
    iysCode: '',
    brandCode: '',
    username: '',
    passwordSealed: '',
    addressType: 'BIREYSEL',
    channels: [],
    active: false,
    connectionState: 'not_tested',
    connectionCheckedAt: null,
    packetName: 'IYS',
    countLimit: null,
    usage: 0,
    accessTokenSealed: null,
    accessExpiresAt: null,
    refreshTokenSealed: null,
    refreshExpiresAt: null,
    authBlockedUntil: null,
    changesCursor: null,
    pulledAt: null,
    createdAt: now,
    updatedAt: now,
  };
}

// The credentials test of the settings screen: the form's values (empty password = the stored one).
export async function testIysConnection(
  deps: Deps,
  accountId: number,
  raw: TIysSettingsInput,
): Promise<TIysConnectionResult> {
  const input = ZIysSettingsInput.parse(raw);
  const existing = await iysSettingsRepository.find(deps.db, accountId);
  const storedPassword =
    existing?.username === input.username && existing.passwordSealed ? existing.passwordSealed : '';
  const passwordSealed = input.password ? deps.secretBox.seal(input.password) : storedPassword;
  if (passwordSealed === '') throw validationError('iys.password_required', 'password');
  const probe: TIysSettingsRow = {
    ...defaultsOf(accountId),
    iysCode: input.iysCode,
    brandCode: input.brandCode,
    username: input.username,
    passwordSealed,
    addressType: input.addressType,
  };
  const result = await iysClient(deps, probe, { probe: true }).verify();
  const matchesStored =
    existing !== null &&
    passwordSealed === storedPassword &&
    existing.iysCode === input.iysCode &&
    existing.brandCode === input.brandCode;
  const state = result.ok ? 'valid' : 'invalid';
  if (matchesStored)
    await iysSettingsRepository.update(deps.db, accountId, { connectionState: state, connectionCheckedAt: new Date() });
  if (result.ok) return { state: 'valid', message: null };
  throw rejection(result);
}
