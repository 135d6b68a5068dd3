import { describe, expect, it } from 'vitest';
import { applicationIdFromCode, parseDomains } from './snippet';

describe('parseDomains', () => {
  it('splits on lines, commas and spaces and drops repeats', () => {
    expect(parseDomains('shop.com, www.shop.com\n\nshop.com  other.com.tr')).toEqual([
      'shop.com',
      'www.shop.com',
      'other.com.tr',
    ]);
  });
  it('is empty for blank text', () => {
    expect(parseDomains('  \n ')).toEqual([]);
  });
});

describe('applicationIdFromCode', () => {
  it('reads positive integers only', () => {
    expect(applicationIdFromCode('12')).toBe(12);
    expect(applicationIdFromCode('abc')).toBeNull();
    expect(applicationIdFromCode('0')).toBeNull();
    expect(applicationIdFromCode(undefined)).toBeNull();
  });
});
