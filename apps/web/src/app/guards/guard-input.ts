import { readAuthState } from '../../lib/session/auth-state';
import { local, session } from '../../lib/storage/browser-storage';
import { decideGuard, type TGuardInput } from './guard-decision';

// A one-time query token this tab has already turned into a session (session storage).
export const VERIFIED_TOKEN_KEY = 'verified_query_token';

// What the guard decides on: the address and the sessions in storage, now. Kept apart from the loader (which
// reaches the API to verify a query token) so the early requests script can ask the guard too.
export function guardInput(url: URL): TGuardInput {
  return {
    pathname: url.pathname,
    search: url.search,
    user: readAuthState(local, 'user'),
    admin: readAuthState(local, 'admin'),
    nowMs: Date.now(),
    verifiedQueryToken: session.getItem(VERIFIED_TOKEN_KEY),
  };
}

// Whether the guard lets this navigation through as things stand (no token to verify, no redirect): a page's
// first queries start early only then, never for a visitor about to be sent to a login page.
export function guardAllows(url: URL): boolean {
  return decideGuard(guardInput(url)).kind === 'allow';
}
