import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TStoreCategoryInput, TStoreTemplateInputDraft } from '@ulak/shared/templates/template-api';
import { emailTemplateKeys as keys, emailTemplatesApi as api } from '../email-api';

export function useAdminStore() {
  return useQuery({ queryKey: keys.admin(), queryFn: api.adminStore });
}

export function useAdminStoreTemplate(id: number | null) {
  return useQuery({
    queryKey: keys.adminTemplate(id ?? 0),
    queryFn: () => api.adminTemplate(id ?? 0),
    enabled: id !== null && id > 0,
    retry: false,
  });
}

export function useAdminCategories() {
  return useQuery({ queryKey: keys.adminCategories(), queryFn: api.adminCategories });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: keys.all });
}

export function useAdminSaveTemplate() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TStoreTemplateInputDraft }) =>
      id ? api.adminUpdate(id, body) : api.adminCreate(body),
    onSuccess: invalidate,
  });
}

// The server's rendering of the MJML being edited (nothing is saved).
export function useAdminPreview() {
  return useMutation({ mutationFn: api.adminPreview });
}

export function useAdminPublish() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, published }: { id: number; published: boolean }) => api.adminPublish(id, published),
    onSuccess: invalidate,
  });
}

export function useAdminRemoveTemplate() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: api.adminRemove, onSuccess: invalidate });
}

export function useAdminSaveCategory() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TStoreCategoryInput }) => api.adminSaveCategory(id, body),
    onSuccess: invalidate,
  });
}

export function useAdminRemoveCategory() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: api.adminRemoveCategory, onSuccess: invalidate });
}
