import { bigint, timestamp } from 'drizzle-orm/pg-core';

// Columns most tables share (*.tables.ts); the account reference is in accounts.tables.ts.
export const idColumn = () => bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
export const createdAtColumn = () => timestamp({ withTimezone: true }).notNull().defaultNow();
