import type { TQuery } from './api';

export const recordKeys = {
  allDevices: ['devices'] as const,
  allRequestLogs: ['request-logs'] as const,
  devices: (query: TQuery) => ['devices', 'list', query] as const,
  device: (id: number) => ['devices', 'detail', id] as const,
  orders: (query: TQuery) => ['orders', 'list', query] as const,
  events: (query: TQuery) => ['events', 'list', query] as const,
  requestLogs: (query: TQuery) => ['request-logs', 'list', query] as const,
  requestLog: (id: number) => ['request-logs', 'detail', id] as const,
  tags: () => ['tags'] as const,
  tagList: (query: TQuery) => ['tags', 'list', query] as const,
  memberTab: (id: number, tab: string, query: TQuery = {}) => ['members', 'detail', id, tab, query] as const,
};
