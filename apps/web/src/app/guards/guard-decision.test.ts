import { describe, expect, it } from 'vitest';
import type { TAuthState } from '../../lib/session/auth-state';
import { decideGuard, tokenFailurePath, type TGuardInput } from './guard-decision';
import { classifyPath } from './path-area';

const NOW = 1_700_000_000_000;
const loggedOut: TAuthState = { token: null, expiredTime: null, lastPage: null };
const valid = (lastPage: string | null = null): TAuthState => ({
  token: 'tok',
  expiredTime: NOW / 1000 + 3600,
  lastPage,
});
const expired: TAuthState = { token: 'tok', expiredTime: NOW / 1000 - 1, lastPage: '/user/tags' };

function decide(pathname: string, over: Partial<TGuardInput> = {}) {
  const [path, search = ''] = pathname.split('?');
  return decideGuard({
    pathname: path ?? '/',
    search: search ? `?${search}` : '',
    user: loggedOut,
    admin: loggedOut,
    nowMs: NOW,
    verifiedQueryToken: null,
    ...over,
  });
}

describe('classifyPath', () => {
  it.each([
    ['/', 'root'],
    ['/admin/auth/login', 'admin-auth'],
    ['/admin', 'admin'],
    ['/admin/admins', 'admin'],
    ['/administrator', 'other'],
    ['/lite/auth/login', 'lite-auth'],
    ['/lite/sending-form', 'lite'],
    ['/auth/login', 'auth'],
    ['/auth/user-verification', 'auth-open'],
    ['/user', 'user'],
    ['/user/', 'user'],
    ['/iframe/report', 'user'],
    ['/iframeSomething', 'user'],
    ['/shopify/installed', 'user'],
    ['/shopify/connect', 'other'],
    ['/post/block/1/2/3', 'member'],
    ['/satisfaction/questions/x', 'member'],
    ['/marketing/iys-configuration', 'marketing'],
    ['/kvkk', 'other'],
    ['/order_evaluation/abc', 'other'],
  ])('%s -> %s', (path, area) => expect(classifyPath(path)).toBe(area));
});

describe('decideGuard', () => {
  it('redirects / to the user area keeping the query', () => {
    expect(decide('/')).toEqual({ kind: 'redirect', to: '/user', clearGuard: null });
    expect(decide('/?hl=en')).toEqual({ kind: 'redirect', to: '/user?hl=en', clearGuard: null });
  });

  it('sends logged-out users to the login page and clears that guard', () => {
    expect(decide('/user/tags')).toEqual({ kind: 'redirect', to: '/auth/login', clearGuard: 'user' });
    expect(decide('/iframe', { user: expired })).toEqual({ kind: 'redirect', to: '/auth/login', clearGuard: 'user' });
    expect(decide('/shopify/installed')).toEqual({ kind: 'redirect', to: '/auth/login', clearGuard: 'user' });
    expect(decide('/lite')).toEqual({ kind: 'redirect', to: '/lite/auth/login', clearGuard: 'user' });
    expect(decide('/admin/admins')).toEqual({ kind: 'redirect', to: '/admin/auth/login', clearGuard: 'admin' });
  });

  it('treats expiry equal to now as logged out', () => {
    const edge: TAuthState = { token: 't', expiredTime: NOW / 1000, lastPage: null };
    expect(decide('/user', { user: edge }).kind).toBe('redirect');
  });

  it('keeps guards separate', () => {
    expect(decide('/admin', { user: valid() }).kind).toBe('redirect');
    expect(decide('/user', { admin: valid() }).kind).toBe('redirect');
  });

  it('allows protected routes when logged in and saves the last page', () => {
    expect(decide('/user/tags', { user: valid() })).toEqual({ kind: 'allow', saveLastPageFor: 'user' });
    expect(decide('/admin', { admin: valid() })).toEqual({ kind: 'allow', saveLastPageFor: 'admin' });
  });

  it('does not save the last page when a token query parameter is present', () => {
    expect(decide('/user?token=abc', { user: valid(), verifiedQueryToken: 'abc' })).toEqual({
      kind: 'allow',
      saveLastPageFor: null,
    });
    expect(decide('/admin?token=abc', { admin: valid() })).toEqual({ kind: 'allow', saveLastPageFor: null });
  });

  it('verifies a new query token before anything else on user routes', () => {
    expect(decide('/user?token=abc')).toEqual({ kind: 'verify-token', token: 'abc' });
    expect(decide('/iframe?token=abc', { user: valid() })).toEqual({ kind: 'verify-token', token: 'abc' });
    expect(decide('/marketing?token=abc')).toEqual({ kind: 'verify-token', token: 'abc' });
  });

  it('lets /marketing through without a token', () => {
    expect(decide('/marketing')).toEqual({ kind: 'allow', saveLastPageFor: null });
  });

  it('redirects auth routes to the last page or the home of that guard when logged in', () => {
    expect(decide('/auth/login', { user: valid('/user/segments') })).toEqual({
      kind: 'redirect',
      to: '/user/segments',
      clearGuard: null,
    });
    expect(decide('/auth/register', { user: valid() })).toEqual({ kind: 'redirect', to: '/user', clearGuard: null });
    expect(decide('/admin/auth/login', { admin: valid() })).toEqual({
      kind: 'redirect',
      to: '/admin',
      clearGuard: null,
    });
    expect(decide('/lite/auth/login', { user: valid() })).toEqual({ kind: 'redirect', to: '/user', clearGuard: null });
  });

  it('allows auth routes when logged out, and public paths always', () => {
    for (const path of [
      '/auth/login',
      '/admin/auth/login',
      '/lite/auth/login',
      '/post/block/1/2/3',
      '/satisfaction/x',
      '/kvkk',
      '/nope',
    ]) {
      expect(decide(path)).toEqual({ kind: 'allow', saveLastPageFor: null });
    }
  });

  it('keeps the verification pages open for logged-in users', () => {
    expect(decide('/auth/user-verification?token=x', { user: valid() }).kind).toBe('allow');
    expect(decide('/auth/domain-verification', { user: valid() }).kind).toBe('allow');
  });

  it('sends a refused query token to the login page, and on the store-partner pages to the expired-link page', () => {
    expect(tokenFailurePath('/iframe/report')).toBe('/auth/login');
    expect(tokenFailurePath('/user')).toBe('/auth/login');
    expect(tokenFailurePath('/marketing')).toBe('/marketing?link=expired');
    expect(tokenFailurePath('/marketing/iys-configuration')).toBe('/marketing?link=expired');
    // The session a verified token started has ended since.
    expect(decide('/marketing?token=abc', { user: expired, verifiedQueryToken: 'abc' })).toEqual({
      kind: 'redirect',
      to: '/marketing?link=expired',
      clearGuard: 'user',
    });
  });
});
