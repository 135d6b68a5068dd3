import { Box, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LanguageSwitch } from './parts/language-switch';

export function MemberSideLayout() {
  const { t } = useTranslation();
  return (
    <Box mih="100vh" data-testid="layout-member-side" bg="var(--mantine-color-gray-light)">
      <Container size="sm" py="xl">
        <Group justify="flex-end" mb="md">
          <LanguageSwitch />
        </Group>
        <Outlet />
        <Text ta="center" size="xs" c="dimmed" mt="xl">
          {t('layout.member_footer')}
        </Text>
      </Container>
    </Box>
  );
}
