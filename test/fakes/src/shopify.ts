import { createHmac, randomBytes } from 'node:crypto';
import { startHttpFake, type HttpFake } from './http-fake';

// Shopify (PROTOCOLS "Shopify") for many shops under one origin: `<url>/<shop>/admin/...`, so the server's
// SHOPIFY_SHOP_URL is `<url>/{shop}`. OAuth authorize (redirects back with a signed query), the access-token
// endpoint (authorization code and token exchange of a session token), and the Admin GraphQL subset the
// sync uses (customers, orders, products with cursor paging, scriptTagCreate) with cost extensions and a
// leaky bucket that answers THROTTLED. A webhook sender signs bodies like Shopify.

type TNode = Record<string, unknown>;
// Each shop has its own cost bucket (Shopify limits per app and shop).
type TShop = {
  customers: TNode[];
  orders: TNode[];
  products: TNode[];
  scriptTags: string[];
  // Metafields set through metafieldsSet, by "<ownerId>/<namespace>.<key>".
  metafields: Map<string, { type: string; value: string }>;
  // What the shop query answers (the shop owner's email and the shop's name).
  email: string;
  name: string;
  available: number;
  lastRefill: number;
};

export type ShopifyFake = HttpFake & {
  apiKey: string;
  secret: string;
  shop: (domain: string) => TShop;
  // A session token as App Bridge issues it (HS256 with the app secret); `claims` override the defaults.
  sessionToken: (shop: string, claims?: Record<string, unknown>, secret?: string) => string;
  // Follows the authorize URL as a merchant who approves: the redirect URL with code, hmac, state...
  authorize: (authorizeUrl: string) => Promise<string>;
  // Headers and body of a signed webhook delivery.
  webhook: (
    shop: string,
    topic: string,
    payload: unknown,
    options?: { webhookId?: string; secret?: string },
  ) => { headers: Record<string, string>; body: string };
  accessTokens: () => string[];
  bucket: (shop: string) => { currentlyAvailable: number; throttled: number };
};

const BUCKET_MAX = 1000;
const RESTORE_RATE = 50;

export function signShopifyQuery(params: Record<string, string>, secret: string): string {
  const message = Object.keys(params)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
  return createHmac('sha256', secret).update(message).digest('hex');
}

