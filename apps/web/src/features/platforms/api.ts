import type {
  TPlatformAccount,
  TPlatformAccountInput,
  TPlatformApiToken,
  TPlatformDataRequest,
  TPlatformStats,
  TShopifyEmbeddedAccountInput,
  TShopifyEmbeddedLanding,
  TShopifyEmbeddedLinkInput,
  TShopifyEmbeddedShop,
  TShopifyInstallStart,
  TStatsRange,
} from '@ulak/shared/platforms';
import { apiData } from '../../lib/api/api-client';
import { apiDownload } from '../../lib/api/api-transfer';

export const platformsApi = {
  list: () => apiData<TPlatformAccount[]>('platforms'),
  get: (id: number) => apiData<TPlatformAccount>(`platforms/${id}`),
  create: (body: TPlatformAccountInput) =>
    apiData<TPlatformAccount>('platforms', { method: 'POST', body, silent: true }),
  archive: (id: number) => apiData<TPlatformAccount>(`platforms/${id}/archive`, { method: 'POST' }),
  apiToken: (id: number) => apiData<TPlatformApiToken>(`platforms/${id}/api-token`, { method: 'POST' }),
  stats: (id: number, range: TStatsRange) => apiData<TPlatformStats>(`platforms/${id}/stats`, { query: { range } }),
  dataRequests: (id: number) => apiData<TPlatformDataRequest[]>(`platforms/${id}/data-requests`),
  dataRequestFile: (id: number, requestId: number) =>
    apiDownload(`platforms/${id}/data-requests/${requestId}/file`, `data-request-${requestId}.json`),
  shopifyInstall: (shop: string) =>
    apiData<TShopifyInstallStart>('shopify/install', { method: 'POST', body: { shop }, silent: true }),
  embeddedShop: (sessionToken: string) =>
    apiData<TShopifyEmbeddedShop>('shopify/embedded/shop', { method: 'POST', body: { sessionToken }, silent: true }),
  embeddedAccount: (body: TShopifyEmbeddedAccountInput) =>
    apiData<TShopifyEmbeddedLanding>('shopify/embedded/account', { method: 'POST', body, silent: true }),
  embeddedLink: (body: TShopifyEmbeddedLinkInput) =>
    apiData<TShopifyEmbeddedLanding>('shopify/embedded/link', { method: 'POST', body, silent: true }),
  shopifySession: (sessionToken: string) =>
    apiData<TPlatformAccount>('shopify/session', { method: 'POST', body: { sessionToken }, silent: true }),
};
