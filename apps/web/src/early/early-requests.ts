import { guardAllows } from '../app/guards/guard-input';
import { buildUrl } from '../lib/api/api-url';
import { startEarlyCall } from '../lib/api/early-calls';
import { apiHeaders } from '../lib/api/request-headers';
import { initialLanguage } from '../lib/i18n/initial-language';
import { readAuthState } from '../lib/session/auth-state';
import { local } from '../lib/storage/browser-storage';
import { earlyCallsOf } from './early-pages';

// The early requests script, inline in the page's head (early-requests-plugin.ts): it starts the page's first API
// calls while the HTML is parsed. On a slow connection the data then arrives while the app's code downloads,
// instead of one round trip after it has run. Only for a session the guard lets in; the app's API client takes
// the answers (lib/api/early-calls.ts).
const url = new URL(window.location.href);
const calls = earlyCallsOf(url);
if (calls.length > 0 && guardAllows(url)) {
  const headers = apiHeaders(readAuthState(local, 'user').token, initialLanguage(), 'application/json');
  for (const call of calls) startEarlyCall(buildUrl(call.path, call.query), headers);
}
