import { describe, expect, it } from 'vitest';
import { abVariant, chanceBBeatsA, normalCdf } from './ab-test';

const ab = (split: number) => ({
  enabled: true,
  split,
  metric: 'conversion' as const,
  texts: { tr: { title: 'B', description: '', buttonText: '', consentText: '', successText: '' } },
  style: null,
});

describe('widget A/B test', () => {
  it('splits 10,000 devices within ±3% of the split, the same device always alike', () => {
    for (const split of [10, 50, 80]) {
      const widget = { id: 42, abTest: ab(split) };
      let b = 0;
      for (let k = 0; k < 10_000; k++) if (abVariant(widget, `device-${k}`) === 'B') b++;
      expect(Math.abs(b / 100 - split)).toBeLessThanOrEqual(3);
      expect(abVariant(widget, 'device-7')).toBe(abVariant(widget, 'device-7'));
    }
    expect(abVariant({ id: 42, abTest: null }, 'device-1')).toBe('A');
    expect(abVariant({ id: 42, abTest: { ...ab(99), enabled: false } }, 'device-1')).toBe('A');
  });

  it('gives the chance that B beats A, none with too little data', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 6);
    expect(normalCdf(1.96)).toBeCloseTo(0.975, 3);
    expect(normalCdf(-1.96)).toBeCloseTo(0.025, 3);
    expect(chanceBBeatsA({ viewers: 29, conversions: 1 }, { viewers: 500, conversions: 50 })).toBeNull();
    expect(chanceBBeatsA({ viewers: 1000, conversions: 50 }, { viewers: 1000, conversions: 80 })).toBeGreaterThan(0.99);
    expect(chanceBBeatsA({ viewers: 1000, conversions: 80 }, { viewers: 1000, conversions: 50 })).toBeLessThan(0.01);
    expect(chanceBBeatsA({ viewers: 100, conversions: 0 }, { viewers: 100, conversions: 0 })).toBe(0.5);
  });
});
