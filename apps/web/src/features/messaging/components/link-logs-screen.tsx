import { BarChart } from '@mantine/charts';
import { Anchor, Group, Paper, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CHANNELS } from '@ulak/shared/messaging/channels';
import { formatDateTimeShort, formatText } from '../../../lib/format';
import { PageHeader } from '../../common/components/page-header';
import { PagedList } from '../../records/components/paged-list';
import { useLinks } from '../hooks/use-messaging';
import { summariseLinks } from '../message-stats';
import type { TLinkClick } from '../types';

const ISO = 'YYYY-MM-DD';
// The API's largest page: the per-link summary covers the latest clicks matching the filters.
const SUMMARY_SAMPLE = 100;
const TOP_LINKS = 8;

function LinkSummary({ clicks, total }: { clicks: TLinkClick[]; total: number }) {
  const { t } = useTranslation();
  const summary = summariseLinks(clicks);
  const chart = summary.slice(0, TOP_LINKS).map((s) => ({ link: s.url.replace(/^https?:\/\//, ''), clicks: s.clicks }));
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }}>
      <Paper withBorder radius="md" p="md" data-testid="links-chart">
        <Title order={2} fz="h5" mb="xs">
          {t('messaging.top_links')}
        </Title>
        <BarChart
          h={240}
          data={chart}
          dataKey="link"
          orientation="vertical"
          yAxisProps={{ width: 160 }}
          series={[{ name: 'clicks', label: t('messaging.clicks'), color: 'blue.6' }]}
        />
      </Paper>
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
            {summary.map((s) => (
              <Table.Tr key={s.url} data-testid="link-summary-row">
                <Table.Td maw={260}>
                  <Text size="sm" lineClamp={1} title={s.url}>
                    {formatText(s.url)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{s.clicks}</Table.Td>
                <Table.Td ta="right">{s.uniqueClickers}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTimeShort(s.lastClick)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {total > SUMMARY_SAMPLE ? (
          <Text size="xs" c="dimmed" mt="xs">
            {t('messaging.links_sample', { count: SUMMARY_SAMPLE, total })}
          </Text>
        ) : null}
      </Paper>
    </SimpleGrid>
  );
}

function ClicksTable({ rows }: { rows: TLinkClick[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped data-testid="link-clicks-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('messaging.clicked_at')}</Table.Th>
            <Table.Th>{t('messaging.link')}</Table.Th>
            <Table.Th>{t('messaging.channel')}</Table.Th>
            <Table.Th>{t('messaging.recipient')}</Table.Th>
            <Table.Th>{t('messaging.message')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid="link-click-row">
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTimeShort(row.occurred_at)}</Table.Td>
              <Table.Td maw={320}>
                <Text size="sm" lineClamp={1} title={row.url ?? ''}>
                  {formatText(row.url)}
                </Text>
              </Table.Td>
              <Table.Td>{t(`messaging.channels.${row.channel}`, { defaultValue: row.channel })}</Table.Td>
              <Table.Td>
                {row.member_id !== null ? (
                  <Anchor component={Link} to={`/user/member/${row.member_id}`} size="sm">
                    {formatText(row.address ?? `#${row.member_id}`)}
                  </Anchor>
                ) : (
                  formatText(row.address)
                )}
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={`/user/actions/detail/${row.message_id}`} size="sm">
                  #{row.message_id}
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

// /user/links: which links in messages were clicked, how often and by how many recipients.
export function LinkLogsScreen() {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, perPage: 20 });
  const [channel, setChannel] = useState<string | null>(null);
  const [range, setRange] = useState<[string | null, string | null]>([null, null]);
  const filters = {
    channel: channel ?? undefined,
    from: range[0] ? dayjs(range[0]).startOf('day').toISOString() : undefined,
    to: range[1] ? dayjs(range[1]).add(1, 'day').startOf('day').toISOString() : undefined,
  };
  const clicks = useLinks({ ...filters, ...paging });
  const sample = useLinks({ ...filters, page: 1, perPage: SUMMARY_SAMPLE });
  const firstPage = () => setPaging({ ...paging, page: 1 });
  return (
    <Stack gap="md">
      <PageHeader title={t('pages.link_logs')} description={t('messaging.links_intro')} />
      <Group gap="sm" align="flex-end">
        <Select
          label={t('messaging.channel')}
          data={CHANNELS.map((c) => ({ value: c, label: t(`messaging.channels.${c}`) }))}
          value={channel}
          onChange={(value) => {
            setChannel(value);
            firstPage();
          }}
          clearable
          w={160}
        />
        <DatePickerInput
          type="range"
          label={t('messaging.date_range')}
          placeholder={t('messaging.date_range')}
          value={range}
          valueFormat="DD-MM-YYYY"
          clearable
          w={240}
          onChange={([from, to]) => {
            setRange([from ? dayjs(from).format(ISO) : null, to ? dayjs(to).format(ISO) : null]);
            firstPage();
          }}
        />
      </Group>
      {sample.data && sample.data.data.length > 0 ? (
        <LinkSummary clicks={sample.data.data} total={sample.data.meta.total} />
      ) : null}
      <PagedList query={clicks} page={paging.page} perPage={paging.perPage} onPage={setPaging}>
        {(rows) => <ClicksTable rows={rows} />}
      </PagedList>
    </Stack>
  );
}
