import { describe, expect, it } from 'vitest';
import { ageOn } from './member.dto';

describe('ageOn', () => {
  const on = new Date('2026-03-15T12:00:00Z');
  it('counts a birthday only once it has come this year', () => {
    expect(ageOn('1990-03-15', on)).toBe(36);
    expect(ageOn('1990-03-16', on)).toBe(35);
    expect(ageOn('1990-02-28', on)).toBe(36);
    expect(ageOn('1990-12-01', on)).toBe(35);
  });
  it('has no age without a birth date', () => {
    expect(ageOn(null, on)).toBeNull();
    expect(ageOn('', on)).toBeNull();
  });
});
