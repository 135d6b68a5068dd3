import { Alert, Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../lib/api/error-text';
import { formatDateTimeShort } from '../../../lib/format';
import { LoadingScreen } from '../../common/components/loading-screen';
import { useWhatsappBulkReports } from '../hooks/use-whatsapp-settings';

const FIGURES = ['waiting', 'queued', 'sent', 'delivered', 'seen', 'failed'] as const;

// Delivery figures of the provider's bulk sends (Helorobo send wizards), read from its reports.
export function WhatsappBulkReports() {
  const { t } = useTranslation();
  const reports = useWhatsappBulkReports(true);
  let body;
  if (reports.isPending) body = <LoadingScreen />;
  else if (reports.isError)
    body = (
      <Alert color="red" title={t('whatsapp_provider.reports_error')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{apiErrorText(reports.error, t)}</Text>
          <Button size="compact-sm" variant="default" onClick={() => void reports.refetch()}>
            {t('whatsapp_provider.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  else if (reports.data.items.length === 0)
    body = (
      <Text size="sm" c="dimmed">
        {t('whatsapp_provider.reports_empty')}
      </Text>
    );
  else
    body = (
      <Table.ScrollContainer minWidth={640}>
        <Table striped data-testid="whatsapp-bulk-reports">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('whatsapp_provider.report_name')}</Table.Th>
              <Table.Th>{t('whatsapp_provider.report_date')}</Table.Th>
              {FIGURES.map((f) => (
                <Table.Th key={f}>{t(`whatsapp_provider.${f}`)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {reports.data.items.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{r.name || r.id}</Table.Td>
                <Table.Td>{formatDateTimeShort(r.createdAt)}</Table.Td>
                {FIGURES.map((f) => (
                  <Table.Td key={f}>{r[f]}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={3} fz="h5">
          {t('whatsapp_provider.reports_title')}
        </Title>
        {body}
      </Stack>
    </Paper>
  );
}
