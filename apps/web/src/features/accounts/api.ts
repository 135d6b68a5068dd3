import type {
  TChangePasswordInput,
  TTwoFactorMethod,
  TTwoFactorStatus,
  TUpdateProfileInput,
  TUserProfile,
} from '@ulak/shared/auth';
import { apiData } from '../../lib/api/api-client';

export type TActivityDay = { date: string; count: number };
export type TTotpSetup = { secret: string; otpauthUrl: string; qrDataUrl: string };

export const accountsApi = {
  profile: () => apiData<TUserProfile>('user/profile'),
  updateProfile: (body: TUpdateProfileInput) => apiData<TUserProfile>('user/profile', { method: 'PUT', body }),
  // Inline form errors: no dialog (a wrong current password is shown under the form).
  changePassword: (body: TChangePasswordInput) =>
    apiData<{ token?: string; expiredTime?: number; ok?: boolean }>('user/change-password', {
      method: 'POST',
      body,
      silent: true,
    }),
  activity: () => apiData<TActivityDay[]>('user/activity'),
  twoFactor: () => apiData<TTwoFactorStatus>('user/2fa'),
  setupTotp: () => apiData<TTotpSetup>('user/2fa/totp/setup', { method: 'POST' }),
  setupCode: (method: 'sms' | 'email') => apiData<{ sent: boolean }>(`user/2fa/${method}/setup`, { method: 'POST' }),
  enable: (method: TTwoFactorMethod, code: string) =>
    apiData<{ ok: boolean }>(`user/2fa/${method}/enable`, { method: 'POST', body: { code }, silent: true }),
  setPrimary: (method: TTwoFactorMethod) =>
    apiData<{ ok: boolean }>('user/2fa/primary', { method: 'POST', body: { method } }),
  disable: (method: TTwoFactorMethod, code: string) =>
    apiData<{ ok: boolean }>(`user/2fa/${method}/disable`, { method: 'POST', body: { code }, silent: true }),
};
