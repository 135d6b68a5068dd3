import type { ReactNode } from 'react';
import { EmptyState } from '../../common/components/empty-state';
import { ListPager } from '../../common/components/list-pager';
import { LoadingScreen } from '../../common/components/loading-screen';
import type { TPage } from '../types';

type TPagedQuery<T> = { data?: TPage<T>; isPending: boolean };

// Loading, empty state or the rows and their pager, for any paged list.
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
  if (query.isPending) return <LoadingScreen />;
  const rows = query.data?.data ?? [];
  if (rows.length === 0) return <EmptyState titleKey={emptyTitleKey} />;
  return (
    <>
      {children(rows)}
      <ListPager page={page} perPage={perPage} total={query.data?.meta.total ?? rows.length} onChange={onPage} />
    </>
  );
}
