export const domainKeys = {
  all: ['domains'] as const,
  list: () => ['domains', 'list'] as const,
};
