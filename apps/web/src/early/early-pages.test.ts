import { describe, expect, it } from 'vitest';
import { buildUrl } from '../lib/api/api-url';
import { earlyCallsOf } from './early-pages';

const urls = (address: string) =>
  earlyCallsOf(new URL(address, 'https://app.example')).map((call) => buildUrl(call.path, call.query));

describe('earlyCallsOf', () => {
  it('names the members page’s list as its address filters it, its summary and the header’s mark', () => {
    expect(urls('/user/members?status=blocked&sort=name&order=asc&page=3')).toEqual([
      '/api/v1/members?blocked=true&sort=name&order=asc&page=3&perPage=20',
      '/api/v1/members/summary',
      '/api/v1/user/release-notes/unread',
    ]);
  });

  it('leaves out the list while the search is too short to run', () => {
    expect(urls('/user/members?search=a')).toEqual(['/api/v1/members/summary', '/api/v1/user/release-notes/unread']);
  });

  it('names the dashboard’s calls, matching the address as the router does', () => {
    const dashboard = [
      '/api/v1/user/profile',
      '/api/v1/onboarding',
      '/api/v1/dashboard/suggestions',
      '/api/v1/dashboard/stats?range=30d',
      '/api/v1/applications',
      '/api/v1/user/release-notes/unread',
    ];
    expect(urls('/user')).toEqual(dashboard);
    expect(urls('/USER/')).toEqual(dashboard);
  });

  it('names nothing for other pages', () => {
    expect(urls('/user/tags')).toEqual([]);
    expect(urls('/user/member/5')).toEqual([]);
    expect(urls('/auth/login')).toEqual([]);
  });
});
