import { randomBytes } from 'node:crypto';
import { SHOPIFY_SHOP_PATTERN, type TPlatformAccount, type TShopifyInstallStart } from '@ulak/shared/platforms';
import type { AppDeps } from '../../../platform/deps';
import { hashToken } from '../../../platform/crypto/tokens';
import { unauthenticated, validationError } from '../../../platform/http/app-error';
import { addJob } from '../../../platform/jobs/add-job';
import { platformsRepository } from '../platforms.repository';
import { ensureShopifyPlatform, toPlatformAccount } from '../platforms.service';
import { exchangeCode, exchangeSessionToken, shopOrigin, type TShopifyGrant } from './shopify-client';
import { SHOPIFY_BACKFILL_JOB_NAME, SHOPIFY_SCRIPT_JOB_NAME } from './shopify-names';
import { verifyQueryHmac, verifySessionToken } from './shopify-signatures';

type Deps = Pick<AppDeps, 'db' | 'config' | 'secretBox' | 'logger'>;

const STATE_TTL_MS = 10 * 60_000;

function assertConfigured(deps: Deps): void {
  if (!deps.config.shopify.apiKey || !deps.config.shopify.apiSecret)
    throw validationError('platforms.validation.shopify_not_configured');
}

export function shopifyCallbackUrl(deps: Deps): string {
  return `${deps.config.publicUrl}/api/v1/shopify/callback`;
}

// Authorization-code flow, step 1: a single-use state nonce and the shop's authorize URL.
export async function startShopifyInstall(
  deps: Deps,
  accountId: number,
  userId: number,
  shop: string,
): Promise<TShopifyInstallStart> {
  assertConfigured(deps);
  await ensureShopifyPlatform(deps, accountId, userId, shop);
  const nonce = randomBytes(24).toString('base64url');
  await platformsRepository.insertOauthState(deps.db, accountId, {
    nonceHash: hashToken(nonce),
    userId,
    shop,
    expiresAt: new Date(Date.now() + STATE_TTL_MS),
  });
  const query = new URLSearchParams({
    client_id: deps.config.shopify.apiKey,
    scope: deps.config.shopify.scopes,
    redirect_uri: shopifyCallbackUrl(deps),
    state: nonce,
  });
  return { url: `${shopOrigin(deps.config, shop)}/admin/oauth/authorize?${query.toString()}` };
}

// Stores the offline token and starts the backfill and the script install, in one transaction.
export async function connect(deps: Deps, accountId: number, userId: number, shop: string, grant: TShopifyGrant) {
  const platform = await ensureShopifyPlatform(deps, accountId, userId, shop);
  return deps.db.transaction(async (tx) => {
    const row = await platformsRepository.update(tx, accountId, platform.id, {
      credentialsSealed: deps.secretBox.seal(grant.accessToken),
      connection: 'connected',
      lastError: null,
    });
    const payload = { accountId, platformId: platform.id };
    await addJob(tx, SHOPIFY_BACKFILL_JOB_NAME, payload, { jobKey: `shopify-backfill:${platform.id}` });
    await addJob(tx, SHOPIFY_SCRIPT_JOB_NAME, payload, { jobKey: `shopify-script:${platform.id}` });
    return row ?? platform;
  });
}

export type TCallbackQuery = Record<string, string | undefined>;

// Step 2, Shopify's redirect back: the query HMAC, the shop's form, and the nonce (single use, same shop)
// before the code is exchanged. Answers the platform id.
export async function completeShopifyInstall(deps: Deps, query: TCallbackQuery): Promise<number> {
  assertConfigured(deps);
  if (!verifyQueryHmac(query, deps.config.shopify.apiSecret)) throw unauthenticated();
  const { shop, state, code } = query;
  if (!shop || !SHOPIFY_SHOP_PATTERN.test(shop) || !state || !code)
    throw validationError('platforms.validation.install_failed');
  const claimed = await platformsRepository.takeOauthState(deps.db, hashToken(state));
  if (!claimed || claimed.shop !== shop) throw validationError('platforms.validation.install_failed');
  const grant = await exchangeCode(deps.config, shop, code).catch(() => {
    throw validationError('platforms.validation.install_failed');
  });
  return (await connect(deps, claimed.accountId, claimed.userId, shop, grant)).id;
}

// Managed installation: the embedded app hands over Shopify's session token; checked, then exchanged
// for an offline token, and the shop is linked to the signed-in account.
export async function installFromSessionToken(
  deps: Deps,
  accountId: number,
  userId: number,
  sessionToken: string,
): Promise<TPlatformAccount> {
  assertConfigured(deps);
  const { apiKey, apiSecret } = deps.config.shopify;
  const shop = verifySessionToken(sessionToken, apiKey, apiSecret);
  if (!shop) throw unauthenticated();
  const grant = await exchangeSessionToken(deps.config, shop, sessionToken).catch(() => {
    throw validationError('platforms.validation.install_failed');
  });
  return toPlatformAccount(await connect(deps, accountId, userId, shop, grant));
}
