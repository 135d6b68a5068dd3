import type {
  TAbVariant,
  TNewsletterConfirmation,
  TPageMeta,
  TSurveyVoter,
  TWheelWinner,
  TWidget,
  TWidgetInputDraft,
  TWidgetInstallCheck,
  TWidgetPage,
  TWidgetResults,
} from '@ulak/shared';
import { apiData, apiRequest } from '../../lib/api/api-client';

export type TWidgetQuery = Record<string, string | number | undefined>;

export const widgetsApi = {
  list: (query: TWidgetQuery) => apiRequest<TWidgetPage>('widgets', { query }),
  get: (id: number) => apiData<TWidget>(`widgets/${id}`, { ownRecord: true }),
  create: (body: TWidgetInputDraft) => apiData<TWidget>('widgets', { method: 'POST', body }),
  update: (id: number, body: TWidgetInputDraft) => apiData<TWidget>(`widgets/${id}`, { method: 'PUT', body }),
  remove: (id: number) => apiData<{ ok: boolean }>(`widgets/${id}`, { method: 'DELETE' }),
  setStatus: (id: number, action: 'activate' | 'pause') =>
    apiData<TWidget>(`widgets/${id}/${action}`, { method: 'POST' }),
  installCheck: (id: number) => apiData<TWidgetInstallCheck>(`widgets/${id}/install-check`),
  applyWinner: (id: number, variant: TAbVariant) =>
    apiData<TWidget>(`widgets/${id}/ab-test/winner`, { method: 'POST', body: { variant } }),
  results: (id: number, query: TWidgetQuery) =>
    apiData<TWidgetResults>(`widgets/${id}/results`, { query, ownRecord: true }),
  voters: (id: number, query: TWidgetQuery) =>
    apiRequest<{ data: TSurveyVoter[]; meta: TPageMeta }>(`widgets/${id}/voters`, { query }),
  winners: (id: number, query: TWidgetQuery) =>
    apiRequest<{ data: TWheelWinner[]; meta: TPageMeta }>(`widgets/${id}/winners`, { query }),
};

// The verification page is public: no session, no dialog (it shows its own state).
export const newsletterApi = {
  confirm: (token: string) =>
    apiData<TNewsletterConfirmation>('newsletter/verification', {
      auth: 'none',
      method: 'POST',
      body: { token },
      silent: true,
    }),
};
