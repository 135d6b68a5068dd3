import { describe, expect, it } from 'vitest';
import { SDK_QUEUE_STUB, applicationIdFromCode, buildSdkSnippet, parseDomains } from './snippet';

describe('buildSdkSnippet', () => {
  const tag = '<script async src="https://ulak.example/ulak.js" data-token="ulk_abc"></script>';
  it('puts the queue stub before the script tag', () => {
    expect(buildSdkSnippet(tag)).toBe(`${SDK_QUEUE_STUB}\n${tag}`);
  });
  it('does not add the stub twice', () => {
    const full = buildSdkSnippet(tag);
    expect(buildSdkSnippet(full)).toBe(full);
  });
});

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
