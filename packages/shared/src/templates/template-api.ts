import { z } from 'zod';
import { MESSAGE_LANGUAGES } from '../locales';

// Email templates (SPEC §2 Templates: store, mine, editor): the API inputs shared by server and web.

// Gmail clips a message body past 102 KB: a template over it gets a warning.
export const GMAIL_CLIP_BYTES = 102 * 1024;
// Uploaded images (template editor) are at most 5 MB.
export const MEDIA_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
// The package feature a premium store template needs.
export const PREMIUM_TEMPLATES_FEATURE = 'premium_templates';

export const ZTemplateLanguage = z.enum(MESSAGE_LANGUAGES);

// A text in both interface languages (store template and category names).
export const ZLocalizedText = z.object({
  tr: z.string().trim().min(1, 'validation.fill_all_fields').max(200),
  en: z.string().trim().min(1, 'validation.fill_all_fields').max(200),
});
export type TLocalizedText = z.infer<typeof ZLocalizedText>;

// GrapesJS project data: kept as the editor gave it, re-opened by the editor, never interpreted.
export const ZEditorProject = z.record(z.string(), z.unknown());

// One language of a template as the editor saves it: subject, MJML (with Liquid) and the project.
export const ZTemplateVersionInput = z.object({
  language: ZTemplateLanguage,
  subject: z.string().trim().min(1, 'validation.fill_all_fields').max(500),
  mjml: z.string().min(1, 'validation.fill_all_fields').max(500_000),
  project: ZEditorProject.nullable().default(null),
});
export type TTemplateVersionInput = z.infer<typeof ZTemplateVersionInput>;

// An autosaved draft: not compiled, not checked, replaced by the next autosave and cleared by a save.
export const ZTemplateDraftInput = z.object({
  language: ZTemplateLanguage,
  subject: z.string().max(500).default(''),
  mjml: z.string().max(500_000).default(''),
  project: ZEditorProject.nullable().default(null),
});
export type TTemplateDraftInput = z.infer<typeof ZTemplateDraftInput>;

export const ZTemplateCreateInput = z.object({
  name: z.string().trim().min(2, 'validation.name_min').max(200),
  defaultLanguage: ZTemplateLanguage.default('tr'),
  // A commercial template must carry the unsubscribe link (a warning otherwise).
  commercial: z.boolean().default(true),
});
export type TTemplateCreateInput = z.infer<typeof ZTemplateCreateInput>;

export const ZTemplateUpdateInput = z.object({
  name: z.string().trim().min(2, 'validation.name_min').max(200).optional(),
  defaultLanguage: ZTemplateLanguage.optional(),
  commercial: z.boolean().optional(),
});
export type TTemplateUpdateInput = z.infer<typeof ZTemplateUpdateInput>;

export const ZTemplateLanguageParams = z.object({
  id: z.coerce.number().int().positive(),
  language: ZTemplateLanguage,
});
export const ZTemplateVersionParams = z.object({
  id: z.coerce.number().int().positive(),
  versionId: z.coerce.number().int().positive(),
});

export const ZTemplatePreviewInput = z.object({
  language: ZTemplateLanguage.default('tr'),
  subject: z.string().max(500).default(''),
  mjml: z.string().min(1, 'validation.fill_all_fields').max(500_000),
  commercial: z.boolean().default(true),
});
export type TTemplatePreviewInput = z.infer<typeof ZTemplatePreviewInput>;

export const STORE_FILTERS = ['all', 'free', 'premium'] as const;
export const ZStoreListQuery = z.object({
  filter: z.enum(STORE_FILTERS).default('all'),
  categoryId: z.coerce.number().int().positive().optional(),
});
export type TStoreListQuery = z.infer<typeof ZStoreListQuery>;

export const ZSavedBlockInput = z.object({
  name: z.string().trim().min(2, 'validation.name_min').max(100),
  mjml: z.string().min(1, 'validation.fill_all_fields').max(100_000),
});
export type TSavedBlockInput = z.infer<typeof ZSavedBlockInput>;

// Admin: a store category and a store template.
export const ZStoreCategoryInput = z.object({ name: ZLocalizedText, position: z.number().int().min(0).default(0) });
export type TStoreCategoryInput = z.infer<typeof ZStoreCategoryInput>;

export const ZStoreLanguageContent = z.object({
  subject: z.string().trim().min(1, 'validation.fill_all_fields').max(500),
  mjml: z.string().min(1, 'validation.fill_all_fields').max(500_000),
});
export const ZStoreTemplateInput = z.object({
  name: ZLocalizedText,
  description: z.object({ tr: z.string().trim().max(500), en: z.string().trim().max(500) }).default({ tr: '', en: '' }),
  categoryId: z.number().int().positive().nullable().default(null),
  premium: z.boolean().default(false),
  published: z.boolean().default(false),
  defaultLanguage: ZTemplateLanguage.default('tr'),
  languages: z
    .partialRecord(ZTemplateLanguage, ZStoreLanguageContent)
    .refine((v) => Object.keys(v).length > 0, { message: 'validation.fill_all_fields' }),
});
export type TStoreTemplateInput = z.infer<typeof ZStoreTemplateInput>;
export type TStoreTemplateInputDraft = z.input<typeof ZStoreTemplateInput>;

export const ZPublishInput = z.object({ published: z.boolean() });

// Answers.
export const TEMPLATE_WARNINGS = ['gmail_clip', 'image_alt', 'unsubscribe_missing'] as const;
export type TTemplateWarning = { code: (typeof TEMPLATE_WARNINGS)[number]; count?: number; bytes?: number };

export type TStoreCategory = { id: number; name: TLocalizedText; position: number; templateCount: number };
export type TStoreTemplateSummary = {
  id: number;
  name: TLocalizedText;
  description: TLocalizedText;
  categoryId: number | null;
  premium: boolean;
  published: boolean;
  languages: string[];
  defaultLanguage: string;
  updatedAt: string;
};
export type TStoreTemplate = TStoreTemplateSummary & {
  content: Partial<Record<string, { subject: string; mjml: string; html: string }>>;
};

export type TTemplateLanguageState = {
  language: string;
  subject: string;
  versionId: number | null;
  version: number | null;
  hasDraft: boolean;
};
export type TMyTemplateSummary = {
  id: number;
  name: string;
  defaultLanguage: string;
  commercial: boolean;
  languages: string[];
  storeTemplateId: number | null;
  updatedAt: string;
  createdAt: string;
};
export type TMyTemplate = TMyTemplateSummary & { states: TTemplateLanguageState[] };

// What the editor opens for one language: the draft when there is one, else the current version.
export type TTemplateEditorState = {
  language: string;
  subject: string;
  mjml: string;
  project: Record<string, unknown> | null;
  html: string | null;
  versionId: number | null;
  fromDraft: boolean;
  draftSavedAt: string | null;
};
export type TTemplateVersion = {
  id: number;
  language: string;
  version: number;
  subject: string;
  sizeBytes: number;
  createdAt: string;
};
export type TTemplateSaveResult = { version: TTemplateVersion; warnings: TTemplateWarning[] };
export type TTemplatePreview = { subject: string; html: string; sizeBytes: number; warnings: TTemplateWarning[] };
export type TSavedBlock = { id: number; name: string; mjml: string; createdAt: string };
export type TMediaUpload = { id: number; url: string; contentType: string; sizeBytes: number };
