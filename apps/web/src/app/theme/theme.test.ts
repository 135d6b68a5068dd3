import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { accessibleColors, contrastRatio, readableOn, theme } from './theme';

describe('theme colours', () => {
  const light = accessibleColors(mergeMantineTheme(DEFAULT_THEME, theme)).light;

  it('darkens the shades that fell below WCAG AA just enough', () => {
    // The three the audit found: grey text 3.32:1, blue links and buttons 4.32:1, a yellow alert title.
    expect(contrastRatio('#868e96', '#ffffff')).toBeLessThan(4.5);
    expect(contrastRatio(light['--mantine-color-dimmed'] ?? '', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(light['--mantine-color-anchor'] ?? '', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(light['--mantine-color-indigo-filled'] ?? '', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(light['--mantine-color-yellow-light-color'] ?? '', '#fff9db')).toBeGreaterThanOrEqual(4.5);
    // A colour that already passes stays as it is.
    expect(readableOn('#1a1b1e', '#ffffff')).toBe('#1a1b1e');
  });

  it("lightens the dark scheme's dimmed text until it reads on a dark card", () => {
    const dark = accessibleColors(mergeMantineTheme(DEFAULT_THEME, theme)).dark;
    expect(contrastRatio(DEFAULT_THEME.colors.dark[2], DEFAULT_THEME.colors.dark[6])).toBeLessThan(4.5);
    expect(contrastRatio(dark['--mantine-color-dimmed'] ?? '', DEFAULT_THEME.colors.dark[6])).toBeGreaterThanOrEqual(
      4.5,
    );
    expect(readableOn('#ffffff', '#242424')).toBe('#ffffff');
  });

  it('makes every light badge, alert and filled button readable', () => {
    for (const name of Object.keys(DEFAULT_THEME.colors)) {
      expect(contrastRatio(light[`--mantine-color-${name}-filled`] ?? '', '#ffffff'), name).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(light[`--mantine-color-${name}-light-color`] ?? '', '#ffffff'), name).toBeGreaterThanOrEqual(
        4.5,
      );
    }
  });
});
