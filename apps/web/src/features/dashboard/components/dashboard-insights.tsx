import { Card, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { SegmentedChoice } from '../../common/components/segmented-choice';
import type { TDashboardStats } from '@ulak/shared/dashboard';
import { DASHBOARD_RANGES, type TDashboardRange } from '@ulak/shared/dashboard-keys';
import { lazy, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, formatCurrency } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { ChartSlot } from '../../common/components/chart-slot';
import { DEFAULT_DASHBOARD_RANGE } from '../first-calls';
import { useDashboardStats } from '../hooks/use-dashboard';
import type { TDashboardChartKind } from './dashboard-chart';

const DashboardChart = lazy(() => import('./dashboard-chart').then((m) => ({ default: m.DashboardChart })));

const CHART_HEIGHT = 240;
type TTotals = TDashboardStats['totals'];
const KPIS: { key: keyof TTotals; money?: boolean }[] = [
  { key: 'sent' },
  { key: 'delivered' },
  { key: 'opened' },
  { key: 'clicked' },
  { key: 'revenue', money: true },
  { key: 'automation_revenue', money: true },
  { key: 'new_members' },
];

// The KPI cards and charts over one SPEC §9 range. Every card and chart has a fixed height that
// is drawn (as a skeleton) before the figures arrive, so nothing below moves when they do.
export function DashboardInsights() {
  const { t } = useTranslation();
  const [range, setRange] = useState<TDashboardRange>(DEFAULT_DASHBOARD_RANGE);
  const stats = useDashboardStats(range);
  const data = stats.data;
  const lang = currentLanguage();
  const format = (key: keyof TTotals, money?: boolean) =>
    data ? (money ? formatCurrency(data.totals[key], 'TRY', lang) : formatCount(data.totals[key], lang)) : '';

  return (
    <Stack gap="md" data-testid="dashboard-insights" aria-busy={stats.isFetching}>
      <Group justify="space-between" wrap="wrap">
        <Title order={2} fz="h4">
          {t('insights.title')}
        </Title>
        <SegmentedChoice
          aria-label={t('insights.range')}
          value={range}
          onChange={(value) => setRange(value as TDashboardRange)}
          data={DASHBOARD_RANGES.map((r) => ({ value: r, label: t(`insights.ranges.${r}`) }))}
          data-testid="dashboard-range"
        />
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }}>
        {KPIS.map(({ key, money }) => (
          <Card key={key} withBorder radius="md" padding="sm" data-testid={`kpi-${key}`}>
            <Text size="xs" c="dimmed">
              {t(`insights.kpi.${key}`)}
            </Text>
            {data ? (
              <Text fz={22} fw={700} data-testid={`kpi-${key}-value`}>
                {format(key, money)}
              </Text>
            ) : (
              <Skeleton h={33} mt={2} />
            )}
          </Card>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ChartCard title={t('insights.charts.messages')} testId="chart-messages" kind="messages" stats={data} />
        <ChartCard title={t('insights.charts.revenue')} testId="chart-revenue" kind="revenue" stats={data} />
        <ChartCard title={t('insights.charts.channels')} testId="chart-channels" kind="channels" stats={data}>
          {data && data.channels.length === 0 ? (
            <Text c="dimmed" size="sm" h={CHART_HEIGHT} data-testid="chart-channels-empty">
              {t('insights.no_messages')}
            </Text>
          ) : null}
        </ChartCard>
        <ChartCard title={t('insights.charts.members')} testId="chart-members" kind="members" stats={data} />
      </SimpleGrid>
    </Stack>
  );
}

// A chart's card: its title at once, the chart (and the charting library) when the card is about to be seen;
// `children`, when given, is drawn instead of the chart (an empty state).
function ChartCard({
  title,
  testId,
  kind,
  stats,
  children,
}: {
  title: string;
  testId: string;
  kind: TDashboardChartKind;
  stats: TDashboardStats | undefined;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId} role="figure" aria-label={t('a11y.chart', { title })}>
      <Text fw={600} mb="sm">
        {title}
      </Text>
      {children ?? (
        <ChartSlot height={CHART_HEIGHT} ready={Boolean(stats)}>
          {stats ? <DashboardChart kind={kind} stats={stats} height={CHART_HEIGHT} /> : null}
        </ChartSlot>
      )}
    </Paper>
  );
}
