import type { AppDeps } from '../../../platform/deps';
import { addJob } from '../../../platform/jobs/add-job';
import {
  redactMember,
  syncMemberCarts,
  upsertMembersFromApi,
  upsertOrdersFromApi,
  upsertProductsFromApi,
} from '../../audience';
import { createApplication, findApplication } from '../../applications';
import { platformsRepository, type TPlatformRow, type TSyncCounts } from '../platforms.repository';
import { shopifyGraphql, waitForBucket } from './shopify-client';
import { compileShopifyDataRequest } from './shopify-data-request.service';
import {
  customerFromNode,
  orderFromNode,
  productFromNode,
  shopifyCart,
  shopifyGuest,
  shopifyId,
  shopifyMember,
  shopifyOrder,
  shopifyProduct,
} from './shopify-mapping';
import { SHOPIFY_BACKFILL_JOB_NAME } from './shopify-names';

type Deps = Pick<AppDeps, 'db' | 'config' | 'secretBox' | 'logger'>;

export const SHOPIFY_TOPICS = [
  'customers/create',
  'customers/update',
  'orders/create',
  'orders/updated',
  'orders/paid',
  'checkouts/create',
  'checkouts/update',
  'products/create',
  'products/update',
  'app/uninstalled',
  'customers/data_request',
  'customers/redact',
  'shop/redact',
] as const;
export type TShopifyTopic = (typeof SHOPIFY_TOPICS)[number];
const PRIVACY_TOPICS: readonly string[] = ['customers/data_request', 'customers/redact', 'shop/redact'];

async function platformOf(deps: Deps, accountId: number, platformId: number): Promise<TPlatformRow | null> {
  const row = await platformsRepository.find(deps.db, accountId, platformId);
  return row && row.type === 'shopify' && row.status === 'active' ? row : null;
}

// One webhook, already verified and deduplicated: written through audience's exports.
export async function processShopifyWebhook(
  deps: Deps,
  accountId: number,
  platformId: number,
  topic: string,
  payload: unknown,
): Promise<void> {
  const platform = await platformOf(deps, accountId, platformId);
  if (!platform) return;
  // After app/uninstalled nothing syncs; the privacy topics are still honoured.
  if (platform.connection === 'uninstalled' && !PRIVACY_TOPICS.includes(topic)) return;
  const body = (typeof payload === 'object' && payload !== null ? payload : {}) as Record<string, unknown>;
  const shopUrl = `https://${platform.domain}`;
  let counts: TSyncCounts = {};
  switch (topic) {
    case 'customers/create':
    case 'customers/update': {
      const member = shopifyMember(body);
      if (member) {
        const r = await upsertMembersFromApi(deps, accountId, [member]);
        counts = { members: r.inserted + r.updated };
      }
      break;
    }
    case 'orders/create':
    case 'orders/updated':
    case 'orders/paid': {
      const order = shopifyOrder(body, topic === 'orders/paid' ? 'paid' : undefined);
      if (order) {
        const customer = shopifyMember(body.customer) ?? shopifyGuest(body);
        if (customer) await upsertMembersFromApi(deps, accountId, [customer]);
        await upsertOrdersFromApi(deps, accountId, [order]);
        // The order closes the buyer's open cart.
        await syncMemberCarts(deps, accountId, [
          {
            customerId: order.customerId ?? null,
            email: order.email ?? null,
            phone: customer?.phone ?? null,
            open: false,
            totalCount: 0,
            totalPrice: 0,
            currency: order.currency,
            items: [],
            updatedAt: new Date().toISOString(),
          },
        ]);
        counts = topic === 'orders/create' ? { orders: 1, revenue: order.totalPrice } : {};
      }
      break;
    }
    case 'checkouts/create':
    case 'checkouts/update': {
      const cart = shopifyCart(body);
      const guest = cart?.open ? shopifyGuest(body) : null;
      if (guest) await upsertMembersFromApi(deps, accountId, [guest]);
      if (cart) await syncMemberCarts(deps, accountId, [cart]);
      break;
    }
    case 'products/create':
    case 'products/update': {
      const product = shopifyProduct(body, shopUrl);
      if (product) counts = { products: (await upsertProductsFromApi(deps, accountId, [product])).upserted };
      break;
    }
    case 'app/uninstalled':
      // Stop syncing and forget the token; the members, orders and products stay.
      await platformsRepository.update(deps.db, accountId, platformId, {
        connection: 'uninstalled',
        credentialsSealed: null,
      });
      return;
    case 'customers/redact': {
      const customer = (body.customer ?? {}) as Record<string, unknown>;
      await redactMember(deps, accountId, {
        customerId: shopifyId(customer.id) ?? null,
        email: typeof customer.email === 'string' ? customer.email : null,
      });
      return;
    }
    case 'customers/data_request':
      await compileShopifyDataRequest(deps, accountId, platform, body);
      return;
    case 'shop/redact':
      // 48 hours after an uninstall: the shop's credentials and link go; the merchant's own members stay.
      await platformsRepository.update(deps.db, accountId, platformId, {
        status: 'archived',
        credentialsSealed: null,
        apiTokenHash: null,
      });
      return;
    default:
      return;
  }
  await platformsRepository.recordSync(deps.db, accountId, platformId, counts);
}

