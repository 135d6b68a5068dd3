import { Card, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTimeShort } from '../../../lib/format';
import { EmptyState } from '../../common/components/empty-state';
import { ListPager } from '../../common/components/list-pager';
import { LoadingScreen } from '../../common/components/loading-screen';
import { PageHeader } from '../../common/components/page-header';
import { useMySupportRequests } from '../hooks/use-support';
import { SupportForm } from './support-form';
import { SupportStatusBadge } from './support-status-badge';

// /user/support: ask for help or a demo, and follow the account's requests.
export function SupportScreen() {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, perPage: 10 });
  const requests = useMySupportRequests(paging);
  const list = requests.data?.data ?? [];
  return (
    <Stack gap="lg">
      <PageHeader title={t('pages.support')} description={t('support.description')} />
      <SupportForm />
      <Card withBorder radius="md" padding="lg">
        <Title order={2} fz="h4" mb="md">
          {t('support.my_requests')}
        </Title>
        {requests.isPending ? <LoadingScreen /> : null}
        {requests.isSuccess && list.length === 0 ? <EmptyState /> : null}
        {list.length > 0 ? (
          <Stack gap="sm">
            <Table striped data-testid="support-requests-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('support.kind')}</Table.Th>
                  <Table.Th>{t('support.subject')}</Table.Th>
                  <Table.Th>{t('support.status')}</Table.Th>
                  <Table.Th>{t('common.created_at')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((r) => (
                  <Table.Tr key={r.id} data-testid="support-request-row">
                    <Table.Td>{t(`support.kinds.${r.kind}`)}</Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {r.kind === 'feature' ? t(`coming_soon.features.${r.subject}.title`) : r.subject}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <SupportStatusBadge status={r.status} />
                    </Table.Td>
                    <Table.Td>{formatDateTimeShort(r.created_at)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <ListPager
              page={paging.page}
              perPage={paging.perPage}
              total={requests.data?.meta.total ?? 0}
              onChange={setPaging}
            />
          </Stack>
        ) : null}
      </Card>
    </Stack>
  );
}
