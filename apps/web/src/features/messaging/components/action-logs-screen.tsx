import { Button, Group, Select, Stack } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CHANNELS } from '@ulak/shared/messaging/channels';
import { PageHeader } from '../../common/components/page-header';
import { PagedList } from '../../records/components/paged-list';
import { MemberSelect, type TMemberOption } from '../../templates/components/member-select';
import {
  actionQuery,
  actionSummaryQuery,
  readActionFilters,
  writeActionFilters,
  type TActionFilters,
} from '../action-filters';
import { useActions } from '../hooks/use-messaging';
import { SHOWN_STATUSES } from '../message-stats';
import { ActionLogsTable } from './action-logs-table';
import { ActionSummary } from './action-summary';

const ISO = 'YYYY-MM-DD';

function ActionFiltersBar({
  filters,
  onChange,
}: {
  filters: TActionFilters;
  onChange: (next: TActionFilters) => void;
}) {
  const { t } = useTranslation();
  // The chosen member's label; after a reload only the id is known.
  const [member, setMember] = useState<TMemberOption | null>(null);
  const shownMember =
    filters.memberId === null ? null : (member ?? { value: String(filters.memberId), label: `#${filters.memberId}` });
  const set = (patch: Partial<TActionFilters>) => onChange({ ...filters, ...patch, page: 1 });
  return (
    <Group gap="sm" align="flex-end" data-testid="action-filters">
      <Select
        label={t('messaging.channel')}
        data={CHANNELS.map((c) => ({ value: c, label: t(`messaging.channels.${c}`) }))}
        value={filters.channel}
        onChange={(channel) => set({ channel })}
        clearable
        w={160}
        data-testid="filter-channel"
      />
      <Select
        label={t('messaging.status')}
        data={SHOWN_STATUSES.map((s) => ({ value: s, label: t(`messaging.statuses.${s}`) }))}
        value={filters.status}
        onChange={(status) => set({ status })}
        clearable
        w={160}
        data-testid="filter-status"
      />
      <DatePickerInput
        type="range"
        label={t('messaging.date_range')}
        placeholder={t('messaging.date_range')}
        value={[filters.from, filters.to]}
        valueFormat="DD-MM-YYYY"
        clearable
        w={240}
        onChange={([from, to]) =>
          set({ from: from ? dayjs(from).format(ISO) : null, to: to ? dayjs(to).format(ISO) : null })
        }
      />
      <MemberSelect
        label={t('messaging.recipient')}
        value={shownMember}
        onChange={(next) => {
          setMember(next);
          set({ memberId: next ? Number(next.value) : null });
        }}
        testId="filter-member"
      />
      {filters.runId ? (
        <Button variant="light" size="sm" onClick={() => set({ runId: null })} data-testid="filter-run-clear">
          {t('messaging.run_filter', { id: filters.runId })} ✕
        </Button>
      ) : null}
    </Group>
  );
}

// /user/actions: every message with its status and, when it was not sent, the reason.
export function ActionLogsScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = readActionFilters(params);
  const query = actionQuery(filters);
  const list = useActions({ ...query, page: filters.page, perPage: filters.perPage });
  const update = (next: TActionFilters) => setParams(writeActionFilters(next), { replace: true });
  return (
    <Stack gap="md">
      <PageHeader title={t('pages.action_logs')} description={t('messaging.actions_intro')} />
      <ActionFiltersBar filters={filters} onChange={update} />
      <ActionSummary query={actionSummaryQuery(filters)} />
      <PagedList
        query={list}
        page={filters.page}
        perPage={filters.perPage}
        onPage={(paging) => update({ ...filters, ...paging })}
      >
        {(rows) => <ActionLogsTable rows={rows} />}
      </PagedList>
    </Stack>
  );
}
