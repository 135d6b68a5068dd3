import type { TTwoFactorStatus } from '@ulak/shared/auth';
import { apiData, apiRequest } from '../../lib/api/api-client';
import type { TTotpSetup } from '../accounts/api';
import type { TTwoFactorApi } from '../accounts/two-factor-api';
import { adminKeys } from './query-keys';

export type TAdminProfile = { id: number; name: string; surname: string; email: string };
export type TAdminRow = TAdminProfile & { created_at: string | null; last_login: string | null };
export type TPageMeta = { page: number; perPage: number; total: number };

export const adminApi = {
  profile: () => apiData<TAdminProfile>('admin/profile'),
  admins: (page: number) => apiRequest<{ data: TAdminRow[]; meta: TPageMeta }>('admin/admins', { query: { page } }),
};

type TAdminTotpSetup = TTotpSetup & { setupToken?: string };

// Admins have TOTP only; the setup's sealed token goes back with the enabling code.
export const adminTwoFactorApi: TTwoFactorApi = {
  queryKey: adminKeys.twoFactor(),
  methods: ['totp'],
  status: () => apiData<TTwoFactorStatus>('admin/2fa'),
  setupTotp: () => apiData<TAdminTotpSetup>('admin/2fa/totp/setup', { method: 'POST' }),
  setupCode: () => Promise.reject(new Error('admins have no code methods')),
  enable: (_method, code, setup: TAdminTotpSetup | null) =>
    apiData<TTwoFactorStatus>('admin/2fa/totp/enable', {
      method: 'POST',
      body: { code, setupToken: setup?.setupToken ?? '' },
      silent: true,
    }),
  disable: (_method, code) =>
    apiData<TTwoFactorStatus>('admin/2fa/totp/disable', { method: 'POST', body: { code }, silent: true }),
  setPrimary: () => apiData<TTwoFactorStatus>('admin/2fa'),
};
