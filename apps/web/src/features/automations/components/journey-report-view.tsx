import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { TJourneyReport } from '@ulak/shared';
import { useTranslation } from 'react-i18next';
import { formatCount, formatCurrency } from '../../../lib/format';
import { LoadingScreen } from '../../common/components/loading-screen';
import { useJourneyReport } from '../hooks/use-automations';
import { LoadError } from '../../common/components/query-state';

const STATS = ['entered', 'inProgress', 'completed', 'exitedByGoal', 'conversions', 'holdout'] as const;

function ReportTables({ report }: { report: TJourneyReport }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }}>
        {STATS.map((key) => (
          <Paper key={key} withBorder p="sm" radius="md">
            <Text size="xs" c="gray.7">
              {t(`automations.stats.${key}`)}
            </Text>
            <Text fw={700} size="lg" data-testid={`report-${key}`}>
              {formatCount(report[key], i18n.language)}
            </Text>
          </Paper>
        ))}
        <Paper withBorder p="sm" radius="md">
          <Text size="xs" c="gray.7">
            {t('automations.stats.revenue')}
          </Text>
          <Text fw={700} size="lg" data-testid="report-revenue">
            {formatCurrency(report.revenue, 'TRY', i18n.language)}
          </Text>
        </Paper>
      </SimpleGrid>
      <Text size="sm" c="gray.7" data-testid="report-conversion-goal">
        {report.conversion.minOrderValue === null
          ? t('automations.conversion_goal', { event: report.conversion.event })
          : t('automations.conversion_goal_min', {
              event: report.conversion.event,
              value: formatCurrency(report.conversion.minOrderValue, 'TRY', i18n.language),
            })}
      </Text>
      {report.entered + report.holdout === 0 ? <Text c="gray.7">{t('automations.no_report')}</Text> : null}
      {report.channels.length > 0 ? (
        <Stack gap={4}>
          <Title order={3} fz="h5">
            {t('automations.per_channel')}
          </Title>
          <Table striped data-testid="report-channels">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('automations.channel')}</Table.Th>
                <Table.Th ta="right">{t('automations.sent')}</Table.Th>
                <Table.Th ta="right">{t('automations.delivered')}</Table.Th>
                <Table.Th ta="right">{t('automations.opened')}</Table.Th>
                <Table.Th ta="right">{t('automations.clicked')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.channels.map((c) => (
                <Table.Tr key={c.channel}>
                  <Table.Td>{c.channel}</Table.Td>
                  <Table.Td ta="right">{c.sent}</Table.Td>
                  <Table.Td ta="right">{c.delivered}</Table.Td>
                  <Table.Td ta="right">{c.opened}</Table.Td>
                  <Table.Td ta="right">{c.clicked}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      ) : null}
      {report.nodes.length > 0 ? (
        <Stack gap={4}>
          <Title order={3} fz="h5">
            {t('automations.per_node')}
          </Title>
          <Table striped data-testid="report-nodes">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('automations.node')}</Table.Th>
                <Table.Th ta="right">{t('automations.node_entered')}</Table.Th>
                <Table.Th ta="right">{t('automations.waiting')}</Table.Th>
                <Table.Th ta="right">{t('automations.sent')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.nodes.map((n) => (
                <Table.Tr key={n.nodeId}>
                  <Table.Td>{n.nodeId}</Table.Td>
                  <Table.Td ta="right">{n.entered}</Table.Td>
                  <Table.Td ta="right">{n.waiting}</Table.Td>
                  <Table.Td ta="right">{n.sent}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      ) : null}
      {report.perDay.length > 0 ? (
        <Stack gap={4}>
          <Title order={3} fz="h5">
            {t('automations.per_day')}
          </Title>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('automations.day')}</Table.Th>
                <Table.Th ta="right">{t('automations.stats.entered')}</Table.Th>
                <Table.Th ta="right">{t('automations.sent')}</Table.Th>
                <Table.Th ta="right">{t('automations.stats.conversions')}</Table.Th>
                <Table.Th ta="right">{t('automations.stats.revenue')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.perDay.map((d) => (
                <Table.Tr key={d.day}>
                  <Table.Td>{d.day.split('-').reverse().join('-')}</Table.Td>
                  <Table.Td ta="right">{d.entered}</Table.Td>
                  <Table.Td ta="right">{d.sent}</Table.Td>
                  <Table.Td ta="right">{d.conversions}</Table.Td>
                  <Table.Td ta="right">{formatCurrency(d.revenue, 'TRY', i18n.language)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      ) : null}
    </Stack>
  );
}

// A journey's report: totals, per channel, per step and per day over the last 30 days.
export function JourneyReportView({ workflowId }: { workflowId: number | null }) {
  const { t } = useTranslation();
  const report = useJourneyReport(workflowId);
  return (
    <Stack gap="sm" data-testid="journey-report">
      <Title order={2} fz="h4">
        {t('automations.report')}
      </Title>
      {workflowId === null ? <Text c="gray.7">{t('automations.no_report')}</Text> : null}
      {workflowId !== null && report.isPending ? <LoadingScreen /> : null}
      {report.isError ? <LoadError onRetry={() => void report.refetch()} /> : null}
      {report.data ? <ReportTables report={report.data} /> : null}
    </Stack>
  );
}
