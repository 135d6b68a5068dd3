import type { TListQuery } from './member-list-state';

export const memberKeys = {
  all: ['members'] as const,
  list: (query: TListQuery) => ['members', 'list', query] as const,
  detail: (id: number) => ['members', 'detail', id] as const,
  importJob: (id: number) => ['members', 'import', id] as const,
};
