export const pushSettingsKeys = {
  all: ['push-settings'] as const,
  list: () => ['push-settings', 'list'] as const,
};
