import type { TApiCall } from '../lib/api/api-url';
import { dashboardFirstCalls } from '../features/dashboard/first-calls';
import { membersFirstCalls } from '../features/members/first-calls';

// The signed-in layout's own first call: the header's unread release notes mark (release-notes/api.ts).
const LAYOUT_CALLS: TApiCall[] = [{ path: 'user/release-notes/unread' }];

// The pages whose first API calls start with the page's HTML: the dashboard every login lands on and the
// members list, the pages a shop owner opens most.
const PAGES: { path: string; calls: (url: URL) => TApiCall[] }[] = [
  { path: '/user', calls: () => [...dashboardFirstCalls(), ...LAYOUT_CALLS] },
  { path: '/user/members', calls: (url) => [...membersFirstCalls(url), ...LAYOUT_CALLS] },
];

// The page's first calls by its address, matched as the router does (any case, a trailing slash).
export function earlyCallsOf(url: URL): TApiCall[] {
  const pathname = url.pathname.replace(/\/+$/, '').toLowerCase();
  return PAGES.find((page) => page.path === pathname)?.calls(url) ?? [];
}
