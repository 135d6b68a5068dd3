import type { TRunQuery } from './api';

export const embeddedKeys = {
  all: ['embedded'] as const,
  runs: (query: TRunQuery) => ['embedded', 'runs', query] as const,
  run: (id: number) => ['embedded', 'run', id] as const,
  profile: () => ['embedded', 'profile'] as const,
  quota: () => ['embedded', 'quota'] as const,
  preflight: (channel: string, audience: string) => ['embedded', 'preflight', channel, audience] as const,
};
