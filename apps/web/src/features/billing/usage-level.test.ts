import { describe, expect, it } from 'vitest';
import { usageLevel } from './usage-level';

describe('usageLevel', () => {
  it('warns from 70% and more strongly from 90%', () => {
    expect(usageLevel(699, 1000).level).toBe('ok');
    expect(usageLevel(700, 1000).level).toBe('warn');
    expect(usageLevel(899, 1000).level).toBe('warn');
    expect(usageLevel(900, 1000).level).toBe('danger');
    expect(usageLevel(1200, 1000)).toEqual({ level: 'danger', share: 1 });
    expect(usageLevel(7, 10)).toEqual({ level: 'warn', share: 0.7 });
  });

  it('tells an unlimited and a not included limit apart', () => {
    expect(usageLevel(5_000, null).level).toBe('unlimited');
    expect(usageLevel(0, 0).level).toBe('not_included');
  });
});
