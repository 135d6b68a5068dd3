import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { TStoreListQuery } from '@ulak/shared/templates/template-api';
import type { DbOrTx } from '../../platform/db/database';
import { storeTemplateCategories, storeTemplates } from './templates.tables';

export type TStoreTemplateRow = typeof storeTemplates.$inferSelect;
export type TStoreCategoryRow = typeof storeTemplateCategories.$inferSelect & { templateCount: number };

// The store is not tenant data: admins manage it, every merchant reads its published templates.
export const storeRepository = {
  async categories(db: DbOrTx, publishedOnly: boolean): Promise<TStoreCategoryRow[]> {
    // The outer row is named in full: a bare column inside the subquery would bind to the inner table.
    const count = sql<number>`(select count(*)::int from store_templates t
      where t.category_id = store_template_categories.id ${publishedOnly ? sql`and t.published` : sql``})`;
    return db
      .select({
        id: storeTemplateCategories.id,
        name: storeTemplateCategories.name,
        position: storeTemplateCategories.position,
        createdAt: storeTemplateCategories.createdAt,
        templateCount: count,
      })
      .from(storeTemplateCategories)
      .orderBy(asc(storeTemplateCategories.position), asc(storeTemplateCategories.id));
  },

  async insertCategory(db: DbOrTx, values: typeof storeTemplateCategories.$inferInsert) {
    const [row] = await db.insert(storeTemplateCategories).values(values).returning();
    if (!row) throw new Error('category insert returned nothing');
    return row;
  },

  async updateCategory(db: DbOrTx, id: number, values: Partial<typeof storeTemplateCategories.$inferInsert>) {
    const [row] = await db
      .update(storeTemplateCategories)
      .set(values)
      .where(eq(storeTemplateCategories.id, id))
      .returning();
    return row ?? null;
  },

  async deleteCategory(db: DbOrTx, id: number): Promise<boolean> {
    const rows = await db
      .delete(storeTemplateCategories)
      .where(eq(storeTemplateCategories.id, id))
      .returning({ id: storeTemplateCategories.id });
    return rows.length > 0;
  },

  async list(db: DbOrTx, q: Partial<TStoreListQuery> & { publishedOnly: boolean }): Promise<TStoreTemplateRow[]> {
    return db
      .select()
      .from(storeTemplates)
      .where(
        and(
          q.publishedOnly ? eq(storeTemplates.published, true) : undefined,
          q.filter === 'free' ? eq(storeTemplates.premium, false) : undefined,
          q.filter === 'premium' ? eq(storeTemplates.premium, true) : undefined,
          q.categoryId ? eq(storeTemplates.categoryId, q.categoryId) : undefined,
        ),
      )
      .orderBy(asc(storeTemplates.premium), desc(storeTemplates.id))
      .limit(500);
  },

  async find(db: DbOrTx, id: number, publishedOnly: boolean): Promise<TStoreTemplateRow | null> {
    const [row] = await db
      .select()
      .from(storeTemplates)
      .where(and(eq(storeTemplates.id, id), publishedOnly ? eq(storeTemplates.published, true) : undefined));
    return row ?? null;
  },

  async insert(db: DbOrTx, values: typeof storeTemplates.$inferInsert): Promise<TStoreTemplateRow | null> {
    const [row] = await db.insert(storeTemplates).values(values).onConflictDoNothing().returning();
    return row ?? null;
  },

  async update(db: DbOrTx, id: number, values: Partial<typeof storeTemplates.$inferInsert>) {
    const [row] = await db
      .update(storeTemplates)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(storeTemplates.id, id))
      .returning();
    return row ?? null;
  },

  async delete(db: DbOrTx, id: number): Promise<boolean> {
    const rows = await db.delete(storeTemplates).where(eq(storeTemplates.id, id)).returning({ id: storeTemplates.id });
    return rows.length > 0;
  },

  async seedKeys(db: DbOrTx): Promise<Set<string>> {
    const rows = await db
      .select({ key: storeTemplates.seedKey })
      .from(storeTemplates)
      .where(sql`${storeTemplates.seedKey} is not null`);
    return new Set(rows.map((r) => r.key ?? ''));
  },

  async categoryByName(db: DbOrTx, nameEn: string) {
    const [row] = await db
      .select()
      .from(storeTemplateCategories)
      .where(sql`${storeTemplateCategories.name}->>'en' = ${nameEn}`)
      .limit(1);
    return row ?? null;
  },
};
