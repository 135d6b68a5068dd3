import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { PLATFORM_CONNECTIONS, PLATFORM_STATUSES, PLATFORM_TYPES } from '@ulak/shared/platforms';
import { accountIdColumn } from '../accounts/accounts.tables';
import { createdAtColumn, idColumn } from '../../platform/db/columns';

// A shop platform an account syncs from (SPEC §2 "Platforms"). Credentials (Shopify offline token, T-Soft
// service user) are sealed; the partner API token is stored as its SHA-256 only (shown once).
export const platformAccounts = pgTable(
  'platform_accounts',
  {
    id: idColumn(),
    accountId: accountIdColumn(),
    type: text({ enum: PLATFORM_TYPES }).notNull(),
    name: text().notNull(),
    // Shopify: the *.myshopify.com host; T-Soft and custom: the store's origin.
    domain: text().notNull(),
    credentialsSealed: text(),
    status: text({ enum: PLATFORM_STATUSES }).notNull().default('active'),
    connection: text({ enum: PLATFORM_CONNECTIONS }).notNull().default('pending'),
    // The user who added it: the partner endpoint logs the embedded pages in as this user.
    createdByUserId: bigint({ mode: 'number' }).notNull(),
    // The application whose SDK script the platform install put on the shop (Shopify ScriptTag).
    applicationId: bigint({ mode: 'number' }),
    apiTokenHash: text(),
    apiTokenCreatedAt: timestamp({ withTimezone: true }),
    // Per-resource paging cursors of the poll (T-Soft) or the backfill (Shopify).
    syncCursor: jsonb().$type<Record<string, string | number>>().notNull().default({}),
    lastSyncAt: timestamp({ withTimezone: true }),
    lastError: text(),
    lastErrorAt: timestamp({ withTimezone: true }),
    syncedMembers: integer().notNull().default(0),
    syncedOrders: integer().notNull().default(0),
    syncedProducts: integer().notNull().default(0),
    createdAt: createdAtColumn(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('platform_accounts_account_idx').on(t.accountId, t.id),
    // A shop is connected to one account at a time; webhooks find their account by the shop's domain.
    uniqueIndex('platform_accounts_shop_unique')
      .on(t.domain)
      .where(sql`${t.type} = 'shopify' and ${t.status} = 'active'`),
    uniqueIndex('platform_accounts_api_token_unique').on(t.apiTokenHash),
  ],
);

// What each sync step brought in, for the statistics over SPEC §9 ranges (one row per batch or error).
export const platformSyncLog = pgTable(
  'platform_sync_log',
  {
    id: idColumn(),
    accountId: accountIdColumn(),
    platformAccountId: bigint({ mode: 'number' })
      .notNull()
      .references(() => platformAccounts.id, { onDelete: 'cascade' }),
    at: createdAtColumn(),
    members: integer().notNull().default(0),
    orders: integer().notNull().default(0),
    products: integer().notNull().default(0),
    revenue: numeric({ precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    error: text(),
  },
  (t) => [index('platform_sync_log_account_platform_at_idx').on(t.accountId, t.platformAccountId, t.at)],
);

// The authorization-code flow's state nonce: single use, ten minutes.
export const shopifyOauthStates = pgTable(
  'shopify_oauth_states',
  {
    nonceHash: text().primaryKey(),
    accountId: accountIdColumn(),
    userId: bigint({ mode: 'number' }).notNull(),
    shop: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('shopify_oauth_states_account_idx').on(t.accountId)],
);

// Every webhook delivery id seen: Shopify retries and may send a delivery twice; the unique key makes
// the second one a no-op.
export const shopifyWebhookDeliveries = pgTable(
  'shopify_webhook_deliveries',
  {
    webhookId: text().primaryKey(),
    accountId: accountIdColumn(),
    platformAccountId: bigint({ mode: 'number' })
      .notNull()
      .references(() => platformAccounts.id, { onDelete: 'cascade' }),
    topic: text().notNull(),
    receivedAt: createdAtColumn(),
  },
  (t) => [index('shopify_webhook_deliveries_account_at_idx').on(t.accountId, t.receivedAt)],
);

// Shopify's customers/data_request: the customer's data compiled into a file of the media store for the
// merchant to download and send on. One row per request (Shopify's request id keeps a retry from repeating).
export const platformDataRequests = pgTable(
  'platform_data_requests',
  {
    id: idColumn(),
    accountId: accountIdColumn(),
    platformAccountId: bigint({ mode: 'number' })
      .notNull()
      .references(() => platformAccounts.id, { onDelete: 'cascade' }),
    externalId: text().notNull(),
    // The customer as the request named them (email, else the shop's customer id).
    customer: text().notNull(),
    memberFound: boolean().notNull(),
    mediaFileId: bigint({ mode: 'number' }),
    sizeBytes: integer().notNull().default(0),
    requestedAt: createdAtColumn(),
  },
  (t) => [
    index('platform_data_requests_account_idx').on(t.accountId, t.platformAccountId, t.id),
    uniqueIndex('platform_data_requests_external_unique').on(t.platformAccountId, t.externalId),
  ],
);
