import type {
  TAddMerchantInput,
  TAdminDashboard,
  TAdminInviteInput,
  TMerchantDetail,
  TMerchantList,
  TMerchantListQuery,
  TReleaseNote,
  TReleaseNoteInput,
} from '@ulak/shared/admin-area';
import type { TAdminAction, TAdminListItem, TAdminProfile, TAdminTotpSetup } from '@ulak/shared/accounts';
import type { TTwoFactorStatus } from '@ulak/shared/auth';
import { apiData, apiRequest } from '../../lib/api/api-client';
import type { TTwoFactorApi } from '../accounts/two-factor-api';
import { adminKeys } from './query-keys';

export type TPageMeta = { page: number; perPage: number; total: number };

export const adminApi = {
  profile: () => apiData<TAdminProfile>('admin/profile'),
  admins: (page: number, perPage = 20) =>
    apiRequest<{ data: TAdminListItem[]; meta: TPageMeta }>('admin/admins', { query: { page, perPage } }),
  invite: (input: TAdminInviteInput) =>
    apiData<{ id: number }>('admin/admins', { method: 'POST', body: input, silent: true }),
  setAdminEnabled: (id: number, enabled: boolean) =>
    apiData<{ id: number }>(`admin/admins/${id}/enabled`, { method: 'POST', body: { enabled } }),
  resetAdminTwoFactor: (id: number) => apiData<{ id: number }>(`admin/admins/${id}/2fa/reset`, { method: 'POST' }),

  dashboard: (from: string, to: string) => apiData<TAdminDashboard>('admin/dashboard', { query: { from, to } }),

  merchants: (query: Partial<TMerchantListQuery>) =>
    apiRequest<TMerchantList>('admin/accounts', { query: query as Record<string, string | number | undefined> }),
  merchant: (accountId: number) => apiData<TMerchantDetail>(`admin/accounts/${accountId}`),
  setMerchantEnabled: (accountId: number, enabled: boolean) =>
    apiData<{ ok: boolean }>(`admin/accounts/${accountId}/enabled`, { method: 'POST', body: { enabled } }),
  resendVerification: (accountId: number) =>
    apiData<{ sent: boolean }>(`admin/accounts/${accountId}/resend-verification`, { method: 'POST' }),
  merchantLoginLink: (accountId: number) =>
    apiData<{ url: string }>(`admin/accounts/${accountId}/login-token`, { method: 'POST' }),
  addMerchant: (input: TAddMerchantInput) =>
    apiData<{ accountId: number; userId: number }>('admin/add-new-user', { method: 'POST', body: input, silent: true }),

  releaseNotes: (page: number, perPage: number) =>
    apiRequest<{ data: TReleaseNote[]; meta: TPageMeta }>('admin/release-notes', { query: { page, perPage } }),
  createReleaseNote: (input: TReleaseNoteInput) =>
    apiData<TReleaseNote>('admin/release-notes', { method: 'POST', body: input, silent: true }),
  updateReleaseNote: (id: number, input: TReleaseNoteInput) =>
    apiData<TReleaseNote>(`admin/release-notes/${id}`, { method: 'PUT', body: input, silent: true }),
  publishReleaseNote: (id: number, published: boolean) =>
    apiData<TReleaseNote>(`admin/release-notes/${id}/publish`, { method: 'POST', body: { published } }),
  deleteReleaseNote: (id: number) => apiData<{ ok: boolean }>(`admin/release-notes/${id}`, { method: 'DELETE' }),

  actions: (query: { page: number; adminId?: number; account?: string }) =>
    apiRequest<{ data: TAdminAction[]; meta: TPageMeta }>('admin/actions', { query }),
};

// Admins have TOTP only; the setup's sealed token goes back with the enabling code.
export const adminTwoFactorApi: TTwoFactorApi = {
  queryKey: adminKeys.twoFactor(),
  methods: ['totp'],
  status: () => apiData<TTwoFactorStatus>('admin/2fa'),
  setupTotp: () => apiData<TAdminTotpSetup>('admin/2fa/totp/setup', { method: 'POST' }),
  setupCode: () => Promise.reject(new Error('admins have no code methods')),
  enable: (_method, code, setup: Partial<TAdminTotpSetup> | null) =>
    apiData<TTwoFactorStatus>('admin/2fa/totp/enable', {
      method: 'POST',
      body: { code, setupToken: setup?.setupToken ?? '' },
      silent: true,
    }),
  disable: (_method, code) =>
    apiData<TTwoFactorStatus>('admin/2fa/totp/disable', { method: 'POST', body: { code }, silent: true }),
  setPrimary: () => apiData<TTwoFactorStatus>('admin/2fa'),
};
