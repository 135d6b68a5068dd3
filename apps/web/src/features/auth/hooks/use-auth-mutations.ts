import type { TLoginResult, TResetPasswordInput, TTwoFactorMethod } from '@ulak/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { authApi, type TAuthArea } from '../api';

export function useLogin(area: TAuthArea) {
  return useMutation<TLoginResult, Error, { email: string; password: string }>({
    mutationFn: (body) => authApi.login(area, body),
  });
}

export function useTwoFactorLogin(area: TAuthArea) {
  return useMutation<TLoginResult, Error, { mfaToken: string; method: TTwoFactorMethod; code: string }>({
    mutationFn: (body) => authApi.loginTwoFactor(area, body),
  });
}

export function useSendTwoFactorCode(area: TAuthArea) {
  return useMutation({
    mutationFn: (body: { mfaToken: string; method: 'sms' | 'email' }) => authApi.sendTwoFactorCode(area, body),
  });
}

export function useForgotPassword(area: TAuthArea) {
  return useMutation({ mutationFn: (email: string) => authApi.forgotPassword(area, email) });
}

export function useResetPassword(area: TAuthArea) {
  return useMutation({ mutationFn: (body: TResetPasswordInput) => authApi.resetPassword(area, body) });
}

export function useRegister() {
  return useMutation({ mutationFn: authApi.register });
}
