import type {
  TChangePasswordInput,
  TIssuedSession,
  TTwoFactorMethod,
  TTwoFactorStatus,
  TUpdateProfileInput,
  TUserProfile,
} from '@ulak/shared/auth';
import type { TLoginDay, TTotpSetup } from '@ulak/shared/accounts';
import { apiData } from '../../lib/api/api-client';

export const accountsApi = {
  profile: () => apiData<TUserProfile>('user/profile'),
  updateProfile: (body: TUpdateProfileInput) => apiData<TUserProfile>('user/profile', { method: 'PUT', body }),
  // Inline form errors: no dialog (a wrong current password is shown under the form).
  changePassword: (body: TChangePasswordInput) =>
    apiData<TIssuedSession>('user/change-password', {
      method: 'POST',
      body,
      silent: true,
    }),
  activity: () => apiData<TLoginDay[]>('user/activity'),
  twoFactor: () => apiData<TTwoFactorStatus>('user/2fa'),
  setupTotp: () => apiData<TTotpSetup>('user/2fa/totp/setup', { method: 'POST' }),
  setupCode: (method: 'sms' | 'email') => apiData<{ sent: boolean }>(`user/2fa/${method}/setup`, { method: 'POST' }),
  enable: (method: TTwoFactorMethod, code: string) =>
    apiData<TTwoFactorStatus>(`user/2fa/${method}/enable`, { method: 'POST', body: { code }, silent: true }),
  setPrimary: (method: TTwoFactorMethod) =>
    apiData<TTwoFactorStatus>('user/2fa/primary', { method: 'POST', body: { method } }),
  disable: (method: TTwoFactorMethod, code: string) =>
    apiData<TTwoFactorStatus>(`user/2fa/${method}/disable`, { method: 'POST', body: { code }, silent: true }),
};
