import type { TFeedbackKind } from './api';

export const orderFeedbackKeys = {
  all: ['order-feedback'] as const,
  questions: () => ['order-feedback', 'questions'] as const,
  summary: (kind: TFeedbackKind) => ['order-feedback', 'summary', kind] as const,
  member: (memberId: number, query: object) => ['order-feedback', 'member', memberId, query] as const,
  page: (kind: string, token: string) => ['order-feedback', 'page', kind, token] as const,
};
