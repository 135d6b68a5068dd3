import { describe, expect, it } from 'vitest';
import {
  isSuppressed,
  needsEmailSettingsPrompt,
  shouldCheckAccountVerification,
  shouldCheckEmailSettings,
  suppressUntil,
} from './prompt-rules';

const NOW = 1_700_000_000_000;

describe('prompt suppression', () => {
  it('suppresses for 24 hours', () => {
    const until = suppressUntil(NOW);
    expect(Number(until)).toBe(NOW + 86_400_000);
    expect(isSuppressed(until, NOW + 86_399_999)).toBe(true);
    expect(isSuppressed(until, NOW + 86_400_000)).toBe(false);
    expect(isSuppressed(null, NOW)).toBe(false);
    expect(isSuppressed('garbage', NOW)).toBe(false);
  });
});

describe('account verification prompt', () => {
  const base = { pathname: '/user', loggedIn: true, suppression: null, nowMs: NOW };
  it('runs on /user paths when not suppressed', () => {
    expect(shouldCheckAccountVerification(base)).toBe(true);
    expect(shouldCheckAccountVerification({ ...base, pathname: '/user/widget-v2' })).toBe(true);
  });
  it('skips other paths, logged-out users and suppressed periods', () => {
    expect(shouldCheckAccountVerification({ ...base, pathname: '/admin' })).toBe(false);
    expect(shouldCheckAccountVerification({ ...base, pathname: '/username' })).toBe(false);
    expect(shouldCheckAccountVerification({ ...base, loggedIn: false })).toBe(false);
    expect(shouldCheckAccountVerification({ ...base, suppression: String(NOW + 1) })).toBe(false);
  });
});

describe('email settings prompt', () => {
  const base = { pathname: '/user/campaigns', loggedIn: true, framed: false, suppression: null, nowMs: NOW };
  it('runs on /user paths, logged in, not framed', () => {
    expect(shouldCheckEmailSettings(base)).toBe(true);
  });
  it('skips framed pages, /widget paths and suppressed periods', () => {
    expect(shouldCheckEmailSettings({ ...base, framed: true })).toBe(false);
    expect(shouldCheckEmailSettings({ ...base, pathname: '/user/widget-v2' })).toBe(false);
    expect(shouldCheckEmailSettings({ ...base, pathname: '/user/widgets/3' })).toBe(false);
    expect(shouldCheckEmailSettings({ ...base, loggedIn: false })).toBe(false);
    expect(shouldCheckEmailSettings({ ...base, suppression: String(NOW + 5) })).toBe(false);
  });
  it('prompts when settings are missing or not verified', () => {
    expect(needsEmailSettingsPrompt(null)).toBe(true);
    expect(needsEmailSettingsPrompt(undefined)).toBe(true);
    expect(needsEmailSettingsPrompt({ verify: 'Pending' })).toBe(true);
    expect(needsEmailSettingsPrompt({ verify: 'Success' })).toBe(false);
  });
});
