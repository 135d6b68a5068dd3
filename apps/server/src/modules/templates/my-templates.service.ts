import { MESSAGE_LANGUAGES, type TMessageContent } from '@ulak/shared';
import {
  type TMyTemplate,
  type TMyTemplateSummary,
  type TSavedBlock,
  type TSavedBlockInput,
  type TTemplateCreateInput,
  type TTemplateDraftInput,
  type TTemplateEditorState,
  type TTemplatePreview,
  type TTemplatePreviewInput,
  type TTemplateSaveResult,
  type TTemplateUpdateInput,
  type TTemplateVersion,
  type TTemplateVersionInput,
} from '@ulak/shared/templates/template-api';
import type { AppDeps } from '../../platform/deps';
import type { DbOrTx } from '../../platform/db/database';
import { notFound } from '../../platform/http/app-error';
import { myTemplatesRepository as repo, type TTemplateRow, type TVersionSummaryRow } from './my-templates.repository';
import { compileTemplate, renderWithScope } from './template-compile';
import { sampleScope } from './sample-scope';

type TContentLanguages = Record<string, { subject: string; html: string }>;

function contentOf(row: TTemplateRow): TMessageContent {
  const content = row.content as Partial<TMessageContent>;
  return { defaultLanguage: row.defaultLanguage, languages: (content.languages ?? {}) as TContentLanguages };
}

