import { Badge, Box, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { session } from '../../lib/storage/browser-storage';
import { SESSION_KEYS } from '../../lib/storage/storage-keys';
import { LanguageSwitch } from './parts/language-switch';

export function IframeLayout() {
  return (
    <Box p="md" data-testid="layout-iframe">
      <Outlet />
    </Box>
  );
}

export function IframeForSendingLayout() {
  const { t } = useTranslation();
  const sendingType = session.getItem(SESSION_KEYS.sendingType);
  return (
    <Box p="md" data-testid="layout-iframe-for-sending">
      {sendingType ? (
        <Group justify="flex-end" mb="sm">
          <Badge variant="light" data-testid="sending-type">
            {t(`sending_types.${sendingType}`, { defaultValue: sendingType })}
          </Badge>
        </Group>
      ) : null}
      <Outlet />
    </Box>
  );
}

// Embedded store-partner (T-Soft) pages under /marketing.
export function TsoftIframeLayout() {
  return (
    <Box p="md" data-testid="layout-tsoft-iframe">
      <Group justify="flex-end" mb="sm">
        <LanguageSwitch />
      </Group>
      <Outlet />
    </Box>
  );
}

export function EmptyPageLayout() {
  return (
    <Box p="md" data-testid="layout-empty-page">
      <Outlet />
    </Box>
  );
}

export function NoneLayout() {
  return <Outlet />;
}
