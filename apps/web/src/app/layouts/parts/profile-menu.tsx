import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconLogout, IconPackage, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLogout } from '../../../features/auth/hooks/use-logout';
import { readProfile } from '../../../lib/session/session-profile';
import { local } from '../../../lib/storage/browser-storage';
import { STORAGE_KEYS } from '../../../lib/storage/storage-keys';

export function ProfileMenu({ area, loginPath }: { area: 'user' | 'admin'; loginPath?: string }) {
  const { t } = useTranslation();
  const logout = useLogout(area, loginPath);
  const profile = readProfile(local, area === 'admin' ? STORAGE_KEYS.adminProfile : STORAGE_KEYS.profile);
  const fullName = `${profile.name} ${profile.surname}`.trim() || profile.email || t('header.account');
  const initials = `${profile.name.charAt(0)}${profile.surname.charAt(0)}`.toUpperCase() || 'U';
  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        {/* Named by its content (the name as it reads, then what it opens), not by a label that differs (WCAG 2.5.3). */}
        <UnstyledButton data-testid="profile-menu">
          <Group gap="xs" wrap="nowrap">
            <Avatar radius="xl" size="sm" color="indigo" aria-hidden>
              {initials}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="sm">
              {fullName}
            </Text>
            <VisuallyHidden>{t('header.profile_menu')}</VisuallyHidden>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {area === 'user' ? (
          <>
            <Menu.Label>{t('header.packet', { packet: profile.packet })}</Menu.Label>
            <Menu.Item component={Link} to="/user/profile" leftSection={<IconUser size={16} />}>
              {t('nav.profile')}
            </Menu.Item>
            <Menu.Item component={Link} to="/user/profile/packets" leftSection={<IconPackage size={16} />}>
              {t('nav.my_packets')}
            </Menu.Item>
            <Menu.Divider />
          </>
        ) : null}
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} />}
          data-testid="logout"
          onClick={() => logout.mutate()}
        >
          {t('header.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
