import { DEFAULT_THEME, darken, lighten, luminance, mergeMantineTheme } from '@mantine/core';
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

describe('the readable colour search', () => {
  // The search as first written, on Mantine's colour strings: the numeric one must pick the same colours.
  function readableOnStrings(color: string, background: string): string {
    const onDark = luminance(background) < 0.18;
    for (let step = 0; step <= 20; step++) {
      const candidate = step === 0 ? color : (onDark ? lighten : darken)(color, step * 0.05);
      if (contrastRatio(candidate, background) >= 4.6) return candidate;
    }
    return onDark ? '#ffffff' : '#000000';
  }

  it('gives the same colour as darkening and lightening the strings, for every shade', () => {
    const backgrounds = [
      '#ffffff',
      '#f8f9fa',
      '#f1f3f5',
      DEFAULT_THEME.colors.dark[6],
      '#242424',
      'rgb(230, 236, 250)',
    ];
    for (const shades of Object.values(DEFAULT_THEME.colors)) {
      for (const color of shades) {
        for (const background of backgrounds) {
          expect(readableOn(color, background), `${color} on ${background}`).toBe(readableOnStrings(color, background));
        }
      }
    }
  });

  it('works the variables out once per theme', () => {
    const merged = mergeMantineTheme(DEFAULT_THEME, theme);
    expect(accessibleColors(merged)).toBe(accessibleColors(merged));
  });
});
