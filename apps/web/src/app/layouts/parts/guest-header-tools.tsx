import { Group } from '@mantine/core';
import { DarkModeToggle } from './dark-mode-toggle';
import { LanguageSwitch } from './language-switch';

// The logged-out header: no release notes or profile menu, so the login and register pages load neither.
export function GuestHeaderTools() {
  return (
    <Group gap="sm" wrap="nowrap">
      <LanguageSwitch />
      <DarkModeToggle />
    </Group>
  );
}
