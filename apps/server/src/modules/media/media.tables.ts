import { customType, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountIdColumn } from '../accounts/accounts.tables';
import { createdAtColumn, idColumn } from '../../platform/db/columns';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

// Uploaded files, content-addressed per account: the same bytes uploaded twice are one row.
export const mediaBlobs = pgTable(
  'media_blobs',
  {
    id: idColumn(),
    accountId: accountIdColumn(),
    sha256: text().notNull(),
    contentType: text().notNull(),
    sizeBytes: integer().notNull(),
    bytes: bytea().notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('media_blobs_account_sha').on(t.accountId, t.sha256),
    index('media_blobs_account_idx').on(t.accountId, t.id),
  ],
);
