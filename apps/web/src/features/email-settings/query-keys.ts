export const emailSettingsKeys = {
  all: ['email-settings'] as const,
  smtp: () => ['email-settings', 'smtp'] as const,
  senders: () => ['email-settings', 'senders'] as const,
  sendingSettings: () => ['email-settings', 'sending-settings'] as const,
};
