import type {
  TWhatsappBulkReports,
  TWhatsappSettings,
  TWhatsappSettingsInput,
  TWhatsappTestResult,
} from '@ulak/shared/whatsapp/whatsapp-settings';
import { apiData } from '../../lib/api/api-client';

export const whatsappSettingsApi = {
  get: () => apiData<TWhatsappSettings | null>('whatsapp-settings'),
  save: (body: TWhatsappSettingsInput) => apiData<TWhatsappSettings>('whatsapp-settings', { method: 'PUT', body }),
  remove: () => apiData<{ ok: true }>('whatsapp-settings', { method: 'DELETE' }),
  test: () => apiData<TWhatsappTestResult>('whatsapp-settings/test', { method: 'POST', silent: true }),
  bulkReports: () => apiData<TWhatsappBulkReports>('whatsapp-settings/bulk-reports', { silent: true }),
};
