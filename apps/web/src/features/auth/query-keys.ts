export const authKeys = {
  all: ['auth'] as const,
  verifyEmail: (token: string) => ['auth', 'verify-email', token] as const,
};
