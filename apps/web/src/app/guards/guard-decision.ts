import { isLoggedIn, type TAuthState } from '../../lib/session/auth-state';
import { HOME_PATHS, LOGIN_PATHS, type TGuard } from '../../lib/session/guard-keys';
import { classifyPath } from './path-area';

export type TGuardDecision =
  | { kind: 'allow'; saveLastPageFor: TGuard | null }
  | { kind: 'redirect'; to: string; clearGuard: TGuard | null }
  | { kind: 'verify-token'; token: string };

export type TGuardInput = {
  pathname: string;
  search: string;
  user: TAuthState;
  admin: TAuthState;
  nowMs: number;
  // A query token already turned into a session in this tab (one-time tokens cannot be verified twice).
  verifiedQueryToken: string | null;
};

// Where a refused query token leads (SPEC §4: the login page). The store-partner pages show what happened
// and what to do instead (also when the session their token started has ended): a login form in a small
// partner frame is a dead end.
export const MARKETING_LINK_EXPIRED_PATH = '/marketing?link=expired';

const allow = (saveLastPageFor: TGuard | null = null): TGuardDecision => ({ kind: 'allow', saveLastPageFor });

function protectedRoute(
  guard: TGuard,
  state: TAuthState,
  input: TGuardInput,
  loginPath: string,
  hasToken: boolean,
): TGuardDecision {
  if (!isLoggedIn(state, input.nowMs)) return { kind: 'redirect', to: loginPath, clearGuard: guard };
  return allow(hasToken ? null : guard);
}

function authRoute(guard: TGuard, state: TAuthState, input: TGuardInput): TGuardDecision {
  if (!isLoggedIn(state, input.nowMs)) return allow();
  return { kind: 'redirect', to: state.lastPage ?? HOME_PATHS[guard], clearGuard: null };
}

// SPEC §2 guard table and §4 login rules, as a pure function of the path and the stored state.
export function decideGuard(input: TGuardInput): TGuardDecision {
  const query = new URLSearchParams(input.search);
  const queryToken = query.get('token');
  const hasToken = Boolean(queryToken);
  const needsVerification = Boolean(queryToken) && queryToken !== input.verifiedQueryToken;
  const area = classifyPath(input.pathname);

  switch (area) {
    case 'root':
      return { kind: 'redirect', to: `/user${input.search}`, clearGuard: null };
    case 'admin-auth':
      return authRoute('admin', input.admin, input);
    case 'admin':
      return protectedRoute('admin', input.admin, input, LOGIN_PATHS.admin, hasToken);
    case 'lite-auth':
      return authRoute('user', input.user, input);
    case 'lite':
      if (needsVerification && queryToken) return { kind: 'verify-token', token: queryToken };
      return protectedRoute('user', input.user, input, '/lite/auth/login', hasToken);
    case 'auth':
      return authRoute('user', input.user, input);
    case 'user':
      if (needsVerification && queryToken) return { kind: 'verify-token', token: queryToken };
      return protectedRoute('user', input.user, input, LOGIN_PATHS.user, hasToken);
    case 'marketing':
      if (!queryToken) return allow();
      if (needsVerification) return { kind: 'verify-token', token: queryToken };
      return protectedRoute('user', input.user, input, MARKETING_LINK_EXPIRED_PATH, true);
    case 'auth-open':
    case 'member':
    case 'other':
      return allow();
  }
}

export function tokenFailurePath(pathname: string): string {
  return classifyPath(pathname) === 'marketing' ? MARKETING_LINK_EXPIRED_PATH : LOGIN_PATHS.user;
}
