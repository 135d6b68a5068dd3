import { Badge, Button, Group, Modal, Pagination, Stack, Table, TextInput } from '@mantine/core';
import { ZAdminInviteInput } from '@ulak/shared/admin-area';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmIrreversible } from '../../../lib/dialogs/confirm';
import { formatDate, formatDateTime, formatText } from '../../../lib/format';
import { showServerErrors, useSchemaForm } from '../../../lib/forms/schema-form';
import { showToast } from '../../../lib/toast/toast';
import { EmptyState } from '../../common/components/empty-state';
import { FormAlert } from '../../common/components/form-alert';
import { LoadingScreen } from '../../common/components/loading-screen';
import { PageHeader } from '../../common/components/page-header';
import type { TAdminListItem } from '@ulak/shared/accounts';
import {
  useAdminProfile,
  useAdmins,
  useInviteAdmin,
  useResetAdminTwoFactor,
  useSetAdminEnabled,
} from '../hooks/use-admin';

const EMPTY = { name: '', surname: '', email: '' };

function InviteAdminModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const invite = useInviteAdmin();
  const form = useSchemaForm({ schema: ZAdminInviteInput, initialValues: EMPTY });
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    form.reset();
    setFailure(null);
    onClose();
  };
  const onSubmit = form.onSubmit((input) =>
    invite.mutate(input, {
      onSuccess: () => {
        showToast(t('admin_area.admins.invited', { email: input.email }), 'success');
        close();
      },
      onError: (error) => {
        if (!showServerErrors(form, error)) setFailure(error.message);
      },
    }),
  );
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('admin_area.admins.invite_title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={onSubmit} noValidate data-testid="invite-admin-form">
        <Stack gap="sm">
          <FormAlert message={failure} />
          <TextInput label={t('auth.name')} {...form.getInputProps('name')} />
          <TextInput label={t('auth.surname')} {...form.getInputProps('surname')} />
          <TextInput label={t('auth.email')} type="email" {...form.getInputProps('email')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={invite.isPending} data-testid="invite-admin-submit">
              {t('admin_area.admins.send_invite')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function AdminStatus({ row }: { row: TAdminListItem }) {
  const { t } = useTranslation();
  if (row.disabled) return <Badge color="red">{t('admin_area.status.disabled')}</Badge>;
  if (row.pending) return <Badge color="yellow">{t('admin_area.admins.pending')}</Badge>;
  return <Badge color="green">{t('admin_area.status.active')}</Badge>;
}

export function AdminsScreen() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [inviting, setInviting] = useState(false);
  const admins = useAdmins(page);
  const me = useAdminProfile();
  const setEnabled = useSetAdminEnabled();
  const resetTwoFactor = useResetAdminTwoFactor();
  const rows = admins.data?.data ?? [];
  const meta = admins.data?.meta;
  const pages = meta ? Math.max(1, Math.ceil(meta.total / Math.max(1, meta.perPage))) : 1;

  const toggle = async (row: TAdminListItem) => {
    if (!row.disabled && !(await confirmIrreversible(t('admin_area.admins.disable_confirm', { email: row.email }))))
      return;
    setEnabled.mutate(
      { id: row.id, enabled: row.disabled },
      {
        onSuccess: () => showToast(t(row.disabled ? 'admin_area.enabled_done' : 'admin_area.disabled_done'), 'success'),
      },
    );
  };
  const reset = async (row: TAdminListItem) => {
    if (!(await confirmIrreversible(t('admin_area.admins.reset_2fa_confirm', { email: row.email })))) return;
    resetTwoFactor.mutate(row.id, {
      onSuccess: () => showToast(t('admin_area.admins.reset_2fa_done'), 'success'),
    });
  };

  return (
    <>
      <PageHeader
        title={t('pages.admin_admins')}
        actions={
          <Button onClick={() => setInviting(true)} data-testid="invite-admin">
            {t('admin_area.admins.invite')}
          </Button>
        }
      />
      <InviteAdminModal opened={inviting} onClose={() => setInviting(false)} />
      {admins.isPending ? (
        <LoadingScreen />
      ) : rows.length === 0 ? (
        <EmptyState />
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table striped highlightOnHover withTableBorder data-testid="admins-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.col_name')}</Table.Th>
                <Table.Th>{t('auth.email')}</Table.Th>
                <Table.Th>{t('admin_area.col_status')}</Table.Th>
                <Table.Th>{t('admin_area.admins.col_two_factor')}</Table.Th>
                <Table.Th>{t('admin.col_created')}</Table.Th>
                <Table.Th>{t('admin.col_last_login')}</Table.Th>
                <Table.Th>{t('admin_area.col_actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id} data-testid={`admin-row-${row.id}`}>
                  <Table.Td>{formatText(`${row.name} ${row.surname}`)}</Table.Td>
                  <Table.Td>{formatText(row.email)}</Table.Td>
                  <Table.Td>
                    <AdminStatus row={row} />
                  </Table.Td>
                  <Table.Td>
                    {row.two_factor ? t('admin_area.admins.two_factor_on') : t('admin_area.admins.two_factor_off')}
                  </Table.Td>
                  <Table.Td>{formatDate(row.created_at)}</Table.Td>
                  <Table.Td>{formatDateTime(row.last_login)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      {row.id === me.data?.id ? null : (
                        <Button
                          size="xs"
                          variant="light"
                          color={row.disabled ? 'green' : 'red'}
                          onClick={() => toggle(row)}
                        >
                          {row.disabled ? t('admin_area.enable') : t('admin_area.disable')}
                        </Button>
                      )}
                      {row.two_factor ? (
                        <Button size="xs" variant="default" onClick={() => reset(row)}>
                          {t('admin_area.admins.reset_2fa')}
                        </Button>
                      ) : null}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 ? (
        <Group justify="flex-end" mt="md">
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            getItemProps={(item) => ({ 'aria-label': t('a11y.page_number', { page: item }) })}
            getControlProps={(control) => ({ 'aria-label': t(`a11y.page_${control}`) })}
          />
        </Group>
      ) : null}
    </>
  );
}
