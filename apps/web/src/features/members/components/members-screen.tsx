import { Alert, Button, Group, Stack } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconDownload, IconInfoCircle, IconPlus, IconTags, IconUpload } from '@tabler/icons-react';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { confirmIrreversible } from '../../../lib/dialogs/confirm';
import { showToast } from '../../../lib/toast/toast';
import { EmptyState } from '../../common/components/empty-state';
import { EmailVerificationSection } from '../../email-verification/components/email-verification-section';
import { ListPager } from '../../common/components/list-pager';
import { PageHeader } from '../../common/components/page-header';
import { useDeleteMember, useExportMembers, useMembers } from '../hooks/use-members';
import {
  gateSearch,
  nextSort,
  readListState,
  toFilterQuery,
  toListQuery,
  writeListState,
  type TMemberListState,
} from '../member-list-state';
import type { TMember } from '../types';
import { MembersFilters } from './members-filters';
import { MembersSkeleton } from './members-skeleton';
import { MembersSummary } from './members-summary';
import { MembersTable } from './members-table';

type TEditing = null | 'new' | TMember;

// The member form (with the validation library) and the import wizard load when opened, not with the list.
const MemberFormDrawer = lazy(() => import('./member-form-drawer').then((m) => ({ default: m.MemberFormDrawer })));
const ImportModal = lazy(() => import('./import/import-modal').then((m) => ({ default: m.ImportModal })));

export function MembersScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = readListState(params);
  const [search, setSearch] = useState(state.search);
  const [editing, setEditing] = useState<TEditing>(null);
  const [importing, setImporting] = useState(false);
  const gate = gateSearch(search);
  const members = useMembers(toListQuery(state), gate.kind !== 'too_short');
  const remove = useDeleteMember();
  const exportCsv = useExportMembers();

  const update = (next: TMemberListState) => setParams(writeListState(next), { replace: true });
  const commitSearch = useDebouncedCallback((value: string) => {
    if (gateSearch(value).kind !== 'too_short') update({ ...readListState(params), search: value.trim(), page: 1 });
  }, 300);
  const onSearch = (value: string) => {
    setSearch(value);
    commitSearch(value);
  };
  const onDelete = async (member: TMember) => {
    if (!(await confirmIrreversible())) return;
    remove.mutate(member.id, { onSuccess: () => showToast(t('members.deleted'), 'success') });
  };

  // The page's frame (its title and actions, the summary cards and the verification section) is drawn at once; the
  // filters and the table (over a thousand elements) follow in background renders React splits into short slices,
  // after the first paint and after each page of members arrives, not in one long task each (Total Blocking
  // Time). Their skeleton stays until the rows are drawn.
  const drawn = useDeferredValue(true, false);
  const list = useDeferredValue(members.data);
  const rows = list?.data ?? [];
  return (
    <Stack gap="md">
      <PageHeader
        title={t('pages.members')}
        actions={
          <Group gap="xs">
            <Button variant="default" leftSection={<IconUpload size={16} />} onClick={() => setImporting(true)}>
              {t('imports.button')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              loading={exportCsv.isPending}
              disabled={gate.kind === 'too_short'}
              onClick={() => exportCsv.mutate(toFilterQuery(state))}
              data-testid="members-export"
            >
              {t('members.export')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconTags size={16} />}
              component={Link}
              to={`/user/tags?${writeListState({ ...state, page: 1 }).toString()}`}
              data-testid="members-bulk-tag"
            >
              {t('members.bulk_tag')}
            </Button>
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')} data-testid="member-new">
              {t('members.new')}
            </Button>
          </Group>
        }
      />
      <MembersSummary />
      <EmailVerificationSection />
      {drawn ? (
        <>
          <MembersFilters state={state} search={search} onSearch={onSearch} onChange={update} />
          {gate.kind === 'too_short' ? (
            <Alert color="blue" icon={<IconInfoCircle size={18} />} data-testid="search-hint">
              {t('validation.search_min')}
            </Alert>
          ) : (
            <>
              {list === undefined && !members.isError ? <MembersSkeleton /> : null}
              {members.isSuccess && list && rows.length === 0 ? <EmptyState /> : null}
              {members.isError && !members.data ? <EmptyState /> : null}
              {rows.length > 0 ? (
                <MembersTable
                  members={rows}
                  state={state}
                  onSort={(column) => update(nextSort(state, column))}
                  onEdit={setEditing}
                  onDelete={(member) => void onDelete(member)}
                />
              ) : null}
              {list && list.meta.total > 0 ? (
                <ListPager
                  page={state.page}
                  perPage={state.perPage}
                  total={list.meta.total}
                  onChange={(paging) => update({ ...state, ...paging })}
                />
              ) : null}
            </>
          )}
        </>
      ) : (
        <MembersSkeleton />
      )}
      <Suspense fallback={null}>
        {editing !== null ? (
          <MemberFormDrawer member={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
        ) : null}
        {importing ? <ImportModal kind="members" onClose={() => setImporting(false)} /> : null}
      </Suspense>
    </Stack>
  );
}
