import { describe, expect, it } from 'vitest';
import { isSwipeDismiss } from './swipe-rules';

describe('toast swipe', () => {
  it('dismisses past 45 px either way', () => {
    expect(isSwipeDismiss(44)).toBe(false);
    expect(isSwipeDismiss(45)).toBe(true);
    expect(isSwipeDismiss(-60)).toBe(true);
  });
});
