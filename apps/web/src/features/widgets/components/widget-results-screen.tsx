import { LineChart } from '@mantine/charts';
import { Button, Group, Paper, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconDownload, IconEdit } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiDownload } from '../../../lib/api/api-transfer';
import { formatCount, formatCurrency, formatDateTime, formatText } from '../../../lib/format';
import { EmptyState } from '../../common/components/empty-state';
import { ListPager } from '../../common/components/list-pager';
import { RecordState } from '../../common/components/record-state';
import { LoadingScreen } from '../../common/components/loading-screen';
import { PageHeader } from '../../common/components/page-header';
import { WidgetAbResults } from './widget-ab-results';
import { useSurveyVoters, useWheelWinners, useWidget, useWidgetResults } from '../hooks/use-widgets';

const FIGURES = [
  'views',
  'uniqueViewers',
  'clicks',
  'conversions',
  'couponsIssued',
  'couponsUsed',
  'orders',
  'revenue',
] as const;

function People({ id, type }: { id: number; type: string }) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, perPage: 20 });
  const voters = useSurveyVoters(id, type === 'survey', paging);
  const winners = useWheelWinners(id, type === 'wheel', paging);
  const query = type === 'survey' ? voters : winners;
  if (type !== 'survey' && type !== 'wheel') return null;
  const head =
    type === 'survey' ? ['name', 'surname', 'email', 'answer', 'date'] : ['email', 'phone', 'prize', 'coupon', 'date'];
  const rows =
    type === 'survey'
      ? (voters.data?.data ?? []).map((v) => [v.name, v.surname, v.email, v.answer, formatDateTime(v.createdAt)])
      : (winners.data?.data ?? []).map((w) => [w.email, w.phone, w.prize, w.couponCode, formatDateTime(w.createdAt)]);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} fz="h5">
          {t(type === 'survey' ? 'widgets.results.voters' : 'widgets.results.winners')}
        </Title>
        {query.isPending ? <LoadingScreen /> : null}
        {query.isSuccess && rows.length === 0 ? <EmptyState /> : null}
        {rows.length > 0 ? (
          <Table striped data-testid="widget-people">
            <Table.Thead>
              <Table.Tr>
                {head.map((h) => (
                  <Table.Th key={h}>{t(`widgets.results.columns.${h}`)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((cells, k) => (
                <Table.Tr key={k}>
                  {cells.map((c, i) => (
                    <Table.Td key={i}>{formatText(c)}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
        {query.data ? <ListPager {...paging} total={query.data.meta.total} onChange={setPaging} /> : null}
      </Stack>
    </Paper>
  );
}

// /user/widget/result/:id: views, unique viewers, clicks, conversions, coupons, the per-day chart,
// survey voters or wheel winners, and the CSV export.
export function WidgetResultsScreen({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const widget = useWidget(id);
  const [range, setRange] = useState({ from: '', to: '' });
  const query = { from: range.from || undefined, to: range.to || undefined };
  const results = useWidgetResults(id, query);
  if (!widget.data) return <RecordState query={widget} title={t('pages.widget_result')} listPath="/user/widgets" />;
  const w = widget.data;
  return (
    <Stack gap="md">
      <PageHeader
        title={`${t('pages.widget_result')}: ${w.name}`}
        description={t(`widgets.types.${w.type}`)}
        actions={
          <Group gap="xs">
            <Button
              variant="default"
              component={Link}
              to={`/user/widget-v2/${w.type}/${w.id}`}
              leftSection={<IconEdit size={16} />}
            >
              {t('widgets.list.edit')}
            </Button>
            <Button
              leftSection={<IconDownload size={16} />}
              onClick={() => void apiDownload(`widgets/${id}/results.csv`, `widget-${id}.csv`, { query })}
              data-testid="results-csv"
            >
              {t('widgets.results.csv')}
            </Button>
          </Group>
        }
      />
      <Group gap="sm">
        <TextInput
          type="date"
          label={t('widgets.fields.start_date')}
          value={range.from}
          onChange={(e) => setRange({ ...range, from: e.currentTarget.value })}
        />
        <TextInput
          type="date"
          label={t('widgets.fields.end_date')}
          value={range.to}
          onChange={(e) => setRange({ ...range, to: e.currentTarget.value })}
        />
      </Group>
      {results.isPending ? <LoadingScreen /> : null}
      {results.data ? (
        <>
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
            {FIGURES.map((key) => (
              <Paper key={key} withBorder radius="md" p="sm" data-testid={`figure-${key}`}>
                <Text size="xs" c="dimmed">
                  {t(`widgets.results.${key}`)}
                </Text>
                <Text fz="xl" fw={700}>
                  {key === 'revenue'
                    ? formatCurrency(results.data.revenue, 'TRY', i18n.language)
                    : formatCount(results.data[key], i18n.language)}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
          {widget.data && results.data.variants.length > 0 ? (
            <WidgetAbResults widget={widget.data} variants={results.data.variants} />
          ) : null}
          <Paper withBorder radius="md" p="md">
            <LineChart
              h={240}
              data={results.data.perDay}
              dataKey="day"
              curveType="monotone"
              withLegend
              series={[
                { name: 'views', label: t('widgets.results.views'), color: 'blue.7' },
                { name: 'clicks', label: t('widgets.results.clicks'), color: 'orange.8' },
                { name: 'conversions', label: t('widgets.results.conversions'), color: 'teal.8' },
              ]}
            />
          </Paper>
        </>
      ) : null}
      <People id={id} type={w.type} />
    </Stack>
  );
}
