import { bigint, date, index, jsonb, pgTable, primaryKey, timestamp, text } from 'drizzle-orm/pg-core';
// Table files import each other only for foreign keys (drizzle-kit loads them standalone).
import { accounts, users } from '../accounts/accounts.tables';

// Release notes the staff write for merchants (title and body per language), shown at /user/release-note once
// published. Not a tenant table: every merchant reads the same notes.
export const releaseNotes = pgTable(
  'release_notes',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    version: text().notNull(),
    releaseDate: date({ mode: 'string' }).notNull(),
    title: jsonb().$type<{ tr: string; en: string }>().notNull(),
    body: jsonb().$type<{ tr: string; en: string }>().notNull(),
    publishedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('release_notes_published_idx').on(t.publishedAt)],
);

// Which merchant user opened which release note (the unread mark is a note without a row here).
export const releaseNoteReads = pgTable(
  'release_note_reads',
  {
    accountId: bigint({ mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    noteId: bigint({ mode: 'number' })
      .notNull()
      .references(() => releaseNotes.id, { onDelete: 'cascade' }),
    readAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.userId, t.noteId] })],
);
