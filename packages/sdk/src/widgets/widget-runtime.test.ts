import { describe, expect, it } from 'vitest';
import { seenAllows } from './widget-runtime';
import type { PublicWidget } from './widget.types';

const widget = (frequencyMs: number | null) => ({ id: 7, frequencyMs }) as PublicWidget;
const HOUR = 3_600_000;

describe("this browser's widget frequency", () => {
  it('shows an unseen widget, then waits the frequency; "never again" and a conversion hide it for good', () => {
    const now = 10 * HOUR;
    expect(seenAllows(widget(HOUR), {}, now)).toBe(true);
    expect(seenAllows(widget(3 * HOUR), { 7: { v: now - HOUR } }, now)).toBe(false);
    expect(seenAllows(widget(3 * HOUR), { 7: { v: now - 3 * HOUR } }, now)).toBe(true);
    expect(seenAllows(widget(0), { 7: { v: now } }, now)).toBe(true);
    expect(seenAllows(widget(null), { 7: { v: now - 100 * HOUR } }, now)).toBe(false);
    expect(seenAllows(widget(0), { 7: { c: now - 100 * HOUR } }, now)).toBe(false);
  });
});
