import { LineChart } from '@mantine/charts';
import { Alert, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../lib/api/error-text';
import { formatDate } from '../../../lib/format';
import type { TQuery } from '../api';
import { useActionSummary } from '../hooks/use-log-summary';
import { OUTCOME_COLORS, SUMMARY_OUTCOMES, actionChartRows, isEmptyActionSummary, sentRate } from '../log-summary';
import { SummaryCards } from './summary-cards';

// Totals and the per-day chart of every message matching the action logs' filters over the chosen days
// (the last 30 days when none are chosen), counted by the server in the account's time zone.
export function ActionSummary({ query }: { query: TQuery }) {
  const { t } = useTranslation();
  const summary = useActionSummary(query);
  const data = summary.data;
  if (summary.isError) {
    return (
      <Alert color="red" data-testid="action-summary-error">
        {apiErrorText(summary.error, t)}
      </Alert>
    );
  }
  const cards = SUMMARY_OUTCOMES.map((outcome) => ({
    key: outcome,
    label: t(`log_summary.outcomes.${outcome}`),
    value: data?.totals[outcome],
    note: data ? sentRate(data.totals, outcome) : null,
  }));
  return (
    <Stack gap="sm">
      <SummaryCards cards={cards} testId="action-totals" />
      <Paper withBorder radius="md" p="md" data-testid="sends-chart">
        <Group justify="space-between" mb="xs" align="baseline">
          <Title order={2} fz="h5">
            {t('log_summary.actions_chart_title')}
          </Title>
          {data ? (
            <Text size="xs" c="dimmed" data-testid="action-summary-range">
              {t('log_summary.range', { from: formatDate(data.from), to: formatDate(data.to), zone: data.timezone })}
            </Text>
          ) : null}
        </Group>
        {!data ? <Skeleton h={240} /> : null}
        {data && isEmptyActionSummary(data) ? (
          <Text c="dimmed" size="sm" data-testid="action-summary-empty">
            {t('empty.nothing_to_show')}
          </Text>
        ) : null}
        {data && !isEmptyActionSummary(data) ? (
          <LineChart
            h={240}
            data={actionChartRows(data)}
            dataKey="day"
            curveType="monotone"
            withLegend
            withDots={data.days.length <= 31}
            series={SUMMARY_OUTCOMES.map((outcome) => ({
              name: outcome,
              label: t(`log_summary.outcomes.${outcome}`),
              color: OUTCOME_COLORS[outcome],
            }))}
          />
        ) : null}
      </Paper>
    </Stack>
  );
}
