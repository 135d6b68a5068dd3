import type { TIysChangeLogQuery, TIysTransferLogQuery } from '@ulak/shared/iys';

export const iysKeys = {
  all: ['iys'] as const,
  settings: () => ['iys', 'settings'] as const,
  summary: () => ['iys', 'summary'] as const,
  changeLogs: (q: TIysChangeLogQuery) => ['iys', 'change-logs', q] as const,
  transferLogs: (q: TIysTransferLogQuery) => ['iys', 'transfer-logs', q] as const,
  memberLogs: (memberId: number, paging: { page: number; perPage: number }) =>
    ['iys', 'member-logs', memberId, paging] as const,
};
