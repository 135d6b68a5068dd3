import type {
  TMobilePushSettingsInput,
  TPushSettingsView,
  TPushSoundInput,
  TWebPushKeysInput,
} from '@ulak/shared/push/push-settings';
import { apiData } from '../../lib/api/api-client';

export const pushSettingsApi = {
  list: () => apiData<TPushSettingsView[]>('push-settings'),
  setWebPush: (id: number, body: TWebPushKeysInput) =>
    apiData<TPushSettingsView>(`push-settings/${id}/web-push`, { method: 'PUT', body }),
  setMobilePush: (id: number, body: TMobilePushSettingsInput) =>
    apiData<TPushSettingsView>(`push-settings/${id}/mobile-push`, { method: 'PUT', body }),
  removeMobilePush: (id: number) => apiData<TPushSettingsView>(`push-settings/${id}/mobile-push`, { method: 'DELETE' }),
  setSound: (id: number, body: TPushSoundInput) =>
    apiData<TPushSettingsView>(`push-settings/${id}/sound`, { method: 'PUT', body }),
};
