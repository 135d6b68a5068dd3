export const whatsappSettingsKeys = {
  all: ['whatsapp-settings'] as const,
  settings: () => ['whatsapp-settings', 'settings'] as const,
};
