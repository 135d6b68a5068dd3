import { AppShell, Group, NavLink } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { Brand } from './parts/brand';
import { HeaderTools } from './parts/header-tools';

export function LiteLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <AppShell header={{ height: 60 }} padding="lg" data-testid="layout-lite">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="lg" wrap="nowrap">
            <Brand to="/lite" suffix={t('layout.lite_suffix')} />
            <Group gap={4} visibleFrom="sm" wrap="nowrap">
              <NavLink component={Link} to="/lite" label={t('nav.lite_home')} active={pathname === '/lite'} w="auto" />
              <NavLink
                component={Link}
                to="/lite/sending-form"
                label={t('nav.lite_sending_form')}
                active={pathname.startsWith('/lite/sending-form')}
                w="auto"
              />
            </Group>
          </Group>
          <HeaderTools area="user" loginPath="/lite/auth/login" />
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
