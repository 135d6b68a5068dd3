// Job names of the Shopify sync (apart from the job file so services can enqueue without a cycle).
export const SHOPIFY_WEBHOOK_JOB_NAME = 'platforms.shopify_webhook';
export const SHOPIFY_BACKFILL_JOB_NAME = 'platforms.shopify_backfill';
export const SHOPIFY_SCRIPT_JOB_NAME = 'platforms.shopify_script';
