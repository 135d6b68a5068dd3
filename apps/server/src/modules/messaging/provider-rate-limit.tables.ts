import { doublePrecision, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// One token bucket per provider account (e.g. `whatsapp:<phone number id>`, `netgsm:<usercode>`): every
// worker takes tokens from the same row with one atomic UPDATE, so N workers together keep the rate.
// Not a tenant table: a provider account (a sender number, an SMS usercode) may be shared by accounts.
export const providerRateLimits = pgTable('provider_rate_limits', {
  key: text().primaryKey(),
  tokens: doublePrecision().notNull(),
  // What the last UPDATE handed out (read back in RETURNING, computed from the row as it was).
  lastGranted: integer().notNull().default(0),
  updatedAt: timestamp({ withTimezone: true, precision: 6 }).notNull().defaultNow(),
});
