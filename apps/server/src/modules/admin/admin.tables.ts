import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Staff of the product (the admin guard). Not a tenant table.
export const admins = pgTable(
  'admins',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    surname: text().notNull(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    // Optional TOTP (sealed); admins use the same login challenge as users.
    totpSecret: text(),
    lastTotpStep: bigint({ mode: 'number' }),
    lastLoginAt: timestamp({ withTimezone: true }),
    // A disabled admin cannot log in; disabling ends its sessions.
    disabledAt: timestamp({ withTimezone: true }),
    invitedBy: bigint({ mode: 'number' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('admins_email_lower_unique').on(sql`lower(${t.email})`)],
);

// Every change an admin makes through the admin API (method, route pattern, ids, answer), recorded by the
// admin area's response hook; a handler may add a summary and the merchant account it touched.
export const adminActions = pgTable(
  'admin_actions',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    adminId: bigint({ mode: 'number' }).references(() => admins.id, { onDelete: 'set null' }),
    method: text().notNull(),
    route: text().notNull(),
    params: jsonb().notNull().default({}),
    statusCode: integer().notNull(),
    accountId: bigint({ mode: 'number' }),
    summary: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_actions_created_idx').on(t.createdAt),
    index('admin_actions_account_idx').on(t.accountId, t.createdAt),
  ],
);
