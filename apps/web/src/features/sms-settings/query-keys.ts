export const smsSettingsKeys = {
  all: ['sms-settings'] as const,
  settings: () => ['sms-settings', 'settings'] as const,
};
