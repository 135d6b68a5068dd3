import { describe, expect, it } from 'vitest';
import { safeHttpUrl, ZHttpUrl } from './urls';

describe('http(s) URLs only', () => {
  it('refuses script, data and other schemes on input and at render', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      'ftp://a.com/x',
      '/relative',
    ]) {
      expect(ZHttpUrl.safeParse(bad).success, bad).toBe(false);
      expect(safeHttpUrl(bad), bad).toBeNull();
    }
    expect(ZHttpUrl.parse(' https://kargo.example.com/t?no=1 ')).toBe('https://kargo.example.com/t?no=1');
    expect(safeHttpUrl('http://shop.example.com/a')).toBe('http://shop.example.com/a');
  });
});
