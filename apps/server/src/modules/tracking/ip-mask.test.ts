import { describe, expect, it } from 'vitest';
import { maskIp } from './ip-mask';

describe('maskIp', () => {
  it('hides the host part of IPv4 and IPv6 addresses', () => {
    expect(maskIp('203.0.113.57')).toBe('203.0.113.*');
    expect(maskIp('::ffff:10.1.2.3')).toBe('10.1.2.*');
    expect(maskIp('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3:*');
  });

  it('shows nothing of what it cannot read', () => {
    expect(maskIp(null)).toBeNull();
    expect(maskIp('')).toBeNull();
    expect(maskIp('unknown')).toBe('*');
  });
});
