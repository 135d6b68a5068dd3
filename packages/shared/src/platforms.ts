import { z } from 'zod';
import { ZEmail, ZPassword, ZRegisterInput } from './auth';
import { ZTimestamp } from './http';

// Shop platforms (SPEC §1, §2 "Platforms"): Shopify, T-Soft or a custom script, their sync and statistics.

export const PLATFORM_TYPES = ['shopify', 'tsoft', 'custom'] as const;
export const ZPlatformType = z.enum(PLATFORM_TYPES);
export type TPlatformType = z.infer<typeof ZPlatformType>;

export const PLATFORM_STATUSES = ['active', 'archived'] as const;
export const ZPlatformStatus = z.enum(PLATFORM_STATUSES);
export type TPlatformStatus = z.infer<typeof ZPlatformStatus>;

// pending: waiting for the install; connected: syncing; uninstalled: the app was removed (data kept).
export const PLATFORM_CONNECTIONS = ['pending', 'connected', 'uninstalled', 'error'] as const;
export const ZPlatformConnection = z.enum(PLATFORM_CONNECTIONS);
export type TPlatformConnection = z.infer<typeof ZPlatformConnection>;

// SPEC §9 statistics ranges.
export const STATS_RANGES = ['7d', '30d', '1m', '3m', '6m', '1y'] as const;
export const ZStatsRange = z.enum(STATS_RANGES);
export type TStatsRange = z.infer<typeof ZStatsRange>;
export const ZStatsRangeQuery = z.object({ range: z.enum(STATS_RANGES).default('30d') });

export const SHOPIFY_SHOP_PATTERN = /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/;

// "my-shop", "my-shop.myshopify.com" or "https://my-shop.myshopify.com/admin" all name the same shop.
export function normalizeShopDomain(input: string): string {
  const host = input
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/\/.*$/, '');
  return host.includes('.') ? host : `${host}.myshopify.com`;
}

export const ZShopDomain = z
  .string()
  .trim()
  .min(1, 'platforms.validation.shop_required')
  .max(255)
  .transform(normalizeShopDomain)
  .refine((shop) => SHOPIFY_SHOP_PATTERN.test(shop), 'platforms.validation.shop_invalid');

