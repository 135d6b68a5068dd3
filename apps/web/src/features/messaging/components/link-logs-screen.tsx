import { Anchor, Group, Select, Stack, Table, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
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

// The screen's filters live in the address (shareable, kept on reload): channel, day range, page.
const DAY = /^\d{4}-\d{2}-\d{2}$/;
function readLinkFilters(params: URLSearchParams) {
  const channel = params.get('channel');
  const day = (key: string) => {
    const value = params.get(key);
    return value && DAY.test(value) ? value : null;
  };
  return {
    channel: channel && (CHANNELS as readonly string[]).includes(channel) ? channel : null,
    range: [day('from'), day('to')] as [string | null, string | null],
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

// /user/links: which links in messages were clicked, how often and by how many recipients.
export function LinkLogsScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { channel, range, page } = readLinkFilters(params);
  const [perPage, setPerPage] = useState(20);
  const update = (next: Record<string, string | null>) => {
    const written = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) written.set(key, value);
      else written.delete(key);
    }
    setParams(written, { replace: true });
  };
  const filters = {
    channel: channel ?? undefined,
    from: range[0] ? dayjs(range[0]).startOf('day').toISOString() : undefined,
    to: range[1] ? dayjs(range[1]).add(1, 'day').startOf('day').toISOString() : undefined,
  };
  const clicks = useLinks({ ...filters, page, perPage });
  return (
    <Stack gap="md">
      <PageHeader title={t('pages.link_logs')} description={t('messaging.links_intro')} />
      <Group gap="sm" align="flex-end">
        <Select
          label={t('messaging.channel')}
          data={CHANNELS.map((c) => ({ value: c, label: t(`messaging.channels.${c}`) }))}
          value={channel}
          onChange={(value) => update({ channel: value, page: null })}
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
          onChange={([from, to]) =>
            update({
              from: from ? dayjs(from).format(ISO) : null,
              to: to ? dayjs(to).format(ISO) : null,
              page: null,
            })
          }
        />
      </Group>
      <LinkSummary query={{ channel: channel ?? undefined, from: range[0] ?? undefined, to: range[1] ?? undefined }} />
      <PagedList
        query={clicks}
        page={page}
        perPage={perPage}
        onPage={(next) => {
          setPerPage(next.perPage);
          update({ page: next.page > 1 ? String(next.page) : null });
        }}
      >
        {(rows) => <ClicksTable rows={rows} />}
      </PagedList>
    </Stack>
  );
}
