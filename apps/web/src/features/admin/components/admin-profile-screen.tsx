import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TwoFactorSettings } from '../../accounts/components/two-factor-settings';
import { LoadingScreen } from '../../common/components/loading-screen';
import { PageHeader } from '../../common/components/page-header';
import { adminTwoFactorApi } from '../api';
import { useAdminProfile } from '../hooks/use-admin';

// The admin's own profile: who is signed in, and their two-factor (TOTP) setup.
export function AdminProfileScreen() {
  const { t } = useTranslation();
  const profile = useAdminProfile();
  return (
    <Stack gap="md">
      <PageHeader title={t('pages.profile')} />
      {profile.isPending ? (
        <LoadingScreen />
      ) : profile.data ? (
        <Paper withBorder p="md" radius="md" maw={720} data-testid="admin-profile">
          <Text fw={600}>
            {profile.data.name} {profile.data.surname}
          </Text>
          <Text c="dimmed">{profile.data.email}</Text>
        </Paper>
      ) : null}
      <Title order={2} fz="h4">
        {t('profile.tab_two_factor')}
      </Title>
      <TwoFactorSettings api={adminTwoFactorApi} />
    </Stack>
  );
}
