import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, routePattern } from './page-html';
import { allowInlineScripts } from './security-headers';

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

describe('inline scripts', () => {
  it('are allowed by their hashes and no other inline script is', () => {
    const html = '<head><script>var a=1</script><script type="module" src="/assets/x.js"></script></head>';
    const hashes = inlineScriptHashes(html);
    expect(hashes).toEqual([`sha256-${createHash('sha256').update('var a=1').digest('base64')}`]);
    const policy = "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline'";
    expect(allowInlineScripts(policy, hashes)).toBe(
      `default-src 'self';script-src 'self' '${hashes[0]}';style-src 'self' 'unsafe-inline'`,
    );
    expect(allowInlineScripts(policy, [])).toBe(policy);
  });
});
