import { Group } from '@mantine/core';
import { ReleaseNotesBell } from '../../../features/release-notes/components/release-notes-bell';
import { DarkModeToggle } from './dark-mode-toggle';
import { LanguageSwitch } from './language-switch';
import { ProfileMenu } from './profile-menu';

// The logged-in header (the logged-out pages use GuestHeaderTools).
export function HeaderTools({ area, loginPath }: { area: 'user' | 'admin'; loginPath?: string }) {
  return (
    <Group gap="sm" wrap="nowrap">
      {area === 'user' ? <ReleaseNotesBell /> : null}
      <LanguageSwitch />
      <DarkModeToggle />
      <ProfileMenu area={area} loginPath={loginPath} />
    </Group>
  );
}
