import type { TImportStartInput } from '@ulak/shared/audience';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { importsApi } from '../api';
import { isImportFinished } from '../import-mapping';
import { memberKeys } from '../query-keys';

export const IMPORT_POLL_MS = 1000;

export function useUploadImport() {
  return useMutation({ mutationFn: importsApi.upload });
}

export function useStartImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; body: TImportStartInput }) => importsApi.start(input.id, input.body),
    onSuccess: (job) => queryClient.setQueryData(memberKeys.importJob(job.id), job),
  });
}

// Polls the job until it is done or failed; the member list is refreshed when it finishes.
export function useImportJob(id: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: memberKeys.importJob(id ?? 0),
    queryFn: async () => {
      const job = await importsApi.get(id ?? 0);
      if (isImportFinished(job)) await queryClient.invalidateQueries({ queryKey: [...memberKeys.all, 'list'] });
      return job;
    },
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data && isImportFinished(query.state.data) ? false : IMPORT_POLL_MS),
  });
}

export function useDownloadRejected() {
  return useMutation({ mutationFn: importsApi.downloadRejected });
}
