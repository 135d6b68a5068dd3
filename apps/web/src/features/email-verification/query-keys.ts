import type { TResultsQuery } from './api';

export const emailVerificationKeys = {
  all: ['email-verification'] as const,
  overview: () => ['email-verification', 'overview'] as const,
  // `version` (the latest run and its progress) refreshes the results as a run moves on.
  results: (q: TResultsQuery, version: string) => ['email-verification', 'results', q, version] as const,
};
