import { describe, expect, it } from 'vitest';
import { maskCoupon, pickSector, urlRulesHold } from './targeting';

describe('widget targeting rules', () => {
  it('holds every URL rule (contains, not contains, equals, starts with), case-insensitively', () => {
    const url = 'https://shop.example.com/Kategori/elbise?page=2';
    expect(urlRulesHold([], url)).toBe(true);
    expect(urlRulesHold([{ operator: 'contains', value: '/kategori/' }], url)).toBe(true);
    expect(urlRulesHold([{ operator: 'not_contains', value: 'sepet' }], url)).toBe(true);
    expect(urlRulesHold([{ operator: 'starts_with', value: 'https://shop.example.com/kat' }], url)).toBe(true);
    expect(urlRulesHold([{ operator: 'equals', value: 'https://shop.example.com/' }], 'https://shop.example.com')).toBe(
      true,
    );
    expect(
      urlRulesHold(
        [
          { operator: 'contains', value: 'kategori' },
          { operator: 'not_contains', value: 'elbise' },
        ],
        url,
      ),
    ).toBe(false);
  });

  it('picks sectors by cumulative percentage and never a 0 % sector', () => {
    const p = [10, 0, 60, 30];
    expect(pickSector(p, 0)).toBe(0);
    expect(pickSector(p, 0.0999)).toBe(0);
    expect(pickSector(p, 0.1)).toBe(2);
    expect(pickSector(p, 0.6999)).toBe(2);
    expect(pickSector(p, 0.7)).toBe(3);
    expect(pickSector(p, 0.999999)).toBe(3);
    expect(pickSector([50, 50, 0], 0.9999999999)).toBe(1);
  });

  it('masks a coupon code to its first and last two characters', () => {
    expect(maskCoupon('KIS2026ABCD')).toBe('KI*******CD');
    expect(maskCoupon('AB12')).toBe('****');
  });
});
