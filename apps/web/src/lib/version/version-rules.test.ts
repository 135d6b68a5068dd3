import { describe, expect, it } from 'vitest';
import { isChunkLoadError, isNewerBuild, shouldReloadAfterChunkError } from './version-rules';

describe('version rules', () => {
  it('detects a different build id', () => {
    expect(isNewerBuild('b2', 'b1')).toBe(true);
    expect(isNewerBuild('b1', 'b1')).toBe(false);
    expect(isNewerBuild(undefined, 'b1')).toBe(false);
    expect(isNewerBuild('', 'b1')).toBe(false);
  });

  it('reloads only after a new build was detected, once per 10 s', () => {
    const now = 100_000;
    expect(shouldReloadAfterChunkError({ newVersionDetected: false, lastReloadAt: null, nowMs: now })).toBe(false);
    expect(shouldReloadAfterChunkError({ newVersionDetected: true, lastReloadAt: null, nowMs: now })).toBe(true);
    expect(shouldReloadAfterChunkError({ newVersionDetected: true, lastReloadAt: now - 9_999, nowMs: now })).toBe(
      false,
    );
    expect(shouldReloadAfterChunkError({ newVersionDetected: true, lastReloadAt: now - 10_000, nowMs: now })).toBe(
      true,
    );
  });

  it('recognises chunk load failures', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
