import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { CHANNELS } from '@ulak/shared';
import { accounts } from '../accounts/accounts.tables';

// A message template with per-language content: { [language]: { subject, html, text, body } }.
export const messageTemplates = pgTable(
  'message_templates',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: bigint({ mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    channel: text({ enum: CHANNELS }).notNull(),
    name: text().notNull(),
    defaultLanguage: text().notNull().default('tr'),
    content: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('message_templates_account_idx').on(t.accountId, t.channel, t.id)],
);
