import type {
  TLoginResult,
  TRegisterInput,
  TResetPasswordInput,
  TTwoFactorMethod,
  TVerifiedTokenSession,
} from '@ulak/shared/auth';
import { apiData, type TRequestOptions } from '../../lib/api/api-client';

export type TAuthArea = 'user' | 'admin';

// Auth forms show failures inline: no dialog, and a 401 means wrong credentials, not a lost session.
const FORM_CALL: TRequestOptions = { method: 'POST', auth: 'none', silent: true, sessionOn401: false };
const prefix = (area: TAuthArea): string => (area === 'admin' ? 'admin/auth' : 'auth');

export const authApi = {
  login: (area: TAuthArea, body: { email: string; password: string }) =>
    apiData<TLoginResult>(`${prefix(area)}/login`, { ...FORM_CALL, body }),
  loginTwoFactor: (area: TAuthArea, body: { mfaToken: string; method: TTwoFactorMethod; code: string }) =>
    apiData<TLoginResult>(`${prefix(area)}/login/2fa`, { ...FORM_CALL, body }),
  sendTwoFactorCode: (area: TAuthArea, body: { mfaToken: string; method: 'sms' | 'email' }) =>
    apiData<{ sent: boolean }>(`${prefix(area)}/login/2fa/send`, { ...FORM_CALL, body }),
  logout: (area: TAuthArea) =>
    apiData<{ ok: boolean }>(`${prefix(area)}/logout`, {
      method: 'POST',
      auth: area,
      silent: true,
      sessionOn401: false,
    }),
  forgotPassword: (area: TAuthArea, email: string) =>
    apiData<{ ok: boolean }>(`${prefix(area)}/forgot-password`, { ...FORM_CALL, body: { email } }),
  resetPassword: (area: TAuthArea, body: TResetPasswordInput) =>
    apiData<{ ok: boolean }>(`${prefix(area)}/reset-password`, { ...FORM_CALL, body }),
  register: (body: TRegisterInput) => apiData<{ ok: boolean }>('auth/register', { ...FORM_CALL, body }),
  verifyEmail: (token: string) =>
    apiData<{ verified: boolean }>('auth/verify-email', { ...FORM_CALL, body: { token } }),
  // GET verifyToken with the one-time query token as bearer; the answer nests the session in data.data.
  verifyQueryToken: async (token: string) => {
    const data = await apiData<{ data: TVerifiedTokenSession }>('verifyToken', {
      auth: 'none',
      bearer: token,
      silent: true,
      sessionOn401: false,
    });
    return data.data;
  },
};
