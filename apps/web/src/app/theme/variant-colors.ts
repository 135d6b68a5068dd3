import {
  defaultVariantColorsResolver,
  type MantineTheme,
  type VariantColorResolverResult,
  type VariantColorsResolver,
} from '@mantine/core';

// Mantine works out a badge's, button's or action icon's colours on every render, parsing its colour and computing
// its luminance each time (a 20-row members page draws over a hundred badges). The answer depends only on the
// theme, variant, colour and contrast flag, so it is worked out once for each.
const known = new WeakMap<MantineTheme, Map<string, VariantColorResolverResult>>();

export const cachedVariantColors: VariantColorsResolver = (input) => {
  // Gradients are objects and rare: not worth a key.
  if (input.gradient) return defaultVariantColorsResolver(input);
  let byKey = known.get(input.theme);
  if (!byKey) {
    byKey = new Map();
    known.set(input.theme, byKey);
  }
  const key = `${input.variant}|${input.color ?? ''}|${String(input.autoContrast)}`;
  const cached = byKey.get(key);
  if (cached) return cached;
  const colors = defaultVariantColorsResolver(input);
  byKey.set(key, colors);
  return colors;
};