const PAGE = 100;
const QUERIES = {
  customers: `query($first:Int!,$after:String){customers(first:$first,after:$after){pageInfo{hasNextPage endCursor}
    nodes{id email phone firstName lastName defaultAddress{city country zip}
    emailMarketingConsent{marketingState} smsMarketingConsent{marketingState}}}}`,
  orders: `query($first:Int!,$after:String){orders(first:$first,after:$after){pageInfo{hasNextPage endCursor}
    nodes{id name createdAt email displayFinancialStatus currentTotalPriceSet{shopMoney{amount currencyCode}}
    customer{id email} lineItems(first:50){nodes{title sku quantity originalUnitPriceSet{shopMoney{amount}}}}}}}`,
  products: `query($first:Int!,$after:String){products(first:$first,after:$after){pageInfo{hasNextPage endCursor}
    nodes{id title handle descriptionHtml productType totalInventory featuredImage{url}
    variants(first:1){nodes{price compareAtPrice}}}}}`,
} as const;
type TResource = keyof typeof QUERIES;
type TConnection = { pageInfo: { hasNextPage: boolean; endCursor: string | null }; nodes: Record<string, unknown>[] };

// Pages a run reads per resource before it hands over to a follow-up job.
const PAGES_PER_RUN = 50;

// The first backfill of customers, then orders, then products, with cursor paging; the cursor is saved
// after every page so a crashed run continues where it stopped. The query cost is read from every answer
// and the next query waits when the bucket runs low.
export async function backfillShopify(deps: Deps, accountId: number, platformId: number): Promise<void> {
  const platform = await platformOf(deps, accountId, platformId);
  if (!platform || platform.connection !== 'connected' || !platform.credentialsSealed) return;
  const token = deps.secretBox.open(platform.credentialsSealed);
  const cursor = { ...platform.syncCursor };
  const shopUrl = `https://${platform.domain}`;
  try {
    for (const resource of ['customers', 'orders', 'products'] as const) {
      for (let page = 0; cursor[`${resource}Done`] !== 1; page++) {
        if (page === PAGES_PER_RUN) {
          await addJob(
            deps.db,
            SHOPIFY_BACKFILL_JOB_NAME,
            { accountId, platformId },
            { jobKey: `shopify-backfill:${platformId}` },
          );
          return;
        }
        const after = typeof cursor[resource] === 'string' ? cursor[resource] : null;
        const { data, waitSeconds } = await shopifyGraphql<Record<TResource, TConnection>>(
          deps.config,
          platform.domain,
          token,
          QUERIES[resource],
          { first: PAGE, after },
        );
        const connection = data[resource];
        const counts = await writeNodes(deps, accountId, resource, connection.nodes, shopUrl);
        if (connection.pageInfo.endCursor) cursor[resource] = connection.pageInfo.endCursor;
        if (!connection.pageInfo.hasNextPage) cursor[`${resource}Done`] = 1;
        await deps.db.transaction(async (tx) => {
          await platformsRepository.mergeCursor(tx, accountId, platformId, cursor);
          await platformsRepository.recordSync(tx, accountId, platformId, counts);
        });
        await waitForBucket(waitSeconds);
      }
    }
  } catch (error) {
    const message = error instanceof Error ? error.message.slice(0, 300) : 'Shopify backfill failed';
    deps.logger.warn({ accountId, platformId, err: message }, 'Shopify backfill failed');
    await platformsRepository.recordError(deps.db, accountId, platformId, message);
    throw error;
  }
}

