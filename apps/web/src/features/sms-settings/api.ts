import type {
  TSmsConnectionResult,
  TSmsCredentialsInput,
  TSmsOriginators,
  TSmsSettings,
  TSmsSettingsInput,
} from '@ulak/shared/sms/sms-settings';
import { apiData } from '../../lib/api/api-client';

export const smsSettingsApi = {
  get: () => apiData<TSmsSettings | null>('sms-settings'),
  save: (body: TSmsSettingsInput) => apiData<TSmsSettings>('sms-settings', { method: 'PUT', body }),
  remove: () => apiData<{ ok: true }>('sms-settings', { method: 'DELETE' }),
  test: (body: TSmsCredentialsInput) =>
    apiData<TSmsConnectionResult>('sms-settings/test', { method: 'POST', body, silent: true }),
  // Silent: the panel shows the SPEC messages inline and falls back to manual entry.
  originators: (body: TSmsCredentialsInput) =>
    apiData<TSmsOriginators>('sms-settings/originators', { method: 'POST', body, silent: true }),
};
