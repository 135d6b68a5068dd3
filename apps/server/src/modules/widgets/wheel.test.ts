import { describe, expect, it } from 'vitest';
import { drawSector } from './wheel.service';

describe('the wheel draw', () => {
  it('lands on each sector within ±2 points of its win percentage over 10,000 spins', () => {
    const percentages = [5, 15, 30, 0, 50];
    const hits = percentages.map(() => 0);
    const spins = 10_000;
    for (let i = 0; i < spins; i++) {
      const k = drawSector(percentages);
      hits[k] = (hits[k] ?? 0) + 1;
    }
    percentages.forEach((p, k) => {
      expect(Math.abs(((hits[k] ?? 0) / spins) * 100 - p), `sector ${k}: ${hits[k]}`).toBeLessThanOrEqual(2);
    });
    expect(hits[3]).toBe(0);
  });
});
