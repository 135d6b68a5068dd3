import { BarChart } from '@mantine/charts';
import { Paper, Skeleton, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TQuery } from '../api';
import { useActions } from '../hooks/use-messaging';
import { SHOWN_STATUSES, STATUS_COLORS, sendsPerDay } from '../message-stats';

// The API's largest page: the chart covers the latest messages matching the filters.
const CHART_SAMPLE = 100;

// Sends per day by status for the current filters.
export function SendsChart({ query }: { query: TQuery }) {
  const { t } = useTranslation();
  const sample = useActions({ ...query, page: 1, perPage: CHART_SAMPLE });
  const rows = sendsPerDay(sample.data?.data ?? []);
  const total = sample.data?.meta.total ?? 0;
  return (
    <Paper withBorder radius="md" p="md" data-testid="sends-chart">
      <Title order={2} fz="h5" mb="xs">
        {t('messaging.chart_title')}
      </Title>
      {sample.isPending ? <Skeleton h={220} /> : null}
      {!sample.isPending && rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('empty.nothing_to_show')}
        </Text>
      ) : null}
      {rows.length > 0 ? (
        <BarChart
          h={220}
          data={rows}
          dataKey="day"
          type="stacked"
          withLegend
          series={SHOWN_STATUSES.map((status) => ({
            name: status,
            label: t(`messaging.statuses.${status}`),
            color: STATUS_COLORS[status],
          }))}
        />
      ) : null}
      {total > CHART_SAMPLE ? (
        <Text size="xs" c="dimmed" mt="xs" data-testid="sends-chart-sample">
          {t('messaging.chart_sample', { count: CHART_SAMPLE, total })}
        </Text>
      ) : null}
    </Paper>
  );
}
