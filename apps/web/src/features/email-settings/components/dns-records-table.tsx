import { Badge, Table, Text } from '@mantine/core';
import type { TDnsRecord } from '@ulak/shared/email/email-settings';
import { useTranslation } from 'react-i18next';
import { CopyField } from '../../common/components/copy-field';

const LABELS = { spf: 'SPF', dkim: 'DKIM', dmarc: 'DMARC' } as const;

export function recordLabel(record: Pick<TDnsRecord, 'kind'>): string {
  return LABELS[record.kind];
}

function RecordState({ record }: { record: TDnsRecord }) {
  const { t } = useTranslation();
  if (record.ok === null) return <Badge color="gray">{t('email_settings.record_not_checked')}</Badge>;
  if (record.ok) return <Badge color="teal">{t('email_settings.record_ok')}</Badge>;
  return (
    <Text c="red" size="sm" fw={600} data-testid={`record-failed-${record.kind}`}>
      {t('email_settings.verification_failed', { records: recordLabel(record) })}
    </Text>
  );
}

// The TXT records a sender domain publishes, each with its copy buttons and last check result.
export function DnsRecordsTable({ records, testId }: { records: TDnsRecord[]; testId: string }) {
  const { t } = useTranslation();
  return (
    <Table withTableBorder verticalSpacing="xs" data-testid={testId}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={90}>{t('email_settings.record')}</Table.Th>
          <Table.Th w={60}>{t('email_settings.record_type')}</Table.Th>
          <Table.Th>{t('email_settings.record_name')}</Table.Th>
          <Table.Th>{t('email_settings.record_value')}</Table.Th>
          <Table.Th w={170}>{t('email_settings.record_state')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {records.map((record) => (
          <Table.Tr key={record.kind} data-testid={`record-${record.kind}`}>
            <Table.Td fw={600}>{recordLabel(record)}</Table.Td>
            <Table.Td>{record.type}</Table.Td>
            <Table.Td>
              <CopyField value={record.name} testId={`${testId}-${record.kind}-name`} />
            </Table.Td>
            <Table.Td>
              <CopyField value={record.value} testId={`${testId}-${record.kind}-value`} />
            </Table.Td>
            <Table.Td>
              <RecordState record={record} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
