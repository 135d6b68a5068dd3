export const adminKeys = {
  all: ['admin'] as const,
  profile: () => ['admin', 'profile'] as const,
  twoFactor: () => ['admin', '2fa'] as const,
  admins: (page: number) => ['admin', 'admins', page] as const,
};
