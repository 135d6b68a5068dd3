import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { CHANNELS } from '@ulak/shared';
import { accountIdColumn } from '../accounts/accounts.tables';
import { createdAtColumn, idColumn } from '../../platform/db/columns';

// A message template with per-language content: { [language]: { subject, html, text, body } }.
export const messageTemplates = pgTable(
  'message_templates',
  {
    id: idColumn(),
    accountId: accountIdColumn(),
    channel: text({ enum: CHANNELS }).notNull(),
    name: text().notNull(),
    defaultLanguage: text().notNull().default('tr'),
    content: jsonb().notNull(),
    createdAt: createdAtColumn(),
    updatedAt: createdAtColumn(),
  },
  (t) => [index('message_templates_account_idx').on(t.accountId, t.channel, t.id)],
);
