import { bigint, customType, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
    // Null when the media store keeps the bytes in the S3-compatible bucket.
    bytes: bytea(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('media_blobs_account_sha').on(t.accountId, t.sha256),
    index('media_blobs_account_idx').on(t.accountId, t.id),
  ],
);

// Files too large for one value (CSV uploads, exports), stored as ordered parts (in PostgreSQL below or in the
// bucket) so every API and worker replica reads the same file and none buffers it whole.
export const mediaFiles = pgTable(
  'media_files',
  {
    id: idColumn(),
    accountId: accountIdColumn(),
    contentType: text().notNull(),
    sizeBytes: bigint({ mode: 'number' }).notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (t) => [index('media_files_account_idx').on(t.accountId, t.id)],
);

export const mediaFileChunks = pgTable(
  'media_file_chunks',
  {
    fileId: bigint({ mode: 'number' })
      .notNull()
      .references(() => mediaFiles.id, { onDelete: 'cascade' }),
    seq: integer().notNull(),
    bytes: bytea().notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.seq] })],
);
