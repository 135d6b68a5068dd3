import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { emailTemplateKeys as keys, emailTemplatesApi as api, type TStoreQuery, type TVersionBody } from '../email-api';

export function useTemplateStore(query: TStoreQuery) {
  return useQuery({ queryKey: keys.store(query), queryFn: () => api.store(query) });
}

export function useStoreCategories() {
  return useQuery({ queryKey: keys.storeCategories(), queryFn: api.storeCategories, staleTime: 60_000 });
}

export function useStoreTemplate(id: number | null) {
  return useQuery({
    queryKey: keys.storeTemplate(id ?? 0),
    queryFn: () => api.storeTemplate(id ?? 0),
    enabled: id !== null,
    staleTime: 60_000,
  });
}

export function useMyTemplates() {
  return useQuery({ queryKey: keys.list(), queryFn: api.list });
}

export function useMyTemplate(id: number) {
  return useQuery({ queryKey: keys.detail(id), queryFn: () => api.get(id), retry: false, enabled: id > 0 });
}

export function useTemplateVersions(id: number, language: string, enabled: boolean) {
  return useQuery({ queryKey: keys.versions(id, language), queryFn: () => api.versions(id, language), enabled });
}

export function useSavedBlocks() {
  return useQuery({ queryKey: keys.blocks(), queryFn: api.blocks });
}

export function useCatalogueProducts(search: string) {
  return useQuery({ queryKey: keys.products(search), queryFn: () => api.products(search) });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: keys.all });
}

export function useCopyStoreTemplate() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: api.copy, onSuccess: invalidate });
}

export function useCreateTemplate() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: api.create, onSuccess: invalidate });
}

export function useUpdateTemplate() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: Parameters<typeof api.update>[1] }) => api.update(id, body),
    onSuccess: invalidate,
  });
}

export function useDuplicateTemplate() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: api.duplicate, onSuccess: invalidate });
}

export function useDeleteTemplate() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: api.remove, onSuccess: invalidate });
}

export function useSaveVersion() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TVersionBody }) => api.save(id, body),
    onSuccess: invalidate,
  });
}

export function useRestoreVersion() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, versionId }: { id: number; versionId: number }) => api.restore(id, versionId),
    onSuccess: invalidate,
  });
}

export function useSaveBlock() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: api.saveBlock, onSuccess: invalidate });
}

// A store template rendered in one of its languages (as a commercial message: the footer shows).
export function useStorePreview(id: number, language: string, content: { subject: string; mjml: string } | undefined) {
  return useQuery({
    queryKey: keys.storePreview(id, language),
    queryFn: () =>
      api.preview({ language, subject: content?.subject ?? '', mjml: content?.mjml ?? '', commercial: true }),
    enabled: Boolean(content),
    staleTime: 60_000,
  });
}

// The editor's document of one language, read once when it opens (the editor owns it from then on).
export function useEditorState(templateId: number, language: string) {
  return useQuery({
    queryKey: keys.editor(templateId, language),
    queryFn: () => api.editor(templateId, language),
    staleTime: Infinity,
    gcTime: 0,
  });
}

export function useSampleValues(language: string) {
  return useQuery({
    queryKey: keys.sampleValues(language),
    queryFn: () => api.sampleValues(language),
    staleTime: Infinity,
  });
}

export function useTemplateImages() {
  return useQuery({ queryKey: keys.images(), queryFn: api.images, staleTime: 60_000 });
}
