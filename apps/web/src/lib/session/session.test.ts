import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../storage/browser-storage';
import { clearAuth, isLoggedIn, readAuthState, saveLastPage } from './auth-state';
import { endSession, startSession } from './session';
import { normalizeProfile, readProfile } from './session-profile';

describe('session profile', () => {
  it('applies the SPEC defaults', () => {
    expect(normalizeProfile({})).toEqual({
      name: '',
      surname: '',
      email: '',
      packet: 'Free',
      packet_type: '',
      id: 0,
      mfa_alert: false,
    });
  });
  it('reads packet objects and packet_name', () => {
    expect(normalizeProfile({ packet: { name: 'Pro', type: 'yearly' }, id: 5, mfa_alert: true })).toMatchObject({
      packet: 'Pro',
      packet_type: 'yearly',
      id: 5,
      mfa_alert: true,
    });
    expect(normalizeProfile({ packet_name: 'Basic' }).packet).toBe('Basic');
  });
});

describe('auth state', () => {
  it('stores per guard and clears cached lists on logout', () => {
    const store = createMemoryStore({ user_domains: '[]', applications: '[]', lang: 'en' });
    startSession('admin', { token: 'a', expiredTime: 2_000_000_000 }, store);
    startSession('user', { token: 't', expiredTime: 2_000_000_000, profile: { name: 'Ayşe' } }, store);
    saveLastPage(store, 'user', '/user/tags');
    expect(readAuthState(store, 'user')).toEqual({ token: 't', expiredTime: 2_000_000_000, lastPage: '/user/tags' });
    expect(readProfile(store).name).toBe('Ayşe');
    expect(isLoggedIn(readAuthState(store, 'user'), 1_000_000_000_000)).toBe(true);
    endSession('user', store);
    expect(readAuthState(store, 'user').token).toBeNull();
    expect(store.getItem('user_domains')).toBeNull();
    expect(store.getItem('applications')).toBeNull();
    expect(store.getItem('lang')).toBe('en');
    expect(readAuthState(store, 'admin').token).toBe('a');
    clearAuth(store, 'admin');
    expect(readAuthState(store, 'admin')).toMatchObject({ token: null, expiredTime: null });
  });
});
