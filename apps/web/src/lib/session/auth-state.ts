import type { TKeyValueStore } from '../storage/browser-storage';
import { GUARD_KEYS, type TGuard } from './guard-keys';

export type TAuthState = { token: string | null; expiredTime: number | null; lastPage: string | null };

export function readAuthState(store: TKeyValueStore, guard: TGuard): TAuthState {
  const keys = GUARD_KEYS[guard];
  const rawExpiry = store.getItem(keys.expiredTime);
  const expiry = rawExpiry === null || rawExpiry === '' ? null : Number(rawExpiry);
  return {
    token: store.getItem(keys.token) || null,
    expiredTime: expiry !== null && Number.isFinite(expiry) ? expiry : null,
    lastPage: store.getItem(keys.lastPage) || null,
  };
}

// SPEC §4: logged in when a token and an expiry exist and now (in seconds) is before the expiry.
export function isLoggedIn(state: Pick<TAuthState, 'token' | 'expiredTime'>, nowMs: number): boolean {
  if (!state.token || state.expiredTime === null) return false;
  return nowMs / 1000 < state.expiredTime;
}

export function writeAuth(store: TKeyValueStore, guard: TGuard, token: string, expiredTime: number): void {
  const keys = GUARD_KEYS[guard];
  store.setItem(keys.token, token);
  store.setItem(keys.expiredTime, String(expiredTime));
}

export function clearAuth(store: TKeyValueStore, guard: TGuard): void {
  const keys = GUARD_KEYS[guard];
  store.removeItem(keys.token);
  store.removeItem(keys.expiredTime);
}

export function saveLastPage(store: TKeyValueStore, guard: TGuard, fullPath: string): void {
  store.setItem(GUARD_KEYS[guard].lastPage, fullPath);
}