async function writeNodes(
  deps: Deps,
  accountId: number,
  resource: TResource,
  nodes: Record<string, unknown>[],
  shopUrl: string,
): Promise<TSyncCounts> {
  if (resource === 'customers') {
    const members = nodes.flatMap((n) => shopifyMember(customerFromNode(n)) ?? []);
    const r = await upsertMembersFromApi(deps, accountId, members);
    return { members: r.inserted + r.updated };
  }
  if (resource === 'orders') {
    const orders = nodes.flatMap((n) => shopifyOrder(orderFromNode(n)) ?? []);
    const r = await upsertOrdersFromApi(deps, accountId, orders);
    return { orders: r.upserted, revenue: orders.reduce((sum, o) => sum + o.totalPrice, 0) };
  }
  const products = nodes.flatMap((n) => shopifyProduct(productFromNode(n), shopUrl) ?? []);
  return { products: (await upsertProductsFromApi(deps, accountId, products)).upserted };
}

// The shop script (ScriptTag) for the merchant: an application for the shop, then its SDK script with the
// token in the query (a ScriptTag carries no attributes). Once per platform.
export async function installShopScript(deps: Deps, accountId: number, platformId: number): Promise<void> {
  const platform = await platformOf(deps, accountId, platformId);
  if (!platform || platform.connection !== 'connected' || !platform.credentialsSealed) return;
  if (platform.syncCursor.scriptTag === 1 && platform.syncCursor.appEmbed === 1) return;
  // The application is saved before the call, so a retried job reuses it.
  const existing = platform.applicationId ? await findApplication(deps.db, accountId, platform.applicationId) : null;
  const sdkToken =
    existing?.sdkToken ??
    (await (async () => {
      const created = await createApplication(deps, accountId, {
        name: `Shopify ${platform.name}`,
        platform: 'web',
        domains: [platform.domain],
        locale: 'tr',
      });
      await platformsRepository.update(deps.db, accountId, platformId, { applicationId: created.id });
      return created.sdk_token;
    })());
  // Vintage themes: the ScriptTag; 2.0 themes: the app embed reads the metafield. Each step once.
  if (platform.syncCursor.scriptTag !== 1) {
    const src = `${deps.config.publicUrl}/ulak.js?token=${encodeURIComponent(sdkToken)}`;
    const { data } = await shopifyGraphql<{
      scriptTagCreate: { userErrors: { message: string }[] };
    }>(
      deps.config,
      platform.domain,
      deps.secretBox.open(platform.credentialsSealed),
      `mutation($input:ScriptTagInput!){scriptTagCreate(input:$input){scriptTag{id} userErrors{field message}}}`,
      { input: { src, displayScope: 'ONLINE_STORE', cache: true } },
    );
    if (data.scriptTagCreate.userErrors.length > 0)
      throw new Error(`Shopify script tag: ${data.scriptTagCreate.userErrors[0]?.message ?? 'refused'}`);
    await platformsRepository.mergeCursor(deps.db, accountId, platformId, { scriptTag: 1 });
  }
  await writeAppEmbedToken(deps, platform, sdkToken);
  await platformsRepository.mergeCursor(deps.db, accountId, platformId, { appEmbed: 1 });
}

// Online Store 2.0 themes load apps through app embeds, not ScriptTags: the theme app extension's embed
// block (shopify/extensions/ulak-theme/blocks/ulak-embed.liquid) reads the SDK token and the script's URL
// from these app-data metafields on the app's installation (`app.metafields.ulak.*` in Liquid); the
// merchant activates the embed in the theme editor from the installed page.
export const APP_EMBED_NAMESPACE = 'ulak';

async function writeAppEmbedToken(deps: Deps, platform: TPlatformRow, sdkToken: string): Promise<void> {
  if (!platform.credentialsSealed) return;
  const token = deps.secretBox.open(platform.credentialsSealed);
  const installation = await shopifyGraphql<{ currentAppInstallation: { id: string } }>(
    deps.config,
    platform.domain,
    token,
    'query{currentAppInstallation{id}}',
    {},
  );
  const { data } = await shopifyGraphql<{ metafieldsSet: { userErrors: { message: string }[] } }>(
    deps.config,
    platform.domain,
    token,
    `mutation($metafields:[MetafieldsSetInput!]!){metafieldsSet(metafields:$metafields){
      metafields{key namespace} userErrors{field message code}}}`,
    {
      metafields: [
        { key: 'sdk_token', type: 'single_line_text_field', value: sdkToken },
        { key: 'script_url', type: 'url', value: `${deps.config.publicUrl}/ulak.js` },
      ].map((field) => ({
        ...field,
        ownerId: installation.data.currentAppInstallation.id,
        namespace: APP_EMBED_NAMESPACE,
      })),
    },
  );
  if (data.metafieldsSet.userErrors.length > 0)
    throw new Error(`Shopify metafield: ${data.metafieldsSet.userErrors[0]?.message ?? 'refused'}`);
}
