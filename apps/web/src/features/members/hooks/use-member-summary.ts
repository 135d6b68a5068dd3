import { useQueries } from '@tanstack/react-query';
import { membersApi } from '../api';
import { SOURCE_SLICES, STATUS_SLICES, countQuery, type TSummarySlice } from '../member-summary';
import { memberKeys } from '../query-keys';

function useCounts(slices: TSummarySlice[]) {
  return useQueries({
    queries: slices.map((slice) => {
      const query = countQuery(slice);
      return {
        queryKey: memberKeys.list(query),
        queryFn: ({ signal }: { signal: AbortSignal }) => membersApi.list(query, signal),
        staleTime: 30_000,
      };
    }),
    combine: (results) => slices.map((slice, index) => ({ key: slice.key, total: results[index]?.data?.meta.total })),
  });
}

export function useMemberSummary() {
  return { statuses: useCounts(STATUS_SLICES), sources: useCounts(SOURCE_SLICES) };
}
