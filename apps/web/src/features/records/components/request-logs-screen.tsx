import { Anchor, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { REQUEST_LOG_COUNT_CAP } from '@ulak/shared/tracking';
import { formatCount, formatDateTimeShort, formatText } from '../../../lib/format';
import { PageHeader } from '../../common/components/page-header';
import { useApplications } from '../../applications/hooks/use-applications';
import { useRequestLogs } from '../hooks/use-request-logs';
import type { TRequestLog } from '../types';
import { PagedList } from './paged-list';
import { RequestLogStatus } from './request-log-badges';

function RequestLogsTable({ logs, appName }: { logs: TRequestLog[]; appName: (id: number) => string }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover data-testid="request-logs-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('records.received_at')}</Table.Th>
            <Table.Th>{t('records.application')}</Table.Th>
            <Table.Th>{t('records.device_id')}</Table.Th>
            <Table.Th>{t('records.origin')}</Table.Th>
            <Table.Th>{t('records.ip')}</Table.Th>
            <Table.Th ta="right">{t('records.accepted')}</Table.Th>
            <Table.Th ta="right">{t('records.rejected')}</Table.Th>
            <Table.Th>{t('members.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {logs.map((log) => (
            <Table.Tr key={log.id} data-testid="request-log-row">
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Anchor component={Link} to={`/user/events/request-logs/${log.id}`} size="sm">
                  {formatDateTimeShort(log.received_at)}
                </Anchor>
              </Table.Td>
              <Table.Td>{appName(log.application_id)}</Table.Td>
              <Table.Td ff="monospace" fz="sm">
                {formatText(log.device_id?.slice(0, 18))}
              </Table.Td>
              <Table.Td maw={260}>
                <Text size="sm" lineClamp={1}>
                  {formatText(log.url)}
                </Text>
              </Table.Td>
              <Table.Td>{formatText(log.ip)}</Table.Td>
              <Table.Td ta="right">{log.event_count}</Table.Td>
              <Table.Td ta="right">{log.rejected_count}</Table.Td>
              <Table.Td>
                <RequestLogStatus log={log} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

// Every SDK batch the ingest accepted, newest first; dead letters are filtered by 'failed'.
export function RequestLogsScreen() {
  const { t, i18n } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, perPage: 20 });
  const [status, setStatus] = useState<string | null>(null);
  const logs = useRequestLogs({ ...paging, status: status ?? undefined });
  const applications = useApplications();
  const appName = (id: number) => applications.data?.find((a) => a.id === id)?.name ?? `#${id}`;
  return (
    <Stack gap="md">
      <PageHeader
        title={t('pages.event_request_logs')}
        description={t('records.logs_intro')}
        actions={
          <Anchor component={Link} to="/user/events">
            {t('pages.events')}
          </Anchor>
        }
      />
      <Group>
        <Select
          placeholder={t('members.status')}
          aria-label={t('members.status')}
          data={(['processed', 'failed'] as const).map((value) => ({
            value,
            label: t(`records.log_statuses.${value}`),
          }))}
          value={status}
          clearable
          w={180}
          onChange={(value) => {
            setStatus(value);
            setPaging({ ...paging, page: 1 });
          }}
          data-testid="request-logs-status"
        />
        {logs.data?.meta.capped ? (
          <Text size="sm" c="dimmed" data-testid="request-logs-capped">
            {t('records.logs_capped', { total: formatCount(REQUEST_LOG_COUNT_CAP, i18n.language) })}
          </Text>
        ) : null}
      </Group>
      <PagedList query={logs} page={paging.page} perPage={paging.perPage} onPage={setPaging}>
        {(rows) => <RequestLogsTable logs={rows} appName={appName} />}
      </PagedList>
    </Stack>
  );
}
