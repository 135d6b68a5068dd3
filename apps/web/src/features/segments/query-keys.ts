import type { TSegmentQuery } from './api';

export const segmentKeys = {
  all: ['segments'] as const,
  list: (query: TSegmentQuery) => ['segments', 'list', query] as const,
  detail: (id: number) => ['segments', 'detail', id] as const,
  members: (id: number, query: TSegmentQuery) => ['segments', 'members', id, query] as const,
  history: (id: number) => ['segments', 'history', id] as const,
  actions: (id: number) => ['segments', 'actions', id] as const,
  report: (applicationId: number, actionId: number) => ['segments', 'report', applicationId, actionId] as const,
  preview: (body: unknown) => ['segments', 'preview', body] as const,
};
