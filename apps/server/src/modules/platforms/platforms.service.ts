import {
  PARTNER_PAGES,
  SHOPIFY_APP_EMBED_HANDLE,
  type TPartnerLoginToken,
  type TPlatformAccount,
  type TPlatformAccountInput,
  type TPlatformApiToken,
  type TPlatformStats,
  type TStatsRange,
  ZPlatformAccountInput,
} from '@ulak/shared/platforms';
import { HTTP_STATUS } from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';
import { AppError, validationError } from '../../platform/http/app-error';
import { hashToken, newToken } from '../../platform/crypto/tokens';
import { assertPublicDestination } from '../../platform/egress';
import { addJob } from '../../platform/jobs/add-job';
import { mintOneTimeLoginToken } from '../auth';
import { platformsRepository, type TPlatformRow } from './platforms.repository';
import { loginTsoft } from './tsoft/tsoft-client';
import { TSOFT_SYNC_JOB_NAME } from './tsoft/tsoft-names';

type Deps = Pick<AppDeps, 'db' | 'config' | 'secretBox'>;

export const platformNotFound = (): AppError => new AppError('platform_not_found', HTTP_STATUS.notFound);

// The theme editor opened on the App embeds panel with Ulak's embed ready to switch on (Shopify deep link).
function themeEditorUrl(row: TPlatformRow, apiKey: string): string | null {
  if (row.type !== 'shopify' || row.syncCursor.appEmbed !== 1 || !apiKey) return null;
  const query = new URLSearchParams({ context: 'apps', activateAppId: `${apiKey}/${SHOPIFY_APP_EMBED_HANDLE}` });
  return `https://${row.domain}/admin/themes/current/editor?${query.toString()}`;
}

export function toPlatformAccount(row: TPlatformRow, apiKey = ''): TPlatformAccount {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    domain: row.domain,
    status: row.status,
    connection: row.connection,
    hasApiToken: row.apiTokenHash !== null,
    apiTokenCreatedAt: row.apiTokenCreatedAt?.toISOString() ?? null,
    lastSyncAt: row.lastSyncAt?.toISOString() ?? null,
    lastError: row.lastError,
    lastErrorAt: row.lastErrorAt?.toISOString() ?? null,
    syncedMembers: row.syncedMembers,
    syncedOrders: row.syncedOrders,
    syncedProducts: row.syncedProducts,
    createdAt: row.createdAt.toISOString(),
    themeEditorUrl: themeEditorUrl(row, apiKey),
  };
}

export async function listPlatforms(deps: Deps, accountId: number): Promise<TPlatformAccount[]> {
  return (await platformsRepository.list(deps.db, accountId)).map((row) =>
    toPlatformAccount(row, deps.config.shopify.apiKey),
  );
}

export async function getPlatform(deps: Deps, accountId: number, id: number): Promise<TPlatformRow> {
  const row = await platformsRepository.find(deps.db, accountId, id);
  if (!row) throw platformNotFound();
  return row;
}

// A Shopify shop belongs to one account at a time: the pending row of this account, or a new one.
export async function ensureShopifyPlatform(
  deps: Deps,
  accountId: number,
  userId: number,
  shop: string,
): Promise<TPlatformRow> {
  const existing = await platformsRepository.findActiveShop(deps.db, shop);
  if (existing && existing.accountId !== accountId)
    throw validationError('platforms.validation.shop_taken', 'shopDomain');
  if (existing) return existing;
  return platformsRepository.insert(deps.db, accountId, {
    type: 'shopify',
    name: shop.replace(/\.myshopify\.com$/, ''),
    domain: shop,
    createdByUserId: userId,
  });
}