const ZStoreUrl = z
  .string()
  .trim()
  .min(1, 'platforms.validation.store_url_required')
  .max(255)
  .transform((v) => (/^https?:\/\//i.test(v) ? v : `https://${v}`).replace(/\/+$/, ''))
  .refine((v) => {
    try {
      const url = new URL(v);
      return url.hostname.includes('.') && url.pathname === '/' && !url.search;
    } catch {
      return false;
    }
  }, 'platforms.validation.store_url_invalid');

export const ZPlatformAccountInput = z.discriminatedUnion('type', [
  z.object({ type: z.literal('shopify'), shopDomain: ZShopDomain }),
  z.object({
    type: z.literal('tsoft'),
    storeUrl: ZStoreUrl,
    username: z.string().trim().min(1, 'platforms.validation.username_required').max(120),
    password: z.string().min(1, 'platforms.validation.password_required').max(256),
  }),
  z.object({
    type: z.literal('custom'),
    name: z.string().trim().min(2, 'validation.name_min').max(100),
    storeUrl: ZStoreUrl,
  }),
]);
export type TPlatformAccountInput = z.input<typeof ZPlatformAccountInput>;

export const ZShopifyInstallInput = z.object({ shop: ZShopDomain });
export const ZShopifySessionInput = z.object({ sessionToken: z.string().min(20).max(4000) });

export const ZPlatformAccount = z.object({
  id: z.number().int(),
  type: ZPlatformType,
  name: z.string(),
  domain: z.string(),
  status: ZPlatformStatus,
  connection: ZPlatformConnection,
  hasApiToken: z.boolean(),
  apiTokenCreatedAt: ZTimestamp.nullable(),
  lastSyncAt: ZTimestamp.nullable(),
  lastError: z.string().nullable(),
  lastErrorAt: ZTimestamp.nullable(),
  syncedMembers: z.number().int(),
  syncedOrders: z.number().int(),
  syncedProducts: z.number().int(),
  createdAt: ZTimestamp,
  themeEditorUrl: z
    .string()
    .nullable()
    .describe('Shopify 2.0 themes: the theme editor link that activates the app embed (once its token is written)'),
});
export type TPlatformAccount = z.infer<typeof ZPlatformAccount>;

// The app embed block of the theme app extension (shopify/extensions/ulak-theme/blocks/<handle>.liquid).
export const SHOPIFY_APP_EMBED_HANDLE = 'ulak-embed';

export const ZPlatformStats = z.object({
  range: ZStatsRange,
  since: ZTimestamp,
  members: z.number().int(),
  orders: z.number().int(),
  revenue: z.number(),
  products: z.number().int(),
  errors: z.number().int(),
  lastSyncAt: ZTimestamp.nullable(),
  lastError: z.string().nullable(),
  days: z.array(
    z.object({ day: z.string(), members: z.number().int(), orders: z.number().int(), revenue: z.number() }),
  ),
});
export type TPlatformStats = z.infer<typeof ZPlatformStats>;

// A generated API token is shown once.
export const ZPlatformApiToken = z.object({ token: z.string(), createdAt: ZTimestamp });
export type TPlatformApiToken = z.infer<typeof ZPlatformApiToken>;

// What the partner endpoint answers: a one-time token for an embedded /marketing page.
export const ZPartnerLoginToken = z.object({
  token: z.string(),
  path: z.string().describe('The embedded page with the token, to open in the store panel'),
  expiresIn: z.number().int().describe('Seconds the token stays usable (once)'),
});
export type TPartnerLoginToken = z.infer<typeof ZPartnerLoginToken>;
// The embedded page the token opens: the marketing home, or the IYS configuration (issue 20).
export const PARTNER_PAGES = { marketing: '/marketing', 'iys-configuration': '/marketing/iys-configuration' } as const;
export const ZPartnerLoginTokenQuery = z.object({
  page: z.enum(Object.keys(PARTNER_PAGES) as [keyof typeof PARTNER_PAGES]).default('marketing'),
});

// Result of the Shopify install start: the authorize URL the browser goes to.
export const ZShopifyInstallStart = z.object({ url: z.string().describe("Shopify's authorize URL to open") });
export type TShopifyInstallStart = z.infer<typeof ZShopifyInstallStart>;
// Shopify's webhook delivery, acknowledged: queued, a repeated delivery id, or a topic Ulak does not use.
export const ZShopifyWebhookAck = z.object({ result: z.enum(['accepted', 'duplicate', 'ignored']) });

// A Shopify customer data request: the compiled file the merchant downloads and sends to the customer.
export const ZPlatformDataRequest = z.object({
  id: z.number().int(),
  customer: z.string(),
  memberFound: z.boolean(),
  hasFile: z.boolean(),
  sizeBytes: z.number().int(),
  requestedAt: z.string(),
});
export type TPlatformDataRequest = z.infer<typeof ZPlatformDataRequest>;
export const ZPlatformDataRequestList = z.object({ data: z.array(ZPlatformDataRequest) });
export const ZDataRequestParams = z.object({
  id: z.coerce.number().int().positive(),
  requestId: z.coerce.number().int().positive(),
});
// The downloaded file (JSON, streamed from the media store).
const ZRecordList = z.array(z.record(z.string(), z.unknown()));
export const ZDataRequestFile = z.object({
  shop: z.string(),
  requestedAt: z.string(),
  request: z.object({ id: z.string(), customer: z.record(z.string(), z.unknown()), ordersRequested: z.unknown() }),
  found: z.boolean().describe('Whether the account holds a member for the customer'),
  member: z.record(z.string(), z.unknown()).nullable(),
  permissionChanges: ZRecordList,
  orders: ZRecordList,
  carts: ZRecordList,
  messages: ZRecordList,
});

// The embedded Shopify app opened for a shop with no Ulak account linked (managed install): the shop as
// Shopify names it, then create an account with the shop's email, or sign in to link an existing one.
export const ZShopifyEmbeddedShop = z.object({
  shop: z.string(),
  name: z.string(),
  email: z.string().nullable().describe("The shop owner's email, used for a new account"),
  linked: z.boolean().describe('Whether the shop is already connected to an Ulak account'),
});
export type TShopifyEmbeddedShop = z.infer<typeof ZShopifyEmbeddedShop>;
export const ZShopifyEmbeddedAccountInput = ZRegisterInput.omit({ email: true }).extend({
  sessionToken: z.string().min(20).max(4000),
});
export type TShopifyEmbeddedAccountInput = z.input<typeof ZShopifyEmbeddedAccountInput>;
export const ZShopifyEmbeddedLinkInput = z.object({
  sessionToken: z.string().min(20).max(4000),
  email: ZEmail,
  password: ZPassword,
});
export type TShopifyEmbeddedLinkInput = z.input<typeof ZShopifyEmbeddedLinkInput>;
// Where the embedded page goes next: the installed page with a one-time login token.
export const ZShopifyEmbeddedLanding = z.object({ path: z.string() });
export type TShopifyEmbeddedLanding = z.infer<typeof ZShopifyEmbeddedLanding>;
