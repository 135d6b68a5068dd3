import { z } from 'zod';
import { defineJob, type CronDefinition } from '../../platform/jobs/job-registry';
import { platformsRepository } from './platforms.repository';
import { backfillShopify, installShopScript, processShopifyWebhook } from './shopify/shopify-sync.service';
import { SHOPIFY_BACKFILL_JOB_NAME, SHOPIFY_SCRIPT_JOB_NAME, SHOPIFY_WEBHOOK_JOB_NAME } from './shopify/shopify-names';
import { pollTsoftStores, syncTsoft } from './tsoft/tsoft-sync.service';
import { TSOFT_POLL_JOB_NAME, TSOFT_SYNC_JOB_NAME } from './tsoft/tsoft-names';

const ZPlatformJob = z.object({ accountId: z.number().int(), platformId: z.number().int() });

export const SHOPIFY_WEBHOOK_JOB = defineJob({
  name: SHOPIFY_WEBHOOK_JOB_NAME,
  payload: ZPlatformJob.extend({ topic: z.string(), payload: z.unknown() }),
  // A failure shows in the platform's errors; the job is retried.
  handle: async (p, deps) => {
    try {
      await processShopifyWebhook(deps, p.accountId, p.platformId, p.topic, p.payload);
    } catch (error) {
      const message = error instanceof Error ? error.message.slice(0, 300) : 'webhook failed';
      await platformsRepository.recordError(deps.db, p.accountId, p.platformId, `${p.topic}: ${message}`);
      throw error;
    }
  },
});

export const SHOPIFY_BACKFILL_JOB = defineJob({
  name: SHOPIFY_BACKFILL_JOB_NAME,
  payload: ZPlatformJob,
  handle: (p, deps) => backfillShopify(deps, p.accountId, p.platformId),
});

export const SHOPIFY_SCRIPT_JOB = defineJob({
  name: SHOPIFY_SCRIPT_JOB_NAME,
  payload: ZPlatformJob,
  handle: (p, deps) => installShopScript(deps, p.accountId, p.platformId),
});

export const TSOFT_SYNC_JOB = defineJob({
  name: TSOFT_SYNC_JOB_NAME,
  payload: ZPlatformJob,
  handle: (p, deps) => syncTsoft(deps, p.accountId, p.platformId),
});

// Every 15 minutes: one sync per connected T-Soft store; old webhook delivery ids and OAuth states go.
export const TSOFT_POLL_JOB = defineJob({
  name: TSOFT_POLL_JOB_NAME,
  payload: z.object({}).passthrough(),
  handle: async (_p, deps) => {
    await pollTsoftStores(deps);
    await platformsRepository.pruneDeliveries(deps.db, new Date(Date.now() - 7 * 86_400_000));
  },
});

export const PLATFORM_JOBS = [
  SHOPIFY_WEBHOOK_JOB,
  SHOPIFY_BACKFILL_JOB,
  SHOPIFY_SCRIPT_JOB,
  TSOFT_SYNC_JOB,
  TSOFT_POLL_JOB,
];
export const PLATFORM_CRONS: CronDefinition[] = [
  { pattern: '*/15 * * * *', job: TSOFT_POLL_JOB_NAME, identifier: 'platforms_tsoft_poll' },
];
