import { HTTP_STATUS, type TUiLanguage } from '@ulak/shared';
import {
  PREMIUM_TEMPLATES_FEATURE,
  type TStoreCategory,
  type TStoreCategoryInput,
  type TStoreListQuery,
  type TStoreTemplate,
  type TStoreTemplateInput,
  type TStoreTemplateSummary,
} from '@ulak/shared/templates/template-api';
import type { AppDeps } from '../../platform/deps';
import type { DbOrTx } from '../../platform/db/database';
import { AppError, notFound } from '../../platform/http/app-error';
import { accountHasFeature } from '../billing';
import { createMyTemplate } from './my-templates.service';
import { storeRepository as repo, type TStoreCategoryRow, type TStoreTemplateRow } from './store.repository';
import { compileTemplate } from './template-compile';
import { SEED_CATEGORIES, SEED_LANGUAGES, SEED_TEMPLATES, seedMjml } from './store-seed/seed-templates';

function toSummary(row: TStoreTemplateRow): TStoreTemplateSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    categoryId: row.categoryId,
    premium: row.premium,
    published: row.published,
    languages: Object.keys(row.content),
    defaultLanguage: row.defaultLanguage,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toTemplate(row: TStoreTemplateRow): TStoreTemplate {
  return { ...toSummary(row), content: row.content };
}

function toCategory(row: TStoreCategoryRow): TStoreCategory {
  return { id: row.id, name: row.name, position: row.position, templateCount: row.templateCount };
}

// The premium prompt (SPEC §4 unpurchased features: trial or purchase) is shown by the web on this 418.
export const premiumRequired = (): AppError =>
  new AppError('feature_not_purchased', HTTP_STATUS.warning, 'templates.premium_required');

export async function storeCategories(deps: AppDeps, publishedOnly = true): Promise<TStoreCategory[]> {
  return (await repo.categories(deps.db, publishedOnly)).map(toCategory);
}

// The merchant's store: published templates; premium ones say whether this account's package has them.
export async function listStore(deps: AppDeps, accountId: number, q: TStoreListQuery) {
  const [rows, premiumAvailable] = await Promise.all([
    repo.list(deps.db, { ...q, publishedOnly: true }),
    accountHasFeature(deps.db, accountId, PREMIUM_TEMPLATES_FEATURE),
  ]);
  return { data: rows.map(toSummary), meta: { premiumAvailable } };
}

export async function getStoreTemplate(deps: AppDeps, id: number, publishedOnly = true): Promise<TStoreTemplate> {
  const row = await repo.find(deps.db, id, publishedOnly);
  if (!row) throw notFound();
  return toTemplate(row);
}

// Copies a store template into "my templates" with a first version per language.
export async function copyStoreTemplate(deps: AppDeps, accountId: number, id: number, uiLanguage: TUiLanguage) {
  const row = await repo.find(deps.db, id, true);
  if (!row) throw notFound();
  if (row.premium && !(await accountHasFeature(deps.db, accountId, PREMIUM_TEMPLATES_FEATURE))) throw premiumRequired();
  const versions = Object.entries(row.content).map(([language, c]) => ({
    language,
    subject: c.subject,
    mjml: c.mjml,
    html: c.html,
    project: null,
  }));
  return deps.db.transaction((tx) =>
    createMyTemplate(
      tx,
      accountId,
      {
        name: row.name[uiLanguage],
        defaultLanguage: row.defaultLanguage as 'tr',
        commercial: true,
        storeTemplateId: id,
      },
      versions,
    ),
  );
}

// Admin: every language compiled and checked before the template is stored.
async function compiledContent(input: TStoreTemplateInput) {
  const content: Record<string, { subject: string; mjml: string; html: string }> = {};
  for (const [language, c] of Object.entries(input.languages)) {
    if (!c) continue;
    const compiled = await compileTemplate({ subject: c.subject, mjml: c.mjml, commercial: true });
    content[language] = { subject: c.subject, mjml: c.mjml, html: compiled.html };
  }
  return content;
}

