import { AppShell, Burger, Group, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Brand } from './brand';
import { HeaderTools } from './header-tools';
import type { TNavGroup } from './nav-items';
import { SideNav } from './side-nav';

// Sidebar + header shell shared by the default (user) and admin layouts.
export function ShellLayout({
  area,
  nav,
  home,
  testId,
}: {
  area: 'user' | 'admin';
  nav: TNavGroup[];
  home: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure();
  // Below the navbar's breakpoint the navbar is off screen until the burger opens it: its few dozen links are
  // drawn the first time it opens (and kept, so it slides out whole), not on every page load of a phone.
  const theme = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, true, { getInitialValueInEffect: false });
  const [navDrawn, setNavDrawn] = useState(false);
  if (opened && !navDrawn) setNavDrawn(true);
  return (
    <AppShell
      data-testid={testId}
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="lg"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('layout.menu')} />
            <Brand to={home} suffix={area === 'admin' ? t('layout.admin_suffix') : undefined} />
          </Group>
          <HeaderTools area={area} />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        {wide || opened || navDrawn ? <SideNav groups={nav} onNavigate={close} /> : null}
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
