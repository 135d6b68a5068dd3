import { describe, expect, it } from 'vitest';
import { isBotUserAgent } from './bot';
import { parseDarkModeQuery, parseDarkModeValue } from './dark-mode';
import { isFramedContext, readSendingType } from './framed';

describe('dark mode query', () => {
  it.each([
    ['?darkMode=true', true],
    ['?darkMode=1', true],
    ['?darkMode=false', false],
    ['?darkmode=true', true],
    ['?darkmode=1', true],
    ['?darkmode=false', false],
    ['?darkMode=maybe', null],
    ['', null],
    ['?DARKMODE=true', null],
  ])('%s -> %s', (search, expected) => expect(parseDarkModeQuery(search)).toBe(expected));

  it('prefers darkMode over darkmode', () => {
    expect(parseDarkModeQuery('?darkMode=false&darkmode=true')).toBe(false);
  });

  it('parses stored values', () => {
    expect(parseDarkModeValue('true')).toBe(true);
    expect(parseDarkModeValue('false')).toBe(false);
    expect(parseDarkModeValue(null)).toBeNull();
  });
});

describe('framed detection', () => {
  it('is framed inside a frame', () => {
    expect(isFramedContext({ inFrame: true, href: 'https://app/user' })).toBe(true);
  });
  it.each([
    ['https://app/iframe/report', true],
    ['https://app/user?sending_type=sms', true],
    ['https://app/marketing', true],
    ['https://app/user/campaigns', false],
  ])('%s -> %s', (href, expected) => expect(isFramedContext({ inFrame: false, href })).toBe(expected));
});

describe('sending type', () => {
  it('reads sending_type only with iframe=1', () => {
    expect(readSendingType('?iframe=1&sending_type=sms')).toBe('sms');
    expect(readSendingType('?sending_type=sms')).toBeNull();
  });
  it('reads action_type otherwise', () => {
    expect(readSendingType('?action_type=email')).toBe('email');
    expect(readSendingType('?iframe=0&sending_type=sms&action_type=push')).toBe('push');
  });
});

describe('bot detection', () => {
  it.each([
    ['Mozilla/5.0 (compatible; Googlebot/2.1)', true],
    ['Some Crawler', true],
    ['Baiduspider', true],
    ['Mozilla/5.0 (X11; Linux x86_64) Chrome/120', false],
  ])('%s -> %s', (ua, expected) => expect(isBotUserAgent(ua)).toBe(expected));
});
