import { Card, Group, Select, Stack, Table, Text } from '@mantine/core';
import {
  SUPPORT_REQUEST_KINDS,
  SUPPORT_REQUEST_STATUSES,
  type TSupportRequestKind,
  type TSupportRequestStatus,
} from '@ulak/shared/support';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTimeShort, formatText } from '../../../lib/format';
import { showToast } from '../../../lib/toast/toast';
import { EmptyState } from '../../common/components/empty-state';
import { ListPager } from '../../common/components/list-pager';
import { LoadingScreen } from '../../common/components/loading-screen';
import { PageHeader } from '../../common/components/page-header';
import { useAdminSupportRequests, useSetSupportStatus } from '../hooks/use-support';

// /admin/support-requests: every account's support, demo and roadmap requests, and their status.
export function AdminSupportScreen() {
  const { t } = useTranslation();
  const [q, setQ] = useState<{
    page: number;
    perPage: number;
    kind?: TSupportRequestKind;
    status?: TSupportRequestStatus;
  }>({ page: 1, perPage: 20 });
  const requests = useAdminSupportRequests(q);
  const setStatus = useSetSupportStatus();
  const list = requests.data?.data ?? [];
  const subjectOf = (r: (typeof list)[number]) =>
    r.kind === 'feature' ? t(`coming_soon.features.${r.subject}.title`) : r.subject;
  return (
    <Stack gap="lg">
      <PageHeader title={t('admin_support.title')} description={t('admin_support.description')} />
      <Card withBorder radius="md" padding="lg">
        <Group mb="md">
          <Select
            label={t('support.kind')}
            placeholder={t('admin_support.all')}
            clearable
            data={SUPPORT_REQUEST_KINDS.map((k) => ({ value: k, label: t(`support.kinds.${k}`) }))}
            value={q.kind ?? null}
            onChange={(v) =>
              setQ((c) => ({ ...c, page: 1, kind: (v ?? undefined) as TSupportRequestKind | undefined }))
            }
            data-testid="admin-support-kind"
          />
          <Select
            label={t('support.status')}
            placeholder={t('admin_support.all')}
            clearable
            data={SUPPORT_REQUEST_STATUSES.map((s) => ({ value: s, label: t(`support.statuses.${s}`) }))}
            value={q.status ?? null}
            onChange={(v) =>
              setQ((c) => ({ ...c, page: 1, status: (v ?? undefined) as TSupportRequestStatus | undefined }))
            }
          />
        </Group>
        {requests.isPending ? <LoadingScreen /> : null}
        {requests.isSuccess && list.length === 0 ? <EmptyState /> : null}
        {list.length > 0 ? (
          <Stack gap="sm">
            <Table striped data-testid="admin-support-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('common.created_at')}</Table.Th>
                  <Table.Th>{t('admin_support.account')}</Table.Th>
                  <Table.Th>{t('support.kind')}</Table.Th>
                  <Table.Th>{t('support.subject')}</Table.Th>
                  <Table.Th>{t('support.phone')}</Table.Th>
                  <Table.Th>{t('support.preferred_at')}</Table.Th>
                  <Table.Th>{t('support.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((r) => (
                  <Table.Tr key={r.id} data-testid="admin-support-row">
                    <Table.Td>{formatDateTimeShort(r.created_at)}</Table.Td>
                    <Table.Td>
                      <Text size="sm">#{r.account_id}</Text>
                      <Text size="xs" c="dimmed">
                        {formatText(r.account_email)}
                      </Text>
                    </Table.Td>
                    <Table.Td>{t(`support.kinds.${r.kind}`)}</Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {subjectOf(r)}
                      </Text>
                      {r.message ? (
                        <Text size="xs" c="dimmed" lineClamp={2}>
                          {r.message}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>{formatText(r.phone)}</Table.Td>
                    <Table.Td>{formatDateTimeShort(r.preferred_at)}</Table.Td>
                    <Table.Td>
                      <Select
                        aria-label={`${t('support.status')}: ${subjectOf(r)}`}
                        data={SUPPORT_REQUEST_STATUSES.map((s) => ({ value: s, label: t(`support.statuses.${s}`) }))}
                        value={r.status}
                        allowDeselect={false}
                        w={150}
                        onChange={(v) =>
                          v &&
                          setStatus.mutate(
                            { id: r.id, status: v as TSupportRequestStatus },
                            { onSuccess: () => showToast(t('admin_support.status_saved'), 'success') },
                          )
                        }
                        data-testid="admin-support-status"
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <ListPager
              page={q.page}
              perPage={q.perPage}
              total={requests.data?.meta.total ?? 0}
              onChange={(next) => setQ((c) => ({ ...c, ...next }))}
            />
          </Stack>
        ) : null}
      </Card>
    </Stack>
  );
}
