import { bigint, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TWhatsappProvider, TWhatsappTemplate } from '@ulak/shared/whatsapp/whatsapp-settings';
import { accounts } from '../../accounts/accounts.tables';

// The account's WhatsApp number, one per account, at its provider (Cloud API or Helorobo). The access token and the app secret are
// sealed; `webhook_key` names the account in the public status webhook path without revealing its id.
export const whatsappSettings = pgTable(
  'whatsapp_settings',
  {
    accountId: bigint({ mode: 'number' })
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    provider: text().$type<TWhatsappProvider>().notNull().default('cloud_api'),
    phoneNumberId: text().notNull(),
    // Helorobo's channel id (empty for the Cloud API).
    channelId: text().notNull().default(''),
    accessTokenSealed: text().notNull(),
    appSecretSealed: text().notNull().default(''),
    verifyToken: text().notNull(),
    webhookKey: text().notNull(),
    templates: jsonb().$type<TWhatsappTemplate[]>().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('whatsapp_settings_webhook_key_unique').on(t.webhookKey)],
);

// Status webhooks seen, one row per (provider message, status): Meta retries a delivery it thinks failed and
// anyone holding a signed body can replay it, but each status has its effect once.
export const whatsappStatusReceipts = pgTable(
  'whatsapp_status_receipts',
  {
    accountId: bigint({ mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    providerMessageId: text().notNull(),
    status: text().notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.providerMessageId, t.status] })],
);
