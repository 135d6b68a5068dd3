import type {
  TMediaUpload,
  TMyTemplate,
  TMyTemplateSummary,
  TSavedBlock,
  TStoreCategory,
  TStoreCategoryInput,
  TStorePage,
  TStoreTemplate,
  TStoreTemplateInputDraft,
  TStoreTemplateSummary,
  TTemplateContent,
  TTemplateDraftSaved,
  TTemplateEditorState,
  TTemplatePreview,
  TTemplateSampleValues,
  TTemplateSaveResult,
  TTemplateVersion,
} from '@ulak/shared/templates/template-api';
import { apiData, apiRequest } from '../../lib/api/api-client';
import { apiUpload } from '../../lib/api/api-transfer';

export type TStoreFilter = 'all' | 'free' | 'premium';
export type TStoreQuery = { filter: TStoreFilter; categoryId?: number };
export type TVersionBody = { language: string; subject: string; mjml: string; project: Record<string, unknown> | null };
export type TCatalogueProduct = {
  id: number;
  code: string;
  title: string;
  price: number | null;
  discount_price: number | null;
  currency: string | null;
  url: string | null;
  image: string | null;
};

// The template store, my email templates, the editor's saves and the admin's store management.
export const emailTemplatesApi = {
  store: (query: TStoreQuery) => apiRequest<TStorePage>('template-store', { query }),
  storeCategories: () => apiData<TStoreCategory[]>('template-store/categories'),
  storeTemplate: (id: number) => apiData<TStoreTemplate>(`template-store/${id}`),
  // Silent: a premium template on a package without it answers 418, which the store shows as its own prompt.
  copy: (id: number) => apiData<TMyTemplateSummary>(`template-store/${id}/copy`, { method: 'POST', silent: true }),
  list: () => apiData<TMyTemplateSummary[]>('email-templates'),
  get: (id: number) => apiData<TMyTemplate>(`email-templates/${id}`, { ownRecord: true }),
  create: (body: { name: string; defaultLanguage: string }) =>
    apiData<TMyTemplateSummary>('email-templates', { method: 'POST', body }),
  update: (id: number, body: { name?: string; defaultLanguage?: string; commercial?: boolean }) =>
    apiData<TMyTemplateSummary>(`email-templates/${id}`, { method: 'PUT', body }),
  duplicate: (id: number) => apiData<TMyTemplateSummary>(`email-templates/${id}/duplicate`, { method: 'POST' }),
  remove: (id: number) => apiData<{ ok: boolean }>(`email-templates/${id}`, { method: 'DELETE' }),
  content: (id: number) => apiData<TTemplateContent>(`email-templates/${id}/content`),
  sampleValues: (language: string) =>
    apiData<TTemplateSampleValues>('email-templates/sample-values', { query: { language } }),
  editor: (id: number, language: string) => apiData<TTemplateEditorState>(`email-templates/${id}/editor/${language}`),
  draft: (id: number, body: TVersionBody) =>
    apiData<TTemplateDraftSaved>(`email-templates/${id}/draft`, { method: 'PUT', body, silent: true }),
  save: (id: number, body: TVersionBody) =>
    apiData<TTemplateSaveResult>(`email-templates/${id}/versions`, { method: 'POST', body }),
  versions: (id: number, language: string) =>
    apiData<TTemplateVersion[]>(`email-templates/${id}/versions`, { query: { language } }),
  restore: (id: number, versionId: number) =>
    apiData<TTemplateVersion>(`email-templates/${id}/versions/${versionId}/restore`, { method: 'POST' }),
  preview: (body: { language: string; subject: string; mjml: string; commercial: boolean }) =>
    apiData<TTemplatePreview>('email-templates/preview', { method: 'POST', body }),
  blocks: () => apiData<TSavedBlock[]>('template-blocks'),
  saveBlock: (body: { name: string; mjml: string }) =>
    apiData<TSavedBlock>('template-blocks', { method: 'POST', body }),
  images: () => apiData<TMediaUpload[]>('media/images'),
  uploadImage: (file: File) => apiUpload<TMediaUpload>('media/images', file, file.type || 'application/octet-stream'),
  products: (search: string) =>
    apiRequest<{ data: TCatalogueProduct[] }>('products', { query: { search: search || undefined, perPage: 12 } }),
  adminStore: () => apiData<TStoreTemplateSummary[]>('admin/template-store'),
  adminTemplate: (id: number) => apiData<TStoreTemplate>(`admin/template-store/${id}`, { ownRecord: true }),
  adminCreate: (body: TStoreTemplateInputDraft) =>
    apiData<TStoreTemplate>('admin/template-store', { method: 'POST', body }),
  adminUpdate: (id: number, body: TStoreTemplateInputDraft) =>
    apiData<TStoreTemplate>(`admin/template-store/${id}`, { method: 'PUT', body }),
  adminPublish: (id: number, published: boolean) =>
    apiData<TStoreTemplateSummary>(`admin/template-store/${id}/publish`, { method: 'POST', body: { published } }),
  adminRemove: (id: number) => apiData<{ ok: boolean }>(`admin/template-store/${id}`, { method: 'DELETE' }),
  adminPreview: (body: { language: string; subject: string; mjml: string; commercial: boolean }) =>
    apiData<TTemplatePreview>('admin/template-store/preview', { method: 'POST', body }),
  adminCategories: () => apiData<TStoreCategory[]>('admin/template-categories'),
  adminSaveCategory: (id: number | null, body: TStoreCategoryInput) =>
    id
      ? apiData<TStoreCategory>(`admin/template-categories/${id}`, { method: 'PUT', body })
      : apiData<TStoreCategory>('admin/template-categories', { method: 'POST', body }),
  adminRemoveCategory: (id: number) =>
    apiData<{ ok: boolean }>(`admin/template-categories/${id}`, { method: 'DELETE' }),
};

export const emailTemplateKeys = {
  all: ['email-templates'] as const,
  store: (query: TStoreQuery) => ['email-templates', 'store', query] as const,
  storeCategories: () => ['email-templates', 'store-categories'] as const,
  storeTemplate: (id: number) => ['email-templates', 'store-template', id] as const,
  list: () => ['email-templates', 'mine'] as const,
  detail: (id: number) => ['email-templates', 'detail', id] as const,
  editor: (id: number, language: string) => ['email-templates', 'editor', id, language] as const,
  versions: (id: number, language: string) => ['email-templates', 'versions', id, language] as const,
  blocks: () => ['email-templates', 'blocks'] as const,
  images: () => ['email-templates', 'images'] as const,
  sampleValues: (language: string) => ['email-templates', 'sample-values', language] as const,
  storePreview: (id: number, language: string) => ['email-templates', 'store-preview', id, language] as const,
  products: (search: string) => ['email-templates', 'products', search] as const,
  admin: () => ['email-templates', 'admin'] as const,
  adminTemplate: (id: number) => ['email-templates', 'admin', id] as const,
  adminCategories: () => ['email-templates', 'admin-categories'] as const,
};
