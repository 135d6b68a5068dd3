import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from '../../platform/db/columns';
import { accountIdColumn } from '../accounts/accounts.tables';

// What a plan gives per channel each quota period; null = unlimited, 0 = not included.
export type TQuotaMap = Partial<Record<string, number | null>>;

// What a plan gives, or a packet adds on top of the main packet.
const entitlementColumns = () => ({
  quotas: jsonb().$type<TQuotaMap>().notNull().default({}),
  memberLimit: integer(),
  deviceLimit: integer(),
  features: text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
});

// The plans an admin edits (SPEC §3 Package): prices in kuruş, quotas, member/device limits and features.
export const plans = pgTable('plans', {
  code: text().primaryKey(),
  name: text().notNull(),
  sort: integer().notNull().default(0),
  // Offered for purchase on the packet screen (trial and custom are granted, not bought).
  purchasable: boolean().notNull().default(true),
  monthlyPrice: integer().notNull().default(0),
  yearlyPrice: integer().notNull().default(0),
  ...entitlementColumns(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

// An account's packets: one main packet at a time, extra packets on top, custom packets an admin grants.
export const accountPackets = pgTable(
  'account_packets',
  {
    id: idColumn(),
    accountId: accountIdColumn(),
    kind: text({ enum: ['main', 'extra', 'custom'] }).notNull(),
    planCode: text().references(() => plans.code),
    period: text({ enum: ['monthly', 'yearly'] }),
    // Added on top of the main packet (extra/custom); for a main packet the plan's quotas apply.
    ...entitlementColumns(),
    startsAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp({ withTimezone: true }),
    // Set when an automatic renewal failed: the packet keeps working until then.
    graceUntil: timestamp({ withTimezone: true }),
    autoRenew: boolean().notNull().default(false),
    status: text({ enum: ['active', 'replaced', 'cancelled'] })
      .notNull()
      .default('active'),
    orderId: bigint({ mode: 'number' }),
    grantedByAdminId: bigint({ mode: 'number' }),
    note: text(),
    createdAt: createdAtColumn(),
  },
  (t) => [index().on(t.accountId, t.kind, t.status), index().on(t.endsAt)],
);

// The 15-day trial of a feature the plan lacks (SPEC §4, §9): once per account and feature.
export const featureTrials = pgTable(
  'feature_trials',
  {
    accountId: accountIdColumn(),
    feature: text().notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex().on(t.accountId, t.feature)],
);

// Discount coupons for packets (admin coupons; not the shop coupons of campaigns).
export const packetCoupons = pgTable(
  'packet_coupons',
  {
    id: idColumn(),
    code: text().notNull(),
    discountType: text({ enum: ['percent', 'amount'] }).notNull(),
    // Percent 1-100, or an amount in kuruş.
    discount: integer().notNull(),
    usageLimit: integer(),
    used: integer().notNull().default(0),
    startsAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }),
    active: boolean().notNull().default(true),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('packet_coupons_code_lower_idx').on(sql`lower(${t.code})`)],
);

export type TInvoiceDetails = {
  type: 'individual' | 'company';
  name?: string;
  surname?: string;
  identityNumber?: string;
  companyName?: string;
  taxOffice?: string;
  taxNumber?: string;
  address: string;
  city: string;
  zipCode: string;
};

// A purchase: priced when created, completed once by the verified payment callback or a renewal charge.
export const packetOrders = pgTable(
  'packet_orders',
  {
    id: idColumn(),
    accountId: accountIdColumn(),
    kind: text({ enum: ['main', 'extra'] }).notNull(),
    planCode: text(),
    channel: text(),
    amount: integer(),
    period: text({ enum: ['monthly', 'yearly'] }),
    couponId: bigint({ mode: 'number' }),
    // Kuruş: list price, discount, KDV and what is charged.
    subtotal: integer().notNull(),
    discount: integer().notNull().default(0),
    kdv: integer().notNull(),
    total: integer().notNull(),
    status: text({ enum: ['pending', 'completed', 'failed'] })
      .notNull()
      .default('pending'),
    source: text({ enum: ['checkout', 'renewal'] })
      .notNull()
      .default('checkout'),
    conversationId: text().notNull(),
    token: text(),
    paymentId: text(),
    failureReason: text(),
    invoice: jsonb().$type<TInvoiceDetails>().notNull(),
    renewsPacketId: bigint({ mode: 'number' }),
    completedAt: timestamp({ withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [index().on(t.accountId, t.createdAt), uniqueIndex().on(t.token), uniqueIndex().on(t.conversationId)],
);

// A card iyzico stores for automatic renewal: only its keys and what the owner sees.
export const storedCards = pgTable(
  'stored_cards',
  {
    id: idColumn(),
    accountId: accountIdColumn(),
    cardUserKey: text().notNull(),
    cardToken: text().notNull(),
    lastFour: text().notNull().default(''),
    holder: text().notNull().default(''),
    bank: text().notNull().default(''),
    cardType: text().notNull().default(''),
    expiry: text().notNull().default(''),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex().on(t.accountId, t.cardToken)],
);
