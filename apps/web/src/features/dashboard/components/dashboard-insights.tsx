import { AreaChart, BarChart, LineChart } from '@mantine/charts';
import { Card, Group, Paper, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { DASHBOARD_RANGES, type TDashboardRange, type TDashboardStats } from '@ulak/shared/dashboard';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCurrency, formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { useDashboardStats } from '../hooks/use-dashboard';

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

const MESSAGE_SERIES = [
  { name: 'sent', color: 'blue.6' },
  { name: 'delivered', color: 'teal.6' },
  { name: 'opened', color: 'grape.6' },
  { name: 'clicked', color: 'orange.6' },
] as const;

// The KPI cards and charts over one SPEC §9 range. Every card and chart has a fixed height that
// is drawn (as a skeleton) before the figures arrive, so nothing below moves when they do.
export function DashboardInsights() {
  const { t } = useTranslation();
  const [range, setRange] = useState<TDashboardRange>('30d');
  const stats = useDashboardStats(range);
  const data = stats.data;
  const lang = currentLanguage();
  const format = (key: keyof TTotals, money?: boolean) =>
    data ? (money ? formatCurrency(data.totals[key], 'TRY', lang) : data.totals[key].toLocaleString(lang)) : '';
  const series = (data?.series ?? []).map((p) => ({ ...p, label: formatDate(p.bucket) }));
  const messageSeries = MESSAGE_SERIES.map((m) => ({ ...m, label: t(`insights.kpi.${m.name}`) }));

  return (
    <Stack gap="md" data-testid="dashboard-insights" aria-busy={stats.isFetching}>
      <Group justify="space-between" wrap="wrap">
        <Title order={2} fz="h4">
          {t('insights.title')}
        </Title>
        <SegmentedControl
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
        <ChartCard title={t('insights.charts.messages')} ready={Boolean(data)} testId="chart-messages">
          <LineChart
            h={CHART_HEIGHT}
            data={series}
            dataKey="label"
            series={messageSeries}
            curveType="linear"
            withLegend
          />
        </ChartCard>
        <ChartCard title={t('insights.charts.revenue')} ready={Boolean(data)} testId="chart-revenue">
          <BarChart
            h={CHART_HEIGHT}
            data={series}
            dataKey="label"
            valueFormatter={(v) => formatCurrency(v, 'TRY', lang)}
            series={[
              { name: 'revenue', label: t('insights.kpi.revenue'), color: 'green.6' },
              { name: 'automation_revenue', label: t('insights.kpi.automation_revenue'), color: 'indigo.6' },
            ]}
            withLegend
          />
        </ChartCard>
        <ChartCard title={t('insights.charts.channels')} ready={Boolean(data)} testId="chart-channels">
          {data && data.channels.length === 0 ? (
            <Text c="dimmed" size="sm" h={CHART_HEIGHT} data-testid="chart-channels-empty">
              {t('insights.no_messages')}
            </Text>
          ) : (
            <BarChart
              h={CHART_HEIGHT}
              data={(data?.channels ?? []).map((c) => ({ ...c, label: t(`insights.channels.${c.channel}`) }))}
              dataKey="label"
              series={messageSeries}
              withLegend
            />
          )}
        </ChartCard>
        <ChartCard title={t('insights.charts.members')} ready={Boolean(data)} testId="chart-members">
          <AreaChart
            h={CHART_HEIGHT}
            data={series}
            dataKey="label"
            series={[{ name: 'new_members', label: t('insights.kpi.new_members'), color: 'cyan.6' }]}
            curveType="linear"
          />
        </ChartCard>
      </SimpleGrid>
    </Stack>
  );
}

function ChartCard({
  title,
  ready,
  testId,
  children,
}: {
  title: string;
  ready: boolean;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId} role="figure" aria-label={t('a11y.chart', { title })}>
      <Text fw={600} mb="sm">
        {title}
      </Text>
      {ready ? children : <Skeleton h={CHART_HEIGHT} />}
    </Paper>
  );
}
