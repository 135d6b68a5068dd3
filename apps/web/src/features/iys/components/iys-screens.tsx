import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isGuardLoggedIn } from '../../../lib/session/session';
import { EmptyState } from '../../common/components/empty-state';
import { PageHeader } from '../../common/components/page-header';
import { IysSettingsForm } from './iys-settings-form';
import { IysSummaryHeader } from './iys-summary-header';
import { FeatureTrialPrompt } from '../../billing/components/trial-prompt';

function IysLinks() {
  const { t } = useTranslation();
  return (
    <Group gap="md">
      <Anchor component={Link} to="/user/iys/iys-logs" data-testid="iys-open-transfer-logs">
        {t('iys.open_transfer_logs')}
      </Anchor>
      <Anchor component={Link} to="/user/iys/iys-change-logs" data-testid="iys-open-change-logs">
        {t('iys.open_change_logs')}
      </Anchor>
    </Group>
  );
}

// /user/iys: the summary header and the settings.
export function IysSettingsScreen() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PageHeader title={t('pages.iys')} description={t('iys.intro')} actions={<IysLinks />} />
      <FeatureTrialPrompt feature="iys" />
      <IysSummaryHeader />
      <IysSettingsForm />
    </Stack>
  );
}

// /marketing/iys-configuration: the same settings inside the store panel's frame. The panel opens it with
// a one-time token that the guard turns into a session; without one there is nothing to show.
export function IysConfigurationScreen() {
  const { t } = useTranslation();
  if (!isGuardLoggedIn('user'))
    return (
      <Stack gap="md">
        <Text component="h1" fw={700} fz="h3">
          {t('pages.iys_configuration')}
        </Text>
        <EmptyState titleKey="empty.nothing_to_show" descriptionKey="iys.configuration_needs_token" />
      </Stack>
    );
  return (
    <Stack gap="md">
      <Text component="h1" fw={700} fz="h3" data-testid="page-title">
        {t('pages.iys_configuration')}
      </Text>
      <IysSummaryHeader />
      <IysSettingsForm />
    </Stack>
  );
}
