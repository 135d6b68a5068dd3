import type { AppDeps } from '../../../platform/deps';
import { addJob } from '../../../platform/jobs/add-job';
import { parseShopJson } from '../parse-json';
import { platformsRepository } from '../platforms.repository';
import { SHOPIFY_WEBHOOK_JOB_NAME } from './shopify-names';
import { verifyWebhookHmac } from './shopify-signatures';
import { SHOPIFY_TOPICS } from './shopify-sync.service';

type Deps = Pick<AppDeps, 'db' | 'config'>;

export type TWebhookHeaders = { hmac?: string; topic?: string; shop?: string; webhookId?: string };
export type TWebhookResult = 'unauthenticated' | 'accepted' | 'duplicate' | 'ignored';

// Shopify waits 5 s and retries for hours: check the HMAC over the raw body, claim the delivery id and
// enqueue the work in one transaction, answer at once. A repeated delivery id is acknowledged, not redone.
export async function receiveShopifyWebhook(
  deps: Deps,
  raw: Buffer,
  headers: TWebhookHeaders,
): Promise<TWebhookResult> {
  if (!verifyWebhookHmac(raw, headers.hmac, deps.config.shopify.apiSecret)) return 'unauthenticated';
  const { topic, shop, webhookId } = headers;
  if (!topic || !shop || !webhookId || !(SHOPIFY_TOPICS as readonly string[]).includes(topic)) return 'ignored';
  const platform = await platformsRepository.findActiveShop(deps.db, shop.toLowerCase());
  if (!platform) return 'ignored';
  let payload: unknown;
  try {
    payload = parseShopJson(raw.toString('utf8'));
  } catch {
    return 'ignored';
  }
  return deps.db.transaction(async (tx) => {
    const first = await platformsRepository.claimDelivery(tx, platform.accountId, {
      webhookId: webhookId.slice(0, 200),
      platformAccountId: platform.id,
      topic,
    });
    if (!first) return 'duplicate';
    // One queue per shop: a shop's webhooks apply in the order they arrived.
    await addJob(
      tx,
      SHOPIFY_WEBHOOK_JOB_NAME,
      { accountId: platform.accountId, platformId: platform.id, topic, payload },
      { queueName: `shopify:${platform.id}` },
    );
    return 'accepted';
  });
}
