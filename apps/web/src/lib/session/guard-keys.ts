import { STORAGE_KEYS } from '../storage/storage-keys';

export type TGuard = 'user' | 'admin';

export const GUARD_KEYS: Record<TGuard, { token: string; expiredTime: string; lastPage: string }> = {
  user: { token: STORAGE_KEYS.token, expiredTime: STORAGE_KEYS.expiredTime, lastPage: STORAGE_KEYS.lastPage },
  admin: {
    token: STORAGE_KEYS.adminToken,
    expiredTime: STORAGE_KEYS.adminExpiredTime,
    lastPage: STORAGE_KEYS.adminLastPage,
  },
};

export const LOGIN_PATHS: Record<TGuard, string> = { user: '/auth/login', admin: '/admin/auth/login' };
export const HOME_PATHS: Record<TGuard, string> = { user: '/user', admin: '/admin' };
