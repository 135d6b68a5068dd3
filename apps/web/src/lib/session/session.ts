import { local, type TKeyValueStore } from '../storage/browser-storage';
import { CACHED_LIST_KEYS, STORAGE_KEYS } from '../storage/storage-keys';
import { clearAuth, isLoggedIn, readAuthState, writeAuth } from './auth-state';
import type { TGuard } from './guard-keys';
import { storeProfile } from './session-profile';

type TSessionInput = {
  token: string;
  expiredTime: number;
  profile?: Parameters<typeof storeProfile>[1] | undefined;
};

const PROFILE_KEYS: Record<TGuard, string> = { user: STORAGE_KEYS.profile, admin: STORAGE_KEYS.adminProfile };

export function startSession(guard: TGuard, input: TSessionInput, store: TKeyValueStore = local): void {
  writeAuth(store, guard, input.token, input.expiredTime);
  if (input.profile) storeProfile(store, input.profile, PROFILE_KEYS[guard]);
}

// Logout: the guard's tokens, its profile and (for the user) the cached lists of SPEC §3.
export function endSession(guard: TGuard, store: TKeyValueStore = local): void {
  clearAuth(store, guard);
  store.removeItem(PROFILE_KEYS[guard]);
  if (guard === 'user') for (const key of CACHED_LIST_KEYS) store.removeItem(key);
}

export function isGuardLoggedIn(guard: TGuard, store: TKeyValueStore = local, nowMs: number = Date.now()): boolean {
  return isLoggedIn(readAuthState(store, guard), nowMs);
}

export function getToken(guard: TGuard, store: TKeyValueStore = local): string | null {
  return readAuthState(store, guard).token;
}
