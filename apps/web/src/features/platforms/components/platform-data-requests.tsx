import { Badge, Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { TPlatformAccount } from '@ulak/shared/platforms';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { showToast } from '../../../lib/toast/toast';
import { LoadingScreen } from '../../common/components/loading-screen';
import { platformsApi } from '../api';
import { usePlatformDataRequests } from '../hooks/use-platforms';
import { LoadError } from '../../common/components/query-state';

// Shopify's customers/data_request: each request with its date and the compiled file to download.
export function PlatformDataRequests({ platform }: { platform: TPlatformAccount }) {
  const { t } = useTranslation();
  const requests = usePlatformDataRequests(platform.id);
  const download = (id: number) =>
    platformsApi.dataRequestFile(platform.id, id).catch(() => showToast(t('platforms.data_request_failed'), 'error'));
  const list = requests.data ?? [];
  return (
    <Paper withBorder p="md" radius="md" data-testid="platform-data-requests">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('platforms.data_requests_title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('platforms.data_requests_description')}
        </Text>
        {requests.isPending ? <LoadingScreen /> : null}
        {requests.isError ? <LoadError onRetry={() => void requests.refetch()} /> : null}
        {requests.isSuccess && list.length === 0 ? <Text size="sm">{t('platforms.data_requests_empty')}</Text> : null}
        {list.length > 0 ? (
          <Table.ScrollContainer minWidth={600}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('platforms.data_request_customer')}</Table.Th>
                  <Table.Th>{t('platforms.data_request_date')}</Table.Th>
                  <Table.Th>{t('platforms.data_request_found')}</Table.Th>
                  <Table.Th>{t('platforms.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((request) => (
                  <Table.Tr key={request.id} data-testid="platform-data-request">
                    <Table.Td>{request.customer}</Table.Td>
                    <Table.Td>{formatDateTime(request.requestedAt)}</Table.Td>
                    <Table.Td>
                      <Badge variant="outline" color={request.memberFound ? 'teal.9' : 'gray.8'}>
                        {t(
                          request.memberFound ? 'platforms.data_request_found_yes' : 'platforms.data_request_found_no',
                        )}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {request.hasFile ? (
                        <Button
                          size="xs"
                          variant="default"
                          leftSection={<IconDownload size={14} />}
                          aria-label={t('platforms.data_request_download_label', { customer: request.customer })}
                          onClick={() => void download(request.id)}
                        >
                          {t('platforms.data_request_download')}
                        </Button>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Stack>
    </Paper>
  );
}
