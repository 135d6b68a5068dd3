import { describe, expect, it } from 'vitest';
import { routePattern } from './page-html';

describe('routePattern', () => {
  it('matches a React Router path as the router does', () => {
    const member = routePattern('/user/member/:id').pattern;
    expect(member.test('/user/member/42')).toBe(true);
    expect(member.test('/user/member/42/')).toBe(true);
    expect(member.test('/User/Member/42')).toBe(true);
    expect(member.test('/user/member')).toBe(false);
    expect(member.test('/user/member/42/x')).toBe(false);
    expect(routePattern('/user/widgets/:id?').pattern.test('/user/widgets')).toBe(true);
    expect(routePattern('/docs/*').pattern.test('/docs/a/b')).toBe(true);
    expect(routePattern('/user/a.b').pattern.test('/user/aXb')).toBe(false);
  });

  it('ranks a path by its static segments, so /user/automation/set/:id beats /user/automation/:code', () => {
    expect(routePattern('/user/automation/set/:id').rank).toBeGreaterThan(routePattern('/user/automation/:code').rank);
  });
});
