export const adminKeys = {
  all: ['admin'] as const,
  profile: () => ['admin', 'profile'] as const,
  twoFactor: () => ['admin', '2fa'] as const,
  adminsAll: () => ['admin', 'admins'] as const,
  admins: (page: number, perPage: number) => ['admin', 'admins', page, perPage] as const,
  dashboard: (from: string, to: string) => ['admin', 'dashboard', from, to] as const,
  merchantsAll: () => ['admin', 'merchants'] as const,
  merchants: (query: object) => ['admin', 'merchants', 'list', query] as const,
  merchant: (accountId: number) => ['admin', 'merchants', 'detail', accountId] as const,
  releaseNotesAll: () => ['admin', 'release-notes'] as const,
  releaseNotes: (page: number, perPage: number) => ['admin', 'release-notes', page, perPage] as const,
  actions: (query: object) => ['admin', 'actions', query] as const,
};
