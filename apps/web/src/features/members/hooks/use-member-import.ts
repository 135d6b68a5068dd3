import type { TImportKind, TImportStartInput } from '@ulak/shared/audience';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { importsApi } from '../api';
import { isImportFinished } from '../import-mapping';
import { importedKeys, importJobKey } from '../query-keys';

export const IMPORT_POLL_MS = 1000;

export function useUploadImport(kind: TImportKind) {
  return useMutation({
    mutationFn: (input: { file: File; applicationId?: number }) =>
      importsApi.upload(kind, input.file, input.applicationId),
  });
}

export function useStartImport(kind: TImportKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; body: TImportStartInput }) => importsApi.start(kind, input.id, input.body),
    onSuccess: (job) => queryClient.setQueryData(importJobKey(kind, job.id), job),
  });
}

// Polls the job until it is done or failed; the member or device list (and the members summary) is refreshed
// when it finishes.
export function useImportJob(kind: TImportKind, id: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: importJobKey(kind, id ?? 0),
    queryFn: async () => {
      const job = await importsApi.get(kind, id ?? 0);
      if (isImportFinished(job))
        await Promise.all(importedKeys(kind).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      return job;
    },
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data && isImportFinished(query.state.data) ? false : IMPORT_POLL_MS),
  });
}

export function useDownloadRejected(kind: TImportKind) {
  return useMutation({ mutationFn: (id: number) => importsApi.downloadRejected(kind, id) });
}
