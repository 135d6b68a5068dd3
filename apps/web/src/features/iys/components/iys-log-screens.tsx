import { Group, NativeSelect, Stack, Table, TextInput } from '@mantine/core';
import {
  IYS_BATCH_STATES,
  IYS_CONSENT_STATES,
  IYS_DIRECTIONS,
  IYS_STATUSES,
  IYS_TYPES,
  type TIysTransferLog,
} from '@ulak/shared/iys';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { PageHeader } from '../../common/components/page-header';
import { PagedList } from '../../records/components/paged-list';
import { useIysChangeLogs, useIysTransferLogs } from '../hooks/use-iys';
import { IysBadge, type TTone } from './iys-badge';
import { IysChangeTable } from './iys-change-table';
import { IysSummaryHeader } from './iys-summary-header';

const BATCH_TONE: Record<TIysTransferLog['status'], TTone> = {
  sending: 'busy',
  polling: 'busy',
  completed: 'ok',
  failed: 'bad',
};

// Filters and page live in the address (shareable, kept on reload).
function useAddressFilters<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((k) => [k, params.get(k) ?? undefined])) as Record<K, string | undefined>;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [perPage, setPerPage] = useState(20);
  const update = (next: Record<string, string | null>) => {
    const written = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) written.set(key, value);
      else written.delete(key);
    }
    setParams(written, { replace: true });
  };
  // The pager's props for PagedList: the page goes to the address, the page size stays on screen.
  const pager = {
    page,
    perPage,
    onPage: (next: { page: number; perPage: number }) => {
      setPerPage(next.perPage);
      update({ page: next.page > 1 ? String(next.page) : null });
    },
  };
  return { values, page, perPage, update, pager };
}

function pick<T extends string>(value: string | undefined, allowed: readonly T[]): T | undefined {
  return value && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

// /user/iys/iys-logs: each bulk request to IYS with its counts and status.
export function IysTransferLogsScreen() {
  const { t } = useTranslation();
  const { values, page, perPage, update, pager } = useAddressFilters(['status'] as const);
  const status = pick(values.status, IYS_BATCH_STATES);
  const logs = useIysTransferLogs({ status, page, perPage });
  return (
    <Stack gap="md">
      <PageHeader title={t('pages.iys_logs')} />
      <IysSummaryHeader />
      <Group>
        <NativeSelect
          label={t('iys.status')}
          data={[
            { value: '', label: t('iys.all') },
            ...IYS_BATCH_STATES.map((value) => ({ value, label: t(`iys.batch_status.${value}`) })),
          ]}
          value={status ?? ''}
          onChange={(e) => update({ status: e.currentTarget.value || null, page: null })}
          w={220}
          data-testid="iys-transfer-status"
        />
      </Group>
      <PagedList query={logs} {...pager}>
        {(rows) => (
          <Table.ScrollContainer minWidth={760}>
            <Table striped data-testid="iys-transfer-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('iys.batch')}</Table.Th>
                  <Table.Th>{t('iys.created_at')}</Table.Th>
                  <Table.Th>{t('iys.count')}</Table.Th>
                  <Table.Th>{t('iys.success_count')}</Table.Th>
                  <Table.Th>{t('iys.failure_count')}</Table.Th>
                  <Table.Th>{t('iys.status')}</Table.Th>
                  <Table.Th>{t('iys.completed_at')}</Table.Th>
                  <Table.Th>{t('iys.error')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id} data-testid="iys-transfer-row">
                    <Table.Td>#{row.id}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.createdAt)}</Table.Td>
                    <Table.Td>{row.count}</Table.Td>
                    <Table.Td>{row.successCount}</Table.Td>
                    <Table.Td>{row.failureCount}</Table.Td>
                    <Table.Td>
                      <IysBadge tone={BATCH_TONE[row.status]}>{t(`iys.batch_status.${row.status}`)}</IysBadge>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.completedAt)}</Table.Td>
                    <Table.Td>{row.error ? t(`iys.reasons.${row.error}`, { defaultValue: row.error }) : '-'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </PagedList>
    </Stack>
  );
}

// /user/iys/iys-change-logs: consents to and from IYS, filtered by direction, state, type, status, recipient.
export function IysChangeLogsScreen() {
  const { t } = useTranslation();
  const { values, page, perPage, update, pager } = useAddressFilters([
    'direction',
    'state',
    'type',
    'status',
    'search',
  ] as const);
  const [search, setSearch] = useState(values.search ?? '');
  const query = {
    direction: pick(values.direction, IYS_DIRECTIONS),
    state: pick(values.state, IYS_CONSENT_STATES),
    type: pick(values.type, IYS_TYPES),
    status: pick(values.status, IYS_STATUSES),
    search: values.search || undefined,
    page,
    perPage,
  };
  const logs = useIysChangeLogs(query);
  const filter = (key: string, label: string, options: { value: string; label: string }[], value?: string) => (
    <NativeSelect
      label={label}
      data={[{ value: '', label: t('iys.all') }, ...options]}
      value={value ?? ''}
      onChange={(e) => update({ [key]: e.currentTarget.value || null, page: null })}
      w={180}
      data-testid={`iys-filter-${key}`}
    />
  );
  return (
    <Stack gap="md">
      <PageHeader title={t('pages.iys_change_logs')} />
      <IysSummaryHeader />
      <Group align="flex-end" gap="sm">
        {filter(
          'direction',
          t('iys.direction'),
          IYS_DIRECTIONS.map((v) => ({ value: v, label: t(`iys.directions.${v}`) })),
          query.direction,
        )}
        {filter(
          'state',
          t('iys.state_label'),
          IYS_CONSENT_STATES.map((v) => ({ value: v, label: t(`iys.states.${v}`) })),
          query.state,
        )}
        {filter(
          'type',
          t('iys.type'),
          IYS_TYPES.map((v) => ({ value: v, label: t(`iys.types.${v}`) })),
          query.type,
        )}
        {filter(
          'status',
          t('iys.consent'),
          IYS_STATUSES.map((v) => ({ value: v, label: t(`iys.statuses.${v}`) })),
          query.status,
        )}
        <TextInput
          label={t('iys.search')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          onBlur={() => update({ search: search.trim() || null, page: null })}
          onKeyDown={(e) => {
            if (e.key === 'Enter') update({ search: search.trim() || null, page: null });
          }}
          w={220}
          data-testid="iys-filter-search"
        />
      </Group>
      <PagedList query={logs} {...pager}>
        {(rows) => <IysChangeTable rows={rows} />}
      </PagedList>
    </Stack>
  );
}
