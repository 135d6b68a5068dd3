import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { CHANNELS } from '@ulak/shared';
import { type TLocalizedText } from '@ulak/shared/templates/template-api';
import { accountIdColumn } from '../accounts/accounts.tables';
import { createdAtColumn, idColumn } from '../../platform/db/columns';

// A draft per language the editor autosaves: { [language]: { subject, mjml, project, savedAt } }.
export type TTemplateDrafts = Partial<
  Record<string, { subject: string; mjml: string; project: Record<string, unknown> | null; savedAt: string }>
>;

// A merchant's template ("my templates"). `content` is the message content of its current versions
// ({ defaultLanguage, languages: { [language]: { subject, html: MJML with Liquid } } }): what a task, a
// direct send or an automation copies and the send pipeline compiles once.
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
    commercial: boolean().notNull().default(true),
    storeTemplateId: bigint({ mode: 'number' }).references(() => storeTemplates.id, { onDelete: 'set null' }),
    drafts: jsonb().$type<TTemplateDrafts>().notNull().default({}),
  },
  (t) => [index('message_templates_account_idx').on(t.accountId, t.channel, t.id)],
);

// Every save of one language of a template: the editor's project, the MJML and the compiled HTML.
export const messageTemplateVersions = pgTable(
  'message_template_versions',
  {
    id: idColumn(),
    accountId: accountIdColumn(),
    templateId: bigint({ mode: 'number' })
      .notNull()
      .references(() => messageTemplates.id, { onDelete: 'cascade' }),
    language: text().notNull(),
    version: integer().notNull(),
    subject: text().notNull(),
    mjml: text().notNull(),
    html: text().notNull(),
    project: jsonb().$type<Record<string, unknown>>(),
    sizeBytes: integer().notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('message_template_versions_unique').on(t.accountId, t.templateId, t.language, t.version)],
);

// Blocks a merchant saved from the editor to reuse in other templates.
export const templateSavedBlocks = pgTable(
  'template_saved_blocks',
  {
    id: idColumn(),
    accountId: accountIdColumn(),
    name: text().notNull(),
    mjml: text().notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('template_saved_blocks_account_idx').on(t.accountId, t.id)],
);

// The template store: categories and templates an admin manages (not tenant data).
export const storeTemplateCategories = pgTable('store_template_categories', {
  id: idColumn(),
  name: jsonb().$type<TLocalizedText>().notNull(),
  position: integer().notNull().default(0),
  createdAt: createdAtColumn(),
});

// content: { [language]: { subject, mjml, html } } (html compiled when saved, for previews).
export const storeTemplates = pgTable(
  'store_templates',
  {
    id: idColumn(),
    // Seeded templates carry a stable key so a restart adds missing ones without touching admin edits.
    seedKey: text(),
    categoryId: bigint({ mode: 'number' }).references(() => storeTemplateCategories.id, { onDelete: 'set null' }),
    name: jsonb().$type<TLocalizedText>().notNull(),
    description: jsonb().$type<TLocalizedText>().notNull(),
    premium: boolean().notNull().default(false),
    published: boolean().notNull().default(false),
    defaultLanguage: text().notNull().default('tr'),
    content: jsonb().$type<Record<string, { subject: string; mjml: string; html: string }>>().notNull(),
    createdAt: createdAtColumn(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('store_templates_seed_key')
      .on(t.seedKey)
      .where(sql`${t.seedKey} is not null`),
    index('store_templates_published_idx').on(t.published, t.categoryId, t.id),
  ],
);
