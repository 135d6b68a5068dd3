import type { TQuery } from './api';

export const messagingKeys = {
  channelRuns: (channel: string) => ['direct-runs', channel] as const,
  runs: (channel: string, query: TQuery) => ['direct-runs', channel, query] as const,
  actions: (query: TQuery) => ['actions', 'list', query] as const,
  action: (id: number) => ['actions', 'detail', id] as const,
  renderedAction: (id: number) => ['actions', 'detail', id, 'rendered'] as const,
  actionSummary: (query: TQuery) => ['actions', 'summary', query] as const,
  links: (query: TQuery) => ['links', query] as const,
  linkSummary: (query: TQuery) => ['links', 'summary', query] as const,
  settings: () => ['messaging-settings'] as const,
  usage: () => ['messaging-usage'] as const,
  segments: (search: string) => ['segments', 'list', { search, perPage: 50 }] as const,
  dontSend: (uniqueId: string, actionId: string) => ['dont-send', uniqueId, actionId] as const,
  postBlock: (userId: string, uniqueId: string, hash: string) => ['post-block', userId, uniqueId, hash] as const,
};
