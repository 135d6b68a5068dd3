import {
  Badge,
  DEFAULT_THEME,
  createTheme,
  darken,
  lighten,
  luminance,
  toRgba,
  type CSSVariablesResolver,
} from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  components: {
    // A status badge shows its whole word ('AKTİF', not 'AK…'): it neither shrinks in a tight table
    // cell nor clips its label.
    Badge: Badge.extend({
      styles: { root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible', textOverflow: 'clip' } },
    }),
  },
});

// WCAG AA asks 4.5:1 for text; a little above it leaves room for rounding in the browser.
const TEXT_CONTRAST = 4.6;

export function contrastRatio(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

// The first darkening of `color` that reads on `background` at AA (a lightening on a dark background).
export function readableOn(color: string, background: string): string {
  const onDark = luminance(background) < 0.18;
  for (let step = 0; step <= 20; step++) {
    const candidate = step === 0 ? color : (onDark ? lighten : darken)(color, step * 0.05);
    if (contrastRatio(candidate, background) >= TEXT_CONTRAST) return candidate;
  }
  return onDark ? '#ffffff' : '#000000';
}

// `color` at `alpha` over white, as the light variants paint their background.
function overWhite(color: string, alpha: number): string {
  const { r, g, b } = toRgba(color);
  const mix = (c: number) => Math.round(255 + (c - 255) * alpha);
  return `rgb(${mix(r)}, ${mix(g)}, ${mix(b)})`;
}

// Mantine's light scheme paints text in shade 6 (links, filled buttons, light badges and alerts,
// dimmed text): several of those fall below 4.5:1. Each is darkened just enough to pass.
export const accessibleColors: CSSVariablesResolver = (t) => {
  const light: Record<string, string> = {};
  const colors = { ...DEFAULT_THEME.colors, ...t.colors };
  for (const [name, shades] of Object.entries(colors)) {
    const base = shades[6];
    const filled = readableOn(base, '#ffffff');
    light[`--mantine-color-${name}-filled`] = filled;
    light[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.1);
    light[`--mantine-color-${name}-light-color`] = readableOn(base, overWhite(base, 0.15));
    light[`--mantine-color-${name}-text`] = readableOn(base, '#f8f9fa');
    light[`--mantine-color-${name}-outline`] = filled;
  }
  const primary = colors[t.primaryColor]?.[6] ?? DEFAULT_THEME.colors.indigo[6];
  light['--mantine-color-anchor'] = readableOn(primary, '#f8f9fa');
  light['--mantine-color-dimmed'] = readableOn(colors.gray[6], '#f1f3f5');
  light['--mantine-color-placeholder'] = readableOn(colors.gray[5], '#ffffff');
  // Field errors (the message and the invalid input's text) are red text on white.
  light['--mantine-color-error'] = readableOn(colors.red[6], '#ffffff');
  // The dark scheme's dimmed text (dark-2) on its cards (dark-6) reads at 3.5:1: lightened just enough.
  const dark = { '--mantine-color-dimmed': readableOn(colors.dark[2], colors.dark[6]) };
  return { variables: {}, light, dark };
};
