import type { TTwoFactorMethod, TTwoFactorStatus } from '@ulak/shared/auth';
import type { TTotpSetup } from '@ulak/shared/accounts';
import { accountsApi } from './api';
import { accountKeys } from './query-keys';

// What the two-factor settings need from the server. Users and admins each have one; the
// components and hooks are shared. `setup` is the TOTP setup the enable call belongs to.
export type TTwoFactorApi = {
  queryKey: readonly unknown[];
  methods: readonly TTwoFactorMethod[];
  status: () => Promise<TTwoFactorStatus>;
  setupTotp: () => Promise<TTotpSetup>;
  setupCode: (method: 'sms' | 'email') => Promise<{ sent: boolean }>;
  enable: (method: TTwoFactorMethod, code: string, setup: TTotpSetup | null) => Promise<unknown>;
  disable: (method: TTwoFactorMethod, code: string) => Promise<unknown>;
  setPrimary: (method: TTwoFactorMethod) => Promise<unknown>;
};

export const userTwoFactorApi: TTwoFactorApi = {
  queryKey: accountKeys.twoFactor(),
  methods: ['totp', 'sms', 'email'],
  status: accountsApi.twoFactor,
  setupTotp: accountsApi.setupTotp,
  setupCode: accountsApi.setupCode,
  enable: (method, code) => accountsApi.enable(method, code),
  disable: accountsApi.disable,
  setPrimary: accountsApi.setPrimary,
};
