import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import type { TScenarioSummary } from '@ulak/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCount, formatCurrency } from '../../../lib/format';
import { showToast } from '../../../lib/toast/toast';
import { LoadingScreen } from '../../common/components/loading-screen';
import { PageHeader } from '../../common/components/page-header';
import { useScenarios, useSwitchScenario } from '../hooks/use-automations';
import { LoadError } from '../../common/components/query-state';
import { FeatureTrialPrompt } from '../../billing/components/trial-prompt';

function ScenarioCard({ scenario }: { scenario: TScenarioSummary }) {
  const { t, i18n } = useTranslation();
  const toggle = useSwitchScenario();
  const name = t(`automations.scenarios.${scenario.code}.name`);
  return (
    <Card withBorder radius="md" padding="md" data-testid={`scenario-${scenario.code}`}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} component="h2" size="md">
            {name}
          </Text>
          <Switch
            checked={scenario.active}
            disabled={toggle.isPending}
            aria-label={t('automations.status_label', { name })}
            data-testid="scenario-switch"
            onChange={(e) => {
              const active = e.currentTarget.checked;
              toggle.mutate(
                { code: scenario.code, active },
                {
                  onSuccess: () =>
                    showToast(t(active ? 'automations.switched_on' : 'automations.switched_off'), 'success'),
                },
              );
            }}
          />
        </Group>
        <Text size="sm" c="gray.7" style={{ flexGrow: 1 }}>
          {t(`automations.scenarios.${scenario.code}.description`)}
        </Text>
        <Group gap="xs">
          <Badge variant="dot" color={scenario.active ? 'green' : 'gray'}>
            {t(scenario.active ? 'automations.active' : 'automations.passive')}
          </Badge>
          {scenario.channels ? (
            <Badge variant="default">{t(`automations.channel_sets.${scenario.channels}`)}</Badge>
          ) : null}
        </Group>
        <SimpleGrid cols={3} spacing="xs">
          <div>
            <Text size="xs" c="gray.7">
              {t('automations.revenue_30d')}
            </Text>
            <Text fw={600} data-testid="scenario-revenue">
              {formatCurrency(scenario.revenue30d, 'TRY', i18n.language)}
            </Text>
          </div>
          <div>
            <Text size="xs" c="gray.7">
              {t('automations.entered_30d')}
            </Text>
            <Text fw={600}>{formatCount(scenario.entered30d, i18n.language)}</Text>
          </div>
          <div>
            <Text size="xs" c="gray.7">
              {t('automations.sent_30d')}
            </Text>
            <Text fw={600}>{formatCount(scenario.sent30d, i18n.language)}</Text>
          </div>
        </SimpleGrid>
        <Anchor
          component={Link}
          to={`/user/automation/${scenario.code}`}
          size="sm"
          c="indigo.8"
          data-testid="scenario-open"
        >
          {t('automations.open')}
        </Anchor>
      </Stack>
    </Card>
  );
}

// /user/automation: the 13 scenarios with their switch and last 30 days.
export function ScenarioGalleryScreen() {
  const { t } = useTranslation();
  const scenarios = useScenarios();
  return (
    <Stack gap="md">
      <PageHeader title={t('pages.automation')} description={t('automations.description')} />
      <FeatureTrialPrompt feature="automations" />
      {scenarios.isPending ? <LoadingScreen /> : null}
      {scenarios.isError ? <LoadError onRetry={() => void scenarios.refetch()} /> : null}
      {scenarios.data ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {scenarios.data.map((s) => (
            <ScenarioCard key={s.code} scenario={s} />
          ))}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
