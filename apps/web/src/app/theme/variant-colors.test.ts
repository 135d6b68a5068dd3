import { DEFAULT_THEME, defaultVariantColorsResolver, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';
import { cachedVariantColors } from './variant-colors';

describe('cached variant colours', () => {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);

  it('gives what Mantine gives, for each variant and colour', () => {
    for (const variant of ['filled', 'light', 'outline', 'subtle', 'default', 'transparent', 'white']) {
      for (const color of ['teal', 'gray', 'red.7', '#123456', 'dimmed']) {
        for (const autoContrast of [undefined, true]) {
          const input = { theme: merged, variant, color, autoContrast };
          expect(cachedVariantColors(input), `${variant} ${color}`).toEqual(defaultVariantColorsResolver(input));
        }
      }
    }
  });

  it('works a colour out once per theme', () => {
    const input = { theme: merged, variant: 'light', color: 'teal' };
    expect(cachedVariantColors(input)).toBe(cachedVariantColors({ ...input }));
    const other = mergeMantineTheme(DEFAULT_THEME, { ...theme, primaryColor: 'teal' });
    expect(cachedVariantColors({ ...input, theme: other })).not.toBe(cachedVariantColors(input));
  });

  it('leaves gradients to Mantine', () => {
    const input = { theme: merged, variant: 'gradient', color: 'teal', gradient: { from: 'red', to: 'blue', deg: 45 } };
    expect(cachedVariantColors(input)).toEqual(defaultVariantColorsResolver(input));
    expect(cachedVariantColors(input)).not.toBe(cachedVariantColors(input));
  });
});