function toSummary(row: TTemplateRow): TMyTemplateSummary {
  const languages = Object.keys(contentOf(row).languages);
  return {
    id: row.id,
    name: row.name,
    defaultLanguage: row.defaultLanguage,
    commercial: row.commercial,
    languages: MESSAGE_LANGUAGES.filter((l) => languages.includes(l)),
    storeTemplateId: row.storeTemplateId,
    updatedAt: row.updatedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

function toVersion(row: TVersionSummaryRow): TTemplateVersion {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

async function mustFind(db: DbOrTx, accountId: number, id: number, lock = false): Promise<TTemplateRow> {
  const row = await repo.find(db, accountId, id, lock);
  if (!row) throw notFound();
  return row;
}

export async function listMyTemplates(deps: AppDeps, accountId: number): Promise<TMyTemplateSummary[]> {
  return (await repo.list(deps.db, accountId)).map(toSummary);
}

export async function getMyTemplate(deps: AppDeps, accountId: number, id: number): Promise<TMyTemplate> {
  const row = await mustFind(deps.db, accountId, id);
  const content = contentOf(row);
  const latest = new Map<string, TVersionSummaryRow>();
  for (const v of await repo.versions(deps.db, accountId, id)) if (!latest.has(v.language)) latest.set(v.language, v);
  const languages = new Set([...Object.keys(content.languages), ...Object.keys(row.drafts)]);
  const states = MESSAGE_LANGUAGES.filter((l) => languages.has(l)).map((language) => {
    const version = latest.get(language);
    return {
      language,
      subject: content.languages[language]?.subject ?? row.drafts[language]?.subject ?? '',
      versionId: version?.id ?? null,
      version: version?.version ?? null,
      hasDraft: Boolean(row.drafts[language]),
    };
  });
  return { ...toSummary(row), states };
}

// The current versions as message content: what a task, a direct send or an automation takes over.
export async function templateContent(deps: AppDeps, accountId: number, id: number): Promise<TMessageContent> {
  return contentOf(await mustFind(deps.db, accountId, id));
}

// A new template in "my templates", optionally filled with first versions (a copy from the store).
export async function createMyTemplate(
  db: DbOrTx,
  accountId: number,
  input: TTemplateCreateInput & { storeTemplateId?: number | null },
  versions: {
    language: string;
    subject: string;
    mjml: string;
    html: string;
    project: Record<string, unknown> | null;
  }[] = [],
): Promise<TMyTemplateSummary> {
  const languages: TContentLanguages = {};
  for (const v of versions) languages[v.language] = { subject: v.subject, html: v.mjml };
  const row = await repo.insert(db, {
    accountId,
    channel: 'email',
    name: input.name,
    defaultLanguage: input.defaultLanguage,
    commercial: input.commercial,
    storeTemplateId: input.storeTemplateId ?? null,
    content: { defaultLanguage: input.defaultLanguage, languages },
  });
  for (const v of versions)
    await repo.insertVersion(db, {
      accountId,
      templateId: row.id,
      language: v.language,
      subject: v.subject,
      mjml: v.mjml,
      html: v.html,
      project: v.project,
      sizeBytes: Buffer.byteLength(v.html, 'utf8'),
    });
  return toSummary(row);
}

export async function createBlankTemplate(deps: AppDeps, accountId: number, input: TTemplateCreateInput) {
  return createMyTemplate(deps.db, accountId, input);
}

export async function updateMyTemplate(deps: AppDeps, accountId: number, id: number, input: TTemplateUpdateInput) {
  const row = await deps.db.transaction(async (tx) => {
    const current = await mustFind(tx, accountId, id, true);
    const defaultLanguage = input.defaultLanguage ?? current.defaultLanguage;
    return repo.update(tx, accountId, id, {
      ...input,
      content: { ...contentOf(current), defaultLanguage },
    });
  });
  if (!row) throw notFound();
  return toSummary(row);
}

export async function duplicateMyTemplate(deps: AppDeps, accountId: number, id: number, copySuffix: string) {
  return deps.db.transaction(async (tx) => {
    const source = await mustFind(tx, accountId, id);
    const copy = await repo.insert(tx, {
      accountId,
      channel: 'email',
      name: `${source.name} ${copySuffix}`.slice(0, 200),
      defaultLanguage: source.defaultLanguage,
      commercial: source.commercial,
      storeTemplateId: source.storeTemplateId,
      content: source.content,
    });
    await repo.copyLatestVersions(tx, accountId, id, copy.id);
    return toSummary(copy);
  });
}

export async function deleteMyTemplate(deps: AppDeps, accountId: number, id: number): Promise<void> {
  if (!(await repo.delete(deps.db, accountId, id))) throw notFound();
}

// What the editor opens for a language: its draft, else its current version, else (a language not
// written yet) the default language's version as the starting point.
export async function editorState(
  deps: AppDeps,
  accountId: number,
  id: number,
  language: string,
): Promise<TTemplateEditorState> {
  const row = await mustFind(deps.db, accountId, id);
  const draft = row.drafts[language];
  const version =
    (await repo.latestVersion(deps.db, accountId, id, language)) ??
    (await repo.latestVersion(deps.db, accountId, id, row.defaultLanguage));
  if (draft)
    return {
      language,
      subject: draft.subject,
      mjml: draft.mjml,
      project: draft.project,
      html: null,
      versionId: version?.language === language ? version.id : null,
      fromDraft: true,
      draftSavedAt: draft.savedAt,
    };
  return {
    language,
    subject: version?.subject ?? '',
    mjml: version?.mjml ?? '',
    project: version?.project ?? null,
    html: version?.html ?? null,
    versionId: version?.language === language ? version.id : null,
    fromDraft: false,
    draftSavedAt: null,
  };
}

export async function saveDraft(deps: AppDeps, accountId: number, id: number, input: TTemplateDraftInput) {
  const savedAt = new Date().toISOString();
  const draft = { subject: input.subject, mjml: input.mjml, project: input.project, savedAt };
  if (!(await repo.setDraft(deps.db, accountId, id, input.language, draft))) throw notFound();
  return { savedAt };
}

// A save compiles first (a Liquid or MJML error answers 422 naming its place, nothing written), then
// in one transaction adds the version, makes it the language's current content and clears the draft.
export async function saveVersion(
  deps: AppDeps,
  accountId: number,
  id: number,
  input: TTemplateVersionInput,
): Promise<TTemplateSaveResult> {
  const existing = await mustFind(deps.db, accountId, id);
  const compiled = await compileTemplate({ subject: input.subject, mjml: input.mjml, commercial: existing.commercial });
  const version = await deps.db.transaction(async (tx) => {
    const row = await mustFind(tx, accountId, id, true);
    const saved = await repo.insertVersion(tx, {
      accountId,
      templateId: id,
      language: input.language,
      subject: input.subject,
      mjml: input.mjml,
      html: compiled.html,
      project: input.project,
      sizeBytes: compiled.sizeBytes,
    });
    await setCurrent(tx, row, input.language, { subject: input.subject, html: input.mjml });
    return saved;
  });
  return { version: toVersion(version), warnings: compiled.warnings };
}

async function setCurrent(tx: DbOrTx, row: TTemplateRow, language: string, fields: { subject: string; html: string }) {
  const content = contentOf(row);
  const { [language]: _dropped, ...drafts } = row.drafts;
  await repo.update(tx, row.accountId, row.id, {
    content: { ...content, languages: { ...content.languages, [language]: fields } },
    drafts,
  });
}

export async function listVersions(deps: AppDeps, accountId: number, id: number, language?: string) {
  await mustFind(deps.db, accountId, id);
  return (await repo.versions(deps.db, accountId, id, language)).map(toVersion);
}

// Restoring adds the old version again as the newest one: history is never rewritten.
export async function restoreVersion(deps: AppDeps, accountId: number, id: number, versionId: number) {
  return deps.db.transaction(async (tx) => {
    const row = await mustFind(tx, accountId, id, true);
    const old = await repo.version(tx, accountId, id, versionId);
    if (!old) throw notFound();
    const saved = await repo.insertVersion(tx, {
      accountId,
      templateId: id,
      language: old.language,
      subject: old.subject,
      mjml: old.mjml,
      html: old.html,
      project: old.project,
      sizeBytes: old.sizeBytes,
    });
    await setCurrent(tx, row, old.language, { subject: old.subject, html: old.mjml });
    return toVersion(saved);
  });
}

// The editor's preview: the server's compile (what is sent) filled with sample values.
export async function previewTemplate(
  deps: AppDeps,
  language: string,
  input: TTemplatePreviewInput,
): Promise<TTemplatePreview> {
  const compiled = await compileTemplate({ subject: input.subject, mjml: input.mjml, commercial: input.commercial });
  const scope = sampleScope(language, deps.config.publicUrl);
  const [subject, html] = await Promise.all([
    renderWithScope(input.subject, scope),
    renderWithScope(compiled.html, scope),
  ]);
  return { subject, html, sizeBytes: compiled.sizeBytes, warnings: compiled.warnings };
}

export async function listBlocks(deps: AppDeps, accountId: number): Promise<TSavedBlock[]> {
  return (await repo.blocks(deps.db, accountId)).map((b) => ({
    id: b.id,
    name: b.name,
    mjml: b.mjml,
    createdAt: b.createdAt.toISOString(),
  }));
}

export async function saveBlock(deps: AppDeps, accountId: number, input: TSavedBlockInput): Promise<TSavedBlock> {
  const b = await repo.insertBlock(deps.db, accountId, input.name, input.mjml);
  return { id: b.id, name: b.name, mjml: b.mjml, createdAt: b.createdAt.toISOString() };
}

export async function deleteBlock(deps: AppDeps, accountId: number, id: number): Promise<void> {
  if (!(await repo.deleteBlock(deps.db, accountId, id))) throw notFound();
}
