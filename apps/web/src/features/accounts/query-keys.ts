export const accountKeys = {
  all: ['account'] as const,
  profile: () => ['account', 'profile'] as const,
  activity: () => ['account', 'activity'] as const,
  twoFactor: () => ['account', '2fa'] as const,
};
