import { Group, Pagination, Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatText } from '../../../lib/format';
import { EmptyState } from '../../common/components/empty-state';
import { LoadingScreen } from '../../common/components/loading-screen';
import { PageHeader } from '../../common/components/page-header';
import { useAdmins } from '../hooks/use-admin';

export function AdminsScreen() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const admins = useAdmins(page);
  const rows = admins.data?.data ?? [];
  const meta = admins.data?.meta;
  const pages = meta ? Math.max(1, Math.ceil(meta.total / Math.max(1, meta.perPage))) : 1;
  return (
    <>
      <PageHeader title={t('pages.admin_admins')} />
      {admins.isPending ? (
        <LoadingScreen />
      ) : rows.length === 0 ? (
        <EmptyState />
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover withTableBorder data-testid="admins-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.col_name')}</Table.Th>
                <Table.Th>{t('auth.email')}</Table.Th>
                <Table.Th>{t('admin.col_created')}</Table.Th>
                <Table.Th>{t('admin.col_last_login')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{formatText(`${row.name} ${row.surname}`)}</Table.Td>
                  <Table.Td>{formatText(row.email)}</Table.Td>
                  <Table.Td>{formatDate(row.created_at)}</Table.Td>
                  <Table.Td>{formatDateTime(row.last_login)}</Table.Td>
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
