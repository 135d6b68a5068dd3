import type { TTaskQuery } from './api';

export const taskKeys = {
  all: ['tasks'] as const,
  list: (query: TTaskQuery) => ['tasks', 'list', query] as const,
  detail: (id: number) => ['tasks', 'detail', id] as const,
  runs: (id: number, kind: string, query: TTaskQuery) => ['tasks', 'runs', id, kind, query] as const,
  report: (id: number) => ['tasks', 'report', id] as const,
  count: (body: unknown) => ['tasks', 'count', body] as const,
};
