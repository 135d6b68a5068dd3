export const whatsappSettingsKeys = {
  all: ['whatsapp-settings'] as const,
  settings: () => ['whatsapp-settings', 'settings'] as const,
  bulkReports: () => ['whatsapp-settings', 'bulk-reports'] as const,
};
