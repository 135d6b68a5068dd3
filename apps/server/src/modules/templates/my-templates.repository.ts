import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import {
  messageTemplateVersions,
  messageTemplates,
  templateSavedBlocks,
  type TTemplateDrafts,
} from './templates.tables';

export type TTemplateRow = typeof messageTemplates.$inferSelect;
export type TVersionRow = typeof messageTemplateVersions.$inferSelect;
export type TVersionSummaryRow = Omit<TVersionRow, 'mjml' | 'html' | 'project' | 'accountId' | 'templateId'>;

const versionSummary = {
  id: messageTemplateVersions.id,
  language: messageTemplateVersions.language,
  version: messageTemplateVersions.version,
  subject: messageTemplateVersions.subject,
  sizeBytes: messageTemplateVersions.sizeBytes,
  createdAt: messageTemplateVersions.createdAt,
};

const ofTemplate = (accountId: number, templateId: number) =>
  and(eq(messageTemplateVersions.accountId, accountId), eq(messageTemplateVersions.templateId, templateId));

const own = (accountId: number, id: number) =>
  and(eq(messageTemplates.accountId, accountId), eq(messageTemplates.id, id));

export const myTemplatesRepository = {
  async insert(db: DbOrTx, values: typeof messageTemplates.$inferInsert): Promise<TTemplateRow> {
    const [row] = await db.insert(messageTemplates).values(values).returning();
    if (!row) throw new Error('template insert returned nothing');
    return row;
  },

  async find(db: DbOrTx, accountId: number, id: number, lock = false): Promise<TTemplateRow | null> {
    const q = db
      .select()
      .from(messageTemplates)
      .where(and(own(accountId, id), eq(messageTemplates.channel, 'email')));
    const [row] = lock ? await q.for('update') : await q;
    return row ?? null;
  },

  async list(db: DbOrTx, accountId: number): Promise<TTemplateRow[]> {
    return db
      .select()
      .from(messageTemplates)
      .where(and(eq(messageTemplates.accountId, accountId), eq(messageTemplates.channel, 'email')))
      .orderBy(desc(messageTemplates.updatedAt), desc(messageTemplates.id));
  },

  async update(
    db: DbOrTx,
    accountId: number,
    id: number,
    values: Partial<typeof messageTemplates.$inferInsert>,
  ): Promise<TTemplateRow | null> {
    const [row] = await db
      .update(messageTemplates)
      .set({ ...values, updatedAt: new Date() })
      .where(own(accountId, id))
      .returning();
    return row ?? null;
  },

  // One language's draft replaced in place (jsonb_set): concurrent autosaves of two languages both stay.
  async setDraft(db: DbOrTx, accountId: number, id: number, language: string, draft: TTemplateDrafts[string]) {
    const rows = await db
      .update(messageTemplates)
      .set({
        drafts: sql`jsonb_set(${messageTemplates.drafts}, ${`{${language}}`}::text[], ${JSON.stringify(draft)}::jsonb)`,
      })
      .where(own(accountId, id))
      .returning({ id: messageTemplates.id });
    return rows.length > 0;
  },

  async delete(db: DbOrTx, accountId: number, id: number): Promise<boolean> {
    const rows = await db.delete(messageTemplates).where(own(accountId, id)).returning({ id: messageTemplates.id });
    return rows.length > 0;
  },

  async insertVersion(
    db: DbOrTx,
    values: Omit<typeof messageTemplateVersions.$inferInsert, 'version'>,
  ): Promise<TVersionRow> {
    const next = sql<number>`coalesce((select max(v.version) from ${messageTemplateVersions} v
      where v.account_id = ${values.accountId} and v.template_id = ${values.templateId}
        and v.language = ${values.language}), 0) + 1`;
    const [row] = await db
      .insert(messageTemplateVersions)
      .values({ ...values, version: next })
      .returning();
    if (!row) throw new Error('version insert returned nothing');
    return row;
  },

  async versions(db: DbOrTx, accountId: number, templateId: number, language?: string): Promise<TVersionSummaryRow[]> {
    return db
      .select(versionSummary)
      .from(messageTemplateVersions)
      .where(
        and(ofTemplate(accountId, templateId), language ? eq(messageTemplateVersions.language, language) : undefined),
      )
      .orderBy(messageTemplateVersions.language, desc(messageTemplateVersions.version))
      .limit(500);
  },

  async version(db: DbOrTx, accountId: number, templateId: number, versionId: number): Promise<TVersionRow | null> {
    const [row] = await db
      .select()
      .from(messageTemplateVersions)
      .where(and(ofTemplate(accountId, templateId), eq(messageTemplateVersions.id, versionId)));
    return row ?? null;
  },

  async latestVersion(
    db: DbOrTx,
    accountId: number,
    templateId: number,
    language: string,
  ): Promise<TVersionRow | null> {
    const [row] = await db
      .select()
      .from(messageTemplateVersions)
      .where(and(ofTemplate(accountId, templateId), eq(messageTemplateVersions.language, language)))
      .orderBy(desc(messageTemplateVersions.version))
      .limit(1);
    return row ?? null;
  },

  // The latest version of each language, copied under a new template (duplicate).
  async copyLatestVersions(db: DbOrTx, accountId: number, fromId: number, toId: number): Promise<void> {
    await db.execute(sql`insert into message_template_versions
        (account_id, template_id, language, version, subject, mjml, html, project, size_bytes)
      select distinct on (language) account_id, ${toId}, language, 1, subject, mjml, html, project, size_bytes
      from message_template_versions where account_id = ${accountId} and template_id = ${fromId}
      order by language, version desc`);
  },

  async blocks(db: DbOrTx, accountId: number) {
    return db
      .select()
      .from(templateSavedBlocks)
      .where(eq(templateSavedBlocks.accountId, accountId))
      .orderBy(desc(templateSavedBlocks.id))
      .limit(200);
  },

  async insertBlock(db: DbOrTx, accountId: number, name: string, mjml: string) {
    const [row] = await db.insert(templateSavedBlocks).values({ accountId, name, mjml }).returning();
    if (!row) throw new Error('block insert returned nothing');
    return row;
  },

  async deleteBlock(db: DbOrTx, accountId: number, id: number): Promise<boolean> {
    const rows = await db
      .delete(templateSavedBlocks)
      .where(and(eq(templateSavedBlocks.accountId, accountId), eq(templateSavedBlocks.id, id)))
      .returning({ id: templateSavedBlocks.id });
    return rows.length > 0;
  },
};
