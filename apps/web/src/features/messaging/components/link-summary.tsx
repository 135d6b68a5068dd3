import { BarChart, LineChart } from '@mantine/charts';
import { Alert, Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../lib/api/error-text';
import { formatCount, formatDate, formatDateTimeShort, formatText } from '../../../lib/format';
import type { TQuery } from '../api';
import { useLinkSummary } from '../hooks/use-log-summary';
import { clickChartRows, shortLink } from '../log-summary';
import { SummaryCards } from './summary-cards';
import { currentLanguage } from '../../../lib/i18n/i18n';

const TOTALS = ['clicks', 'recipients', 'messages', 'links'] as const;

// Clicks per day and the most clicked links over the chosen days (the last 30 when none are chosen),
// counted by the server over every click, in the account's time zone.
export function LinkSummary({ query }: { query: TQuery }) {
  const { t } = useTranslation();
  const summary = useLinkSummary(query);
  const data = summary.data;
  if (summary.isError) {
    return (
      <Alert color="red" data-testid="link-summary-error">
        {apiErrorText(summary.error, t)}
      </Alert>
    );
  }
  const cards = TOTALS.map((key) => ({ key, label: t(`log_summary.link_totals.${key}`), value: data?.totals[key] }));
  const empty = data !== undefined && data.totals.clicks === 0;
  const top = (data?.topLinks ?? []).map((l) => ({ link: shortLink(l.url), clicks: l.clicks }));
  return (
    <Stack gap="sm">
      <SummaryCards cards={cards} testId="link-totals" />
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <Paper withBorder radius="md" p="md" data-testid="clicks-chart">
          <Group justify="space-between" mb="xs" align="baseline">
            <Title order={2} fz="h5">
              {t('log_summary.clicks_chart_title')}
            </Title>
            {data ? (
              <Text size="xs" c="dimmed" data-testid="link-summary-range">
                {t('log_summary.range', { from: formatDate(data.from), to: formatDate(data.to), zone: data.timezone })}
              </Text>
            ) : null}
          </Group>
          {!data ? <Skeleton h={240} /> : null}
          {empty ? (
            <Text c="dimmed" size="sm" data-testid="link-summary-empty">
              {t('empty.nothing_to_show')}
            </Text>
          ) : null}
          {data && !empty ? (
            <LineChart
              h={240}
              data={clickChartRows(data)}
              dataKey="day"
              curveType="monotone"
              withLegend
              withDots={data.days.length <= 31}
              series={[
                { name: 'clicks', label: t('log_summary.link_totals.clicks'), color: 'blue.6' },
                { name: 'recipients', label: t('log_summary.link_totals.recipients'), color: 'teal.6' },
              ]}
            />
          ) : null}
        </Paper>
        <Paper withBorder radius="md" p="md" data-testid="links-chart">
          <Title order={2} fz="h5" mb="xs">
            {t('messaging.top_links')}
          </Title>
          {!data ? <Skeleton h={240} /> : null}
          {empty ? (
            <Text c="dimmed" size="sm">
              {t('empty.nothing_to_show')}
            </Text>
          ) : null}
          {data && !empty ? (
            <BarChart
              h={240}
              data={top}
              dataKey="link"
              orientation="vertical"
              yAxisProps={{ width: 160 }}
              series={[{ name: 'clicks', label: t('messaging.clicks'), color: 'blue.6' }]}
            />
          ) : null}
        </Paper>
      </SimpleGrid>
      {data && data.topLinks.length > 0 ? (
        <Paper withBorder radius="md" p="md">
          <Table data-testid="links-summary">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('messaging.link')}</Table.Th>
                <Table.Th ta="right">{t('messaging.clicks')}</Table.Th>
                <Table.Th ta="right">{t('messaging.unique_clickers')}</Table.Th>
                <Table.Th>{t('messaging.last_click')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.topLinks.map((link) => (
                <Table.Tr key={link.url} data-testid="link-summary-row">
                  <Table.Td maw={360}>
                    <Text size="sm" lineClamp={1} title={link.url}>
                      {formatText(link.url)}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{formatCount(link.clicks, currentLanguage())}</Table.Td>
                  <Table.Td ta="right">{formatCount(link.recipients, currentLanguage())}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTimeShort(link.lastClick)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      ) : null}
    </Stack>
  );
}
