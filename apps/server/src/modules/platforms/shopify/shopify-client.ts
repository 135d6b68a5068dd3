import type { TConfig } from '../../../platform/config';
import { egressRequest } from '../../../platform/egress';

// The Shopify Admin API of one shop: OAuth exchanges and GraphQL within its cost limits. The shop's host
// comes from a merchant (and Shopify's query): every call goes through the egress guard.
export class ShopifyError extends Error {
  constructor(
    message: string,
    readonly status = 0,
  ) {
    super(message);
  }
}

export function shopOrigin(config: TConfig, shop: string): string {
  return config.shopify.shopUrl.replace('{shop}', shop);
}

async function shopRequest(
  config: TConfig,
  shop: string,
  path: string,
  body: unknown,
  accessToken?: string,
): Promise<unknown> {
  const response = await egressRequest(
    `${shopOrigin(config, shop)}${path}`,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(accessToken ? { 'x-shopify-access-token': accessToken } : {}),
      },
      body: JSON.stringify(body),
      timeoutMs: 30_000,
      maxResponseBytes: 16 * 1024 * 1024,
    },
    { allowPrivate: config.egressAllowPrivate },
  ).catch(() => {
    throw new ShopifyError('Shopify unreachable');
  });
  if (response.status >= 400) throw new ShopifyError(`Shopify answered HTTP ${response.status}`, response.status);
  try {
    return JSON.parse(response.body.toString('utf8'));
  } catch {
    throw new ShopifyError('Shopify answered something that is not JSON');
  }
}

export type TShopifyGrant = { accessToken: string; scope: string };

function grantOf(answer: unknown): TShopifyGrant {
  const { access_token: accessToken, scope } = (answer ?? {}) as { access_token?: unknown; scope?: unknown };
  if (typeof accessToken !== 'string' || accessToken === '') throw new ShopifyError('Shopify gave no access token');
  return { accessToken, scope: typeof scope === 'string' ? scope : '' };
}

// Authorization-code flow: the code from the callback for an offline token.
export async function exchangeCode(config: TConfig, shop: string, code: string): Promise<TShopifyGrant> {
  const { apiKey, apiSecret } = config.shopify;
  return grantOf(
    await shopRequest(config, shop, '/admin/oauth/access_token', {
      client_id: apiKey,
      client_secret: apiSecret,
      code,
    }),
  );
}

// Managed installation: the session token for an offline token (token exchange).
export async function exchangeSessionToken(
  config: TConfig,
  shop: string,
  sessionToken: string,
): Promise<TShopifyGrant> {
  const { apiKey, apiSecret } = config.shopify;
  return grantOf(
    await shopRequest(config, shop, '/admin/oauth/access_token', {
      client_id: apiKey,
      client_secret: apiSecret,
      grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
      subject_token: sessionToken,
      subject_token_type: 'urn:ietf:params:oauth:token-type:id_token',
      requested_token_type: 'urn:shopify:params:oauth:token-type:offline-access-token',
    }),
  );
}

type TThrottle = { maximumAvailable: number; currentlyAvailable: number; restoreRate: number };
type TGraphqlAnswer = {
  data?: unknown;
  errors?: { message?: string; extensions?: { code?: string } }[];
  extensions?: { cost?: { requestedQueryCost?: number; throttleStatus?: TThrottle } };
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Seconds to wait before spending `cost` more points from the bucket.
export function throttleWait(throttle: TThrottle | undefined, cost: number): number {
  if (!throttle || throttle.currentlyAvailable >= cost || throttle.restoreRate <= 0) return 0;
  return Math.min(60, (cost - throttle.currentlyAvailable) / throttle.restoreRate);
}

// One GraphQL query. A THROTTLED answer waits for the bucket to refill and tries again (at most 5 times);
// after every answer the caller gets the wait the next query of the same cost needs.
export async function shopifyGraphql<T>(
  config: TConfig,
  shop: string,
  accessToken: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<{ data: T; waitSeconds: number }> {
  for (let attempt = 0; ; attempt++) {
    const answer = (await shopRequest(
      config,
      shop,
      `/admin/api/${config.shopify.apiVersion}/graphql.json`,
      { query, variables },
      accessToken,
    )) as TGraphqlAnswer;
    const cost = answer.extensions?.cost;
    const throttled = answer.errors?.some((e) => e.extensions?.code === 'THROTTLED') ?? false;
    if (throttled && attempt < 5) {
      await sleep(Math.max(1, throttleWait(cost?.throttleStatus, cost?.requestedQueryCost ?? 100)) * 1000);
      continue;
    }
    if (answer.errors?.length || answer.data === undefined)
      throw new ShopifyError(`Shopify GraphQL: ${answer.errors?.[0]?.message?.slice(0, 200) ?? 'no data'}`);
    return { data: answer.data as T, waitSeconds: throttleWait(cost?.throttleStatus, cost?.requestedQueryCost ?? 0) };
  }
}

export async function waitForBucket(seconds: number): Promise<void> {
  if (seconds > 0) await sleep(seconds * 1000);
}
