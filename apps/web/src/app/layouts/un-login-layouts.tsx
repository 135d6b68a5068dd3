import { Box, Center, Group, Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Brand } from './parts/brand';
import { GuestHeaderTools } from './parts/guest-header-tools';

function UnLoginShell({ variant }: { variant: 'user' | 'admin' | 'lite' }) {
  const { t } = useTranslation();
  const suffix =
    variant === 'admin' ? t('layout.admin_suffix') : variant === 'lite' ? t('layout.lite_suffix') : undefined;
  return (
    <Box mih="100vh" bg="var(--mantine-color-body)" data-testid={`layout-un-login-${variant}`}>
      <Group justify="space-between" p="md">
        <Brand to={variant === 'admin' ? '/admin/auth/login' : '/auth/login'} suffix={suffix} />
        <GuestHeaderTools />
      </Group>
      <Center component="main" px="md" pb="xl">
        <Stack w="100%" maw={480}>
          <Paper withBorder shadow="sm" radius="lg" p="xl">
            <Outlet />
          </Paper>
        </Stack>
      </Center>
    </Box>
  );
}

export function UnLoginLayout() {
  return <UnLoginShell variant="user" />;
}

export function UnLoginForAdminLayout() {
  return <UnLoginShell variant="admin" />;
}

export function UnLoginForLiteLayout() {
  return <UnLoginShell variant="lite" />;
}

// Wide public pages (KVKK text, workflow, shop connect) share the logged-out header without the card.
export function PublicPageLayout() {
  return (
    <Box mih="100vh" data-testid="layout-un-login-page">
      <Group justify="space-between" p="md">
        <Brand to="/auth/login" />
        <GuestHeaderTools />
      </Group>
      <Box component="main" maw={960} mx="auto" px="md" pb="xl">
        <Outlet />
      </Box>
    </Box>
  );
}