function storeValues(
  input: TStoreTemplateInput,
  content: Record<string, { subject: string; mjml: string; html: string }>,
) {
  const defaultLanguage = content[input.defaultLanguage] ? input.defaultLanguage : (Object.keys(content)[0] ?? 'tr');
  return {
    name: input.name,
    description: input.description,
    categoryId: input.categoryId,
    premium: input.premium,
    published: input.published,
    defaultLanguage,
    content,
  };
}

export async function adminListStore(deps: AppDeps, q: TStoreListQuery): Promise<TStoreTemplateSummary[]> {
  return (await repo.list(deps.db, { ...q, publishedOnly: false })).map(toSummary);
}

export async function adminCreateStoreTemplate(deps: AppDeps, input: TStoreTemplateInput): Promise<TStoreTemplate> {
  const row = await repo.insert(deps.db, storeValues(input, await compiledContent(input)));
  if (!row) throw new Error('store template insert returned nothing');
  return toTemplate(row);
}

export async function adminUpdateStoreTemplate(deps: AppDeps, id: number, input: TStoreTemplateInput) {
  const row = await repo.update(deps.db, id, storeValues(input, await compiledContent(input)));
  if (!row) throw notFound();
  return toTemplate(row);
}

export async function adminPublishStoreTemplate(deps: AppDeps, id: number, published: boolean) {
  const row = await repo.update(deps.db, id, { published });
  if (!row) throw notFound();
  return toSummary(row);
}

export async function adminDeleteStoreTemplate(deps: AppDeps, id: number): Promise<void> {
  if (!(await repo.delete(deps.db, id))) throw notFound();
}

export async function adminCreateCategory(deps: AppDeps, input: TStoreCategoryInput) {
  return toCategory({ ...(await repo.insertCategory(deps.db, input)), templateCount: 0 });
}

export async function adminUpdateCategory(
  deps: AppDeps,
  id: number,
  input: TStoreCategoryInput,
): Promise<TStoreCategory> {
  if (!(await repo.updateCategory(deps.db, id, input))) throw notFound();
  const updated = (await repo.categories(deps.db, false)).find((row) => row.id === id);
  if (!updated) throw notFound();
  return toCategory(updated);
}

export async function adminDeleteCategory(deps: AppDeps, id: number): Promise<void> {
  if (!(await repo.deleteCategory(deps.db, id))) throw notFound();
}

// Adds the seeded store templates that are missing (by key), published; never touches existing rows,
// so an admin's edits and deletions of seeded categories stay. Run on start.
export async function seedStoreTemplates(db: DbOrTx): Promise<number> {
  const existing = await repo.seedKeys(db);
  const missing = SEED_TEMPLATES.filter((t) => !existing.has(t.key));
  if (missing.length === 0) return 0;
  const categoryIds = new Map<string, number>();
  for (const [position, category] of SEED_CATEGORIES.entries()) {
    const found = await repo.categoryByName(db, category.name.en);
    categoryIds.set(category.key, found?.id ?? (await repo.insertCategory(db, { name: category.name, position })).id);
  }
  let added = 0;
  for (const template of missing) {
    const content: Record<string, { subject: string; mjml: string; html: string }> = {};
    for (const lang of SEED_LANGUAGES) {
      const mjml = seedMjml(template, lang);
      const subject = template.subject[lang];
      content[lang] = { subject, mjml, html: (await compileTemplate({ subject, mjml, commercial: true })).html };
    }
    const row = await repo.insert(db, {
      seedKey: template.key,
      categoryId: categoryIds.get(template.category) ?? null,
      name: template.name,
      description: template.description,
      premium: template.premium,
      published: true,
      defaultLanguage: 'tr',
      content,
    });
    if (row) added++;
  }
  return added;
}
