import { queryOptions, useQuery } from '@tanstack/react-query';
import { membersApi } from '../api';
import { summaryFigures } from '../member-summary';
import { memberKeys } from '../query-keys';

// The members screen's cards and donut from one request, started with the page (prefetch.ts). Member writes
// invalidate it through the `all` root, a finished import by its own key (use-member-import.ts).
export const memberSummaryQuery = () =>
  queryOptions({
    queryKey: memberKeys.summary(),
    queryFn: ({ signal }) => membersApi.summary(signal),
    staleTime: 30_000,
  });

export function useMemberSummary() {
  return summaryFigures(useQuery(memberSummaryQuery()).data);
}
