export const applicationKeys = {
  all: ['applications'] as const,
  list: () => ['applications', 'list'] as const,
  detail: (id: number) => ['applications', 'detail', id] as const,
  apiKeys: () => ['api-keys'] as const,
};