export async function startShopifyFake(
  options: { apiKey?: string; secret?: string; port?: number } = {},
): Promise<ShopifyFake> {
  const apiKey = options.apiKey ?? 'fake-api-key';
  const secret = options.secret ?? 'fake-api-secret';
  const shops = new Map<string, TShop>();
  const codes = new Map<string, string>();
  const tokens = new Map<string, string>();
  let throttled = 0;

  const shopOf = (domain: string): TShop => {
    let shop = shops.get(domain);
    if (!shop) {
      shop = {
        customers: [],
        orders: [],
        products: [],
        scriptTags: [],
        metafields: new Map(),
        email: `owner@${domain.replace(/\.myshopify\.com$/, '')}.example.com`,
        name: domain.replace(/\.myshopify\.com$/, ''),
        available: BUCKET_MAX,
        lastRefill: Date.now(),
      };
      shops.set(domain, shop);
    }
    return shop;
  };

  function verifyJwt(token: string): Record<string, unknown> | null {
    const [head, body, signature] = token.split('.');
    if (!head || !body || !signature) return null;
    const expected = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
    if (expected !== signature) return null;
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
    return claims.aud === apiKey && typeof claims.exp === 'number' && claims.exp > Date.now() / 1000 ? claims : null;
  }

  function issueToken(shop: string): { status: number; body: unknown } {
    const token = `shpat_${randomBytes(16).toString('hex')}`;
    tokens.set(token, shop);
    return { status: 200, body: { access_token: token, scope: 'read_customers,read_orders,read_products' } };
  }

  const domainOf = (shop: TShop): string => [...shops.entries()].find(([, s]) => s === shop)?.[0] ?? '';

  function refill(shop: TShop): void {
    const now = Date.now();
    shop.available = Math.min(BUCKET_MAX, shop.available + ((now - shop.lastRefill) / 1000) * RESTORE_RATE);
    shop.lastRefill = now;
  }

  function graphql(shop: TShop, query: string, variables: Record<string, unknown>) {
    const first = Math.min(250, Number(variables.first ?? 50));
    // Mutations and single-object queries cost 10 (or 1); a connection costs 2 + its page size.
    const single = /scriptTagCreate|metafieldsSet/.test(query)
      ? 10
      : /currentAppInstallation|\bshop\s*\{/.test(query)
        ? 1
        : 0;
    const cost = single || 2 + first;
    refill(shop);
    const throttleStatus = () => ({
      maximumAvailable: BUCKET_MAX,
      currentlyAvailable: Math.floor(shop.available),
      restoreRate: RESTORE_RATE,
    });
    if (cost > shop.available) {
      throttled++;
      return {
        errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED' } }],
        extensions: { cost: { requestedQueryCost: cost, actualQueryCost: null, throttleStatus: throttleStatus() } },
      };
    }
    shop.available -= cost;
    const extensions = { cost: { requestedQueryCost: cost, actualQueryCost: cost, throttleStatus: throttleStatus() } };
    if (query.includes('scriptTagCreate')) {
      const input = (variables.input ?? {}) as { src?: string };
      if (!input.src?.startsWith('https://') && !input.src?.startsWith('http://'))
        return {
          data: { scriptTagCreate: { scriptTag: null, userErrors: [{ field: ['src'], message: 'Src is invalid' }] } },
          extensions,
        };
      shop.scriptTags.push(input.src);
      return {
        data: {
          scriptTagCreate: { scriptTag: { id: `gid://shopify/ScriptTag/${shop.scriptTags.length}` }, userErrors: [] },
        },
        extensions,
      };
    }
    if (query.includes('currentAppInstallation'))
      return { data: { currentAppInstallation: { id: 'gid://shopify/AppInstallation/1' } }, extensions };
    if (/\bshop\s*\{/.test(query) && !query.includes('metafieldsSet'))
      return {
        data: { shop: { name: shop.name, email: shop.email, myshopifyDomain: domainOf(shop) } },
        extensions,
      };
    if (query.includes('metafieldsSet')) {
      const fields = (variables.metafields ?? []) as Record<string, string>[];
      const userErrors = fields
        .filter((m) => !m.ownerId || !m.namespace || !m.key || !m.type || typeof m.value !== 'string')
        .map(() => ({ field: ['metafields'], message: 'Metafield is invalid' }));
      if (userErrors.length === 0)
        for (const m of fields)
          shop.metafields.set(`${m.ownerId}/${m.namespace}.${m.key}`, { type: m.type ?? '', value: m.value ?? '' });
      return { data: { metafieldsSet: { metafields: userErrors.length ? null : fields, userErrors } }, extensions };
    }
    const root = /\b(customers|orders|products)\s*\(/.exec(query)?.[1] as
      'customers' | 'orders' | 'products' | undefined;
    if (!root) return { errors: [{ message: 'Field is not supported by the fake' }] };
    const all = shop[root];
    const start = typeof variables.after === 'string' ? Number(Buffer.from(variables.after, 'base64').toString()) : 0;
    const nodes = all.slice(start, start + first);
    const end = start + nodes.length;
    return {
      data: {
        [root]: {
          nodes,
          pageInfo: {
            hasNextPage: end < all.length,
            endCursor: nodes.length ? Buffer.from(String(end)).toString('base64') : null,
          },
        },
      },
      extensions,
    };
  }

  const fake = await startHttpFake((req, url) => {
    const match = /^\/([a-z0-9][a-z0-9-]*\.myshopify\.com)(\/admin\/.*)$/.exec(url.pathname);
    if (!match) return { status: 404, body: { errors: 'Not Found' } };
    const [, domain = '', path = ''] = match;
    if (req.method === 'GET' && path === '/admin/oauth/authorize') {
      if (url.searchParams.get('client_id') !== apiKey) return { status: 400, body: { errors: 'Invalid client_id' } };
      const code = randomBytes(16).toString('hex');
      codes.set(code, domain);
      const params: Record<string, string> = {
        code,
        host: Buffer.from(`${domain}/admin`).toString('base64url'),
        shop: domain,
        state: url.searchParams.get('state') ?? '',
        timestamp: String(Math.floor(Date.now() / 1000)),
      };
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      for (const [k, v] of Object.entries(params)) back.searchParams.set(k, v);
      back.searchParams.set('hmac', signShopifyQuery(params, secret));
      return { status: 302, body: '', headers: { location: back.toString() } };
    }
    if (req.method === 'POST' && path === '/admin/oauth/access_token') {
      const body = (req.json ?? {}) as Record<string, string>;
      if (body.client_id !== apiKey || body.client_secret !== secret)
        return { status: 400, body: { error: 'invalid_client' } };
      if (body.grant_type === 'urn:ietf:params:oauth:grant-type:token-exchange') {
        const claims = verifyJwt(body.subject_token ?? '');
        if (!claims || claims.dest !== `https://${domain}`)
          return { status: 400, body: { error: 'invalid_subject_token' } };
        return issueToken(domain);
      }
      if (!body.code || codes.get(body.code) !== domain) return { status: 400, body: { error: 'invalid_request' } };
      codes.delete(body.code);
      return issueToken(domain);
    }
    if (req.method === 'POST' && /^\/admin\/api\/\d{4}-\d{2}\/graphql\.json$/.test(path)) {
      const token = req.headers['x-shopify-access-token'];
      if (typeof token !== 'string' || tokens.get(token) !== domain)
        return { status: 401, body: { errors: '[API] Invalid API key or access token' } };
      const { query = '', variables = {} } = (req.json ?? {}) as {
        query?: string;
        variables?: Record<string, unknown>;
      };
      return { status: 200, body: graphql(shopOf(domain), query, variables) };
    }
    return { status: 404, body: { errors: 'Not Found' } };
  }, options.port ?? 0);

  return {
    ...fake,
    apiKey,
    secret,
    shop: shopOf,
    sessionToken(shop, claims = {}, key = secret) {
      const now = Math.floor(Date.now() / 1000);
      const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
      const body = Buffer.from(
        JSON.stringify({
          iss: `https://${shop}/admin`,
          dest: `https://${shop}`,
          aud: apiKey,
          sub: '42',
          exp: now + 60,
          nbf: now - 1,
          iat: now,
          jti: randomBytes(8).toString('hex'),
          sid: randomBytes(8).toString('hex'),
          ...claims,
        }),
      ).toString('base64url');
      const signature = createHmac('sha256', key).update(`${header}.${body}`).digest('base64url');
      return `${header}.${body}.${signature}`;
    },
    async authorize(authorizeUrl) {
      const response = await fetch(authorizeUrl, { redirect: 'manual' });
      const location = response.headers.get('location');
      if (response.status !== 302 || !location) throw new Error(`authorize answered ${response.status}`);
      return location;
    },
    webhook(shop, topic, payload, opts = {}) {
      const body = JSON.stringify(payload);
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'x-shopify-topic': topic,
          'x-shopify-shop-domain': shop,
          'x-shopify-webhook-id': opts.webhookId ?? randomBytes(12).toString('hex'),
          'x-shopify-api-version': '2025-07',
          'x-shopify-hmac-sha256': createHmac('sha256', opts.secret ?? secret)
            .update(body)
            .digest('base64'),
        },
      };
    },
    accessTokens: () => [...tokens.keys()],
    bucket: (domain) => {
      const shop = shopOf(domain);
      refill(shop);
      return { currentlyAvailable: Math.floor(shop.available), throttled };
    },
  };
}
