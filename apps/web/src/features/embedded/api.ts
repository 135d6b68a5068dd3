import type { TUserProfile } from '@ulak/shared/auth';
import type { TChannelQuotaUsage, TSendRunView } from '@ulak/shared/messaging/send-runs';
import { apiData, apiRequest } from '../../lib/api/api-client';
import type { TPaged } from '../messaging/types';

export type TRunQuery = { page: number; perPage: number; channel?: string };

export const embeddedApi = {
  runs: (query: TRunQuery) => apiRequest<TPaged<TSendRunView>>('direct/runs', { query }),
  // Silent: a missing or foreign id is shown on the screen, not in a dialog.
  run: (id: number) => apiData<TSendRunView>(`direct/runs/${id}`, { silent: true }),
  // The security check asks the server whether the stored session is alive; a dead one is shown on the
  // page (a frame must not jump to the login form).
  profile: () => apiData<TUserProfile>('user/profile', { silent: true, sessionOn401: false }),
  quota: () => apiData<TChannelQuotaUsage[]>('messaging/usage'),
};
