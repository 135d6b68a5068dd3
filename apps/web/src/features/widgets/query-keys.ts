import type { TWidgetQuery } from './api';

// Every query key of the widgets feature, invalidated through `all`.
export const widgetKeys = {
  all: ['widgets'] as const,
  list: (query: TWidgetQuery) => [...widgetKeys.all, 'list', query] as const,
  detail: (id: number) => [...widgetKeys.all, 'detail', id] as const,
  results: (id: number, query: TWidgetQuery) => [...widgetKeys.all, 'results', id, query] as const,
  people: (id: number, kind: 'voters' | 'winners', query: TWidgetQuery) =>
    [...widgetKeys.all, kind, id, query] as const,
  newsletterConfirmation: (token: string) => [...widgetKeys.all, 'newsletter-confirmation', token] as const,
};
