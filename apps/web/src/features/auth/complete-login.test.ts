import { describe, expect, it } from 'vitest';
import { landingPath } from './complete-login';

describe('landingPath', () => {
  it('goes to the last visited page, else home', () => {
    expect(landingPath('/user/tags', '/user')).toBe('/user/tags');
    expect(landingPath(null, '/user')).toBe('/user');
  });

  it('keeps the lite login in the lite area', () => {
    expect(landingPath('/user/tags', '/lite')).toBe('/lite');
    expect(landingPath('/lite/sending-form', '/lite')).toBe('/lite/sending-form');
    expect(landingPath('/literature', '/lite')).toBe('/lite');
    expect(landingPath(null, '/lite')).toBe('/lite');
  });
});
