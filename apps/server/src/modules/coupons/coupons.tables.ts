import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { COUPON_DISCOUNT_TYPES } from '@ulak/shared';
import { accountIdColumn } from '../accounts/accounts.tables';
import { campaigns } from '../campaigns/campaigns.tables';
import { createdAtColumn, idColumn } from '../../platform/db/columns';

// A coupon code (SPEC §3 Coupon): unique per account, generated for a campaign, assigned to one
// member when a message carrying it is sent, used when an order carries the code.
export const coupons = pgTable(
  'coupons',
  {
    id: idColumn(),
    accountId: accountIdColumn(),
    campaignId: bigint({ mode: 'number' })
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    discount: numeric({ precision: 12, scale: 2, mode: 'number' }).notNull(),
    discountType: text({ enum: COUPON_DISCOUNT_TYPES }).notNull(),
    currency: text().notNull().default('TRY'),
    // How many products the discount applies to (null = the whole order).
    limit: integer(),
    startDate: timestamp({ withTimezone: true }),
    expireDate: timestamp({ withTimezone: true }),
    isSend: boolean().notNull().default(false),
    memberId: bigint({ mode: 'number' }),
    messageId: bigint({ mode: 'number' }),
    sentAt: timestamp({ withTimezone: true }),
    used: boolean().notNull().default(false),
    usedAt: timestamp({ withTimezone: true }),
    orderId: bigint({ mode: 'number' }),
    isActive: boolean().notNull().default(true),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('coupons_account_code_unique').on(t.accountId, t.code),
    index('coupons_account_campaign_idx').on(t.accountId, t.campaignId, t.id),
    index('coupons_account_campaign_member_idx')
      .on(t.accountId, t.campaignId, t.memberId)
      .where(sql`${t.memberId} is not null`),
    index('coupons_free_idx')
      .on(t.accountId, t.campaignId, t.id)
      .where(sql`${t.memberId} is null and ${t.isActive}`),
  ],
);
