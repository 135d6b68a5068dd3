import type { TCampaignQuery } from './api';

export const campaignKeys = {
  all: ['campaigns'] as const,
  list: (query: TCampaignQuery) => ['campaigns', 'list', query] as const,
  detail: (id: number) => ['campaigns', 'detail', id] as const,
  report: (id: number, query: TCampaignQuery) => ['campaigns', 'report', id, query] as const,
};
