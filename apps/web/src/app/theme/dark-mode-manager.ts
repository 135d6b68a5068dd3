import type { MantineColorSchemeManager } from '@mantine/core';
import { parseDarkModeQuery, parseDarkModeValue } from '../../lib/env/dark-mode';
import { local } from '../../lib/storage/browser-storage';
import { STORAGE_KEYS } from '../../lib/storage/storage-keys';

// Mantine's colour scheme persisted as SPEC's `darkMode` (true/false) rather than Mantine's own key.
export function darkModeColorSchemeManager(): MantineColorSchemeManager {
  return {
    get: (defaultValue) => {
      const stored = parseDarkModeValue(local.getItem(STORAGE_KEYS.darkMode));
      if (stored === null) return defaultValue;
      return stored ? 'dark' : 'light';
    },
    set: (value) => local.setItem(STORAGE_KEYS.darkMode, value === 'dark' ? 'true' : 'false'),
    subscribe: () => undefined,
    unsubscribe: () => undefined,
    clear: () => local.removeItem(STORAGE_KEYS.darkMode),
  };
}

// Applies ?darkMode= / ?darkmode= before the first render so the first paint is already right.
export function persistDarkModeFromQuery(search: string): boolean | null {
  const value = parseDarkModeQuery(search);
  if (value !== null) local.setItem(STORAGE_KEYS.darkMode, value ? 'true' : 'false');
  return value;
}
