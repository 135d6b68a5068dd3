import { queryOptions, useQueries } from '@tanstack/react-query';
import { SOURCE_SLICES, STATUS_SLICES, countQuery, type TSummarySlice } from '../member-summary';
import { membersQuery } from './use-members';

export const summaryCountQuery = (slice: TSummarySlice) =>
  queryOptions({ ...membersQuery(countQuery(slice)), staleTime: 30_000 });

function useCounts(slices: TSummarySlice[]) {
  return useQueries({
    queries: slices.map(summaryCountQuery),
    combine: (results) => slices.map((slice, index) => ({ key: slice.key, total: results[index]?.data?.meta.total })),
  });
}

export function useMemberSummary() {
  return { statuses: useCounts(STATUS_SLICES), sources: useCounts(SOURCE_SLICES) };
}
