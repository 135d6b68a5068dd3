import { sql } from 'drizzle-orm';
import { API_KEY_ACCESS, API_KEY_RESOURCES } from '@ulak/shared';
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
// Table files import each other only for foreign keys (drizzle-kit loads them standalone).
import { accountIdColumn } from '../accounts/accounts.tables';
import { createdAtColumn, idColumn } from '../../platform/db/columns';

export const APPLICATION_PLATFORMS = ['web', 'ios', 'android'] as const;

// A merchant's website or app. The SDK token only identifies the application (it is public in
// the storefront's HTML), so it is stored as is and looked up globally.
export const applications = pgTable(
  'applications',
  {
    id: idColumn(),
    accountId: accountIdColumn(),
    name: text().notNull(),
    platform: text({ enum: APPLICATION_PLATFORMS }).notNull().default('web'),
    domains: text().array().notNull().default([]),
    locale: text().notNull().default('tr'),
    sdkToken: text().notNull(),
    // Push keys (channels/webpush, channels/mobilepush): public parts plain, secrets sealed.
    webPushPublicKey: text(),
    webPushPrivateKeySealed: text(),
    // VAPID `sub` claim (mailto: or https:) and the merchant's legacy server key, when they gave one.
    webPushSubject: text(),
    webPushServerKeySealed: text(),
    // FCM service-account key JSON (sealed) and its public facts for the settings screen.
    mobilePushKeySealed: text(),
    mobilePushProjectId: text(),
    mobilePushClientEmail: text(),
    mobilePushChannelId: text(),
    // Sound file name played by push notifications (SPEC §3 "sound file name").
    pushSound: text(),
    createdAt: createdAtColumn(),
    updatedAt: createdAtColumn(),
  },
  (t) => [
    index('applications_account_idx').on(t.accountId, t.id),
    uniqueIndex('applications_sdk_token_unique').on(t.sdkToken),
  ],
);

// Server-to-server keys for /api/v1/public/*: only the SHA-256 is stored, the key is shown once.
export const apiKeys = pgTable(
  'api_keys',
  {
    id: idColumn(),
    accountId: accountIdColumn(),
    name: text().notNull(),
    prefix: text().notNull(),
    keyHash: text().notNull(),
    // The key's scope (/user/ws-user): read only or read-write, on which public API resources.
    access: text({ enum: API_KEY_ACCESS }).notNull().default('write'),
    resources: text({ enum: API_KEY_RESOURCES })
      .array()
      .notNull()
      .default(sql`'{members,orders,products,segments}'::text[]`),
    lastUsedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [index('api_keys_account_idx').on(t.accountId, t.id), uniqueIndex('api_keys_hash_unique').on(t.keyHash)],
);
