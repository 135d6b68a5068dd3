import { describe, expect, it } from 'vitest';
import { tokenFromScriptSrc } from './script-config.reader';

// A platform-installed tag (a Shopify ScriptTag has no attributes) carries the SDK token in its src.
describe('tokenFromScriptSrc', () => {
  it('reads ?token= of the SDK script only', () => {
    expect(tokenFromScriptSrc('https://ulak.example.com/ulak.js?token=abc_123')).toBe('abc_123');
    expect(tokenFromScriptSrc('https://ulak.example.com/ulak.min.js?v=2&token=a%2Bb#x')).toBe('a+b');
    expect(tokenFromScriptSrc('https://ulak.example.com/ulak.js')).toBeNull();
    expect(tokenFromScriptSrc('https://cdn.example.com/other.js?token=abc')).toBeNull();
  });
});
