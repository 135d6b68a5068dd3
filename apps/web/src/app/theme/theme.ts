import {
  DEFAULT_THEME,
  createTheme,
  darken,
  luminance,
  toRgba,
  type CSSVariablesResolver,
  type MantineTheme,
} from '@mantine/core';
import { cachedVariantColors } from './variant-colors';

export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  variantColorResolver: cachedVariantColors,
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  // Plain objects, not `Badge.extend(...)`: naming a component here would put its code (and for Combobox, the
  // popover and its positioning library) in the entry script every page loads first.
  components: {
    // A status badge shows its whole word ('AKTİF', not 'AK…'): it neither shrinks in a tight table
    // cell nor clips its label.
    // Classes (app.css) rather than inline styles: a members page draws over a hundred badges.
    Badge: { classNames: { root: 'ulak-badge', label: 'ulak-badge-label' } },
    // A closed select's options are not kept in the page: Mantine keeps them mounted by default, which drew every
    // option of every select on the page and positioned each hidden dropdown while the page first rendered
    // (members page: eight selects, a forced style and layout of the whole page in the first commit). They are
    // drawn when the dropdown opens, as the screen reader meets them.
    Combobox: { defaultProps: { keepMounted: false } },
    // A wide table scrolls sideways in a plain overflow box with the browser's own scrollbar. Mantine's default
    // wraps it in a ScrollArea, whose scrollbars measure the table and set their state as it mounts: a second,
    // synchronous render of the page inside the commit that draws the members list's rows.
    TableScrollContainer: { defaultProps: { type: 'native' } },
  },
});

// WCAG AA asks 4.5:1 for text; a little above it leaves room for rounding in the browser.
const TEXT_CONTRAST = 4.6;

// The colour search below runs on numbers (Mantine's darken and lighten, rounded the same way): going through
// colour strings parsed the same hex a few thousand times in the first render of every page.
type TRgb = readonly [number, number, number];

function rgbOf(color: string): TRgb {
  const { r, g, b } = toRgba(color);
  return [r, g, b];
}

function rgbLuminance([r, g, b]: TRgb): number {
  const linear = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function ratioOf(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

export function contrastRatio(a: string, b: string): number {
  return ratioOf(luminance(a), luminance(b));
}

// The first darkening of `color` that reads on `background` at AA (a lightening on a dark background).
export function readableOn(color: string, background: string): string {
  const back = rgbLuminance(rgbOf(background));
  const onDark = back < 0.18;
  const base = rgbOf(color);
  for (let step = 0; step <= 20; step++) {
    const alpha = step * 0.05;
    const shift = (c: number) => Math.round(onDark ? c + (255 - c) * alpha : c * (1 - alpha));
    const candidate: TRgb = [shift(base[0]), shift(base[1]), shift(base[2])];
    if (ratioOf(rgbLuminance(candidate), back) >= TEXT_CONTRAST) {
      return step === 0 ? color : `rgba(${candidate.join(', ')}, 1)`;
    }
  }
  return onDark ? '#ffffff' : '#000000';
}

// `color` at `alpha` over white, as the light variants paint their background.
function overWhite(color: string, alpha: number): string {
  const [r, g, b] = rgbOf(color);
  const mix = (c: number) => Math.round(255 + (c - 255) * alpha);
  return `rgb(${mix(r)}, ${mix(g)}, ${mix(b)})`;
}

// Mantine asks for the variables on every render of its provider; the theme does not change, so they are
// worked out once per theme.
const resolved = new WeakMap<MantineTheme, ReturnType<CSSVariablesResolver>>();

// Mantine's light scheme paints text in shade 6 (links, filled buttons, light badges and alerts,
// dimmed text): several of those fall below 4.5:1. Each is darkened just enough to pass.
export const accessibleColors: CSSVariablesResolver = (t) => {
  const known = resolved.get(t);
  if (known) return known;
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
  const result = { variables: {}, light, dark };
  resolved.set(t, result);
  return result;
};
