import {
  ZShopifyEmbeddedAccountInput,
  ZShopifyEmbeddedLinkInput,
  type TShopifyEmbeddedAccountInput,
  type TShopifyEmbeddedLanding,
  type TShopifyEmbeddedLinkInput,
  type TShopifyEmbeddedShop,
} from '@ulak/shared/platforms';
import type { AppDeps } from '../../../platform/deps';
import { validationError } from '../../../platform/http/app-error';
import { createAccountWithOwner, enabledTwoFactor, findOwnerByEmail } from '../../accounts';
import { assertPasswordRules, hashPassword, mintOneTimeLoginToken, verifyPassword } from '../../auth';
import { platformsRepository } from '../platforms.repository';
import { exchangeSessionToken, shopifyGraphql, type TShopifyGrant } from './shopify-client';
import { connect } from './shopify-install.service';
import { verifySessionToken } from './shopify-signatures';

type Deps = Pick<AppDeps, 'db' | 'config' | 'secretBox' | 'logger'>;

type TShopInfo = { shop: string; name: string; email: string | null; grant: TShopifyGrant };

// The session token (signature, audience, shop, expiry) for the shop's offline token and its name and email.
async function shopOfToken(deps: Deps, sessionToken: string): Promise<TShopInfo> {
  const { apiKey, apiSecret } = deps.config.shopify;
  if (!apiKey || !apiSecret) throw validationError('platforms.validation.shopify_not_configured');
  const shop = verifySessionToken(sessionToken, apiKey, apiSecret);
  // A page answer, not a 401: the embedded page is not signed in to anything a 401 could end.
  if (!shop) throw validationError('platforms.validation.session_token_invalid');
  const grant = await exchangeSessionToken(deps.config, shop, sessionToken).catch(() => {
    throw validationError('platforms.validation.install_failed');
  });
  const { data } = await shopifyGraphql<{ shop: { name?: string; email?: string } }>(
    deps.config,
    shop,
    grant.accessToken,
    'query{shop{name email myshopifyDomain}}',
    {},
  ).catch(() => {
    throw validationError('platforms.validation.install_failed');
  });
  const email = typeof data.shop.email === 'string' && data.shop.email.includes('@') ? data.shop.email : null;
  return { shop, name: data.shop.name?.trim() || shop.replace(/\.myshopify\.com$/, ''), email, grant };
}

export async function embeddedShop(deps: Deps, sessionToken: string): Promise<TShopifyEmbeddedShop> {
  const info = await shopOfToken(deps, sessionToken);
  const linked = await platformsRepository.findActiveShop(deps.db, info.shop);
  return { shop: info.shop, name: info.name, email: info.email, linked: linked?.connection === 'connected' };
}

// The shop is connected to the account and the embedded page lands, signed in, on the installed page.
async function land(deps: Deps, accountId: number, userId: number, info: TShopInfo): Promise<TShopifyEmbeddedLanding> {
  const platform = await connect(deps, accountId, userId, info.shop, info.grant);
  const token = await mintOneTimeLoginToken(deps.db, accountId, userId, 300);
  return { path: `/shopify/installed?platform=${platform.id}&token=${encodeURIComponent(token)}` };
}

// A new account for the shop owner: the shop's email (verified by Shopify) and name, the owner's details.
export async function createAccountFromEmbedded(
  deps: Deps,
  raw: TShopifyEmbeddedAccountInput,
): Promise<TShopifyEmbeddedLanding> {
  const input = ZShopifyEmbeddedAccountInput.parse(raw);
  const info = await shopOfToken(deps, input.sessionToken);
  if (!info.email) throw validationError('platforms.validation.shop_email_missing');
  assertPasswordRules(input.password, input.passwordConfirmation, [input.name, input.surname, info.email]);
  if (await findOwnerByEmail(deps.db, info.email)) throw validationError('platforms.validation.shop_email_taken');
  const passwordHash = await hashPassword(input.password);
  const user = await deps.db.transaction((tx) =>
    createAccountWithOwner(tx, {
      accountName: info.name,
      name: input.name,
      surname: input.surname,
      phone: input.phone,
      email: info.email ?? '',
      passwordHash,
      emailVerified: true,
    }),
  );
  return land(deps, user.accountId, user.id, info);
}

// An existing account signs in from the embedded page to link the shop. An account with two-factor
// sign-in links from Ulak itself (/shopify/connect), where the second factor is asked.
export async function linkAccountFromEmbedded(
  deps: Deps,
  raw: TShopifyEmbeddedLinkInput,
): Promise<TShopifyEmbeddedLanding> {
  const input = ZShopifyEmbeddedLinkInput.parse(raw);
  const info = await shopOfToken(deps, input.sessionToken);
  const owner = await findOwnerByEmail(deps.db, input.email);
  const matches = await verifyPassword(owner?.passwordHash ?? null, input.password);
  if (!owner || !matches) throw validationError('platforms.validation.link_credentials', 'password');
  if ((await enabledTwoFactor(deps.db, owner.accountId, owner.id)).methods.length > 0)
    throw validationError('platforms.validation.link_two_factor');
  return land(deps, owner.accountId, owner.id, info);
}
