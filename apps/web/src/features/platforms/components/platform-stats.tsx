import { BarChart } from '@mantine/charts';
import { Alert, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { SegmentedChoice } from '../../common/components/segmented-choice';
import { STATS_RANGES, type TPlatformAccount, type TStatsRange } from '@ulak/shared/platforms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCurrency, formatDate, formatDateTime } from '../../../lib/format';
import { EmptyState } from '../../common/components/empty-state';
import { LoadingScreen } from '../../common/components/loading-screen';
import { usePlatformStats } from '../hooks/use-platforms';
import { LoadError } from '../../common/components/query-state';

function Kpi({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl" data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

// What the platform brought in over a SPEC §9 range: members, orders, revenue, errors, a chart per day.
export function PlatformStats({ platform }: { platform: TPlatformAccount }) {
  const { t } = useTranslation();
  const [range, setRange] = useState<TStatsRange>('30d');
  const stats = usePlatformStats(platform.id, range);
  const data = stats.data;
  return (
    <Paper withBorder p="md" radius="md" data-testid="platform-stats">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} fz="h4">
            {t('platforms.stats_title', { name: platform.name })}
          </Title>
          <SegmentedChoice
            value={range}
            onChange={(value) => setRange(value as TStatsRange)}
            aria-label={t('platforms.range')}
            data={STATS_RANGES.map((r) => ({ value: r, label: t(`platforms.ranges.${r}`) }))}
            data-testid="platform-stats-range"
          />
        </Group>
        {stats.isPending ? <LoadingScreen /> : null}
        {stats.isError ? <LoadError onRetry={() => void stats.refetch()} /> : null}
        {data ? (
          <>
            <SimpleGrid cols={{ base: 2, md: 5 }}>
              <Kpi label={t('platforms.members')} value={String(data.members)} testId="platform-stats-members" />
              <Kpi label={t('platforms.orders')} value={String(data.orders)} testId="platform-stats-orders" />
              <Kpi
                label={t('platforms.revenue')}
                value={formatCurrency(data.revenue)}
                testId="platform-stats-revenue"
              />
              <Kpi label={t('platforms.errors')} value={String(data.errors)} testId="platform-stats-errors" />
              <Kpi
                label={t('platforms.last_sync')}
                value={formatDateTime(data.lastSyncAt)}
                testId="platform-stats-last-sync"
              />
            </SimpleGrid>
            {data.lastError ? (
              <Alert color="red" title={t('platforms.last_error')} data-testid="platform-stats-last-error">
                {data.lastError}
              </Alert>
            ) : null}
            {data.days.length === 0 ? (
              <EmptyState titleKey="empty.nothing_to_show" descriptionKey="platforms.stats_empty" />
            ) : (
              <BarChart
                h={260}
                data={data.days.map((d) => ({ ...d, day: formatDate(d.day) }))}
                dataKey="day"
                series={[
                  { name: 'members', label: t('platforms.members'), color: 'blue.6' },
                  { name: 'orders', label: t('platforms.orders'), color: 'teal.6' },
                ]}
                data-testid="platform-stats-chart"
              />
            )}
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
