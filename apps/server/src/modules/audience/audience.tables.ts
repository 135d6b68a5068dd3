import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accountIdColumn } from '../accounts/accounts.tables';
import { applications } from '../applications/applications.tables';
import { mediaFiles } from '../media/media.tables';
import { createdAtColumn, idColumn } from '../../platform/db/columns';

const money = () => numeric({ precision: 14, scale: 2, mode: 'number' });

export const MEMBER_SOURCES = ['site', 'manual', 'csv', 'api'] as const;
export const GENDERS = ['male', 'female'] as const;
export const DEVICE_PLATFORMS = ['ios', 'android', 'browser'] as const;

// The merchant's customers. `passive` marks members past the package limit (SPEC §4).
// Every index below costs CSV import time (bench/csv-import.ts inserts a million members through
// all of them), so each names the queries it serves. account_id carries no foreign key: its
// per-row check was ~12% of the import's insert; members go with their account by a statement
// trigger instead (migration members_account_cascade), and only the server writes account ids.
export const members = pgTable(
  'members',
  {
    id: idColumn(),
    accountId: bigint({ mode: 'number' }).notNull(),
    name: text(),
    surname: text(),
    email: text(),
    phone: text(),
    gender: text({ enum: GENDERS }),
    birthDate: date({ mode: 'string' }),
    city: text(),
    district: text(),
    address: text(),
    country: text(),
    zipCode: text(),
    language: text().notNull().default('tr'),
    customerId: text(),
    source: text({ enum: MEMBER_SOURCES }).notNull().default('manual'),
    smsActive: boolean().notNull().default(false),
    emailActive: boolean().notNull().default(false),
    whatsappActive: boolean().notNull().default(false),
    callActive: boolean().notNull().default(false),
    blocked: boolean().notNull().default(false),
    notes: text(),
    errorCount: integer().notNull().default(0),
    passive: boolean().notNull().default(false),
    lastLoginAt: timestamp({ withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: createdAtColumn(),
  },
  (t) => [
    // The list by id/created_at (each page's ids by an index-only scan), the list total, the
    // limit count and passivation's row_number() over (order by id).
    index('members_account_idx').on(t.accountId, t.id),
    // Uniqueness, the import's and ingest's match on email, email prefix search.
    // text_pattern_ops: the same indexes serve equality, upsert matching and prefix search.
    uniqueIndex('members_account_email_unique')
      .on(t.accountId, sql`lower(${t.email}) text_pattern_ops`)
      .where(sql`${t.email} is not null`),
    // Uniqueness, the import's match on phone, phone prefix search.
    uniqueIndex('members_account_phone_unique')
      .on(t.accountId, t.phone.op('text_pattern_ops'))
      .where(sql`${t.phone} is not null`),
    // Uniqueness, the import's and the public API's match on customer id, customer id prefix search.
    uniqueIndex('members_account_customer_unique')
      .on(t.accountId, t.customerId.op('text_pattern_ops'))
      .where(sql`${t.customerId} is not null`),
    // The list sorted by name (pages by an index-only scan) and name prefix search: in the "C"
    // collation a plain btree serves LIKE 'ay%' too (members.repository.ts lowerName).
    index('members_account_name_idx').on(t.accountId, sql`lower(${t.name}) collate "C"`, t.id),
    // Surname prefix search ("ayşe yıl" searches name and surname together).
    index('members_account_surname_idx').on(t.accountId, sql`lower(${t.surname}) collate "C"`),
    // Segment criteria on the city compare Turkish-folded text (segments criteria-compiler `fold`):
    // the expression must stay exactly that one for the planner to use this index.
    index('members_account_city_fold_idx').on(t.accountId, sql`lower(translate(${t.city}, 'İIıĞÜŞÖÇ', 'iiiğüşöç'))`),
    // Passive members are few: this keeps the limit check from scanning an account's members.
    // Imported members arrive active, so the import never writes to it.
    index('members_account_passive_idx')
      .on(t.accountId, t.id)
      .where(sql`${t.passive}`),
  ],
);

// An account's member total without counting a million rows: every statement that adds or removes
// members appends its net change here (statement triggers, migration member_count_deltas), the
// total is the sum of the account's rows, and a cron folds them into one row per account.
export const memberCountDeltas = pgTable(
  'member_count_deltas',
  {
    accountId: bigint({ mode: 'number' }).notNull(),
    delta: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [index('member_count_deltas_account_idx').on(t.accountId)],
);

// A browser or app install of one application; anonymous until identify links it to a member.
export const devices = pgTable(
  'devices',
  {
    id: idColumn(),
    accountId: accountIdColumn(),
    applicationId: bigint({ mode: 'number' })
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    memberId: bigint({ mode: 'number' }).references(() => members.id, { onDelete: 'set null' }),
    deviceId: text().notNull(),
    regId: text(),
    // A browser's push subscription keys (RFC 8291): reg_id holds the endpoint.
    pushP256dh: text('push_p256dh'),
    pushAuth: text(),
    platform: text({ enum: DEVICE_PLATFORMS }).notNull().default('browser'),
    language: text(),
    email: text(),
    userAgent: text(),
    pushApproved: boolean().notNull().default(false),
    pushError: text(),
    passive: boolean().notNull().default(false),
    lastSeenAt: createdAtColumn(),
    createdAt: createdAtColumn(),
    updatedAt: createdAtColumn(),
  },
  (t) => [
    index('devices_account_idx').on(t.accountId, t.id),
    uniqueIndex('devices_account_app_device_unique').on(t.accountId, t.applicationId, t.deviceId),
    index('devices_account_member_idx').on(t.accountId, t.memberId),
    index('devices_account_passive_idx')
      .on(t.accountId, t.id)
      .where(sql`${t.passive}`),
  ],
);

// Tags are (name, type, value) on one member or one device; a name appears once per subject.
export const memberTags = pgTable(
  'member_tags',
  {
    id: idColumn(),
    accountId: accountIdColumn(),
    memberId: bigint({ mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    type: text().notNull().default('string'),
    value: text(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('member_tags_account_member_name_unique').on(t.accountId, t.memberId, t.name),
    index('member_tags_account_name_idx').on(t.accountId, t.name),
  ],
);

export const deviceTags = pgTable(
  'device_tags',
  {
    id: idColumn(),
    accountId: accountIdColumn(),
    deviceId: bigint({ mode: 'number' })
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    type: text().notNull().default('string'),
    value: text(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('device_tags_account_device_name_unique').on(t.accountId, t.deviceId, t.name),
    index('device_tags_account_name_idx').on(t.accountId, t.name),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: idColumn(),
    accountId: accountIdColumn(),
    memberId: bigint({ mode: 'number' }).references(() => members.id, { onDelete: 'set null' }),
    deviceId: bigint({ mode: 'number' }).references(() => devices.id, { onDelete: 'set null' }),
    orderCode: text().notNull(),
    status: text().notNull().default('created'),
    totalCount: integer().notNull().default(0),
    totalPrice: money().notNull().default(0),
    priceCurrency: text().notNull().default('TRY'),
    date: timestamp({ withTimezone: true }).notNull().defaultNow(),
    satisfactionUrl: text(),
    trackingUrl: text(),
    trackingCode: text(),
    couponCode: text(),
    items: jsonb().notNull().default([]),
    source: text().notNull().default('site'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('orders_account_code_unique').on(t.accountId, t.orderCode),
    index('orders_account_member_date_idx').on(t.accountId, t.memberId, t.date),
    index('orders_account_date_idx').on(t.accountId, t.date),
  ],
);

// One open cart per owner: `owner_key` is 'm:<member id>' once known, else 'd:<device id>'.
export const carts = pgTable(
  'carts',
  {
    id: idColumn(),
    accountId: accountIdColumn(),
    ownerKey: text().notNull(),
    memberId: bigint({ mode: 'number' }).references(() => members.id, { onDelete: 'cascade' }),
    deviceId: bigint({ mode: 'number' }).references(() => devices.id, { onDelete: 'cascade' }),
    totalCount: integer().notNull().default(0),
    totalPrice: money().notNull().default(0),
    priceCurrency: text().notNull().default('TRY'),
    items: jsonb().notNull().default([]),
    updatedAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('carts_account_owner_unique').on(t.accountId, t.ownerKey),
    index('carts_account_member_idx').on(t.accountId, t.memberId),
  ],
);

export const products = pgTable(
  'products',
  {
    id: idColumn(),
    accountId: accountIdColumn(),
    code: text().notNull(),
    title: text().notNull(),
    content: text(),
    price: money(),
    discountPrice: money(),
    currency: text().notNull().default('TRY'),
    url: text(),
    image: text(),
    category: text(),
    // Units the shop has (null: the shop does not say); 0 → more is "back in stock".
    stock: integer(),
    createdAt: createdAtColumn(),
    updatedAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('products_account_code_unique').on(t.accountId, t.code),
    index('products_account_idx').on(t.accountId, t.id),
  ],
);

// A product's price and stock over time: a row when it is first seen and whenever the price, the
// discounted price or the stock changes (written by the product upsert, catalogue.service.ts).
export const productHistory = pgTable(
  'product_history',
  {
    id: idColumn(),
    accountId: accountIdColumn(),
    productId: bigint({ mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    price: money(),
    discountPrice: money(),
    stock: integer(),
    recordedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_history_account_product_idx').on(t.accountId, t.productId, t.recordedAt)],
);

// What a member favourited on the shop (SDK add_favorite / remove_favorite): the price and stock
// alarms write to them, the favourite reminder starts from it.
export const memberFavorites = pgTable(
  'member_favorites',
  {
    accountId: accountIdColumn(),
    memberId: bigint({ mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    productCode: text().notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('member_favorites_account_member_product_unique').on(t.accountId, t.memberId, t.productCode),
    // Who favourited this product (a price drop or restock fans out to them).
    index('member_favorites_account_product_idx').on(t.accountId, t.productCode),
  ],
);

export const IMPORT_STATUSES = ['uploaded', 'queued', 'running', 'done', 'failed'] as const;
export const IMPORT_KINDS = ['members', 'devices'] as const;

// A CSV member import: the file waits in the media store until a mapping starts it.
export const memberImports = pgTable(
  'member_imports',
  {
    id: idColumn(),
    accountId: accountIdColumn(),
    // 'devices': the rows are devices of applicationId (one of the account's applications).
    kind: text({ enum: IMPORT_KINDS }).notNull().default('members'),
    applicationId: bigint({ mode: 'number' }).references(() => applications.id, { onDelete: 'cascade' }),
    fileName: text().notNull(),
    // Before uploads moved to the media store: a path in the local data folder (no longer written).
    filePath: text(),
    // The uploaded CSV in the media store: any replica reads it; removed when the import ends.
    fileId: bigint({ mode: 'number' }).references(() => mediaFiles.id, { onDelete: 'set null' }),
    status: text({ enum: IMPORT_STATUSES }).notNull().default('uploaded'),
    columns: jsonb().notNull().default([]),
    mapping: jsonb(),
    totalRows: integer().notNull().default(0),
    processedRows: integer().notNull().default(0),
    insertedRows: integer().notNull().default(0),
    updatedRows: integer().notNull().default(0),
    rejectedRows: integer().notNull().default(0),
    passiveRows: integer().notNull().default(0),
    error: text(),
    createdAt: createdAtColumn(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('member_imports_account_idx').on(t.accountId, t.id)],
);

export const memberImportRejects = pgTable(
  'member_import_rejects',
  {
    accountId: accountIdColumn(),
    importId: bigint({ mode: 'number' })
      .notNull()
      .references(() => memberImports.id, { onDelete: 'cascade' }),
    line: integer().notNull(),
    reasons: text().array().notNull(),
    raw: text().notNull(),
  },
  (t) => [index('member_import_rejects_account_import_idx').on(t.accountId, t.importId, t.line)],
);

export const PERMISSION_CHANNELS = ['sms', 'email', 'call'] as const;
export const PERMISSION_SOURCES = [
  'screen',
  'csv',
  'api',
  'sdk',
  'widget',
  'dont_send',
  'post_block',
  'unsubscribe',
] as const;

// The outbox of members' permission changes (sms, email, call), written in the same statement or
// transaction as the change itself by every path that changes one; the IYS module drains it through
// `takePermissionChanges` (audience keeps its tables, IYS keeps the registry's rules). WhatsApp is not
// a separate IYS consent type and is not recorded.
export const memberPermissionChanges = pgTable(
  'member_permission_changes',
  {
    id: idColumn(),
    accountId: bigint({ mode: 'number' }).notNull(),
    memberId: bigint({ mode: 'number' }),
    channel: text({ enum: PERMISSION_CHANNELS }).notNull(),
    granted: boolean().notNull(),
    // The phone (+90…) or email the permission was for at the time of the change.
    recipient: text().notNull(),
    source: text({ enum: PERMISSION_SOURCES }).notNull(),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_permission_changes_account_idx').on(t.accountId, t.id)],
);
