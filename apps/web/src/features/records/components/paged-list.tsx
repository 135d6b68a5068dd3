import type { ReactNode } from 'react';
import { ListPager } from '../../common/components/list-pager';
import { QueryState } from '../../common/components/query-state';
import type { TPage } from '../types';

type TPagedQuery<T> = { data?: TPage<T>; isPending: boolean; isError: boolean; refetch: () => unknown };

// Loading, a failure with its retry, the empty state or the rows and their pager, for any paged list.
export function PagedList<T>({
  query,
  page,
  perPage,
  onPage,
  emptyTitleKey,
  children,
}: {
  query: TPagedQuery<T>;
  page: number;
  perPage: number;
  onPage: (next: { page: number; perPage: number }) => void;
  emptyTitleKey?: string;
  children: (rows: T[]) => ReactNode;
}) {
  return (
    <QueryState query={query} isEmpty={(data) => data.data.length === 0} emptyTitleKey={emptyTitleKey}>
      {({ data: rows, meta }) => (
        <>
          {children(rows)}
          <ListPager page={page} perPage={perPage} total={meta.total} onChange={onPage} />
        </>
      )}
    </QueryState>
  );
}
