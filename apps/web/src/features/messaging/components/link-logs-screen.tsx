import { Anchor, Group, Select, Stack, Table, Text } from '@mantine/core';
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
import type { TLinkClick } from '../types';
import { LinkSummary } from './link-summary';

const ISO = 'YYYY-MM-DD';

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
      <LinkSummary query={{ channel: channel ?? undefined, from: range[0] ?? undefined, to: range[1] ?? undefined }} />
      <PagedList query={clicks} page={paging.page} perPage={paging.perPage} onPage={setPaging}>
        {(rows) => <ClicksTable rows={rows} />}
      </PagedList>
    </Stack>
  );
}
