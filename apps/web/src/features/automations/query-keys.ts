import type { TScenarioCode } from '@ulak/shared';

export const automationKeys = {
  all: ['automations'] as const,
  scenarios: () => ['automations', 'scenarios'] as const,
  scenario: (code: TScenarioCode) => ['automations', 'scenario', code] as const,
  workflows: () => ['automations', 'workflows'] as const,
  workflow: (id: number) => ['automations', 'workflow', id] as const,
  report: (id: number) => ['automations', 'report', id] as const,
  shareLinks: (id: number) => ['automations', 'share-links', id] as const,
  shared: (token: string) => ['shared-workflow', token] as const,
};