export async function createPlatform(
  deps: Deps,
  accountId: number,
  userId: number,
  raw: TPlatformAccountInput,
): Promise<TPlatformAccount> {
  const input = ZPlatformAccountInput.parse(raw);
  if (input.type === 'shopify')
    return toPlatformAccount(await ensureShopifyPlatform(deps, accountId, userId, input.shopDomain));
  const allowPrivate = deps.config.egressAllowPrivate;
  await assertPublicDestination(input.storeUrl, { field: 'storeUrl', kind: 'url', allowPrivate });
  const host = new URL(input.storeUrl).hostname;
  if (input.type === 'custom')
    return toPlatformAccount(
      await platformsRepository.insert(deps.db, accountId, {
        type: 'custom',
        name: input.name,
        domain: input.storeUrl,
        connection: 'connected',
        createdByUserId: userId,
      }),
    );
  // T-Soft: the service user must log in before anything is stored (licence, IP allow-list, password).
  const credentials = { storeUrl: input.storeUrl, username: input.username, password: input.password };
  await loginTsoft(deps.config, credentials).catch(() => {
    throw validationError('platforms.validation.tsoft_login_failed', 'password');
  });
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await platformsRepository.insert(tx, accountId, {
      type: 'tsoft',
      name: host,
      domain: input.storeUrl,
      connection: 'connected',
      credentialsSealed: deps.secretBox.seal(JSON.stringify(credentials)),
      createdByUserId: userId,
    });
    await addJob(
      tx,
      TSOFT_SYNC_JOB_NAME,
      { accountId, platformId: inserted.id },
      { jobKey: `tsoft-sync:${inserted.id}` },
    );
    return inserted;
  });
  return toPlatformAccount(row);
}

// Archiving stops every sync and frees the shop for another account; synced data stays.
export async function archivePlatform(deps: Deps, accountId: number, id: number): Promise<TPlatformAccount> {
  await getPlatform(deps, accountId, id);
  const row = await platformsRepository.update(deps.db, accountId, id, {
    status: 'archived',
    apiTokenHash: null,
    apiTokenCreatedAt: null,
  });
  if (!row) throw platformNotFound();
  return toPlatformAccount(row);
}

// A new token replaces the old one; only its hash is kept.
export async function generateApiToken(deps: Deps, accountId: number, id: number): Promise<TPlatformApiToken> {
  const platform = await getPlatform(deps, accountId, id);
  if (platform.status === 'archived') throw validationError('platforms.validation.archived');
  const token = `ulk_p_${newToken()}`;
  const row = await platformsRepository.update(deps.db, accountId, id, {
    apiTokenHash: hashToken(token),
    apiTokenCreatedAt: new Date(),
  });
  return { token, createdAt: (row?.apiTokenCreatedAt ?? new Date()).toISOString() };
}

const RANGE_START: Record<TStatsRange, (now: Date) => Date> = {
  '7d': (now) => new Date(now.getTime() - 7 * 86_400_000),
  '30d': (now) => new Date(now.getTime() - 30 * 86_400_000),
  '1m': (now) => monthsBack(now, 1),
  '3m': (now) => monthsBack(now, 3),
  '6m': (now) => monthsBack(now, 6),
  '1y': (now) => monthsBack(now, 12),
};

function monthsBack(now: Date, months: number): Date {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}

export async function platformStats(
  deps: Deps,
  accountId: number,
  id: number,
  range: TStatsRange,
): Promise<TPlatformStats> {
  const platform = await getPlatform(deps, accountId, id);
  const since = RANGE_START[range](new Date());
  const days = await platformsRepository.stats(deps.db, accountId, id, since);
  const sum = (key: 'members' | 'orders' | 'products' | 'revenue' | 'errors') =>
    days.reduce((total, d) => total + d[key], 0);
  return {
    range,
    since: since.toISOString(),
    members: sum('members'),
    orders: sum('orders'),
    revenue: Math.round(sum('revenue') * 100) / 100,
    products: sum('products'),
    errors: sum('errors'),
    lastSyncAt: platform.lastSyncAt?.toISOString() ?? null,
    lastError: platform.lastError,
    days: days.map(({ day, members, orders, revenue }) => ({ day, members, orders, revenue })),
  };
}

// The store partner's server asks for a one-time login token for the embedded /marketing page.
export async function partnerLoginToken(
  deps: Deps,
  bearer: string | null,
  page: keyof typeof PARTNER_PAGES = 'marketing',
): Promise<TPartnerLoginToken> {
  const platform = bearer ? await platformsRepository.findByApiToken(deps.db, hashToken(bearer)) : null;
  if (!platform) throw new AppError('api_key_not_found', HTTP_STATUS.unauthenticated);
  const expiresIn = 300;
  const token = await mintOneTimeLoginToken(deps.db, platform.accountId, platform.createdByUserId, expiresIn);
  return { token, path: `${PARTNER_PAGES[page]}?token=${encodeURIComponent(token)}`, expiresIn };
}
