import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconSpeakerphone } from '@tabler/icons-react';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProfile } from '../../accounts/hooks/use-profile';
import { LoadingScreen } from '../../common/components/loading-screen';
import { PageHeader } from '../../common/components/page-header';
import { needsDomainVerification } from '../domain-alert-rules';
import { useOnboarding } from '../hooks/use-dashboard';
import { DashboardApps } from './dashboard-apps';
import { DashboardInsights } from './dashboard-insights';
import { DashboardSuggestions } from './dashboard-suggestions';
import { OnboardingWizard } from './onboarding-wizard';

function StatCard({ label, value, testId }: { label: string; value: number | undefined; testId: string }) {
  return (
    <Card withBorder radius="md" padding="md" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700}>
        {value ?? 0}
      </Text>
    </Card>
  );
}

export function DashboardScreen() {
  const { t } = useTranslation();
  const profile = useProfile();
  // Asked here as well as by the wizard (one request): the body waits for both.
  const onboarding = useOnboarding();
  const data = profile.data;
  // The body (a few hundred elements) is drawn in a background render React splits into short slices, not in the
  // task that delivers the data: the page stays responsive while it is drawn (Total Blocking Time).
  const ready = useDeferredValue(!(profile.isPending || onboarding.isPending), false);
  // Nothing on screen moves when the profile arrives (CLS): the welcome line keeps its height while it loads, and
  // the body, whose domain alert depends on the profile and whose onboarding wizard (a few hundred pixels on top
  // of the page) depends on the onboarding state, is drawn once with both rather than pushed down by them.
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('pages.dashboard')}
        description={data ? t('dashboard.welcome', { name: data.name }) : '\u00a0'}
      />
      {ready ? <DashboardBody data={data} /> : <LoadingScreen />}
    </Stack>
  );
}

function DashboardBody({ data }: { data: ReturnType<typeof useProfile>['data'] }) {
  const { t } = useTranslation();
  return (
    <>
      {needsDomainVerification(data) ? (
        <Alert
          color="yellow"
          icon={<IconAlertTriangle size={18} />}
          title={t('dashboard.domain_alert_title')}
          data-testid="domain-alert"
        >
          <Group justify="space-between" align="center">
            <Text size="sm">{t('dashboard.domain_alert_message')}</Text>
            <Button component={Link} to="/auth/domain-verification" size="xs" color="yellow">
              {t('dashboard.domain_alert_action')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      <OnboardingWizard />
      <Card withBorder radius="md" padding="lg" data-testid="create-campaign-cta">
        <Group justify="space-between" wrap="wrap">
          <Stack gap={4}>
            <Title order={2} fz="h4">
              {t('dashboard.cta_title')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('dashboard.cta_message')}
            </Text>
          </Stack>
          <Button component={Link} to="/user/campaigns" leftSection={<IconSpeakerphone size={18} />}>
            {t('dashboard.cta_button')}
          </Button>
        </Group>
      </Card>
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <StatCard testId="stat-campaigns" label={t('dashboard.stat_campaigns')} value={data?.campaign_count} />
        <StatCard testId="stat-segments" label={t('dashboard.stat_segments')} value={data?.segment_count} />
        <StatCard testId="stat-tasks" label={t('dashboard.stat_tasks')} value={data?.task_count} />
        <StatCard testId="stat-logins" label={t('dashboard.stat_logins')} value={data?.login_count} />
      </SimpleGrid>
      <DashboardSuggestions />
      <DashboardInsights />
      <DashboardApps />
    </>
  );
}
