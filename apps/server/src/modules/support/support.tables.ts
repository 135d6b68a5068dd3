import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { SUPPORT_REQUEST_KINDS, SUPPORT_REQUEST_STATUSES } from '@ulak/shared/support';
// Table files import each other only for foreign keys (drizzle-kit loads them standalone).
import { accountIdColumn } from '../accounts/accounts.tables';
import { createdAtColumn, idColumn } from '../../platform/db/columns';

// Support and demo requests, and "tell me when it lands" requests for roadmap features; the
// operator works them from the admin area.
export const supportRequests = pgTable(
  'support_requests',
  {
    id: idColumn(),
    accountId: accountIdColumn(),
    kind: text({ enum: SUPPORT_REQUEST_KINDS }).notNull(),
    subject: text().notNull(),
    category: text(),
    message: text().notNull().default(''),
    // The requesting user's email and name at the time, so the operator can answer without a lookup.
    contactEmail: text(),
    contactName: text(),
    phone: text(),
    preferredAt: timestamp({ withTimezone: true }),
    feature: text(),
    status: text({ enum: SUPPORT_REQUEST_STATUSES }).notNull().default('open'),
    createdAt: createdAtColumn(),
    updatedAt: createdAtColumn(),
  },
  (t) => [
    index('support_requests_account_idx').on(t.accountId, t.id),
    index('support_requests_status_idx').on(t.status, t.id),
  ],
);
