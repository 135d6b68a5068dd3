import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { TCampaignReport, TReportTotals } from '@ulak/shared';
import { useTranslation } from 'react-i18next';
import { formatCount, formatCurrency } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { ChartSlot } from '../../common/components/chart-slot';
import { LazyBarChart, LazyLineChart } from '../../common/components/lazy-charts';
import { channelBars } from '../channel-bars';

const TILES: (keyof TReportTotals)[] = [
  'sent',
  'delivered',
  'bounce',
  'opened',
  'clicked',
  'unsubscribed',
  'failed',
  'skipped',
  'iysRejected',
  'orderCount',
  'totalPrice',
  'orderProfit',
];
const MONEY = new Set<keyof TReportTotals>(['totalPrice', 'orderProfit']);
// Messages that did not go out: failed (provider, rendering, channel not set up) and held by a send rule.
const NOT_SENT = new Set<keyof TReportTotals>(['failed', 'skipped']);
const FAILED_COLOR = 'red.6';

function Tile({ label, value, testId, color }: { label: string; value: string; testId: string; color?: string }) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid={testId}>
      <Text size="xs" c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text fw={700} fz="xl" c={color}>
        {value}
      </Text>
    </Paper>
  );
}

// A campaign or task report: totals, over time, per channel and per link ('Nothing to Show' when empty).
export function ReportView({ report, charts }: { report: TCampaignReport; charts: boolean }) {
  const { t } = useTranslation();
  const label = (key: keyof TReportTotals) =>
    key === 'iysRejected'
      ? t('iys.report_rejected')
      : NOT_SENT.has(key)
        ? t(`task_outcomes.report.${key}`)
        : t(`reports.${key}`);
  const show = (key: keyof TReportTotals, value: number) =>
    MONEY.has(key) ? formatCurrency(value, null, currentLanguage()) : formatCount(value, currentLanguage());
  const empty = report.byChannel.length === 0;
  // Bars of zeros say nothing: the channel chart waits until something was sent, opened or clicked.
  const channelActivity = report.byChannel.some((c) => c.sent + c.opened + c.clicked + c.failed > 0);
  return (
    <Stack gap="md" data-testid="report-view">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>
        {TILES.map((key) => (
          <Tile
            key={key}
            label={label(key)}
            value={show(key, report.totals[key])}
            testId={`report-${key}`}
            color={key === 'failed' && report.totals.failed > 0 ? FAILED_COLOR : undefined}
          />
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('reports.window', { email: report.window.emailDays, other: report.window.otherDays })}
      </Text>
      {empty ? (
        <Paper withBorder radius="md" p="md">
          <Text c="dimmed" data-testid="report-empty">
            {t('empty.nothing_to_show')}
          </Text>
        </Paper>
      ) : null}
      {charts && report.overTime.length > 0 ? (
        <Paper withBorder radius="md" p="md" data-testid="report-chart">
          <Title order={2} fz="h5" mb="xs">
            {t('reports.over_time')}
          </Title>
          <ChartSlot height={240} ready>
            <LazyLineChart
              h={240}
              data={report.overTime}
              dataKey="day"
              withLegend
              series={[
                { name: 'sent', label: t('reports.sent'), color: 'blue.6' },
                { name: 'opened', label: t('reports.opened'), color: 'teal.6' },
                { name: 'clicked', label: t('reports.clicked'), color: 'grape.6' },
                { name: 'failed', label: label('failed'), color: FAILED_COLOR },
                { name: 'orderCount', label: t('reports.orderCount'), color: 'orange.6' },
              ]}
            />
          </ChartSlot>
        </Paper>
      ) : null}
      {charts && !empty ? (
        <Paper withBorder radius="md" p="md">
          <Title order={2} fz="h5" mb="xs">
            {t('reports.by_channel')}
          </Title>
          {channelActivity ? (
            <ChartSlot height={200} ready>
              <LazyBarChart
                h={200}
                type="stacked"
                data={channelBars(report.byChannel, (channel) => t(`tasks.channels.${channel}`))}
                dataKey="channel"
                withLegend
                maxBarWidth={64}
                series={[
                  { name: 'clicked', label: t('reports.clicked'), color: 'grape.6' },
                  { name: 'openedOnly', label: t('reports.opened_not_clicked'), color: 'teal.6' },
                  { name: 'sentOnly', label: t('reports.sent_not_opened'), color: 'blue.6' },
                  { name: 'failed', label: label('failed'), color: FAILED_COLOR },
                ]}
                data-testid="report-channel-chart"
              />
            </ChartSlot>
          ) : (
            <Text c="dimmed" size="sm" data-testid="report-channel-chart-empty">
              {t('empty.nothing_to_show')}
            </Text>
          )}
        </Paper>
      ) : null}
      {!empty ? (
        <Table striped data-testid="report-channels">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('reports.channel')}</Table.Th>
              {TILES.map((key) => (
                <Table.Th key={key} ta="right">
                  {label(key)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.byChannel.map((c) => (
              <Table.Tr key={c.channel}>
                <Table.Td>{t(`tasks.channels.${c.channel}`)}</Table.Td>
                {TILES.map((key) => (
                  <Table.Td key={key} ta="right">
                    {show(key, c[key])}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
      <Paper withBorder radius="md" p="md">
        <Title order={2} fz="h5" mb="xs">
          {t('reports.links')}
        </Title>
        {report.links.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('empty.nothing_to_show')}
          </Text>
        ) : (
          <Table data-testid="report-links">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>URL</Table.Th>
                <Table.Th ta="right">{t('reports.clicks')}</Table.Th>
                <Table.Th ta="right">{t('reports.unique_clicks')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.links.map((l) => (
                <Table.Tr key={l.url}>
                  <Table.Td style={{ wordBreak: 'break-all' }}>{l.url}</Table.Td>
                  <Table.Td ta="right">{l.clicks}</Table.Td>
                  <Table.Td ta="right">{l.uniqueClicks}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
    </Stack>
  );
}
