import { z } from 'zod';
import { MESSAGE_LANGUAGES } from '../locales';
import { ZTimestamp } from '../http';
import { ZLanguageContent } from '../messaging/api';

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
export const ZTemplateWarning = z.object({
  code: z.enum(TEMPLATE_WARNINGS),
  count: z.number().int().optional().describe('Images without alt text'),
  bytes: z.number().int().optional().describe("The compiled size, past Gmail's clipping limit"),
});
export type TTemplateWarning = z.infer<typeof ZTemplateWarning>;

export const ZStoreCategory = z.object({
  id: z.number().int(),
  name: ZLocalizedText,
  position: z.number().int(),
  templateCount: z.number().int(),
});
export type TStoreCategory = z.infer<typeof ZStoreCategory>;
export const ZStoreTemplateSummary = z.object({
  id: z.number().int(),
  name: ZLocalizedText,
  description: z.object({ tr: z.string(), en: z.string() }),
  categoryId: z.number().int().nullable(),
  premium: z.boolean(),
  published: z.boolean(),
  languages: z.array(z.string()),
  defaultLanguage: z.string(),
  updatedAt: ZTimestamp,
});
export type TStoreTemplateSummary = z.infer<typeof ZStoreTemplateSummary>;
export const ZStoreTemplate = ZStoreTemplateSummary.extend({
  content: z.partialRecord(z.string(), z.object({ subject: z.string(), mjml: z.string(), html: z.string() })),
});
export type TStoreTemplate = z.infer<typeof ZStoreTemplate>;
// The merchant's store: published templates, and whether this account's package has the premium ones.
export const ZStorePage = z.object({
  data: z.array(ZStoreTemplateSummary),
  meta: z.object({ premiumAvailable: z.boolean() }),
});
export type TStorePage = z.infer<typeof ZStorePage>;

export const ZTemplateLanguageState = z.object({
  language: z.string(),
  subject: z.string(),
  versionId: z.number().int().nullable(),
  version: z.number().int().nullable(),
  hasDraft: z.boolean(),
});
export type TTemplateLanguageState = z.infer<typeof ZTemplateLanguageState>;
export const ZMyTemplateSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  defaultLanguage: z.string(),
  commercial: z.boolean(),
  languages: z.array(z.string()),
  storeTemplateId: z.number().int().nullable(),
  updatedAt: ZTimestamp,
  createdAt: ZTimestamp,
});
export type TMyTemplateSummary = z.infer<typeof ZMyTemplateSummary>;
export const ZMyTemplate = ZMyTemplateSummary.extend({ states: z.array(ZTemplateLanguageState) });
export type TMyTemplate = z.infer<typeof ZMyTemplate>;
// A template's current versions as message content (subject and MJML per language).
export const ZTemplateContent = z.object({
  defaultLanguage: z.string(),
  languages: z.record(z.string(), ZLanguageContent),
});
export type TTemplateContent = z.infer<typeof ZTemplateContent>;

// What the editor opens for one language: the draft when there is one, else the current version.
export const ZTemplateEditorState = z.object({
  language: z.string(),
  subject: z.string(),
  mjml: z.string(),
  project: ZEditorProject.nullable(),
  html: z.string().nullable(),
  versionId: z.number().int().nullable(),
  fromDraft: z.boolean(),
  draftSavedAt: ZTimestamp.nullable(),
});
export type TTemplateEditorState = z.infer<typeof ZTemplateEditorState>;
export const ZTemplateDraftSaved = z.object({ savedAt: ZTimestamp });
export type TTemplateDraftSaved = z.infer<typeof ZTemplateDraftSaved>;
export const ZTemplateVersion = z.object({
  id: z.number().int(),
  language: z.string(),
  version: z.number().int(),
  subject: z.string(),
  sizeBytes: z.number().int(),
  createdAt: ZTimestamp,
});
export type TTemplateVersion = z.infer<typeof ZTemplateVersion>;
export const ZTemplateSaveResult = z.object({ version: ZTemplateVersion, warnings: z.array(ZTemplateWarning) });
export type TTemplateSaveResult = z.infer<typeof ZTemplateSaveResult>;
export const ZTemplatePreview = z.object({
  subject: z.string(),
  html: z.string(),
  sizeBytes: z.number().int(),
  warnings: z.array(ZTemplateWarning),
});
export type TTemplatePreview = z.infer<typeof ZTemplatePreview>;
// The sample values the editor shows beside each merge tag, by scope (member, cart, order, ...).
export const ZTemplateSampleValues = z.record(z.string(), z.unknown());
export type TTemplateSampleValues = z.infer<typeof ZTemplateSampleValues>;
export const ZSavedBlock = z.object({
  id: z.number().int(),
  name: z.string(),
  mjml: z.string(),
  createdAt: ZTimestamp,
});
export type TSavedBlock = z.infer<typeof ZSavedBlock>;
export const ZMediaUpload = z.object({
  id: z.number().int(),
  url: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
});
export type TMediaUpload = z.infer<typeof ZMediaUpload>;
