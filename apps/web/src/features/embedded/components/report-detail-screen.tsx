import { Alert, Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api/api-error';
import { apiErrorText } from '../../../lib/api/error-text';
import { formatDateTimeShort, formatText } from '../../../lib/format';
import { ChartSlot } from '../../common/components/chart-slot';
import { EmptyState } from '../../common/components/empty-state';
import { LazyBarChart } from '../../common/components/lazy-charts';
import { LoadingScreen } from '../../common/components/loading-screen';
import { PageHeader } from '../../common/components/page-header';
import { OUTCOME_COLORS } from '../../messaging/log-summary';
import { audienceSummary, contentTitle } from '../../messaging/run-progress';
import { useSendRun } from '../hooks/use-embedded';
import { rateOf } from '../quick-send';
import { OUTCOME_KEYS, OutcomeFigures } from './send-progress';

// /iframe/report/detail?id=: one send, what became of its messages, as figures and a chart.
export function ReportDetailScreen({ id }: { id: number | null }) {
  const { t } = useTranslation();
  const run = useSendRun(id);
  const back = (
    <Anchor component={Link} to="/iframe/report" data-testid="report-back">
      {t('embedded.report.back')}
    </Anchor>
  );
  const header = <PageHeader title={t('pages.iframe_report_detail')} actions={back} />;
  if (id === null || (run.isError && isApiError(run.error) && run.error.status === 404)) {
    return (
      <Stack gap="md">
        {header}
        <EmptyState titleKey="empty.nothing_to_show" descriptionKey="embedded.report.not_found" />
      </Stack>
    );
  }
  if (run.isError) {
    return (
      <Stack gap="md">
        {header}
        <Alert color="red">{apiErrorText(run.error, t)}</Alert>
      </Stack>
    );
  }
  if (run.isPending) return <LoadingScreen />;
  const data = run.data;
  const audience = audienceSummary(data.audience);
  const chart = OUTCOME_KEYS.map((key) => ({ outcome: t(`log_summary.outcomes.${key}`), count: data.outcomes[key] }));
  return (
    <Stack gap="md">
      {header}
      <Paper withBorder radius="md" p="md" data-testid="report-detail-summary">
        <Group justify="space-between">
          <Title order={2} fz="h4" data-testid="report-detail-title">
            {formatText(contentTitle(data.content))}
          </Title>
          <Badge variant="light" color={data.status === 'complete' ? 'teal' : 'blue'}>
            {t(`messaging.run_statuses.${data.status}`, { defaultValue: data.status })}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" mt={4}>
          {t('embedded.report.detail_meta', {
            channel: t(`messaging.channels.${data.channel}`),
            date: formatDateTimeShort(data.createdAt),
            audience: t(`messaging.audience_summary.${audience.key}`, { count: audience.count, id: audience.id }),
            total: data.total,
          })}
        </Text>
      </Paper>
      <OutcomeFigures run={data} testId="report-detail" />
      <Group gap="lg">
        <Text size="sm" data-testid="report-detail-open-rate">
          {t('embedded.report.open_rate', { rate: rateOf(data.outcomes.opened, data) ?? '-' })}
        </Text>
        <Text size="sm" data-testid="report-detail-click-rate">
          {t('embedded.report.click_rate', { rate: rateOf(data.outcomes.clicked, data) ?? '-' })}
        </Text>
      </Group>
      <Paper withBorder radius="md" p="md" data-testid="report-detail-chart">
        <Title order={2} fz="h5" mb="sm">
          {t('embedded.report.chart_title')}
        </Title>
        <ChartSlot height={260} ready>
          <LazyBarChart
            h={260}
            data={chart}
            dataKey="outcome"
            series={[{ name: 'count', label: t('embedded.report.messages'), color: OUTCOME_COLORS.sent }]}
          />
        </ChartSlot>
      </Paper>
    </Stack>
  );
}
