import type { TWhatsappSettings, TWhatsappSettingsInput } from '@ulak/shared/whatsapp/whatsapp-settings';
import { apiData } from '../../lib/api/api-client';

export type TWhatsappTestResult = {
  state: 'valid' | 'invalid';
  displayPhoneNumber: string | null;
  message: string | null;
};

export type TWhatsappBulkReport = {
  id: string;
  name: string;
  waiting: number;
  queued: number;
  sent: number;
  delivered: number;
  seen: number;
  failed: number;
  createdAt: string | null;
};

export const whatsappSettingsApi = {
  get: () => apiData<TWhatsappSettings | null>('whatsapp-settings'),
  save: (body: TWhatsappSettingsInput) => apiData<TWhatsappSettings>('whatsapp-settings', { method: 'PUT', body }),
  remove: () => apiData<{ ok: true }>('whatsapp-settings', { method: 'DELETE' }),
  test: () => apiData<TWhatsappTestResult>('whatsapp-settings/test', { method: 'POST', silent: true }),
  bulkReports: () =>
    apiData<{ supported: boolean; items: TWhatsappBulkReport[] }>('whatsapp-settings/bulk-reports', { silent: true }),
};
