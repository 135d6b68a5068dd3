import { sql } from 'drizzle-orm';
import { bigint, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('admins_email_lower_unique').on(sql`lower(${t.email})`)],
);
