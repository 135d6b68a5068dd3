import { Alert, Badge, Button, Select, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TAdminAction } from '@ulak/shared/accounts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatText } from '../../../lib/format';
import { EmptyState } from '../../common/components/empty-state';
import { ListPager } from '../../common/components/list-pager';
import { LoadingScreen } from '../../common/components/loading-screen';
import { PageHeader } from '../../common/components/page-header';
import { useAdminActions, useAdmins } from '../hooks/use-admin';

// Human-readable names of the admin API's changes (method + route pattern); others show as recorded.
const ROUTE_LABELS: Record<string, string> = {
  'POST /api/v1/admin/admins': 'invite_admin',
  'POST /api/v1/admin/admins/:id/enabled': 'admin_enabled',
  'POST /api/v1/admin/admins/:id/2fa/reset': 'admin_2fa_reset',
  'POST /api/v1/admin/accounts/:accountId/enabled': 'account_enabled',
  'POST /api/v1/admin/accounts/:accountId/resend-verification': 'resend_verification',
  'POST /api/v1/admin/accounts/:accountId/login-token': 'login_as',
  'POST /api/v1/admin/add-new-user': 'add_new_user',
  'POST /api/v1/admin/release-notes': 'release_note_create',
  'PUT /api/v1/admin/release-notes/:id': 'release_note_edit',
  'POST /api/v1/admin/release-notes/:id/publish': 'release_note_publish',
  'DELETE /api/v1/admin/release-notes/:id': 'release_note_delete',
  'POST /api/v1/admin/template-store': 'template_create',
  'PUT /api/v1/admin/template-store/:id': 'template_edit',
  'POST /api/v1/admin/template-store/:id/publish': 'template_publish',
  'DELETE /api/v1/admin/template-store/:id': 'template_delete',
  'POST /api/v1/admin/template-categories': 'category_create',
  'PUT /api/v1/admin/template-categories/:id': 'category_edit',
  'DELETE /api/v1/admin/template-categories/:id': 'category_delete',
};

function ActionLabel({ action }: { action: TAdminAction }) {
  const { t } = useTranslation();
  const key = ROUTE_LABELS[`${action.method} ${action.route}`];
  return (
    <Stack gap={2}>
      <Text size="sm" fw={500}>
        {key ? t(`admin_area.audit.routes.${key}`) : `${action.method} ${action.route.replace('/api/v1/', '')}`}
      </Text>
      {action.summary ? (
        <Text size="xs" c="dimmed">
          {action.summary}
        </Text>
      ) : null}
    </Stack>
  );
}

// The audit log: every change an admin made through the admin API, newest first.
export function AuditLogScreen() {
  const { t } = useTranslation();
  const [adminId, setAdminId] = useState<string | null>(null);
  // The merchant account by its name, its owner's name or email, or its id.
  const [account, setAccount] = useState('');
  const [accountQuery] = useDebouncedValue(account.trim(), 300);
  const [paging, setPaging] = useState({ page: 1, perPage: 20 });
  const admins = useAdmins(1, 100);
  const actions = useAdminActions({
    ...paging,
    adminId: adminId ? Number(adminId) : undefined,
    account: accountQuery || undefined,
  });
  const rows = actions.data?.data ?? [];
  return (
    <Stack gap="md">
      <PageHeader title={t('admin_area.audit.title')} description={t('admin_area.audit.description')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} maw={640}>
        <Select
          label={t('admin_area.audit.admin')}
          placeholder={t('common.all')}
          clearable
          searchable
          value={adminId}
          onChange={(value) => {
            setAdminId(value);
            setPaging((p) => ({ ...p, page: 1 }));
          }}
          data={(admins.data?.data ?? []).map((a) => ({
            value: String(a.id),
            label: `${a.name} ${a.surname} (${a.email})`,
          }))}
        />
        <TextInput
          label={t('admin_area.audit.account')}
          placeholder={t('admin_area.audit.account_placeholder')}
          value={account}
          maxLength={100}
          onChange={(event) => {
            setAccount(event.currentTarget.value);
            setPaging((p) => ({ ...p, page: 1 }));
          }}
          data-testid="audit-account"
        />
      </SimpleGrid>
      {actions.isError ? (
        <Alert color="red" title={t('admin_area.load_failed')}>
          <Button size="xs" variant="light" onClick={() => actions.refetch()}>
            {t('admin_area.retry')}
          </Button>
        </Alert>
      ) : actions.isPending ? (
        <LoadingScreen />
      ) : rows.length === 0 ? (
        <EmptyState />
      ) : (
        <Table.ScrollContainer minWidth={820}>
          <Table striped withTableBorder data-testid="audit-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin_area.audit.when')}</Table.Th>
                <Table.Th>{t('admin_area.audit.admin')}</Table.Th>
                <Table.Th>{t('admin_area.audit.action')}</Table.Th>
                <Table.Th>{t('admin_area.audit.account')}</Table.Th>
                <Table.Th>{t('admin_area.audit.result')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((action) => (
                <Table.Tr key={action.id}>
                  <Table.Td>{formatDateTime(action.created_at)}</Table.Td>
                  <Table.Td>
                    {action.admin
                      ? formatText(`${action.admin.name} ${action.admin.surname}`)
                      : t('admin_area.audit.removed_admin')}
                  </Table.Td>
                  <Table.Td>
                    <ActionLabel action={action} />
                  </Table.Td>
                  <Table.Td>{action.account_id ?? '-'}</Table.Td>
                  <Table.Td>
                    <Badge color="green" variant="light">
                      {action.status_code}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {actions.data ? (
        <ListPager page={paging.page} perPage={paging.perPage} total={actions.data.meta.total} onChange={setPaging} />
      ) : null}
    </Stack>
  );
}
