import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { ZApiKeyInput } from '@ulak/shared';
import { sdkSnippet, type TApiKey, type TApplication, type TApplicationInput, type TCreatedApiKey } from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/http/app-error';
import { hashToken } from '../../platform/crypto/tokens';
import {
  apiKeysRepository,
  applicationsRepository,
  type TApiKeyRow,
  type TApplicationRow,
} from './applications.repository';
import { applicationChanged } from './application-changes';

const applicationNotFound = (): AppError => new AppError('application_not_found', 404);
const newSdkToken = (): string => `ulk_${randomBytes(18).toString('base64url')}`;

function toApplication(row: TApplicationRow, publicUrl: string): TApplication {
  return {
    id: row.id,
    name: row.name,
    platform: row.platform,
    domains: row.domains,
    locale: row.locale,
    sdk_token: row.sdkToken,
    snippet: sdkSnippet(publicUrl, row.sdkToken),
    web_push_public_key: row.webPushPublicKey,
    push_configured: Boolean(row.webPushPrivateKeySealed ?? row.mobilePushKeySealed),
    created_at: row.createdAt.toISOString(),
  };
}

type Deps = Pick<AppDeps, 'db' | 'config'>;

export async function listApplications(deps: Deps, accountId: number): Promise<TApplication[]> {
  return (await applicationsRepository(deps.db).list(accountId)).map((r) => toApplication(r, deps.config.publicUrl));
}

export async function getApplication(deps: Deps, accountId: number, id: number): Promise<TApplication> {
  const row = await applicationsRepository(deps.db).find(accountId, id);
  if (!row) throw applicationNotFound();
  return toApplication(row, deps.config.publicUrl);
}

export async function createApplication(
  deps: Deps,
  accountId: number,
  input: TApplicationInput,
): Promise<TApplication> {
  const row = await applicationsRepository(deps.db).create(accountId, input, newSdkToken());
  return toApplication(row, deps.config.publicUrl);
}

export async function updateApplication(
  deps: Deps,
  accountId: number,
  id: number,
  input: TApplicationInput,
): Promise<TApplication> {
  const row = await applicationsRepository(deps.db).update(accountId, id, input);
  if (!row) throw applicationNotFound();
  applicationChanged(id);
  return toApplication(row, deps.config.publicUrl);
}

// The old token stops working at once: pages still carrying it get 404 until republished.
export async function regenerateSdkToken(deps: Deps, accountId: number, id: number): Promise<TApplication> {
  const row = await applicationsRepository(deps.db).setToken(accountId, id, newSdkToken());
  if (!row) throw applicationNotFound();
  applicationChanged(id);
  return toApplication(row, deps.config.publicUrl);
}

export async function deleteApplication(deps: Deps, accountId: number, id: number): Promise<void> {
  if (!(await applicationsRepository(deps.db).remove(accountId, id))) throw applicationNotFound();
  applicationChanged(id);
}

const toApiKey = (row: TApiKeyRow): TApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  access: row.access,
  resources: row.resources,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
});

export async function listApiKeys(deps: Pick<AppDeps, 'db'>, accountId: number): Promise<TApiKey[]> {
  return (await apiKeysRepository(deps.db).list(accountId)).map(toApiKey);
}

// The key is returned once; only its hash is kept.
export async function createApiKey(
  deps: Pick<AppDeps, 'db'>,
  accountId: number,
  input: z.output<typeof ZApiKeyInput>,
): Promise<TCreatedApiKey> {
  const key = `ulak_sk_${randomBytes(24).toString('base64url')}`;
  const row = await apiKeysRepository(deps.db).create(accountId, {
    name: input.name,
    prefix: key.slice(0, 12),
    keyHash: hashToken(key),
    access: input.access,
    resources: input.resources,
  });
  return { ...toApiKey(row), key };
}

export async function revokeApiKey(deps: Pick<AppDeps, 'db'>, accountId: number, id: number): Promise<void> {
  if (!(await apiKeysRepository(deps.db).revoke(accountId, id))) throw new AppError('api_key_not_found', 404);
}
